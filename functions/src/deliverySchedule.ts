/**
 * The scheduled Cloud Function that runs the delivery sweep (./delivery.ts) every five minutes
 * (docs/decisions.md, "Enquiry e-mail"). Its params are asked for by the first `firebase deploy`
 * and kept in functions/.env.<project> (README, Deploying).
 */
import { initializeApp, getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { defineInt, defineString } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/scheduler';
import { retryFailedDeliveries as sweep, type RetryPolicy } from './delivery.js';

/** The extension's MAIL_COLLECTION (extensions/firestore-send-email.env; a test keeps them equal). */
export const mailCollection = 'mail2';

export const alertTo = defineString('DELIVERY_ALERT_TO', {
  description: 'Who is e-mailed when an enquiry still cannot be delivered after the retries (not the enquiry inbox).',
  input: {
    text: {
      validationRegex: '^[^@\\s]+@[^@\\s]+$',
      validationErrorMessage: 'One e-mail address.',
    },
  },
});

export const maxRetries = defineInt('DELIVERY_MAX_RETRIES', {
  default: 5,
  description: 'Returns of a failed e-mail to the extension before the alert (5: about 2.5 hours).',
});

/** Five minutes, doubling: 5, 10, 20, 40, 80 minutes, then every six hours. */
export const delays = { baseDelayMs: 5 * 60_000, maxDelayMs: 6 * 60 * 60_000 };

export const retryFailedDeliveries = onSchedule(
  // The region of the database's multi-region (DATABASE_REGION=eur3).
  { schedule: 'every 5 minutes', region: 'europe-west1', timeoutSeconds: 120, retryCount: 0 },
  async () => {
    if (getApps().length === 0) initializeApp();
    const policy: RetryPolicy = {
      collection: mailCollection,
      maxRetries: maxRetries.value(),
      alertTo: alertTo.value(),
      ...delays,
    };
    const result = await sweep(getFirestore(), policy, new Date());
    if (result.retried.length > 0) logger.info('Returned failed e-mails to the extension', { ids: result.retried });
    // A log-based alert can page on this entry too: the alert e-mail travels through the same
    // SMTP service that may be the one failing.
    if (result.alerted.length > 0) logger.error('E-mails still not delivered; alert written', { ids: result.alerted });
    if (result.failed.length > 0) logger.warn('Sweep could not process some e-mails this time', { ids: result.failed });
  },
);
