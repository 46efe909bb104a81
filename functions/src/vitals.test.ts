// @vitest-environment node
/**
 * The `vitals` function's checks and counts, against the run's Firestore emulator with
 * firebase-admin (as deployed): a beacon and both CSP report formats are counted per template and
 * day; a malformed, oversized or foreign request is refused and leaves nothing behind.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { maxReportBytes, p75 } from '../../domain/vitals.mjs';
import { vitalsTable } from '../../scripts/local/vitals.mjs';
import { cspCollection, handleReport, vitalsCollection } from './vitals';

const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through `npm test` (tests/support/test.mjs).');

const app = initializeApp({ projectId: `demo-vitals-${Date.now()}` }, 'vitals-test');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

const now = new Date('2026-11-20T10:00:00Z');
const post = (body: unknown, contentType = 'text/plain;charset=UTF-8') =>
  handleReport(
    db,
    { method: 'POST', contentType, body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)) },
    now,
  );
const beacon = (template: string, lcp: number, inp = 40, cls = 0.02) => ({
  template,
  metrics: [
    { name: 'LCP', value: lcp, target: 'main>img.hero' },
    { name: 'INP', value: inp, target: 'button#menu' },
    { name: 'CLS', value: cls, target: '' },
  ],
});
const allDocuments = async () => [
  ...(await db.collection(vitalsCollection).get()).docs,
  ...(await db.collection(cspCollection).get()).docs,
];

describe('the vitals function', () => {
  it('refuses what is not a report, and keeps nothing of it', async () => {
    const refused: Array<[unknown, string | undefined, number]> = [
      ['{"template":"home"', undefined, 400],
      [{ template: 'home', metrics: [] }, undefined, 400],
      [{ template: '/private/page?email=a@b.c', metrics: beacon('home', 1).metrics }, undefined, 400],
      [{ template: 'home', metrics: [{ name: 'LCP', value: -1, target: '' }] }, undefined, 400],
      [{ template: 'home', metrics: [{ name: 'FID', value: 10, target: '' }] }, undefined, 400],
      [{ template: 'home', metrics: [{ name: 'LCP', value: 'slow', target: '' }] }, undefined, 400],
      [
        { template: 'home', metrics: [...beacon('home', 1).metrics, { name: 'LCP', value: 1, target: '' }] },
        undefined,
        400,
      ],
      [{ 'csp-report': { 'blocked-uri': 'https://evil.example/x.js' } }, 'application/csp-report', 400],
      [[{ type: 'csp-violation', body: 'nope' }], 'application/reports+json', 400],
      [beacon('home', 1200), 'text/html', 415],
      [{ ...beacon('home', 1200), padding: 'x'.repeat(maxReportBytes) }, undefined, 413],
    ];
    for (const [body, type, status] of refused) expect(await post(body, type), JSON.stringify(body)).toBe(status);
    expect(await handleReport(db, { method: 'GET', contentType: 'text/plain', body: Buffer.from('') }, now)).toBe(405);
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
    const table = vitalsTable((await db.collection(vitalsCollection).get()).docs.map((doc) => doc.data() as never));
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
      [encodeURIComponent('img-src https://tracker.example news-list').replace(/\./g, '%2E')]: 1,
      [encodeURIComponent('script-src-elem inline home')]: 1,
    });
    expect(JSON.stringify(day)).not.toMatch(/secret|pixel|user=42/);
  });
});
