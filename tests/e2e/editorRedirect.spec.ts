import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRedirects } from '../../scripts/build/redirects.mjs';
import { expect, test } from './editorFixture';
import { keepOffline, run } from './repoCopy';

// Renaming a press release that is live (`npm run edit`, on a copy of the repository): its old
// address would break every link to it, and the build refuses that. The editor offers the redirect
// to the new address; accepting it writes content/redirects.yaml, and the build then passes and
// sends the old address to the new one.

test.use({ actionTimeout: 15_000 });

test('renaming a live press release offers the redirect from its old address; accepted, the build sends it to the new one', async ({
  page,
  editor,
  context,
  allowConsole,
}) => {
  test.setTimeout(300_000);
  const { copy } = editor;
  // A release at /newsroom/<file name> that the deployed sitemap lists.
  const deployed = readFileSync(join(copy, 'scripts/build/deployed-sitemap.xml'), 'utf8');
  const slug = /<loc>[^<]*\/newsroom\/([\w-]+)<\/loc>/.exec(deployed)?.[1];
  expect(slug).toBeTruthy();
  const renamed = `${slug}-renamed`;
  await keepOffline(context, editor.url, allowConsole);
  // A rename leaves the old entry's page: Keystatic renders it once more as the entry goes, and
  // React recovers by rendering again (as after Delete, tests/e2e/editorRepair.spec.ts).
  allowConsole(/^pageerror: There was an error during concurrent rendering but React was able to recover/);
  const offers = page.getByRole('region', { name: 'Old addresses to redirect' });

  await page.goto(`${editor.url}/collection/pressReleases/item/${slug}`);
  const form = page.getByRole('main');
  const slugField = form.getByRole('textbox', { name: 'File name' });
  await expect(slugField).toHaveValue(String(slug), { timeout: 90_000 });
  // Nothing to offer while every live address is in the content.
  await expect(offers).toHaveCount(0);
  await slugField.fill('');
  await slugField.pressSequentially(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/collection/pressReleases/item/${renamed}$`), { timeout: 30_000 });

  // The old address is offered, leading by default to the new one (an address not yet live).
  const choice = offers.getByRole('combobox', { name: `/newsroom/${slug} now leads to` });
  await expect(choice).toHaveValue(`/newsroom/${renamed}`, { timeout: 30_000 });
  await offers.getByRole('button', { name: 'Add redirect' }).click();
  await expect(offers).toHaveCount(0);
  expect(readRedirects(copy)).toEqual([{ from: `/newsroom/${slug}`, to: `/newsroom/${renamed}`, permanent: true }]);

  // The build takes the change and sends the old address to the new one.
  await run('npm', ['run', 'build'], copy, process.env);
  const hosting = JSON.parse(readFileSync(join(copy, 'firebase.json'), 'utf8')) as {
    hosting: Array<{ redirects?: Array<{ source: string; destination: string; type: number }> }>;
  };
  expect(hosting.hosting.flatMap((site) => site.redirects ?? [])).toContainEqual({
    source: `/newsroom/${slug}`,
    destination: `/newsroom/${renamed}`,
    type: 301,
  });
});
