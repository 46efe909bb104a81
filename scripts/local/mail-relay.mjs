// @ts-check
/**
 * For local runs, what the Trigger Email extension does in production (docs/decisions.md#d18):
 * it looks for new documents in the emulator's mail collection, sends each over SMTP (to
 * MailDev under `npm start`) and records the outcome on the document in the extension's
 * `delivery` shape: state PROCESSING, then SUCCESS with `info`, or ERROR with `error`;
 * `attempts`, `startTime`, `endTime`, and `expireAt` from the extension's TTL params, which the
 * TTL policy in firestore.indexes.json reads. Params come from the file the deploy uses.
 *
 * It reads and writes with the emulator's owner token, past the rules, as the extension's
 * service account does in production; visitors can do neither.
 *
 * It asks the emulator for the collection every `pollMs` over REST (`firebase/firestore/lite`)
 * rather than holding a listen stream: the emulator's listen stream now and then sends a
 * misframed gRPC message ("RESOURCE_EXHAUSTED: Received message larger than max",
 * firebase-tools#8654), after which the SDK waits a minute before it listens again, and an
 * enquiry would sit undelivered for that minute.
 */
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { deleteApp, initializeApp } from 'firebase/app';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Timestamp,
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  increment,
  runTransaction,
  serverTimestamp,
  terminate,
  updateDoc,
} from 'firebase/firestore/lite';
import nodemailer from 'nodemailer';
import { localProjectId, splitHostPort } from '../../services/localBackend.mjs';

export const extensionParamsFile = new URL('../../extensions/firestore-send-email.env', import.meta.url);

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
 *   pollMs?: number,
 * }} options
 * @returns {{ stop: () => Promise<void> }}
 */
export function startMailRelay({
  emulatorHost,
  smtp,
  projectId = localProjectId,
  params = extensionParams(),
  pollMs = 250,
}) {
  const collectionName = params.MAIL_COLLECTION ?? 'mail';
  const app = initializeApp({ projectId, apiKey: 'local-relay' }, `mail-relay-${projectId}-${Date.now()}`);
  const db = getFirestore(app);
  const { host, port } = splitHostPort(emulatorHost);
  // 'owner' is the emulator's admin token: the rules deny every read to clients.
  connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
  const transport = nodemailer.createTransport({ host: smtp.host ?? '127.0.0.1', port: smtp.port, ignoreTLS: true });
  /** @param {import('firebase/firestore/lite').DocumentReference} ref */
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

  let stopped = false;
  // One pass at a time, so a document is never claimed twice by this relay; the transaction in
  // deliver() keeps it so against any other.
  async function poll() {
    while (!stopped) {
      try {
        const waiting = (await getDocs(collection(db, collectionName))).docs.filter((mail) => !mail.data().delivery);
        await Promise.all(
          waiting.map((mail) =>
            deliver(mail.ref).catch((error) => console.error(`The mail relay could not process ${mail.id}:`, error)),
          ),
        );
      } catch (error) {
        if (!stopped) console.error('The mail relay could not read the mail collection:', error);
      }
      await sleep(pollMs);
    }
  }
  const polling = poll();

  return {
    stop: async () => {
      stopped = true;
      await polling;
      transport.close();
      await terminate(db);
      await deleteApp(app);
    },
  };
}
