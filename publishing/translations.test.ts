/** Translated entries (docs/decisions.md, "Translated entries"): read, refused, published and listed. */
import { expect, it } from 'vitest';
import { localeCodes } from '../content/locales';
import { translatedLocales } from '../keystatic.config';
import { newsItem, problems, release, site } from '../tests/unit/contentSite';
import { loadEntries } from './entries';
import { entryFile, translationCollection, type ContentEntries } from './entryTypes';
import { newsList, newsListIn } from './newsList';
import { publish } from './publish';
import { missingTranslations, missingTranslationsReport, pressReleasesIn, teamIn } from './translations';
import { withTranslations } from './translatedPages';

const germanRelease =
  "---\nheadline: Eine Mitteilung\ndateline: 'LONDON, 2. Januar 2025'\nsummary: Was sie sagt, in einem Satz, der für ein Suchergebnis lang genug ist.\n---\nDer erste Absatz.\n";
const member = 'order: 1\nfullname: Jane Doe\njobtitle: Chief Executive Officer\nbiography: Leads the company.';
const germanMember = 'fullname: Jane Doe\njobtitle: Geschäftsführerin\nbiography: Leitet das Unternehmen.';

const english = {
  'content/news/first.yaml': newsItem(),
  'content/team/jane-doe.yaml': member,
  'content/press-releases/launch.md': release,
};
const germanFiles = {
  'content/news/de/first.yaml': 'headline: Eine Schlagzeile',
  'content/team/de/jane-doe.yaml': germanMember,
  'content/press-releases/de/launch.md': germanRelease,
};
const problemsWith = (files: Record<string, string>) => problems(site({ ...english, ...files }));
const refusal = (file: string, words: string) =>
  expect.stringMatching(new RegExp(`^${file.replaceAll('.', '\\.')}: ${words}`));

it('translated entries are read beside the English entry with only their words, for each language', async () => {
  const root = site({
    ...english,
    ...germanFiles,
    'content/press-releases/ro/launch.md': germanRelease.replace('Eine Mitteilung', 'Un comunicat'),
  });
  const content = await loadEntries(root);
  // English is read as before: no translation is taken for an English entry.
  expect(content.news.map(({ slug }) => slug)).toEqual(['first']);
  expect(content.pressReleases.map(({ headline }) => headline)).toEqual(['A release']);
  expect(content.translations?.de).toEqual({
    news: [{ slug: 'first', headline: 'Eine Schlagzeile' }],
    team: [
      { slug: 'jane-doe', fullname: 'Jane Doe', jobtitle: 'Geschäftsführerin', biography: 'Leitet das Unternehmen.' },
    ],
    pressReleases: [
      expect.objectContaining({ slug: 'launch', headline: 'Eine Mitteilung', dateline: 'LONDON, 2. Januar 2025' }),
    ],
  });
  expect(content.translations?.ro?.pressReleases.map(({ headline }) => headline)).toEqual(['Un comunicat']);
  expect(content.translations?.ro?.news).toEqual([]);
  expect(withTranslations(content).map(({ path, translations }) => [path, translations])).toEqual([
    ['/newsroom/launch', ['de', 'ro']],
  ]);
});

const collections = ['news', 'team', 'pressReleases'] as const;
it.each(translatedLocales.flatMap((locale) => collections.map((name) => [locale, name] as const)))(
  'translated entries: a %s translation in %s whose English entry is gone is an error naming both files',
  async (locale, name) => {
    const text = { news: 'headline: Verwaist', team: germanMember, pressReleases: germanRelease }[name];
    const translation = entryFile(translationCollection(name, locale), 'gone');
    const found = await problemsWith({ [translation]: text });
    expect(found).toEqual([expect.stringContaining(translation)]);
    expect(found[0]).toContain(entryFile(name, 'gone'));
  },
);

it.each(localeCodes)(
  'translated entries: refuses an English entry named %s, a language code, which names a folder of translations',
  async (code) => {
    const file = `content/news/${code}.yaml`;
    expect(await problemsWith({ [file]: newsItem({ id: 9 }) })).toEqual([refusal(file, `.*language code ${code}\\b`)]);
  },
);

it('translated entries find a photo beside the English entry, where the English text has it, and keep the English field rules, naming the translation', async () => {
  const translation = 'content/press-releases/de/launch.md';
  const photo = germanRelease + '\n![Die Halle](./launch/hall.jpg)\n';
  expect(await problemsWith({ 'content/press-releases/launch/hall.jpg': '', [translation]: photo })).toEqual([]);
  expect(await problemsWith({ [translation]: photo })).toEqual([refusal(translation, 'body photo .*hall\\.jpg')]);
  const short = germanRelease.replace(/^summary: .*$/m, 'summary: Kurz.');
  expect(await problemsWith({ [translation]: short })).toEqual([refusal(translation, 'summary ')]);
});

