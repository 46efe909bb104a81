import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ready } from './fixtures';
import { expect, test } from './editorFixture';
import { copyRepo, keepOffline, removeCopies, startEditor, stop } from './repoCopy';

// `npm run edit` as a person starts it (on a copy of the repository): the editor's address is the
// one line it prints, and the first preview opens within seconds, without reloading itself; a file
// the build refuses leaves the other pages up and is named on the terminal and in the editor.

test.afterEach(removeCopies);

/** What a start printed, without the empty lines around the address. */
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/**
 * The home page, the Preview of a team member: ready once its enhancers are wired (its photos may
 * still be arriving; the page is in use before they have).
 */
async function openPreview(page: import('@playwright/test').Page, origin: string) {
  await page.goto(`${origin}/#team-container`, { waitUntil: 'commit' });
  // The first wait may be long on a busy machine; the time is measured and checked after.
  await expect(page.locator('[data-consent-banner][data-enhanced="true"]')).toBeAttached({ timeout: 120_000 });
  await ready(page);
}

test('npm run edit prints the editor’s address and nothing else, and the first preview is ready within 10 s of it, without a reload', async ({
  page,
  context,
  allowConsole,
}) => {
  test.setTimeout(180_000);
  // A start of its own: what it measures is a start, which the other editor tests share.
  const editor = await startEditor(copyRepo());
  try {
    await keepOffline(context, editor.url, allowConsole);
    const origin = new URL(editor.url).origin;
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
    await openPreview(page, origin);
    const seconds = (performance.now() - editor.addressAt) / 1000;
    console.log(`first preview ${seconds.toFixed(1)} s after the address`);
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
    await stop(editor.child);
  }
});

test('a file the build refuses leaves the other pages of the preview up, and is named on the terminal and in the editor', async ({
  page,
  editor,
  context,
  allowConsole,
}) => {
  test.setTimeout(180_000);
  const { copy } = editor;
  writeFileSync(
    join(copy, 'content/news/a-tweet.yaml'),
    [
      'headline: A tweet',
      'id: 9999',
      'date: 2024-02-01',
      'uri: https://example.com/tweet',
      'publication: X',
      'type: Tweet',
      '',
    ].join('\n'),
  );
  const problem = 'content/news/a-tweet.yaml: type “Tweet” is not an option';
  await keepOffline(context, editor.url, allowConsole);
  // The list the item would be in renders, without it; so does every other page. (Read as HTML:
  // what is checked is the server's answer, not the page's scripts.)
  const origin = new URL(editor.url).origin;
  for (const path of ['/news-insights', '/']) {
    const response = await page.request.get(`${origin}${path}`);
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toMatch(/<h1[^>]*>/);
    expect(await response.text()).not.toContain('A tweet');
  }
  await expect.poll(() => editor.stderr()).toContain(problem);
  expect(lines(editor.stdout())[0]).toBe(`Content editor: ${editor.url}`);
  await page.goto(editor.url);
  await expect(page.getByRole('region', { name: 'Files the site cannot publish' })).toContainText(problem, {
    timeout: 90_000,
  });
});
