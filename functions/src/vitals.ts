/**
 * The `vitals` function (2nd gen, HTTP): receives the pages' Core Web Vitals beacons and the
 * browsers' Content-Security-Policy violation reports at `/api/vitals` (a hosting rewrite), and
 * counts them per page template and day (docs/decisions.md, "Real-user vitals"):
 *
 *   vitals/<day>_<template>  { day, template, reports, expireAt, LCP: { <bucket>: n }, LCPTargets: { <selector>: n }, … }
 *   cspReports/<day>         { day, expireAt, violations: { "<directive> <blocked origin> <template>": n } }
 *
 * No address, IP, user agent or cookie is read or kept; it sets no cookie. Bodies over
 * `maxReportBytes`, of another type, or not of the expected shape are refused.
 * `npm run vitals` prints the 75th percentiles.
 *
 * A sender chooses the selectors and origins, so every map is bounded (docs/decisions.md#d68):
 * a day's document keeps at most `maxTargets` selectors per metric (the first seen; later new
 * ones count as `other`), and a violation's directive and origin are kept only when they are
 * among those the policy can name (`other` otherwise). The maps are exempt from indexing and both
 * collections expire (`firestore.indexes.json`, `expireAt`).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import {
  bucketOf,
  dayOf,
  fieldKey,
  maxReportBytes,
  parseCspReport,
  parseVitalsReport,
  type CspViolation,
  type VitalsReport,
} from '../../domain/vitals.mjs';
import { pageTemplate } from '../../domain/pageTemplate';
import { contentSecurityPolicy } from '../../hosting/policy.mjs';

export const vitalsCollection = 'vitals';
export const cspCollection = 'cspReports';

/** Selectors kept per metric in a day's document; a new one past these counts as `other`. */
export const maxTargets = 50;
/** How long a day's counts are kept: the TTL policy deletes them after `expireAt`. */
export const keepDays = 400;
/** What a key outside the bounded set is counted as. */
export const other = 'other';

/**
 * The directives a browser may name in a violation of this policy: its own, the ones browsers
 * report for a fallback (`-elem`, `-attr`, workers, frames), nothing else.
 */
export const knownDirectives = new Set([
  ...Object.keys(contentSecurityPolicy).flatMap((name) =>
    name.endsWith('-src') ? [name, `${name}-elem`, `${name}-attr`] : [name],
  ),
  'worker-src',
  'child-src',
  'fenced-frame-src',
  'trusted-types',
  'require-trusted-types-for',
]);

/**
 * The blocked sources kept by name: the policy's hosts (a wildcard host stands for its
 * subdomains), and the keywords and schemes browsers report instead of an origin.
 */
const policyHosts: string[] = [
  ...new Set(
    Object.values(contentSecurityPolicy)
      .flat()
      .filter((source) => source.startsWith('https://'))
      .map((source) => new URL(source.replace('*.', 'wildcard.')).origin.replace('wildcard.', '*.')),
  ),
];
const blockedKeywords = new Set([
  'inline',
  'eval',
  'wasm-eval',
  'trusted-types-policy',
  'trusted-types-sink',
  'self',
  'data',
  'blob',
  'chrome-extension',
  'moz-extension',
  'safari-web-extension',
]);

/** Every name a blocked source may be counted under. */
export const knownSources = [...policyHosts, ...blockedKeywords, other];

/** The name a blocked source is counted under: itself, its policy host, or `other`. */
export function knownBlocked(blocked: string): string {
  if (blockedKeywords.has(blocked)) return blocked;
  return (
    policyHosts.find((host) =>
      host.includes('*.') ? blocked.startsWith('https://') && blocked.endsWith(host.slice(9)) : host === blocked,
    ) ?? other
  );
}

/** When a document written on `day` expires. */
const expiry = (day: string) => Timestamp.fromMillis(Date.parse(day) + keepDays * 86_400_000);

