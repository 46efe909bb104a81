/**
 * The `vitals` function (2nd gen, HTTP): receives the pages' Core Web Vitals beacons and the
 * browsers' Content-Security-Policy violation reports at `/api/vitals` (a hosting rewrite), and
 * counts them per page template and day (docs/decisions.md, "Real-user vitals"):
 *
 *   vitals/<day>_<template>  { day, template, reports, LCP: { <bucket>: n }, LCPTargets: { <selector>: n }, … }
 *   cspReports/<day>         { day, violations: { "<directive> <blocked origin> <template>": n } }
 *
 * No address, IP, user agent or cookie is read or kept; it sets no cookie. Bodies over
 * `maxReportBytes`, of another type, or not of the expected shape are refused.
 * `npm run vitals` prints the 75th percentiles.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
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

export const vitalsCollection = 'vitals';
export const cspCollection = 'cspReports';

const vitalsTypes = ['text/plain', 'application/json'];
const cspTypes = ['application/csp-report', 'application/reports+json'];

export interface ReportRequest {
  method: string;
  contentType: string;
  body: Buffer;
}

/** Adds one page's metrics to its template's histograms for the day. */
export async function recordVitals(db: Firestore, report: VitalsReport, now: Date): Promise<void> {
  const day = dayOf(now);
  const data: Record<string, unknown> = { day, template: report.template, reports: FieldValue.increment(1) };
  for (const metric of report.metrics) {
    data[metric.name] = { [String(bucketOf(metric.name, metric.value))]: FieldValue.increment(1) };
    data[`${metric.name}Targets`] = { [fieldKey(metric.target)]: FieldValue.increment(1) };
  }
  await db.collection(vitalsCollection).doc(`${day}_${report.template}`).set(data, { merge: true });
}

/** Counts CSP violations for the day, by directive, blocked origin and page template. */
export async function recordCsp(db: Firestore, violations: CspViolation[], now: Date): Promise<void> {
  if (violations.length === 0) return;
  const day = dayOf(now);
  const counts: Record<string, FieldValue> = {};
  for (const { directive, blocked, template } of violations)
    counts[fieldKey(`${directive} ${blocked} ${template}`)] = FieldValue.increment(1);
  await db.collection(cspCollection).doc(day).set({ day, violations: counts }, { merge: true });
}

/**
 * Checks and keeps one request; the HTTP status to answer. 204 when kept, 405 for anything but
 * POST, 413 when too large, 415 for another type, 400 when the body is not a report.
 */
export async function handleReport(db: Firestore, request: ReportRequest, now = new Date()): Promise<number> {
  if (request.method !== 'POST') return 405;
  if (request.body.length > maxReportBytes) return 413;
  const type = request.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!vitalsTypes.includes(type) && !cspTypes.includes(type)) return 415;
  let body: unknown;
  try {
    body = JSON.parse(request.body.toString('utf8'));
  } catch {
    return 400;
  }
  if (vitalsTypes.includes(type)) {
    const report = parseVitalsReport(body);
    if (!report) return 400;
    await recordVitals(db, report, now);
    return 204;
  }
  const violations = parseCspReport(body, pageTemplate);
  if (!violations) return 400;
  await recordCsp(db, violations, now);
  return 204;
}

function database(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}

export const vitals = onRequest(
  // Beside the database; small and short: a report is a few hundred bytes and one write.
  { region: 'europe-west1', timeoutSeconds: 10, maxInstances: 5 },
  async (request, response) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    const status =
      declared > maxReportBytes
        ? 413
        : await handleReport(database(), {
            method: request.method,
            contentType: request.headers['content-type'] ?? '',
            body: request.rawBody ?? Buffer.alloc(0),
          });
    response.status(status).end();
  },
);