it('translated entries are published with their English entry, whose date decides', async () => {
  const root = site({
    ...english,
    'content/press-releases/later.md': release.replace('2025-01-02', '2099-01-01').replace('id: 7', 'id: 8'),
    'content/press-releases/de/launch.md': germanRelease,
    'content/press-releases/de/later.md': germanRelease,
  });
  const content = await loadEntries(root);
  const now = new Date('2030-01-01T00:00:00Z');
  expect(publish(content, { now }).translations?.de?.pressReleases.map(({ slug }) => slug)).toEqual(['launch']);
  const preview = publish(content, { now, keepScheduled: true });
  expect(preview.translations?.de?.pressReleases.map(({ slug }) => slug)).toEqual(['later', 'launch']);
});

it("a language's entries (newsListIn, teamIn, pressReleasesIn) take each translation, mark every other entry English with the English fields, and neither lose nor double one", async () => {
  const content = await loadEntries(
    site({
      ...english,
      'content/news/second.yaml': newsItem({ id: 2 }),
      'content/team/john-roe.yaml': member.replace('Jane Doe', 'John Roe').replace('order: 1', 'order: 2'),
      ...germanFiles,
    }),
  );
  const german = newsListIn(content, 'de');
  const all = newsList(content);
  expect(german.map(({ id }) => id)).toEqual(all.map(({ id }) => id));
  expect(german.map(({ headline, lang }) => [headline, lang])).toEqual([
    ['Eine Schlagzeile', 'de'],
    ['A headline', 'en'],
    ['Eine Mitteilung', 'de'],
  ]);
  // A translated release's card leads to the release in that language; an English one to English.
  expect(german.find(({ id }) => id === 7)?.uri).toBe('/de/newsroom/launch');
  expect(newsListIn(content, 'ro').map(({ lang, uri }) => [lang, uri])).toEqual(all.map(({ uri }) => ['en', uri]));
  expect(newsListIn(content, 'en').map(({ lang }) => lang)).toEqual(all.map(() => 'en'));
  const team = teamIn(content, 'de');
  expect(team.map(({ slug, jobtitle, lang }) => [slug, jobtitle, lang])).toEqual([
    ['jane-doe', 'Geschäftsführerin', 'de'],
    ['john-roe', 'Chief Executive Officer', 'en'],
  ]);
  expect(team[0]).toMatchObject({ order: content.team[0]!.order, biography: 'Leitet das Unternehmen.' });
  expect(teamIn(content, 'ro').map(({ lang }) => lang)).toEqual(['en', 'en']);
  expect(teamIn(content, 'en')).toEqual(content.team.map((entry) => ({ ...entry, lang: 'en' })));
  const [original] = content.pressReleases;
  const { id, date, path } = original!;
  expect(pressReleasesIn(content, 'de')).toMatchObject([{ headline: 'Eine Mitteilung', lang: 'de', id, date, path }]);
  expect(pressReleasesIn(content, 'ro')).toEqual([{ ...original, lang: 'en' }]);
});

it('the report of missing translations (content:check) lists per language each English entry with no translation, and the file its translation would be', async () => {
  const content = await loadEntries(site({ ...english, 'content/news/de/first.yaml': 'headline: Eine Schlagzeile' }));
  const missing = missingTranslations(content);
  expect(missing.map(({ locale }) => locale)).toEqual(translatedLocales);
  expect(missing.find(({ locale }) => locale === 'de')?.entries).toEqual([
    { english: 'content/team/jane-doe.yaml', translation: 'content/team/de/jane-doe.yaml' },
    { english: 'content/press-releases/launch.md', translation: 'content/press-releases/de/launch.md' },
  ]);
  expect(missing.find(({ locale }) => locale === 'ro')?.entries).toHaveLength(3);
  const report = missingTranslationsReport(missing);
  expect(report).toContain('  content/press-releases/launch.md  →  content/press-releases/de/launch.md');
  expect(report.filter((line) => !line.startsWith(' '))).toEqual([
    expect.stringMatching(/^2 entries have no Deutsch \(de\) translation/),
    expect.stringMatching(/^3 entries have no Română \(ro\) translation/),
  ]);
});

it('the report of missing translations (content:check) says so when a language lacks none', () => {
  const content: ContentEntries = { news: [], team: [], pressReleases: [] };
  expect(missingTranslationsReport(missingTranslations(content))).toEqual(
    translatedLocales.map(() => expect.stringMatching(/^Every entry has a .* translation\./)),
  );
});
