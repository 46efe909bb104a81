/**
 * The `vitals` function's checks and counts, against the run's Firestore emulator with
 * firebase-admin (as deployed): a beacon and both CSP report formats are counted per template and
 * day; a malformed, oversized or foreign request is refused and leaves nothing behind; a flood of
 * 50,000 distinct selectors and origins leaves each day's document under `maxDocumentBytes`.
 */
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldKey, maxReportBytes, p75, pageTemplates } from '../../domain/vitals.mjs';
import { vitalsTable } from '../../scripts/local/vitals.mjs';
import { cspCollection, handleReport, knownDirectives, knownSources, maxTargets, vitalsCollection } from './vitals';

const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through `npm test` (tests/support/test.mjs).');

const app = initializeApp({ projectId: `demo-vitals-${Date.now()}` }, 'vitals-test');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

const now = new Date('2026-11-20T10:00:00Z');
const bytes = (body: unknown) => Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
const post = (body: unknown, contentType = 'text/plain;charset=UTF-8', at = now, method = 'POST', size?: number) =>
  handleReport(db, { method, contentType, body: bytes(body), size }, at);

/** The stated bound on a day's document (vitals or cspReports), as Firestore counts a document's size. */
const maxDocumentBytes = 256 * 1024;
/** A stored value's size by Firestore's rules: strings n + 1, numbers and times 8, maps their fields. */
const storedSize = (value: unknown): number =>
  typeof value === 'string'
    ? value.length + 1
    : value && typeof value === 'object' && !('toMillis' in value)
      ? Object.entries(value).reduce((sum, [key, inner]) => sum + key.length + 1 + storedSize(inner), 0)
      : 8;
const metric = (name: string, value: unknown, target = '') => ({ name, value, target });
const beacon = (template: string, lcp: number, inp = 40, cls = 0.02) => ({
  template,
  metrics: [metric('LCP', lcp, 'main>img.hero'), metric('INP', inp, 'button#menu'), metric('CLS', cls)],
});
const docsIn = async (collection: string) => (await db.collection(collection).get()).docs;
const allDocuments = async () => [...(await docsIn(vitalsCollection)), ...(await docsIn(cspCollection))];

