/**
 * What every built page says in its HTML, checked once over the build as it is served (the local
 * server sends firebase.json's headers, tests/support/test.mjs starts it), in Node with a real
 * HTML parser: no browser is needed to read a title, a link or a header. Behaviour (focus, layout,
 * the enhancers, axe) is checked in browsers per page template (tests/e2e/). Every built route is
 * read, so a new page is checked here without a new test (docs/quality.md, "What runs where").
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { matchesGlob, relative } from 'node:path';
import { promisify } from 'node:util';
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { DomUtils } from 'htmlparser2';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatNewsDate } from '../../components/NewsCard/formatDate';
import { company, siteOperator, whitePaper } from '../../content/identity';
import { offices } from '../../content/offices';
import { solutions } from '../../content/solutions';
import { legalPages, legalPath } from '../../content/legalPages';
import { localeCodes } from '../../content/locales';
import { localizedPath, splitLocale, ui } from '../../domain/i18n';
import { emptyFilters, filterNews } from '../../domain/newsFilters';
import { newsPageSize } from '../../domain/newsPages';
import { newsArchivePaths, newsFeed } from '../../domain/routes';
import { builtPages } from '../../scripts/build/builtPages';
import { firebaseConfig } from '../../scripts/build/hosting.mjs';
import { builtInlineHashes, firebaseJsonText, firebaseJsonUrl } from '../../scripts/build/write-firebase-json.mjs';
import { distDir } from '../../scripts/local/serve.mjs';
import { budgetFor, brotliSize } from '../support/budgets.mjs';
import { content } from '../e2e/content';
import { routes } from '../e2e/routes';

const site = process.env.E2E_BASE_URL;
if (!site)
  throw new Error('E2E_BASE_URL is not set: run the built-site checks through `npm test` (tests/support/test.mjs).');

type Served = { path: string; status: number; csp: string; html: string; $: CheerioAPI };
const notFound = '/no-such-page';
const served = new Map<string, Served>();
const get = (path: string) => fetch(new URL(path, site));

beforeAll(async () => {
  for (const path of [...routes.map((route) => route.path), notFound]) {
    const response = await get(path);
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    served.set(path, { path, status: response.status, csp, html, $: load(html) });
  }
}, 60_000);

const page = (path: string) => served.get(path)!;
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];
type Selection = string | Cheerio<Element>;
/** What `of` gives for each element `selector` finds (by default its text, trimmed). */
const list = <T = string>($: CheerioAPI, selector: Selection, of = (e: Element): T => $(e).text().trim() as T) =>
  ($(selector).toArray() as Element[]).map(of);
/** The links in `scope` (the page) whose text, trimmed, is `text`. */
const linksNamed = ($: CheerioAPI, text: string, scope: Selection = 'html') =>
  $('a', scope).filter((_, a) => $(a).text().trim() === text);
const absolute = (path: string) => new URL(path, company.siteUrl).href;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const releasePaths = new Set(content.pressReleases.map((release) => release.path));
const structuredType = (path: string) => {
  const english = splitLocale(path).path;
  return english === '/' ? 'Organization' : releasePaths.has(english) ? 'NewsArticle' : 'WebPage';
};

