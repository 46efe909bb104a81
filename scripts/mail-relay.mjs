// @ts-check
/**
 * For local runs, what the Trigger Email extension does in production (docs/decisions.md#d18):
 * it listens to new documents in the emulator's mail collection, sends each over SMTP (to
 * MailDev under `npm start`) and records the outcome on the document in the extension's
 * `delivery` shape: state PROCESSING, then SUCCESS with `info`, or ERROR with `error`;
 * `attempts`, `startTime`, `endTime`, and `expireAt` from the extension's TTL params, which the
 * TTL policy in firestore.indexes.json reads. Params come from the file the deploy uses.
 *
 * It reads and writes with the emulator's owner token, past the rules, as the extension's
 * service account does in production; visitors can do neither.
 */
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  Timestamp,
  collection,
  connectFirestoreEmulator,
  getFirestore,
  increment,
  onSnapshot,
  runTransaction,
  serverTimestamp,
  setLogLevel,
  terminate,
  updateDoc,
} from 'firebase/firestore';
import nodemailer from 'nodemailer';
import { localProjectId, splitHostPort } from '../services/localBackend.mjs';

export const extensionParamsFile = new URL('../extensions/firestore-send-email.env', import.meta.url);

/** @returns {Record<string, string | undefined>} the extension's params, as deployed */
export function extensionParams() {
  return parseEnv(readFileSync(extensionParamsFile, 'utf8'));
}

/**
 * When the extension's TTL params make a document expire, counted from its delivery start.
 * @param {Date} start @param {string | undefined} type never, hour, day, week, month or year
 * @param {number} value @returns {Date | null}
 */
export function expiryFor(start, type, value) {
  if (!type || type === 'never') return null;
  const date = new Date(start);
  if (type === 'hour') date.setUTCHours(date.getUTCHours() + value);
  else if (type === 'day') date.setUTCDate(date.getUTCDate() + value);
  else if (type === 'week') date.setUTCDate(date.getUTCDate() + 7 * value);
  else if (type === 'month') date.setUTCMonth(date.getUTCMonth() + value);
  else if (type === 'year') date.setUTCFullYear(date.getUTCFullYear() + value);
  else throw new Error(`Unknown TTL_EXPIRE_TYPE ${type}`);
  return date;
}

/**
 * @param {{
 *   emulatorHost: string,
 *   smtp: { host?: string, port: number },
 *   projectId?: string,
 *   params?: Record<string, string | undefined>,
 * }} options
 * @returns {{ stop: () => Promise<void> }}
 */
export function startMailRelay({ emulatorHost, smtp, projectId = localProjectId, params = extensionParams() }) {
  const collectionName = params.MAIL_COLLECTION ?? 'mail';
  const app = initializeApp({ projectId, apiKey: 'local-relay' }, `mail-relay-${projectId}-${Date.now()}`);
  const db = getFirestore(app);
  setLogLevel('error');
  const { host, port } = splitHostPort(emulatorHost);
  // 'owner' is the emulator's admin token: the rules deny every read to clients.
  connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
  const transport = nodemailer.createTransport({ host: smtp.host ?? '127.0.0.1', port: smtp.port, ignoreTLS: true });
  /** @type {Set<Promise<void>>} */
  const inFlight = new Set();

  /** @param {import('firebase/firestore').DocumentReference} ref */
  async function deliver(ref) {
    // Claim the document once, as the extension's transaction does: no e-mail is sent twice.
    const mail = await runTransaction(db, async (transaction) => {
      const snapshot = await transaction.get(ref);
      const data = snapshot.data();
      if (!data || data.delivery) return null;
      const startTime = Timestamp.now();
      const expiry = expiryFor(startTime.toDate(), params.TTL_EXPIRE_TYPE, Number(params.TTL_EXPIRE_VALUE ?? 1));
      transaction.update(ref, {
        delivery: {
          startTime,
          state: 'PROCESSING',
          attempts: 0,
          error: null,
          leaseExpireTime: Timestamp.fromMillis(Date.now() + 60_000),
          ...(expiry ? { expireAt: Timestamp.fromDate(expiry) } : {}),
        },
      });
      return data;
    });
    if (!mail) return;
    /** @type {Record<string, unknown>} */
    const update = {
      'delivery.attempts': increment(1),
      'delivery.endTime': serverTimestamp(),
      'delivery.error': null,
      'delivery.leaseExpireTime': null,
    };
    try {
      // Plain text only: the rules admit no html, attachments or headers, and neither do we.
      const result = await transport.sendMail({
        from: params.DEFAULT_FROM,
        replyTo: params.DEFAULT_REPLY_TO || undefined,
        to: mail.to,
        subject: mail.message?.subject,
        text: mail.message?.text,
      });
      update['delivery.state'] = 'SUCCESS';
      update['delivery.info'] = {
        messageId: result.messageId ?? null,
        accepted: result.accepted ?? [],
        rejected: result.rejected ?? [],
        pending: result.pending ?? [],
        response: result.response ?? null,
      };
    } catch (error) {
      update['delivery.state'] = 'ERROR';
      update['delivery.error'] = String(error);
    }
    await updateDoc(ref, update);
  }

  const unsubscribe = onSnapshot(
    collection(db, collectionName),
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        if (change.type !== 'added' || change.doc.data().delivery) continue;
        const work = deliver(change.doc.ref)
          .catch((error) => console.error(`The mail relay could not process ${change.doc.id}:`, error))
          .finally(() => inFlight.delete(work));
        inFlight.add(work);
      }
    },
    (error) => console.error('The mail relay stopped listening:', error),
  );

  return {
    stop: async () => {
      unsubscribe();
      await Promise.allSettled(inFlight);
      transport.close();
      await terminate(db);
      await deleteApp(app);
    },
  };
}