const vitalsTypes = ['text/plain', 'application/json'];
const cspTypes = ['application/csp-report', 'application/reports+json'];

export interface ReportRequest {
  method: string;
  contentType: string;
  body: Buffer;
  /** The request's length as declared or received, where only part of a large body was kept. */
  size?: number;
}

/**
 * Adds one page's metrics to its template's histograms for the day. The document is read first
 * for the selectors it holds, so a new one past `maxTargets` is counted as `other`; requests in
 * flight at once may each add one more (the function's instances and concurrency bound them).
 */
export async function recordVitals(db: Firestore, report: VitalsReport, now: Date): Promise<void> {
  const day = dayOf(now);
  const ref = db.collection(vitalsCollection).doc(`${day}_${report.template}`);
  const held = (await ref.get()).data() ?? {};
  const data: Record<string, unknown> = {
    day,
    template: report.template,
    reports: FieldValue.increment(1),
    expireAt: expiry(day),
  };
  for (const metric of report.metrics) {
    const targets = `${metric.name}Targets`;
    const known = (held[targets] ?? {}) as Record<string, number>;
    const key = fieldKey(metric.target);
    const kept = key in known || Object.keys(known).length < maxTargets ? key : other;
    data[metric.name] = { [String(bucketOf(metric.name, metric.value))]: FieldValue.increment(1) };
    data[targets] = { [kept]: FieldValue.increment(1) };
  }
  await ref.set(data, { merge: true });
}

/** Counts CSP violations for the day, by directive, blocked origin and page template. */
export async function recordCsp(db: Firestore, violations: CspViolation[], now: Date): Promise<void> {
  if (violations.length === 0) return;
  const day = dayOf(now);
  const counts: Record<string, number> = {};
  for (const { directive, blocked, template } of violations) {
    const name = knownDirectives.has(directive) ? directive : other;
    const key = fieldKey(`${name} ${knownBlocked(blocked)} ${template}`);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  // One increment per key, by how many of this report's violations it counts (one report may repeat one).
  const increments = Object.fromEntries(Object.entries(counts).map(([key, n]) => [key, FieldValue.increment(n)]));
  await db.doc(`${cspCollection}/${day}`).set({ day, expireAt: expiry(day), violations: increments }, { merge: true });
}

/**
 * Checks and keeps one request; the HTTP status to answer. 204 when kept, 405 for anything but
 * POST, 413 when too large, 415 for another type, 400 when the body is not a report.
 */
export async function handleReport(db: Firestore, request: ReportRequest, now = new Date()): Promise<number> {
  if (request.method !== 'POST') return 405;
  if (Math.max(request.size ?? 0, request.body.length) > maxReportBytes) return 413;
  const type = request.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const isVitals = vitalsTypes.includes(type);
  if (!isVitals && !cspTypes.includes(type)) return 415;
  let body: unknown;
  try {
    body = JSON.parse(request.body.toString('utf8'));
  } catch {
    return 400;
  }
  const report = isVitals ? parseVitalsReport(body) : parseCspReport(body, pageTemplate);
  if (!report) return 400;
  await (Array.isArray(report) ? recordCsp(db, report, now) : recordVitals(db, report, now));
  return 204;
}

export const vitals = onRequest(
  // Beside the database; small and short: a report is a few hundred bytes, one read and one write.
  // At most 5 × 4 requests at once, so at most 19 more selectors than `maxTargets` per metric.
  { region: 'europe-west1', timeoutSeconds: 10, maxInstances: 5, concurrency: 4 },
  async (request, response) => {
    if (getApps().length === 0) initializeApp();
    const status = await handleReport(getFirestore(), {
      method: request.method,
      contentType: request.headers['content-type'] ?? '',
      body: request.rawBody ?? Buffer.alloc(0),
      size: Number(request.headers['content-length'] ?? 0),
    });
    response.status(status).end();
  },
);