describe.each(routes)('$path', (route) => {
  const { locale } = splitLocale(route.path);

  it('answers 200 with one main, its heading, title and description, and its footer without script', () => {
    const { status, $ } = page(route.path);
    expect(status).toBe(200);
    expect($('main')).toHaveLength(1);
    expect($('h1')).toHaveLength(1);
    expect($('h1').text().replace(/\s+/g, ' ').trim()).toMatch(route.h1);
    expect($('title').text()).toMatch(route.title);
    expect($('meta[name="description"]').attr('content')).toMatch(/^.{50,}$/);
    expect($('footer').text()).toContain(locale === 'en' ? company.footerLine : ui(locale).chrome.footerLine);
  });

  it('links its footer to the three legal pages and the cookie section in its own language', () => {
    const { $ } = page(route.path);
    const link = (href?: string, text?: string, hreflang?: string) => ({ href, hreflang, text });
    expect(list($, 'footer a', (a) => link(a.attribs.href, $(a).text().trim(), a.attribs.hreflang))).toEqual([
      ...legalPages.map((legal) => link(localizedPath(legalPath(legal), locale), ui(locale).chrome.legalPages[legal])),
      link(`${localizedPath('/privacy-policy', locale)}#cookies-and-tracking`, ui(locale).chrome.cookieSettings),
    ]);
  });

  it('tells search engines and link previews what it is', async () => {
    const { $ } = page(route.path);
    const meta = (selector: string, attribute = 'content') => $(`head ${selector}`).attr(attribute);
    const title = $('title').text();
    expect(meta('link[rel="canonical"]', 'href')).toBe(absolute(route.path));
    expect(meta('meta[property="og:url"]')).toBe(absolute(route.path));
    expect(meta('meta[property="og:title"]')).toBe(title);
    expect(meta('meta[name="twitter:title"]')).toBe(title);
    expect(meta('meta[property="og:description"]')).toBe(meta('meta[name="description"]'));
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const image = meta('meta[property="og:image"]') ?? '';
    expect(image).toMatch(new RegExp(`^${company.siteUrl.replace(/\./g, '\\.')}/og/[a-z-]+\\.jpg$`));
    const response = await get(new URL(image).pathname);
    expect(response.status).toBe(200);
    const picture = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(picture).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const data = JSON.parse($('script[type="application/ld+json"]').text());
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': structuredType(route.path) });
  });

  it('stays within its HTML and CSS byte budgets (brotli, docs/quality.md)', () => {
    const { html, $ } = page(route.path);
    const limits = budgetFor(route.path);
    expect(brotliSize(html)).toBeLessThanOrEqual(limits.html);
    expect(brotliSize(list($, 'style', (style) => $(style).text()).join('\n'))).toBeLessThanOrEqual(limits.css);
  });

  it('offers every raster image in AVIF and WebP at several widths, with sizes', () => {
    const { $ } = page(route.path);
    const problems = $('img')
      .toArray()
      .filter((image) => /\.(jpe?g|png)$/.test(image.attribs.src ?? ''))
      .flatMap((image) => {
        const sources = $(image).parent('picture').find('source').toArray();
        const several = (type: string) =>
          sources.some((s) => s.attribs.type === type && (s.attribs.srcset?.match(/\d+w/g) ?? []).length >= 2);
        const ok = several('image/avif') && several('image/webp') && sources.every((source) => source.attribs.sizes);
        return ok ? [] : [image.attribs.src];
      });
    expect(problems).toEqual([]);
  });
});

/** A release's date as the page shows it: '17 September 2024'. */
const longDate = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const shownDate = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', longDate);

describe.each(content.pressReleases)('press release $path', (release) => {
  it('shows its headline, date, every paragraph of its text, its dateline, the boilerplate and the media contact', () => {
    const { $ } = page(release.path);
    const main = $('main');
    expect(main.find('h1').text()).toBe(release.headline);
    expect(main.find(`time[datetime="${release.date}"]`).text()).toBe(shownDate(release.date));
    const paragraphs = release.body.children.filter((node) => node.type === 'paragraph').length;
    expect(main.find('p').length).toBeGreaterThanOrEqual(paragraphs + 2);
    expect(main.find('strong').filter((_, strong) => $(strong).text().includes(release.dateline))).toHaveLength(1);
    expect(list($, 'main h2', (h2) => $(h2).text())).toEqual(
      expect.arrayContaining([`About ${company.name}`, 'Media contact']),
    );
  });
});

it('each archive page of the list shows its slice of the items newest first, marks itself and links the searchable list', () => {
  const inOrder = filterNews(
    content.news.map((item) => ({ ...item, image: undefined })), // photos do not take part in ordering
    emptyFilters,
  ).map((item) => item.headline);
  for (const path of newsArchivePaths(content.news.length)) {
    const { $ } = page(path);
    const number = Number(path.split('/').pop());
    const headlines = list($, 'main h2', (h2) => $(h2).text().replace(' (opens in a new tab)', ''));
    expect(headlines, path).toEqual(inOrder.slice((number - 1) * newsPageSize, number * newsPageSize));
    expect($('a[aria-current="page"]').attr('aria-label'), path).toBe(`Page ${number}`);
    expect(linksNamed($, 'Search and filter all news').attr('href'), path).toBe('/news-insights');
  }
});

it('the press releases carry the facts of docs/product.md', () => {
  const facts: Record<string, string[]> = {
    '/newsroom/xyz': ['XYZ Spatial'],
    '/newsroom/5x': ['50,000 to 250,000', '150,000', '100,000', '500 MW', '700 MW'],
    '/newsroom/meridian': ['over 100MW', 'Meridian Advisory'],
    '/newsroom/aurora-glomfjord': ['60MW', 'Glomfjord', 'Aurora Cloud'],
    '/news-insights/are-launch': ['Advanced Research and Engineering'],
  };
  for (const [path, phrases] of Object.entries(facts))
    for (const phrase of phrases) expect(page(path).$('main').text(), path).toContain(phrase);
});

