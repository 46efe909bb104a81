/**
 * The scheduled Cloud Function that runs the delivery sweep (./delivery.ts) every five minutes
 * (docs/decisions.md, "Enquiry e-mail"). Its params are asked for by the first `firebase deploy`
 * and kept in functions/.env.<project> (docs/operating.md, "Deploying").
 */
import { initializeApp, getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { defineInt, defineString } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/scheduler';
import { retryFailedDeliveries as sweep, type RetryPolicy, type SweepResult } from './delivery.js';

/** The extension's MAIL_COLLECTION (extensions/firestore-send-email.env; a test keeps them equal). */
export const mailCollection = 'mail2';

export const alertTo = defineString('DELIVERY_ALERT_TO', {
  description: 'Who is e-mailed when an enquiry still cannot be delivered after the retries (not the enquiry inbox).',
  input: { text: { validationRegex: '^[^@\\s]+@[^@\\s]+$', validationErrorMessage: 'One e-mail address.' } },
});

export const maxRetries = defineInt('DELIVERY_MAX_RETRIES', {
  default: 5,
  description: 'Returns of an undelivered e-mail to the extension before it is given up and a person is alerted.',
});

/**
 * More e-mail documents than this in one day (UTC) alerts DELIVERY_ALERT_TO once that day
 * (docs/decisions.md, D72): far above the handful of enquiries a day the site gets, far below
 * what a scripted flood writes in an hour.
 */
export const dailyAlertThreshold = defineInt('DELIVERY_DAILY_ALERT_THRESHOLD', {
  default: 50,
  description: 'E-mail documents in one day (UTC) past which the alert address hears of it, once that day.',
});

const minute = 60_000;
/**
 * Five minutes after a failure, doubling (5, 10, 20, 40, 80 minutes, up to 6 hours), each up to
 * 20% longer per document; 10 minutes for a document the extension has not taken; given up at the
 * failure after `DELIVERY_MAX_RETRIES` returns (about two and a half hours after the first), or
 * at 24 hours; at most 50 documents a pass.
 */
export const timing = {
  baseDelayMs: 5 * minute,
  maxDelayMs: 6 * 60 * minute,
  jitter: 0.2,
  stuckAfterMs: 10 * minute,
  giveUpAfterMs: 24 * 60 * minute,
  maxPerPass: 50,
};

/** The extension's TTL (extensions/firestore-send-email.env, TTL_EXPIRE_VALUE years; a test keeps them equal). */
export const expireAfterYears = 3;

/**
 * What Cloud Logging alerting matches when an alert cannot reach its person: an entry of
 * severity ERROR whose `jsonPayload.event` is this (docs/operating.md, "Who hears of an undelivered enquiry").
 */
export const alertUndeliveredEvent = 'enquiry-alert-undelivered';

export const retryFailedDeliveries = onSchedule(
  // The region of the database's multi-region (DATABASE_REGION=eur3).
  { schedule: 'every 5 minutes', region: 'europe-west1', timeoutSeconds: 120, retryCount: 0 },
  async () => {
    if (getApps().length === 0) initializeApp();
    const policy: RetryPolicy = {
      collection: mailCollection,
      maxRetries: maxRetries.value(),
      alertTo: alertTo.value(),
      dailyAlertThreshold: dailyAlertThreshold.value(),
      expireAfterYears,
      ...timing,
    };
    report(await sweep(getFirestore(), policy, new Date()));
  },
);

/** The pass's outcome as structured log entries (jsonPayload.event names each kind). */
export function report(result: SweepResult, log: Pick<typeof logger, 'info' | 'warn' | 'error'> = logger): void {
  const { retried, finalised, alerted, alertsUndelivered, today, deferred, failed } = result;
  /** One entry naming the documents, when there are any. */
  const named = (level: 'info' | 'warn' | 'error', message: string, event: string, ids: string[], more = {}) => {
    if (ids.length > 0) log[level](message, { event, ids, ...more });
  };
  named('info', 'Returned undelivered e-mails to the extension', 'enquiry-retried', retried);
  named('error', 'E-mails given up after their retries', 'enquiry-given-up', finalised, { alerted });
  // The alert e-mail travels through the SMTP service that may be the one failing: this entry is
  // the other way a person hears of it, through a log-based alert.
  for (const { id, reason } of alertsUndelivered)
    log.error(`Alert about ${id} not delivered: ${reason}`, { event: alertUndeliveredEvent, id, reason });
  const { count, alert } = today;
  if (alert)
    log.warn(`More e-mails today than the daily threshold: ${count}`, { event: 'enquiry-daily-volume', count, alert });
  named('warn', 'More e-mails due than one pass takes; the rest wait for the next', 'enquiry-sweep-deferred', deferred);
  named('warn', 'Sweep could not process some e-mails this time', 'enquiry-sweep-failed', failed);
}
