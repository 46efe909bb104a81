import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../../content/locales';
import { loadEntries } from '../../publishing/entries';
import { entryFile, translationCollection } from '../../publishing/entryTypes';
import { ready } from './fixtures';
import { build, copyRepo, expect, keepOffline, refusals, startEditor, stop, test } from './editorFixture';

/** What a start printed, without the empty lines around the address. */
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

test('npm run edit prints the editor’s address and nothing else, and the first preview is ready within 10 s of it, without a reload', async ({
  page,
  context,
  allowConsole,
}) => {
  test.setTimeout(180_000);
  // A start of its own: what it measures is a start, which the other editor tests share.
  const copy = copyRepo();
  const editor = await startEditor(copy);
  try {
    await keepOffline(context, editor.url);
    // The dev server reloads a page by a message on its socket (a dependency found late, bundled,
    // then every page told to reload): every message the preview hears is kept.
    const heard: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) =>
        heard.push(`${((performance.now() - editor.addressAt) / 1000).toFixed(1)} s: ${String(payload)}`),
      ),
    );
    await page.route(/@imagetools/, (route) => route.abort());
    allowConsole(/./);
    // The home page, the Preview of a team member: ready once its enhancers are wired (its photos may
    // still be arriving; the page is in use before they have). The first wait may be long on a busy
    // machine; the time is measured and checked after.
    await page.goto(`${new URL(editor.url).origin}/#team-container`, { waitUntil: 'commit' });
    await expect(page.locator('[data-consent-banner][data-enhanced="true"]')).toBeAttached({ timeout: 120_000 });
    await ready(page);
    const seconds = (performance.now() - editor.addressAt) / 1000;
    test.info().annotations.push({ type: 'first preview', description: `${seconds.toFixed(1)} s after the address` });
    await page.evaluate(() => ((window as Window & { notReloaded?: boolean }).notReloaded = true));
    // Then the editor's own page, in a tab of its own: the server has then answered both pages'
    // modules, and any dependency they found has been bundled and announced.
    const editorPage = await context.newPage();
    await editorPage.goto(editor.url);
    await expect(editorPage.getByRole('link', { name: 'Team' }).first()).toBeVisible({ timeout: 60_000 });
    expect(
      heard.filter((message) => message.includes('full-reload')),
      editor.output(),
    ).toEqual([]);
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(seconds).toBeLessThanOrEqual(10);
    expect(lines(editor.stdout())).toEqual([`Content editor: ${editor.url}`]);
    expect(editor.stderr()).toBe('');
  } finally {
    await test.info().attach('npm run edit output', { body: editor.output() });
    await stop(editor.child);
    rmSync(copy, { recursive: true, force: true });
  }
});

test('files the build refuses (a news type that is no option, a translation whose English entry does not exist) leave every other page of the preview up; the editor, the terminal and the build name them in the same words', async ({
  page,
  editor,
}) => {
  const { copy } = editor;
  const origin = new URL(editor.url).origin;
  const before = await loadEntries(copy);
  writeFileSync(
    join(copy, 'content/news/a-tweet.yaml'),
    'headline: A tweet\nid: 9999\ndate: 2024-02-01\nuri: https://example.com/tweet\npublication: X\ntype: Tweet\n',
  );
  // A German release copied by hand under a file name no English entry has.
  const [translated] = before.translations?.de?.pressReleases ?? [];
  expect(translated).toBeDefined();
  const slug = `${translated!.slug}-draft`;
  const orphan = entryFile(translationCollection('pressReleases', 'de'), slug);
  const german = entryFile(translationCollection('pressReleases', 'de'), translated!.slug);
  writeFileSync(join(copy, orphan), editor.read(german));
  // The build's words: one problem for each file.
  const refused = await refusals(copy);
  expect(refused).toHaveLength(2);
  const tweet = refused.find((line) => line.startsWith('content/news/a-tweet.yaml: type “Tweet” is not an option'));
  const orphaned = refused.find((line) => line.startsWith(orphan));
  expect([tweet, orphaned]).not.toContain(undefined);

  // Every other page renders, read as HTML (the server's answer, not the page's scripts): each
  // language's home and news list, and each release's page in English and in its translations.
  const paths = before.pressReleases.map(({ path }) => path);
  for (const { prefix } of Object.values(locales)) paths.push(prefix || '/', `${prefix}/news-insights`);
  for (const [locale, { pressReleases }] of Object.entries(before.translations ?? {}))
    for (const { slug } of pressReleases)
      paths.push(
        locales[locale as keyof typeof locales].prefix + before.pressReleases.find((r) => r.slug === slug)!.path,
      );
  for (const path of paths) {
    const response = await page.request.get(`${origin}${path}`, { timeout: 60_000 });
    const html = await response.text();
    expect(response.status(), `${path}: ${html.slice(0, 300)}`).toBe(200);
    expect(html, path).toMatch(/<h1[^>]*>/);
    expect(html, path).not.toContain('A tweet');
  }

  // The editor lists them beside every screen; the orphan's entry opens with its refusal in the field.
  for (const refusal of refused) await expect.poll(() => editor.stderr()).toContain(refusal);
  expect(lines(editor.stdout())[0]).toBe(`Content editor: ${editor.url}`);
  await page.goto(`${editor.url}/collection/pressReleases_de/item/${slug}`);
  const panel = page.getByRole('region', { name: 'Files the site cannot publish' });
  for (const refusal of refused) await expect(panel).toContainText(refusal, { timeout: 90_000 });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(orphaned!, { timeout: 30_000 });
  await expect(build(copy)).rejects.toThrow(orphaned);
});