describe('every page, the 404 page included', () => {
  const all = () => [...served.values()];

  it('inlines the stylesheet and runs only inline scripts the policy allows by hash', () => {
    for (const { path, html, csp, $ } of all()) {
      const directive = (name: string) => csp.match(new RegExp(`${name} ([^;]*)`))?.[1]?.split(' ') ?? [];
      expect(csp, path).not.toContain("'unsafe-inline'");
      expect(html, path).not.toContain('rel="stylesheet"');
      expect(html, path).not.toContain('rel="modulepreload"');
      const styles = $('style').toArray();
      expect(styles.length, `${path} inline styles`).toBeGreaterThan(0);
      for (const style of styles) expect(directive('style-src'), path).toContain(sha256($(style).text()));
      // Every executable inline script (JSON-LD and Vike's JSON are data, not scripts).
      for (const script of $('script:not([type="application/json"]):not([type="application/ld+json"])').toArray()) {
        expect(script.attribs.src, `${path}: no script is fetched before the first paint`).toBeUndefined();
        expect(directive('script-src'), path).toContain(sha256($(script).text()));
      }
    }
  });

  it('links only to addresses, fragments and assets that exist', async () => {
    const ids = new Map(all().map(({ path, $ }) => [path, new Set(list($, '[id]', (e) => e.attribs.id))]));
    const statuses = new Map<string, number>();
    const broken: string[] = [];
    for (const { path, $ } of all()) {
      const selector = '[href], [src], [poster], [srcset], [imagesrcset], [data-src], meta[content^="http"]';
      const references = list($, selector, (element) => [
        ...['href', 'src', 'poster', 'data-src', 'content'].map((name) => element.attribs[name] ?? ''),
        ...['srcset', 'imagesrcset'].flatMap((name) =>
          (element.attribs[name] ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
        ),
      ]).flat();
      for (const reference of new Set(references.filter(Boolean))) {
        const url = new URL(reference, new URL(path, site));
        if (!/^https?:$/.test(url.protocol)) continue; // mailto:, tel:
        // Absolute links to the site's public address (canonical, Open Graph) are checked by their path.
        if (url.origin !== new URL(site!).origin && url.origin !== company.siteUrl) continue;
        const { pathname } = url;
        if (pathname !== path && !statuses.has(pathname)) statuses.set(pathname, (await get(pathname)).status);
        const status = pathname === path ? 200 : statuses.get(pathname);
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (status !== 200) broken.push(`${path}: ${reference} answers ${status}`);
        else if (fragment && !ids.get(pathname)?.has(fragment)) broken.push(`${path}: ${reference} names no element`);
      }
    }
    expect(broken).toEqual([]);
    expect(statuses.size).toBeGreaterThan(50);
  }, 60_000);

  it('a translated page links to each page of the site in its language, or says the page is in English (D82)', () => {
    const built = new Set(routes.map((route) => route.path));
    const unannounced: string[] = [];
    for (const { path, $ } of served.values()) {
      const { locale } = splitLocale(path);
      if (locale === 'en') continue;
      const inEnglish = ui(locale).chrome.inEnglish.trim();
      $('a[href^="/"]').each((_, element) => {
        const link = $(element);
        const target = splitLocale(new URL(link.attr('href')!, site).pathname);
        // The language switcher changes the language by design, each link named in its language.
        if (target.locale === locale || !built.has(target.path) || link.closest('[data-language-switcher]').length)
          return;
        const own = localizedPath(target.path, locale);
        if (built.has(own)) unannounced.push(`${path} → ${link.attr('href')}, though ${own} exists`);
        else if (link.attr('hreflang') !== 'en' || !link.text().includes(inEnglish))
          unannounced.push(`${path} → ${link.attr('href')} ("${link.text().trim()}") says nothing of English`);
      });
    }
    expect(unannounced).toEqual([]);
  });

  it('resolves every url() of the inline stylesheet', async () => {
    const css = page('/').$('style').text();
    expect(css.length).toBeGreaterThan(1000);
    for (const [, url] of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g))
      if (!url!.startsWith('data:')) expect((await get(url!)).status, url).toBe(200);
  });

  it('passes the W3C Nu HTML checker with no error', async () => {
    const pages = builtPages(distDir);
    expect(pages).toHaveLength(served.size);
    const jar: string = createRequire(import.meta.url)('vnu-jar');
    // vnu exits non-zero when it finds errors, and reports on stderr either way.
    const result = await promisify(execFile)('java', ['-jar', jar, '--format', 'json', '--errors-only', ...pages], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
    type Message = { url: string; lastLine?: number; message: string; extract?: string };
    const { messages } = JSON.parse(result.stderr) as { messages: Message[] };
    // The checker's one message against the HTML Standard: `blocking` on `<link rel="expect">` (it
    // names `stylesheet` alone). Dropped only for exactly such a link (docs/decisions.md#d65).
    const expectLinkLag = (m: Message) =>
      m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute') &&
      /<link rel="expect" href="#[\w-]+" blocking="render">/.test(m.extract ?? '');
    const errors = messages
      .filter((m) => !expectLinkLag(m))
      .map((m) => `${relative(distDir, new URL(m.url).pathname)}:${m.lastLine ?? '?'} ${m.message}`);
    expect(errors).toEqual([]);
  }, 90_000);

  it('the committed firebase.json is what this build needs (after a style change: npm run firebase:json)', () => {
    expect(readFileSync(firebaseJsonUrl, 'utf8')).toBe(firebaseJsonText());
  });
});

/** The data protection authorities a visitor may turn to: the UK's, Romania's and Germany's. */
const dpas = ['https://ico.org.uk/', 'https://www.dataprotection.ro/', 'https://www.datenschutzkonferenz-online.de/'];

describe('what crawlers and feed readers fetch', () => {
  // Firebase Hosting answers a rewritten address 200, whichever file it serves; the local server
  // answers 404 whenever it serves 404.html, so a rewrite catching an unknown address shows only here.
  const { rewrites } = firebaseConfig(builtInlineHashes()).hosting;

  it.each(localeCodes)(
    'an unknown address in %s answers 404 with the 404 page, which asks not to be indexed and names no canonical URL',
    async (locale) => {
      const address = localizedPath(notFound, locale);
      const response = await get(address);
      expect(response.status, address).toBe(404);
      const $ = load(await response.text());
      expect($('h1').text()).toBe('Page not found');
      expect($('main a[href="/"]').text()).toContain('Go to the home page');
      expect($('head meta[name="robots"]').attr('content')).toBe('noindex');
      expect($('head link[rel="canonical"]')).toHaveLength(0);
      // One page for every language's unknown address: it says the same in each of the others.
      expect(list($, '[data-not-found-in]', (p) => p.attribs['data-not-found-in'])).toEqual(
        localeCodes.filter((other) => other !== 'en'),
      );
      const catching = rewrites.filter((rewrite) => matchesGlob(address, rewrite.source));
      expect(catching, `${address} is rewritten, so Hosting would answer it 200`).toEqual([]);
    },
  );

  it('sitemap.xml lists every route, and robots.txt names it', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const $ = load(await response.text(), { xml: true });
    expect(list($, 'loc', (loc) => $(loc).text()).sort()).toEqual(routes.map((route) => absolute(route.path)).sort());
    expect(await (await get('/robots.txt')).text()).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
  });

  it('the news list links its Atom feed, which holds the newest items', async () => {
    const link = page('/news-insights').$('head link[rel="alternate"][type="application/atom+xml"]');
    expect(link.attr('href')).toBe(newsFeed.path);
    const feed = await (await get(newsFeed.path)).text();
    expect(feed).toMatch(/^<\?xml[^>]*>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
    expect(load(feed, { xml: true })('feed > entry')).toHaveLength(Math.min(content.news.length, newsFeed.size));
  });

  it('the web app manifest is linked, and its icons exist', async () => {
    const manifest = await (await get(page('/').$('head link[rel="manifest"]').attr('href')!)).json();
    expect(manifest).toMatchObject({ name: company.name, theme_color: expect.stringMatching(/^#[0-9A-F]{6}$/i) });
    for (const icon of manifest.icons as { src: string }[]) expect((await get(icon.src)).status, icon.src).toBe(200);
  });

  it.each(localeCodes)('the legal notice in %s gives the company’s facts, labelled in its language', (locale) => {
    const { $ } = page(localizedPath('/legal-notice', locale));
    const { title, ...labels } = ui(locale).legal.facts;
    expect($('main h2').first().text()).toBe(title);
    expect(list($, 'main dt', (dt) => $(dt).text())).toEqual(Object.values(labels));
    const facts = $('main dd').text();
    for (const fact of [siteOperator.name, siteOperator.companyNumber, siteOperator.vatId, ...siteOperator.directors])
      expect(facts).toContain(fact);
    expect($(`main dd a[href="mailto:${company.enquiryRecipient}"]`)).toHaveLength(1);
    expect($('main dd a[href^="tel:+"]')).toHaveLength(1);
  });

  it.each(localeCodes)('the privacy policy in %s links each supervisory authority a visitor may turn to', (locale) => {
    const { $ } = page(localizedPath('/privacy-policy', locale));
    for (const authority of dpas) expect($(`main a[href^="${authority}"]`).length, authority).toBeGreaterThan(0);
    expect($('main').text()).toMatch(/UK[ -](GDPR|DSGVO)/);
  });

  it('the home page shows the solutions, the figures with the white paper, and the offices of docs/product.md, and gives crawlers its offices', () => {
    const { $ } = page('/');
    expect(list($, 'h2')).toContain('Nexoform Solutions');
    // The order itself is the content's test (publishing/content.test.ts): here, the page shows the content.
    expect(list($, '#solutions-container h3')).toEqual(solutions.map((solution) => solution.title));
    expect($('main').text()).toContain('A Smarter Way to Build Digital Infrastructure');
    const numbers = $('section').filter((_, section) => $(section).find('h2').first().text() === 'By the numbers');
    const shown = list($, numbers.find('*'));
    for (const figure of ['48%', '500 MW', '700 MW', '60MW', '100MW+', '250,000', '80 / 20', '12–18'])
      expect(shown, figure).toContain(figure);
    expect(linksNamed($, 'Read the white paper', numbers).attr('href')).toBe(whitePaper.path);
    const headings = ['US Office (Houston)', 'UK Office (London)', 'Romania Office (Cluj)'];
    expect(list($, 'ul[aria-label="Our offices"] h3')).toEqual(headings);
    expect($('ul[aria-label="Our offices"] a[href="tel:+17135550143"]').text()).toBe('+1 (713) 555-0143');
    const data = JSON.parse($('script[type="application/ld+json"]').text());
    const places = data.location.map((p: { address: { addressLocality: string } }) => p.address.addressLocality);
    expect(places, 'structured data').toEqual(offices.map((office) => office.postalAddress.addressLocality));
    expect($('footer').text()).toContain('© 2020 - 2025 Nexoform, LLC');
  });

  it('the white paper page shows its banner, date and title, and a header of Home alone', () => {
    const { $ } = page(whitePaper.path);
    for (const shown of ['White Paper', '25 JUNE 2025']) expect($('main').text()).toContain(shown);
    expect($('h1').text()).toBe('Data Centers Transforming at the pace of Technology change');
    expect(list($, 'nav[aria-label="Main"] a')).toEqual(['Home']);
  });

  it('the privacy policy gives its effective date, its sections in order with contents, and its contacts', () => {
    const policy = content.legal.en!['privacy-policy'];
    const { $ } = page('/privacy-policy');
    const main = $('main').text();
    expect(main).toContain(`Effective date: ${formatNewsDate(policy.date)}`);
    const headings = list($, 'main section h2', (h2) => $(h2).text());
    // As many as its text has (content/legal/), however many the owners write.
    expect(policy.sections.length).toBeGreaterThan(0);
    expect(headings).toEqual(policy.sections.map((section, index) => `${index + 1}. ${section.heading}`));
    expect($('#legal-contents').text()).toBe('Contents');
    expect($('nav[aria-labelledby="legal-contents"] a')).toHaveLength(policy.sections.length);
    for (const contact of ['privacy@nexoform.example', '+44 20 7946 0321']) expect(main).toContain(contact);
    expect($('a[href="https://ico.org.uk/make-a-complaint/"]').text()).toMatch(/Information Commissioner/);
    expect(linksNamed($, 'Back to Home').attr('href')).toBe('/');
  });

  it('the accessibility statement names the standard and whom to tell', () => {
    const { $ } = page('/accessibility');
    expect($('main').text()).toContain('WCAG) 2.2 at level AA');
    expect($(`main a[href="mailto:${company.accessibilityContact}"]`)).toHaveLength(1);
  });
});
