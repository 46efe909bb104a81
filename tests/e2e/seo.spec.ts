import sharp from 'sharp';
import { company } from '../../content/identity';
import { content } from './content';
import { splitLocale } from '../../domain/i18n';
import { newsFeed } from '../../domain/routes';
import { expect, test } from './fixtures';
import { routes } from './routes';

const absolute = (path: string) => new URL(path, company.siteUrl).href;
// A press release is an article in every language it is in: the content's releases name them by their English address.
const releasePaths = new Set(content.pressReleases.map((release) => release.path));
const structuredType = (path: string) => {
  const english = splitLocale(path).path;
  return english === '/' ? 'Organization' : releasePaths.has(english) ? 'NewsArticle' : 'WebPage';
};

for (const { path } of routes) {
  test(`${path} tells search engines and link previews what it is`, async ({ page, request }) => {
    await page.goto(path);
    const meta = (selector: string) => page.locator(`head ${selector}`);
    await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', absolute(path));
    await expect(meta('meta[property="og:url"]')).toHaveAttribute('content', absolute(path));
    const title = await page.title();
    await expect(meta('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(meta('meta[name="twitter:title"]')).toHaveAttribute('content', title);
    const description = await meta('meta[name="description"]').getAttribute('content');
    await expect(meta('meta[property="og:description"]')).toHaveAttribute('content', description!);
    await expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    // The sharing image is ours, on this site, 1200×630.
    const image = await meta('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`^${company.siteUrl.replace(/\./g, '\\.')}/og/[a-z-]+\\.jpg$`));
    const response = await request.get(new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(await sharp(await response.body()).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    const data = JSON.parse((await meta('script[type="application/ld+json"]').textContent()) ?? '');
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe(structuredType(path));
  });
}

test('the home page describes the company with its three offices', async ({ page }) => {
  await page.goto('/');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
  expect(data.location.map((place: { address: { addressLocality: string } }) => place.address.addressLocality)).toEqual(
    ['Houston', 'London', 'Cluj-Napoca'],
  );
});

test('the 404 page asks not to be indexed and names no canonical URL', async ({ page, allowConsole }) => {
  allowConsole(/status of 404/);
  await page.goto('/no-such-page');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
});

test('sitemap.xml lists every route, and each answers 200', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toMatch(/xml/);
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locs.sort()).toEqual(routes.map((route) => absolute(route.path)).sort());
  for (const loc of locs) expect((await request.get(new URL(loc).pathname)).status(), loc).toBe(200);
});

test('robots.txt names the sitemap', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
});

test('the news list links its Atom feed, which holds the newest items', async ({ page, request }) => {
  await page.goto('/news-insights');
  const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(link).toHaveAttribute('href', newsFeed.path);
  const feed = await (await request.get(newsFeed.path)).text();
  expect(feed).toMatch(/^<\?xml[^>]*>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
  expect(feed.match(/<entry>/g)).toHaveLength(Math.min(content.news.length, newsFeed.size));
});

test('the web app manifest is linked, and its icons exist', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: company.name, theme_color: expect.stringMatching(/^#[0-9A-F]{6}$/i) });
  for (const icon of manifest.icons as { src: string }[])
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});