describe('the vitals function', () => {
  it('refuses what is not a report, and keeps nothing of it', async () => {
    const only = (name: string, value: unknown) => ({ template: 'home', metrics: [metric(name, value)] });
    const oversized = { ...beacon('home', 1200), padding: 'x'.repeat(maxReportBytes) };
    // The last two: a body the server kept only the start of, and a size on a request of the wrong method.
    const refused: Array<[number, unknown, string?, string?, number?]> = [
      [400, '{"template":"home"'],
      [400, { template: 'home', metrics: [] }],
      [400, { template: '/private/page?email=a@b.c', metrics: beacon('home', 1).metrics }],
      [400, only('LCP', -1)],
      [400, only('FID', 10)],
      [400, only('LCP', 'slow')],
      [400, { template: 'home', metrics: [...beacon('home', 1).metrics, metric('LCP', 1)] }],
      [400, { 'csp-report': { 'blocked-uri': 'https://evil.example/x.js' } }, 'application/csp-report'],
      [400, [{ type: 'csp-violation', body: 'nope' }], 'application/reports+json'],
      [415, beacon('home', 1200), 'text/html'],
      [413, oversized],
      [405, '', 'text/plain', 'GET'],
      [413, beacon('home', 1200), undefined, undefined, maxReportBytes + 1],
      [405, oversized, 'text/plain', 'GET'],
    ];
    const answers = await Promise.all(refused.map(([, body, ...rest]) => post(body, rest[0], now, rest[1], rest[2])));
    expect(answers).toEqual(refused.map(([status]) => status));
    expect(await allDocuments()).toEqual([]);
  });

  it('counts each beacon into its template and day, once, with the blamed elements', async () => {
    for (const lcp of [900, 1100, 1500, 2600]) expect(await post(beacon('home', lcp))).toBe(204);
    expect(await post(beacon('news-list', 3100, 250, 0.3), 'application/json')).toBe(204);
    const home = (await db.doc(`${vitalsCollection}/2026-11-20_home`).get()).data();
    expect(home?.reports).toBe(4);
    expect(home?.LCP).toEqual({ '9': 1, '11': 1, '15': 1, '26': 1 });
    expect(home?.LCPTargets).toEqual({ 'main%3Eimg%2Ehero': 4 });
    expect(p75('LCP', home?.LCP)).toBe(1600);
    const table = vitalsTable((await docsIn(vitalsCollection)).map((doc) => doc.data() as never));
    expect(table).toMatch(/^home\s+4\s+1\.6 s\s+50 ms\s+0\.03\s+main>img\.hero · button#menu · none$/m);
    expect(table).toMatch(/^news-list\s+1\s+3\.2 s\s+260 ms\s+0\.31/m);
  });

  it('counts CSP violations from report-uri and report-to, keeping only the blocked origin', async () => {
    const reportUri = {
      'csp-report': {
        'document-uri': 'https://site.example/news-insights?q=secret',
        'effective-directive': 'img-src',
        'blocked-uri': 'https://tracker.example/pixel.gif?user=42',
      },
    };
    const reportTo = [
      {
        type: 'csp-violation',
        url: 'https://site.example/',
        body: { documentURL: 'https://site.example/', effectiveDirective: 'script-src-elem', blockedURL: 'inline' },
      },
      { type: 'deprecation', url: 'https://site.example/', body: { id: 'x' } },
    ];
    expect(await post(reportUri, 'application/csp-report')).toBe(204);
    expect(await post(reportTo, 'application/reports+json')).toBe(204);
    const day = (await db.doc(`${cspCollection}/2026-11-20`).get()).data();
    expect(day?.violations).toEqual({
      // A host the policy does not name is counted as `other` (a sender could name endless hosts).
      [encodeURIComponent('img-src other news-list')]: 1,
      [encodeURIComponent('script-src-elem inline home')]: 1,
    });
    expect(JSON.stringify(day)).not.toMatch(/secret|pixel|user=42/);
  });

  it('keeps a day bounded when 50,000 distinct selectors and origins are sent', async () => {
    const day = new Date('2026-11-21T10:00:00Z');
    // Selectors as long as a report may carry, most characters escaped in the key: the largest keys.
    const beacons = Array.from({ length: 150 }, (_, i) => ({
      template: 'home',
      metrics: ['LCP', 'INP', 'CLS'].map((name, k) => metric(name, i, `${3 * i + k}${'>'.repeat(100)}`)),
    }));
    // 450 selectors, and 24,800 violations each naming a directive and an origin of its own.
    const letters = (i: number) =>
      i.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)));
    const violation = (i: number, k: number) => ({
      documentURL: 'https://site.example/',
      effectiveDirective: `x-${letters(20 * i + k)}-src`,
      blockedURL: `https://h${i}-${k}.example/`,
    });
    const reports = Array.from({ length: 24_800 / 20 }, (_, i) =>
      Array.from({ length: 20 }, (_, k) => ({ type: 'csp-violation', body: violation(i, k) })),
    );
    /** Sends every body, `atOnce` at a time, each answered 204. */
    const flood = async (bodies: unknown[], type: string | undefined, atOnce: number) => {
      for (let i = 0; i < bodies.length; i += atOnce)
        expect(new Set(await Promise.all(bodies.slice(i, i + atOnce).map((body) => post(body, type, day))))).toEqual(
          new Set([204]),
        );
    };
    // Beacons as many at once as the deployed function takes (5 instances × 4); CSP reports read nothing first.
    await flood(beacons, undefined, 20);
    await flood(reports, 'application/reports+json', 200);

    const home = (await db.doc(`${vitalsCollection}/2026-11-21_home`).get()).data()!;
    const csp = (await db.doc(`${cspCollection}/2026-11-21`).get()).data()!;
    for (const name of ['LCP', 'INP', 'CLS']) {
      const kept = Object.keys(home[`${name}Targets`]).length - 1;
      expect(kept).toBeLessThan(maxTargets + 20);
      // Every beacon counted once: under its own selector while there was room, else as `other`.
      expect(home[`${name}Targets`].other).toBe(beacons.length - kept);
    }
    expect(csp.violations).toEqual({ [encodeURIComponent('other other home')]: 24_800 });
    expect(home.expireAt.toMillis()).toBeGreaterThan(day.getTime());
    for (const data of [home, csp]) expect(storedSize(data)).toBeLessThan(maxDocumentBytes);
    // The largest a cspReports day can grow: a count for every known directive, source and template.
    const everyKey = [...knownDirectives, 'other'].flatMap((directive) =>
      knownSources.flatMap((source) => pageTemplates.map((template) => fieldKey(`${directive} ${source} ${template}`))),
    );
    const fullest = { day: '2026-11-21', expireAt: 0, violations: Object.fromEntries(everyKey.map((key) => [key, 1])) };
    expect(storedSize(fullest)).toBeLessThan(maxDocumentBytes);
    // Every map a sender fills is exempt from indexing, and both collections expire on `expireAt`.
    type Override = { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] };
    const overrides: Override[] = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')).fieldOverrides;
    const override = (group: string, path: string) =>
      overrides.find(({ collectionGroup, fieldPath }) => collectionGroup === group && fieldPath === path);
    for (const [collection, data] of Object.entries({ [vitalsCollection]: home, [cspCollection]: csp })) {
      expect(override(collection, 'expireAt')).toEqual(expect.objectContaining({ ttl: true }));
      for (const [field, value] of Object.entries(data))
        if (value && typeof value === 'object' && !('toMillis' in value))
          expect(override(collection, field)?.indexes, `${collection}.${field}`).toEqual([]);
    }
  }, 120_000);
});
