/**
 * The content files as the pages show them: entries read and checked by publishing/entries.ts,
 * photos resolved through the image pipeline, Markdown parsed into a tree React renders.
 * Read once, when the build (or the dev server) first imports this module. Server-side only:
 * a hydrated page receives what it needs through its `+data` hook.
 *
 * Only what the build's clock publishes is here (docs/decisions.md, "Scheduled publishing"); the
 * editor's preview (`npm run edit`) keeps entries dated later, marked `scheduled`.
 */
import type { Locale } from '../content/locales';
import type { ImageAsset } from '../content/types';
import { picture } from '../content/pictures';
import { loadPublished } from './entries';
import type { NewsEntry, PressReleaseEntry, TeamEntry } from './entryTypes';
import { newsList } from './newsList';
import { previewsScheduled } from './publish';
import { toRenderable, type MarkdownTree } from './markdown';

/** docs/product.md §3 News item, as the schema reads it, with its photo made responsive. */
export type NewsItem = Omit<NewsEntry, 'image'> & { image?: ImageAsset };

/** A team member, as the schema reads it, with photo and biography ready to render. */
export type TeamMember = Omit<TeamEntry, 'image' | 'biography'> & { image?: ImageAsset; biography: MarkdownTree };

/** A press release page (docs/product.md §2 route table), as the schema reads it, with its body ready to render. */
export type PressRelease = Omit<PressReleaseEntry, 'body'> & { body: MarkdownTree };

const entries = await loadPublished(undefined, { keepScheduled: previewsScheduled() });

/** docs/product.md §2 News card: shown when an item has no image of its own. */
export const defaultNewsImage: ImageAsset = picture('content/images/news-default.jpg', '');

/** Shown for a member without a photo (docs/product.md §2 Our Team). */
export const teamPlaceholder: ImageAsset = picture('content/images/team-placeholder.jpg', '');

/**
 * News & Insights (docs/product.md §3): one item per file in content/news/ and one per listed press
 * release. The list page's data and the home preview both read it.
 */
export const news: readonly NewsItem[] = newsList(entries).map(({ image, ...item }) => ({
  ...item,
  // The card's headline says what the item is; its photo is decoration.
  ...(image ? { image: picture(image, '') } : {}),
}));

/** Our Team (docs/product.md §2): one member per file in content/team/, in `order`. */
export const team: readonly TeamMember[] = entries.team.map(({ image, biography, ...member }) => ({
  ...member,
  biography: toRenderable(biography),
  ...(image ? { image: picture(image, `Portrait of ${member.fullname}`) } : {}),
}));

/** Press releases: one per file in content/press-releases/. */
export const pressReleases: readonly PressRelease[] = entries.pressReleases.map(({ body, ...release }) => ({
  ...release,
  body: toRenderable(body, picture),
}));

export function findPressRelease(path: string): PressRelease | undefined {
  return pressReleases.find((release) => release.path === path);
}

/**
 * An entry as a locale's pages show it: its translation where one exists, else the English entry,
 * and `lang`, the language its words are in (a list marks English items `lang="en"` on a German page).
 */
export type InLocale<T> = T & { readonly lang: Locale };

/** News & Insights as `locale`'s lists show it (docs/decisions.md, "Languages in the address, words in typed catalogues"). */
export function newsIn(locale: Locale): readonly InLocale<NewsItem>[] {
  void locale; // Entries have no translations yet: every item is shown in English.
  return news.map((item) => ({ ...item, lang: 'en' }));
}

/** Our Team as `locale`'s home page shows it. */
export function teamIn(locale: Locale): readonly InLocale<TeamMember>[] {
  void locale;
  return team.map((member) => ({ ...member, lang: 'en' }));
}
