// @ts-check
/**
 * `npm run vitals`: the 75th percentile of each Core Web Vital per page template, and the CSP
 * violations, over the last days, as the `vitals` function counted them (functions/src/vitals.ts).
 *
 *   npm run vitals                                 the local emulator (what `npm start` served)
 *   npm run vitals -- --days 28                    a longer window (default 7 days, today included)
 *   npm run vitals -- --project <id>               production, with Google credentials
 *                                                  (`gcloud auth application-default login`)
 *
 * FIRESTORE_EMULATOR_HOST picks another emulator.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { dayOf, metricNames, p75 } from '../../domain/vitals.mjs';
import { localEmulatorHost, localProjectId } from '../../services/localBackend.mjs';

/** @typedef {import('../../domain/vitals.mjs').MetricName} MetricName */
/** @typedef {{ template: string, reports?: number } & Partial<Record<string, Record<string, number>>>} DayDocument */

/** @param {MetricName} name @param {number | null} value */
const show = (name, value) =>
  value === null
    ? '–'
    : name === 'CLS'
      ? value.toFixed(2)
      : value >= 1000
        ? `${(value / 1000).toFixed(1)} s`
        : `${value} ms`;

/**
 * The table `npm run vitals` prints: one row per template, its reports and each metric's p75 with
 * the element most often blamed.
 * @param {DayDocument[]} documents
 */
export function vitalsTable(documents) {
  /** @type {Map<string, { reports: number, histograms: Record<string, Record<string, number>> }>} */
  const byTemplate = new Map();
  for (const document of documents) {
    const row = byTemplate.get(document.template) ?? { reports: 0, histograms: {} };
    row.reports += document.reports ?? 0;
    for (const name of metricNames)
      for (const field of [name, `${name}Targets`])
        for (const [key, count] of Object.entries(document[field] ?? {})) {
          const histogram = (row.histograms[field] ??= {});
          histogram[key] = (histogram[key] ?? 0) + count;
        }
    byTemplate.set(document.template, row);
  }
  const header = ['template', 'reports', ...metricNames.map((name) => `${name} p75`), 'most blamed (LCP · INP · CLS)'];
  const rows = [...byTemplate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([template, { reports, histograms }]) => [
      template,
      String(reports),
      ...metricNames.map((name) => show(name, p75(name, histograms[name] ?? {}))),
      metricNames
        .map((name) => {
          const [top] = Object.entries(histograms[`${name}Targets`] ?? {}).sort(([, a], [, b]) => b - a);
          return top ? decodeURIComponent(top[0]) : '–';
        })
        .join(' · '),
    ]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * The CSP violations of the window, most frequent first.
 * @param {Array<{ violations?: Record<string, number> }>} documents
 */
export function cspTable(documents) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const document of documents)
    for (const [key, count] of Object.entries(document.violations ?? {}))
      counts[decodeURIComponent(key)] = (counts[decodeURIComponent(key)] ?? 0) + count;
  const lines = Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([key, count]) => `  ${String(count).padStart(5)}  ${key}`);
  return lines.length > 0
    ? `CSP violations (directive, blocked source, template):\n${lines.join('\n')}`
    : 'No CSP violations.';
}

/**
 * @param {{ projectId: string, emulatorHost?: string, days: number, now?: Date }} options
 * @returns {Promise<string>}
 */
export async function vitalsReport({ projectId, emulatorHost, days, now = new Date() }) {
  const app = initializeApp({ projectId }, `vitals-report-${Date.now()}`);
  try {
    const db = getFirestore(app);
    if (emulatorHost) db.settings({ host: emulatorHost, ssl: false });
    const since = dayOf(new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000));
    const vitals = await db.collection('vitals').where('day', '>=', since).get();
    const csp = await db.collection('cspReports').where('day', '>=', since).get();
    const source = emulatorHost ? `the emulator at ${emulatorHost} (${projectId})` : projectId;
    return [
      `Core Web Vitals, 75th percentile, ${since} to ${dayOf(now)}, from ${source}:`,
      vitals.empty
        ? 'No reports yet.'
        : vitalsTable(vitals.docs.map((document) => /** @type {DayDocument} */ (document.data()))),
      '',
      cspTable(csp.docs.map((document) => document.data())),
    ].join('\n');
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({ options: { days: { type: 'string', default: '7' }, project: { type: 'string' } } });
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`--days must be a whole number of days, not ${values.days}.`);
  console.log(
    await vitalsReport(
      values.project
        ? { projectId: values.project, days }
        : { projectId: localProjectId, emulatorHost: process.env.FIRESTORE_EMULATOR_HOST ?? localEmulatorHost, days },
    ),
  );
}
