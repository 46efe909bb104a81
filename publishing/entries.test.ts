/** The schema check of publishing/entries.ts: what it accepts, and that each refusal names the file and the field. */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { newsItem, problems, release, site } from '../tests/unit/contentSite';
import { loadEntries, loadPublished } from './entries';

/** The release with `body` in place of its own. */
const withBody = (body: string) => release.replace(/\n---\n\n[^]*$/, `\n---\n${body}`);
const member = (fields: string) => `order: 3\nfullname: X\nbiography: Text\n${fields}`;
const launch = 'content/press-releases/launch.md';
/** A problem of `file` whose words match `words`. */
const problem = (file: string, words: RegExp) =>
  expect.stringMatching(new RegExp(`^${file.replaceAll('.', '\\.')}: ${words.source}`));

it('loadEntries reads valid files of every collection: photos relative to their entry (in a release body from the root), a whole-number position, a publication time where there is one, and a news file linking to a release left out of the list', async () => {
  const body = 'Text.\n\n## Part\n\n### Detail\n\n> Said.\n\n![The plant](./launch/plant.jpg)\n';
  const { news, team, pressReleases } = await loadEntries(
    site({
      'content/news/first.yaml': newsItem({ image: './first/photo.jpg', time: "'09:30 America/Chicago'" }),
      'content/news/first/photo.jpg': 'not checked here',
      'content/news/second.yaml': newsItem({ id: 2 }),
      'content/news/third.yaml': newsItem({ id: 8, uri: '/newsroom/launch', target: 'self' }),
      'content/team/jane-doe.yaml':
        'order: 3\nfullname: Jane Doe\njobtitle: CEO\nimage: ./jane-doe/image.png\nbiography: |-\n  One.\n\n  Two.',
      'content/team/jane-doe/image.png': '',
      [launch]: withBody(body).replace('id: 7', 'id: 7\nlisted: false'),
      'content/press-releases/launch/plant.jpg': '',
    }),
  );
  expect(news).toMatchObject([
    { slug: 'first', id: 1, image: 'content/news/first/photo.jpg', time: '09:30 America/Chicago' },
    { slug: 'second', id: 2 },
    { slug: 'third', id: 8, target: 'self' },
  ]);
  expect(news[0]).not.toHaveProperty('target');
  expect(news[1]).not.toHaveProperty('time');
  expect(team).toMatchObject([{ slug: 'jane-doe', order: 3, fullname: 'Jane Doe', biography: 'One.\n\nTwo.' }]);
  expect(team[0]?.image).toBe('content/team/jane-doe/image.png');
  expect(pressReleases).toMatchObject([{ slug: 'launch', path: '/newsroom/launch', back: 'home', listed: false }]);
  const image = [...pressReleases[0]!.body.walk()].find((node) => node.type === 'image');
  expect(image?.attributes).toMatchObject({ src: 'content/press-releases/launch/plant.jpg', alt: 'The plant' });
});

