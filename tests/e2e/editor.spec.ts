import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadEntries } from '../../publishing/entries';
import { formatContent } from '../../publishing/formatContent';
import { readRedirects } from '../../scripts/build/redirects.mjs';
import { editorNumbers } from '../../scripts/local/editor/newsIds.mjs';
import { build, expect, repo, test, type } from './editorFixture';

// One rebuild of the copy publishes the entries and the redirect the test made: the build refuses a
// live address that leads nowhere.

const release = {
  slug: 'nexoform-opens-a-plant-in-rotterdam',
  headline: 'Nexoform opens a plant in Rotterdam',
  date: '2024-01-16',
  dateline: 'ROTTERDAM, 16 January 2024',
  summary: 'The Rotterdam plant doubles the capacity for European orders.',
  opening: 'Nexoform today opened its plant in Rotterdam.',
  heading: 'Why Rotterdam',
  quote: 'The port puts every European site within a day of the plant.',
  alt: 'The Rotterdam plant at dusk',
};
/** A YAML entry as docs/editing.md writes it by hand: a field a line, in this order. */
const yaml = (fields: object) =>
  Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}\n`)
    .join('');

test('the editor creates an entry of each kind in the shape docs/editing.md gives and offers the redirect from a renamed live release’s address; a rebuild publishes both', async ({
  page,
  editor,
  allowConsole,
}) => {
  test.setTimeout(600_000);
  const { copy } = editor;
  const { nextId, nextOrder } = await editorNumbers(copy);
  const news = {
    headline: 'Nexoform opens a plant in Rotterdam',
    id: nextId,
    date: '2024-01-15',
    uri: 'https://www.datacenterdynamics.com/en/news/nexoform-rotterdam/',
    image: './nexoform-opens-a-plant-in-rotterdam/image.jpg',
    publication: 'Data Centre Dynamics',
    type: 'News Article',
  };
  const person = {
    fullname: 'Imke de Vries',
    order: nextOrder,
    jobtitle: 'Head of Plant Operations, Rotterdam',
    image: './imke-de-vries/image.jpg',
    biography: 'Imke runs the Rotterdam plant.',
  };
  // A rename leaves the old entry's page: Keystatic renders it once more as the entry goes, and
  // React recovers by rendering again.
  allowConsole(/^pageerror: There was an error during concurrent rendering but React was able to recover/);
  const { form, field, fillIn, upload, create, read } = editor;

  // News item: the id is filled in with the next free one, once the editor has read the content.
  await editor.open('/collection/news/create', 'Id', nextId);
  await fillIn({ Headline: news.headline, Date: news.date, Link: news.uri, Publication: news.publication });
  await upload('Photo', 'news-photo.jpg');
  await create('news/item/nexoform-opens-a-plant-in-rotterdam');

  // Team member, reached inside the editor as a person would; the position is the next free one.
  await page.getByRole('navigation').getByRole('link', { name: 'Team' }).click();
  await form.getByRole('button', { name: 'Add' }).click();
  await fillIn({ 'Full name': person.fullname });
  await expect(field('Position')).toHaveValue(String(nextOrder));
  await fillIn({ 'Job title': person.jobtitle, Biography: person.biography });
  await upload('Photo', 'portrait.jpg');
  await create('team/item/imke-de-vries');

  // A press release: a heading and a quote from the toolbar (a busy machine may drop the keystrokes
  // of Markdown shortcuts), and a photo with its description from the toolbar's Image button.
  await page.getByRole('navigation').getByRole('link', { name: 'Press releases' }).click();
  await form.getByRole('button', { name: 'Add' }).click();
  const { headline, date, dateline, summary } = release;
  await fillIn({ Headline: headline, Date: date, Dateline: dateline, Summary: summary });
  const body = field('Text');
  await body.click();
  await page.keyboard.type(release.opening);
  await page.keyboard.press('Enter');
  await page.keyboard.type(release.heading);
  await form.getByRole('button', { name: /Text block/ }).click();
  await page.getByRole('option', { name: 'Heading 2' }).click();
  await body.getByRole('heading', { level: 2, name: release.heading }).click();
  for (const key of ['End', 'Enter']) await page.keyboard.press(key);
  await page.keyboard.type(release.quote);
  await form.getByRole('button', { name: 'Quote' }).click();
  await expect(body.locator('blockquote')).toContainText(release.quote);
  // Out of the quote: an empty line inside it ends it.
  await body.locator('blockquote').click();
  for (const key of ['End', 'Enter', 'Enter']) await page.keyboard.press(key);
  await editor.insertImage('plant.jpg');
  await editor.describeImage(release.alt);
  await create(`pressReleases/item/${release.slug}`);

  // Its preview is there at once, current, with the photo from the image pipeline.
  const preview = await page.request.get(`${new URL(editor.url).origin}/newsroom/${release.slug}`, { timeout: 90_000 });
  const previewHtml = await preview.text();
  expect(preview.status(), `${previewHtml.slice(0, 500)}\n${editor.output().slice(-3000)}`).toBe(200);
  expect(previewHtml).toContain(`>${release.heading}</h2>`);
  expect(previewHtml).toContain(release.quote);
  expect(previewHtml).toContain(`alt="${release.alt}"`);

  // Byte for byte what the recipes of docs/editing.md give for the same entries.
  expect(read('content/news/nexoform-opens-a-plant-in-rotterdam.yaml')).toBe(yaml(news));
  expect(read('content/team/imke-de-vries.yaml')).toBe(yaml(person));
  expect(read(`content/press-releases/${release.slug}.md`)).toBe(
    // The news item created first took the next free id; the release, a card too, the one after.
    `---\n${yaml({ headline, date, dateline, summary, listed: true, id: nextId + 1 })}---\n${release.opening}\n\n` +
      `## ${release.heading}\n\n> ${release.quote}\n\n![${release.alt}](./${release.slug}/plant.jpg)\n`,
  );
  for (const image of ['news/nexoform-opens-a-plant-in-rotterdam/image.jpg', 'team/imke-de-vries/image.jpg'])
    expect(editor.exists(`content/${image}`), image).toBe(true);
  expect(editor.exists(`content/press-releases/${release.slug}/plant.jpg`)).toBe(true);
  expect((await loadEntries(copy)).team.find(({ fullname }) => fullname === person.fullname)?.order).toBe(nextOrder);

  // A release the deployed sitemap lists, renamed: nothing is offered while every live address is
  // in the content; after the rename, its old address, leading by default to the new one.
  const slug = /<loc>[^<]*\/newsroom\/([\w-]+)<\/loc>/.exec(read('scripts/build/deployed-sitemap.xml'))?.[1];
  expect(slug).toBeTruthy();
  const renamed = `${slug}-renamed`;
  const offers = page.getByRole('region', { name: 'Old addresses to redirect' });
  await editor.openEntry('Press releases', String(slug));
  const slugField = field('File name');
  await expect(slugField).toHaveValue(String(slug));
  await expect(offers).toHaveCount(0);
  await type(slugField, renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/collection/pressReleases/item/${renamed}$`), { timeout: 30_000 });
  const choice = offers.getByRole('combobox', { name: `/newsroom/${slug} now leads to` });
  await expect(choice).toHaveValue(`/newsroom/${renamed}`, { timeout: 30_000 });
  await offers.getByRole('button', { name: 'Add redirect' }).click();
  await expect(offers).toHaveCount(0);
  expect(readRedirects(copy)).toEqual([{ from: `/newsroom/${slug}`, to: `/newsroom/${renamed}`, permanent: true }]);
  // `npm test`'s file-shape check (publishing/canonical.ts, in place of Prettier) on all it saved.
  expect((await formatContent(copy, { write: false })).filter(({ status }) => status !== 'canonical')).toEqual([]);

  // The build takes it all (every entry dated in the past, so the real clock publishes it).
  await build(copy);
  const built = (path: string) => read(join('dist/client', path, 'index.html'));
  expect(built('news-insights')).toContain(news.headline);
  expect(built('news-insights')).toContain(`href="${news.uri}"`);
  expect(built('')).toContain(person.fullname);
  const releasePage = built(`newsroom/${release.slug}`);
  expect(releasePage).toContain(`>${release.heading}</h2>`);
  expect(releasePage).toMatch(new RegExp(`<blockquote[^>]*>[^]*${release.quote}[^]*</blockquote>`));
  expect(releasePage).toMatch(new RegExp(`<img[^>]*alt="${release.alt}"[^>]*width="\\d+"`));
  const { hosting } = JSON.parse(read('firebase.json')) as { hosting: Array<{ redirects?: object[] }> };
  expect(hosting.flatMap((site) => site.redirects ?? [])).toContainEqual({
    source: `/newsroom/${slug}`,
    destination: `/newsroom/${renamed}`,
    type: 301,
  });
});

test('the public build holds none of the editor', async ({ request }) => {
  const client = join(repo, 'dist/client');
  expect(existsSync(client), 'dist/client: build the site first').toBe(true);
  const files = readdirSync(client, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const withEditor = files
    .map((file) => relative(client, join(file.parentPath, file.name)))
    .filter((name) => name.includes('keystatic') || /keystatic/i.test(readFileSync(join(client, name), 'latin1')));
  expect(withEditor).toEqual([]);
  expect((await request.get('/keystatic')).status()).toBe(404);
  expect((await request.get('/api/keystatic/tree')).status()).toBe(404);
});
