/** The content as each language's pages show it (publishing/site.ts), over the repository's own, growing content. */
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../content/locales';
import { isTranslated } from '../domain/i18n';
import { loadPublished } from './entries';
import { entryTranslations, findPressRelease, news, newsIn, pressReleases, team, teamIn } from './site';

const content = await loadPublished();

describe.each(localeCodes)('in %s', (locale) => {
  const translated = locale === 'en' ? undefined : content.translations?.[locale];
  it('newsIn shows every item once, each translated headline in place of the English one', () => {
    const shown = newsIn(locale);
    expect(shown.map(({ id }) => id)).toEqual(news.map(({ id }) => id));
    for (const [index, item] of shown.entries()) {
      const english = news[index]!;
      const translation = [...(translated?.news ?? []), ...(translated?.pressReleases ?? [])].find(
        ({ slug }) => slug === english.slug,
      );
      expect(item.lang, english.slug).toBe(translation ? locale : 'en');
      expect(item.headline).toBe(translation?.headline ?? english.headline);
    }
  });
  it('teamIn shows every member once, in order, translated where a translation exists', () => {
    const shown = teamIn(locale);
    expect(shown.map(({ slug }) => slug)).toEqual(team.map(({ slug }) => slug));
    for (const member of shown) {
      const translation = translated?.team.find(({ slug }) => slug === member.slug);
      expect(member.lang).toBe(translation ? locale : 'en');
      expect(member.jobtitle).toBe(translation?.jobtitle ?? team.find(({ slug }) => slug === member.slug)!.jobtitle);
    }
  });
  it('a release has a page in the language exactly when it is translated into it', () => {
    for (const release of pressReleases) {
      const inLocale = findPressRelease(release.path, locale);
      const has = locale === 'en' || Boolean(translated?.pressReleases.some(({ slug }) => slug === release.slug));
      expect(Boolean(inLocale), release.path).toBe(has);
      expect(isTranslated(release.path, locale, entryTranslations), release.path).toBe(has);
      if (inLocale) expect(inLocale.lang).toBe(locale);
    }
  });
});