it.each<[string, Record<string, string>, unknown[]]>([
  [
    'names the file and the field of a value the schema refuses',
    { 'content/news/ar-partnership.yaml': newsItem({ type: 'Tweet' }) },
    [
      'content/news/ar-partnership.yaml: type “Tweet” is not an option: choose one of Press Release, News Article, White Paper, Blog Post, Event, Podcast',
    ],
  ],
  [
    'names a missing required field once, with what to add',
    {
      'content/team/x.yaml': 'order: 1\nfullname: X\nbiography: Text',
      [launch]: release.replace(/^summary: .*\n/m, ''),
    },
    [
      `${launch}: summary is missing; add \`summary:\` with the summary`,
      'content/team/x.yaml: jobtitle is missing; add `jobtitle:` with the job title',
    ],
  ],
  [
    'names a value of the wrong kind with the words the editor shows beside the field',
    {
      'content/news/a.yaml': newsItem({ id: 'five', date: 'yesterday' }),
      'content/press-releases/b.md': release.replace('id: 7', 'id: 7\nlisted: maybe'),
      'content/team/x.yaml': member('jobtitle: [CEO, founder]'),
    },
    [
      'content/news/a.yaml: id must be a whole number, not five',
      'content/news/a.yaml: date must be a real date written YYYY-MM-DD, not yesterday',
      'content/press-releases/b.md: listed must be true or false, not maybe',
      'content/team/x.yaml: jobtitle must be text, not the list CEO, founder',
    ],
  ],
  [
    'holds the same limits as the editor: summary 50 to 160 characters, headline at most 120',
    {
      'content/press-releases/short.md': release.replace(/^summary: .*$/m, 'summary: Ten chars.'),
      'content/news/long.yaml': newsItem({ headline: 'A'.repeat(121) }),
    },
    [
      'content/news/long.yaml: headline must be no longer than 120 characters',
      'content/press-releases/short.md: summary must be at least 50 characters long',
    ],
  ],
  [
    'names a field the schema does not have and a file that is not YAML, and reads the others',
    {
      'content/news/typo.yaml': newsItem({ publisher: 'DCD' }),
      'content/news/broken.yaml': "headline: 'unclosed\nid: 3\n",
      'content/news/fine.yaml': newsItem({ id: 5 }),
    },
    [
      problem('content/news/broken.yaml', /is not valid YAML at line \d+ .*; check the quotes/),
      problem('content/news/typo.yaml', /publisher is not a field of this kind of entry; remove it/),
    ],
  ],
  [
    'holds a release body to one outline under the headline, and its photos to a description and a file',
    { [launch]: withBody('# Title again\n\nText.\n\n## Part\n\n#### Too deep\n\n![](./launch/missing.jpg)\n') },
    [
      problem(launch, /body has a level-1 heading “Title again”.*; make it ## Title again$/),
      problem(launch, /body heading “Too deep”.* skipping a level; make it ### Too deep$/),
      problem(launch, /body the photo \.\/launch\/missing\.jpg .*has no description/),
      problem(launch, /body photo \.\/launch\/missing\.jpg does not exist/),
    ],
  ],
  [
    'refuses dates that are not in the calendar, reused ids (naming the later-dated file) and photos that are not there',
    {
      'content/news/a.yaml': newsItem({ date: "'2025-02-30'" }),
      'content/news/b.yaml': newsItem({ image: './b/missing.jpg' }),
      'content/news/c.yaml': newsItem({ id: 2, image: './c/notes.txt' }),
      'content/news/c/notes.txt': '',
    },
    [
      'content/news/a.yaml: id 1 is used by content/news/b.yaml; the next free id is 3',
      'content/news/a.yaml: date must be a real date written YYYY-MM-DD, not 2025-02-30',
      'content/news/b.yaml: image ./b/missing.jpg does not exist (looked for content/news/b/missing.jpg); add the photo or correct the path',
      'content/news/c.yaml: image must be a .jpg, .jpeg, .png, .webp file, not ./c/notes.txt',
    ],
  ],
  [
    'names every problem of every file at once, by file and then by line',
    {
      [launch]: withBody('\nText.\n\n![](./launch/plant.jpg)\n')
        .replace(/^summary: .*$/m, 'summary: Too short.')
        .replace(/^headline: .*$/m, `headline: ${'H'.repeat(121)}`),
      'content/press-releases/launch/plant.jpg': '',
      'content/news/a.yaml': newsItem({ type: 'Tweet', headline: 'H'.repeat(121) }),
    },
    [
      problem('content/news/a.yaml', /headline must be no longer than 120/),
      problem('content/news/a.yaml', /type “Tweet” is not an option/),
      problem(launch, /headline must be no longer than 120/),
      problem(launch, /summary must be at least 50/),
      problem(launch, /body the photo \.\/launch\/plant\.jpg .*has no description/),
    ],
  ],
  [
    'names the later-dated of two entries with one id, whatever the files’ names',
    {
      'content/news/z-old.yaml': newsItem({ id: 4, date: "'2024-05-01'" }),
      'content/news/a-new.yaml': newsItem({ id: 4, date: "'2025-05-01'" }),
    },
    ['content/news/a-new.yaml: id 4 is used by content/news/z-old.yaml; the next free id is 5'],
  ],
  [
    'refuses an id below 1, a link neither https:// nor a path, a release address without a page, and a position not a whole number in the editor’s words',
    {
      'content/news/a.yaml': newsItem({ id: 0 }),
      'content/news/b.yaml': newsItem({ id: 2, uri: 'http://insecure.example/' }),
      [launch]: release.replace('---\n\n', 'path: /launch\n---\n\n'),
      'content/team/x.yaml': member('jobtitle: CEO').replace('order: 3', 'order: third'),
    },
    [
      'content/news/a.yaml: id must be at least 1',
      problem('content/news/b.yaml', /uri /),
      problem(launch, /path must be/),
      'content/team/x.yaml: order must be a whole number, e.g. 3',
    ],
  ],
  [
    'refuses a release id a news item uses, a news file that lists a listed release twice, and an unknown time zone',
    {
      'content/news/a.yaml': newsItem({ id: 7 }),
      'content/news/b.yaml': newsItem({ id: 8, uri: '/newsroom/launch', target: 'self' }),
      'content/news/c.yaml': newsItem({ id: 9, time: "'09:00 Mars/Olympus'" }),
      [launch]: release,
    },
    [
      'content/news/b.yaml: uri /newsroom/launch is the press release content/press-releases/launch.md, which News & Insights already lists; delete this file (or set listed: false in the release)',
      'content/news/c.yaml: time names an unknown time zone: Mars/Olympus',
      `${launch}: id 7 is used by content/news/a.yaml; the next free id is 10`,
    ],
  ],
])('loadEntries %s', async (_title, files, expected) => {
  expect(await problems(site(files))).toEqual(expected);
});

/** Runs git in `cwd`, with the author a commit needs. */
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd, stdio: 'ignore' });
const commitAll = (cwd: string) => {
  for (const command of ['init -q', 'add .', 'commit -qm content']) git(cwd, ...command.split(' '));
};

