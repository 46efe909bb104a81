// @ts-check
/* global URL -- a standard global in the browser, Node and the function alike */
/**
 * Real-user Core Web Vitals and Content-Security-Policy reports: what a page sends, what the
 * `vitals` function accepts and how it is kept (docs/decisions.md, "Real-user vitals"). Nothing
 * here identifies a visitor: a report names the page template, never its address, and is counted
 * into a histogram per template and day. Plain JavaScript, so the page, the function and
 * `npm run vitals` share it.
 */

export const metricNames = /** @type {const} */ (['LCP', 'INP', 'CLS']);
/** @typedef {(typeof metricNames)[number]} MetricName */

export const pageTemplates = /** @type {const} */ (['home', 'news-list', 'news-item', 'content']);
/** @typedef {(typeof pageTemplates)[number]} PageTemplate */

/**
 * One metric as a page sends it: its value, and the element the browser blames (a CSS selector).
 * @typedef {{ name: MetricName, value: number, target: string }} MetricReport
 * @typedef {{ template: PageTemplate, metrics: MetricReport[] }} VitalsReport
 */

/** The largest body the function reads; anything larger is refused unread. */
export const maxReportBytes = 4096;
/** An attribution selector is cut to this many characters. */
export const maxTargetLength = 100;

/**
 * The histogram's bucket width per metric (ms for LCP and INP, unitless for CLS) and its last
 * bucket, which also holds everything larger. Fine enough to compare with the thresholds (LCP
 * 2.5 s, INP 200 ms, CLS 0.1) and bounded, so a day's document stays small.
 * @type {Record<MetricName, { width: number, last: number }>}
 */
export const buckets = {
  LCP: { width: 100, last: 300 },
  INP: { width: 10, last: 300 },
  CLS: { width: 0.01, last: 200 },
};

/** @param {MetricName} name @param {number} value */
export const bucketOf = (name, value) =>
  Math.min(buckets[name].last, Math.max(0, Math.floor(value / buckets[name].width + 1e-9)));

/**
 * The 75th percentile of a histogram (bucket → count): the upper edge of the bucket that reaches
 * it; `null` when it is empty.
 * @param {MetricName} name @param {Record<string, number>} histogram @returns {number | null}
 */
export function p75(name, histogram) {
  const entries = Object.entries(histogram)
    .map(([bucket, count]) => /** @type {const} */ ([Number(bucket), count]))
    .filter(([bucket, count]) => Number.isInteger(bucket) && count > 0)
    .sort(([a], [b]) => a - b);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  let seen = 0;
  for (const [bucket, count] of entries) {
    seen += count;
    if (seen >= 0.75 * total) return Number(((bucket + 1) * buckets[name].width).toFixed(3));
  }
  return null;
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A selector as kept: printable ASCII, cut to the limit. @param {unknown} target */
const cleanTarget = (target) =>
  typeof target === 'string' ? target.replace(/[^\x20-\x7e]/g, '').slice(0, maxTargetLength) : '';

/**
 * A page's report, checked field by field; `null` for anything else.
 * @param {unknown} value @returns {VitalsReport | null}
 */
export function parseVitalsReport(value) {
  if (!isRecord(value)) return null;
  const template = pageTemplates.find((candidate) => candidate === value.template);
  if (!template || !Array.isArray(value.metrics)) return null;
  if (value.metrics.length === 0 || value.metrics.length > metricNames.length) return null;
  /** @type {MetricReport[]} */
  const metrics = [];
  for (const metric of value.metrics) {
    if (!isRecord(metric)) return null;
    const name = metricNames.find((candidate) => candidate === metric.name);
    const number = metric.value;
    if (!name || typeof number !== 'number' || !Number.isFinite(number) || number < 0) return null;
    if (metrics.some((seen) => seen.name === name)) return null;
    metrics.push({ name, value: number, target: cleanTarget(metric.target) });
  }
  return { template, metrics };
}

/**
 * A CSP violation as kept: the directive, the blocked origin (or scheme, or keyword), the page template.
 * @typedef {{ directive: string, blocked: string, template: PageTemplate }} CspViolation
 */

/** The blocked resource without path or query. @param {unknown} value */
function blockedSource(value) {
  if (typeof value !== 'string' || value === '') return 'unknown';
  try {
    const url = new URL(value);
    return url.origin === 'null' ? url.protocol.replace(':', '') : url.origin;
  } catch {
    return value.replace(/[^a-z-]/gi, '').slice(0, 20) || 'unknown';
  }
}
/** @param {unknown} value */
function pathOf(value) {
  try {
    return typeof value === 'string' ? new URL(value).pathname : '/';
  } catch {
    return '/';
  }
}

/**
 * The violations of a CSP report, in either format browsers send: `report-uri`
 * (`application/csp-report`, one `csp-report` object) or the Reporting API of `report-to`
 * (`application/reports+json`, an array of reports, of which only `csp-violation` ones count).
 * `null` when the body is neither.
 * @param {unknown} value @param {(pathname: string) => PageTemplate} templateOf
 * @returns {CspViolation[] | null}
 */
export function parseCspReport(value, templateOf) {
  /** @param {unknown} directive @param {unknown} blocked @param {unknown} page @returns {CspViolation | null} */
  const violation = (directive, blocked, page) => {
    const name = typeof directive === 'string' ? directive.split(' ')[0] : undefined;
    if (!name || !/^[a-z-]{1,40}$/.test(name)) return null;
    return { directive: name, blocked: blockedSource(blocked), template: templateOf(pathOf(page)) };
  };
  if (isRecord(value) && isRecord(value['csp-report'])) {
    const report = value['csp-report'];
    const found = violation(
      report['effective-directive'] ?? report['violated-directive'],
      report['blocked-uri'],
      report['document-uri'],
    );
    return found ? [found] : null;
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > 20) return null;
  /** @type {CspViolation[]} */
  const found = [];
  for (const report of value) {
    if (!isRecord(report) || !isRecord(report.body)) return null;
    if (report.type !== 'csp-violation') continue;
    const one = violation(report.body.effectiveDirective, report.body.blockedURL, report.body.documentURL);
    if (!one) return null;
    found.push(one);
  }
  return found;
}

/** A map key Firestore keeps as written, for any text. @param {string} text */
export const fieldKey = (text) => encodeURIComponent(text || 'none').replace(/\./g, '%2E');

/** The day a report is counted in, UTC. @param {Date} now */
export const dayOf = (now) => now.toISOString().slice(0, 10);
