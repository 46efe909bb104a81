/**
 * The content files as the pages show them: entries read and checked by publishing/entries.ts,
 * photos resolved through the image pipeline, Markdown parsed into a tree React renders.
 * Read once, when the build (or the dev server) first imports this module. Server-side only:
 * a hydrated page receives what it needs through its `+data` hook.
 *
 * Only what the build's clock publishes is here (docs/decisions.md, "Scheduled publishing"); the
 * editor's preview (`npm run edit`) keeps entries dated later, marked `scheduled`.
 */
import { defaultLocale, type Locale } from '../content/locales';
import { ui, type EntryTranslations } from '../domain/i18n';
import { fill } from '../domain/words';
import type { ImageAsset } from '../content/types';
import { picture } from '../content/pictures';
import type { LegalPage } from '../content/legalPages';
import { loadPublished } from './entries';
import { loadLegalTexts, type LegalText } from './legal';
import type { Localized, NewsEntry, PressReleaseEntry, TeamEntry } from './entryTypes';
import { newsList, newsListIn } from './newsList';
import { entryTranslationsOf } from './translatedPages';
import { pressReleasesIn as localizedReleases, teamIn as localizedTeam } from './translations';
import { previewsScheduled } from './publish';
import { toRenderable, type MarkdownTree } from './markdown';

/** docs/product.md §3 News item, as the schema reads it, with its photo made responsive. */
export type NewsItem = Omit<NewsEntry, 'image'> & { image?: ImageAsset };

/** A team member, as the schema reads it, with photo and biography ready to render. */
export type TeamMember = Omit<TeamEntry, 'image' | 'biography'> & { image?: ImageAsset; biography: MarkdownTree };

/** A press release page (docs/product.md §2 route table), as the schema reads it, with its body ready to render. */
export type PressRelease = Omit<PressReleaseEntry, 'body'> & { body: MarkdownTree };

const entries = await loadPublished(undefined, { keepScheduled: previewsScheduled() });
const legalTexts = await loadLegalTexts();

/** A legal page in `locale` (publishing/legal.ts): the build refuses a language without it. */
export const legalTextIn = (page: LegalPage, locale: Locale): LegalText => legalTexts[locale]![page];

/** docs/product.md §2 News card: shown when an item has no image of its own. */
export const defaultNewsImage: ImageAsset = picture('content/images/news-default.jpg', '');

/** Shown for a member without a photo (docs/product.md §2 Our Team). */
export const teamPlaceholder: ImageAsset = picture('content/images/team-placeholder.jpg', '');

/** An entry as a locale's pages show it, marked with the language of its words. */
export type InLocale<T> = Localized<T>;

/** The item's card photo, made responsive: the card's headline says what it is, the photo is decoration. */
const newsItem = <Item extends NewsEntry>({ image, ...item }: Item) => ({
  ...item,
  ...(image ? { image: picture(image, '') } : {}),
});

/** A member with photo and biography ready to render, the photo's text in the page's language `locale`. */
const teamMember = ({ image, biography, ...member }: TeamEntry, locale: Locale = defaultLocale): TeamMember => ({
  ...member,
  biography: toRenderable(biography),
  ...(image ? { image: picture(image, fill(ui(locale).team.portrait, { name: member.fullname })) } : {}),
});

/**
 * News & Insights (docs/product.md §3): one item per file in content/news/ and one per listed press
 * release. The list page's data and the home preview both read it.
 */
export const news: readonly NewsItem[] = newsList(entries).map(newsItem);

/** Our Team (docs/product.md §2): one member per file in content/team/, in `order`. */
export const team: readonly TeamMember[] = entries.team.map((member) => teamMember(member));

/** A release with its body ready to render. */
const pressRelease = <Release extends PressReleaseEntry>({ body, ...release }: Release) => ({
  ...release,
  body: toRenderable(body, picture),
});

/** Press releases: one per file in content/press-releases/. */
export const pressReleases: readonly PressRelease[] = entries.pressReleases.map(pressRelease);

/** News & Insights as `locale`'s lists show it (docs/decisions.md, "Translated entries"). */
export function newsIn(locale: Locale): readonly InLocale<NewsItem>[] {
  return newsListIn(entries, locale).map(newsItem);
}

/** Our Team as `locale`'s home page shows it: each member's translation, else the English entry. */
export function teamIn(locale: Locale): readonly InLocale<TeamMember>[] {
  return localizedTeam(entries, locale).map(({ lang, ...member }) => ({ ...teamMember(member, locale), lang }));
}

/** The press releases as `locale` shows them: each one's translation, else the English release. */
export function pressReleasesIn(locale: Locale): readonly InLocale<PressRelease>[] {
  const shown = releasesByLocale.get(locale) ?? localizedReleases(entries, locale).map(pressRelease);
  releasesByLocale.set(locale, shown);
  return shown;
}
/** Each locale's releases, made once: a translated body is parsed for its page, not for each look-up. */
const releasesByLocale = new Map<Locale, readonly InLocale<PressRelease>[]>();

/**
 * The release at English address `path` in `locale`: in English, any; in another language, only a
 * translated one (an English-only release has no page under the locale's prefix).
 */
export function findPressRelease(path: string, locale: Locale = defaultLocale): InLocale<PressRelease> | undefined {
  return pressReleasesIn(locale).find((release) => release.path === path && release.lang === locale);
}

/**
 * The languages each release's page is built in besides English, by its English address: what
 * domain/i18n.ts needs to count entry pages as translated.
 */
export const entryTranslations: EntryTranslations = entryTranslationsOf(entries);