it('loadEntries names a file git does not know yet as the newer of two entries with one id, even dated earlier', async () => {
  const root = site({ 'content/news/z-old.yaml': newsItem({ id: 4, date: "'2025-05-01'" }) });
  commitAll(root);
  writeFileSync(join(root, 'content/news/a-added.yaml'), newsItem({ id: 4, date: "'2024-05-01'" }));
  expect(await problems(root)).toEqual([
    'content/news/a-added.yaml: id 4 is used by content/news/z-old.yaml; the next free id is 5',
  ]);
});

it('loadEntries names a file git sees added or renamed as the newer in a folder whose name git quotes (a quote, a letter outside ASCII)', async () => {
  const folder = 'über "site"';
  const repository = site({
    [`${folder}/content/news/z-old.yaml`]: newsItem({ id: 4, date: "'2025-05-01'" }),
    [`${folder}/content/news/y-old.yaml`]: newsItem({ id: 5, date: "'2025-05-01'" }),
    [`${folder}/content/news/m-before.yaml`]: newsItem({ id: 5, date: "'2024-05-01'" }),
  });
  commitAll(repository);
  const root = join(repository, folder);
  git(root, 'mv', 'content/news/m-before.yaml', 'content/news/a-moved.yaml');
  writeFileSync(join(root, 'content/news/a-added.yaml'), newsItem({ id: 4, date: "'2024-05-01'" }));
  expect(await problems(root)).toEqual([
    'content/news/a-added.yaml: id 4 is used by content/news/z-old.yaml; the next free id is 6',
    'content/news/a-moved.yaml: id 5 is used by content/news/y-old.yaml; the next free id is 6',
  ]);
});

it('loadPublished refuses what loadEntries refuses; the editor’s preview leaves the refused files out and keeps every other', async () => {
  const german =
    "---\nheadline: Eine Mitteilung\ndateline: 'BERLIN, 2. Januar 2025'\nsummary: Was sie sagt, in einem Satz, lang genug für ein Suchergebnis.\n---\n\nDer erste Absatz.\n";
  const root = site({
    'content/news/good.yaml': newsItem({ id: 1 }),
    'content/news/bad.yaml': newsItem({ id: 2, type: 'Tweet' }),
    [launch]: release,
    'content/press-releases/de/launch.md': german,
    'content/press-releases/de/gone.md': german,
  });
  await expect(loadPublished(root)).rejects.toThrow(/bad\.yaml[^]*de\/gone\.md: translates/);
  const { news, pressReleases, translations } = await loadPublished(root, { keepScheduled: true });
  const slugs = (entries?: readonly { slug: string }[]) => entries?.map(({ slug }) => slug);
  expect([news, pressReleases, translations?.de?.pressReleases].map(slugs)).toEqual([['good'], ['launch'], ['launch']]);
});
