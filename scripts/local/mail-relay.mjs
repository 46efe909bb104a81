// @ts-check
/**
 * For local runs, what the Trigger Email extension and the retry of failed deliveries
 * (functions/src/delivery.ts) do in production (docs/decisions.md#d18, "Enquiry e-mail"). It
 * finds waiting documents in the emulator's mail collection, sends each over SMTP (to MailDev
 * under `npm start`) and records the outcome on the document in the extension's `delivery`
 * shape: it takes the document with `state: 'PROCESSING'` and a `leaseExpireTime` (a write
 * conditioned on the document's `updateTime`, Firestore's compare-and-set, where the extension
 * uses a transaction), then `SUCCESS` with `info`, or `ERROR` with `error`; `attempts` counts finished attempts,
 * `startTime`, `endTime`, and `expireAt` from the extension's TTL params, which the TTL policy in
 * firestore.indexes.json reads. Params come from the file the deploy uses.
 *
 * It takes a document that has no `delivery` yet, or is `PENDING` or `RETRY` (the extension's
 * own retry), or is `PROCESSING` under an expired lease (its relay died), or is `ERROR` and its
 * backoff has passed. It never takes a document under another relay's unexpired lease, so two
 * relays never send one document twice while both are alive. A relay killed after the inbox
 * accepted an e-mail and before it recorded SUCCESS leaves a lease that expires, and the e-mail
 * is sent again: that window is at-least-once by nature, so every e-mail carries a Message-ID
 * derived from its document id and a duplicate is recognisable (docs/decisions.md "Enquiry e-mail").
 *
 * It reads and writes with the emulator's owner token, past the rules, as the extension's
 * service account does in production; visitors can do neither.
 *
 * It asks the emulator for the collection every `pollMs` over REST rather than holding a listen
 * stream: the emulator's listen stream now and then sends a misframed gRPC message
 * ("RESOURCE_EXHAUSTED: Received message larger than max", firebase-tools#8654), after which the
 * SDK waits a minute before it listens again, and an enquiry would sit undelivered for that minute.
 *
 *   node scripts/local/mail-relay.mjs '{"emulatorHost":"127.0.0.1:8080","smtp":{"port":1025}}'
 *
 * runs one relay in its own process (how `npm start` supervises it and the fault suite kills it).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { createInterface } from 'node:readline';
import nodemailer from 'nodemailer';
import { localProjectId } from '../../services/localBackend.mjs';
import { childEnd } from './supervise.mjs';

/** @returns {Record<string, string | undefined>} the extension's params, as deployed */
export function extensionParams() {
  return parseEnv(readFileSync(new URL('../../extensions/firestore-send-email.env', import.meta.url), 'utf8'));
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
 * The Message-ID of a document's e-mail: the same on every attempt, so an e-mail sent twice
 * (a relay killed between the inbox's acceptance and its SUCCESS write) is recognisable.
 * @param {string} id the document id @param {string} domain
 */
export function messageIdFor(id, domain) {
  const local = /^[A-Za-z0-9._-]{1,200}$/.test(id) ? id : `h-${createHash('sha256').update(id).digest('hex')}`;
  return `<mail.${local}@${domain}>`;
}

/** @typedef {{ baseMs: number, maxMs: number }} Backoff */

/** How long after its `attempts`-th failure an ERROR document is tried again: doubling, capped. */
export function backoffMs(/** @type {number} */ attempts, /** @type {Backoff} */ { baseMs, maxMs }) {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** @param {unknown} value an RFC 3339 string, as REST gives a timestamp @returns {number} 0 when there is none */
const millisOf = (value) => (typeof value === 'string' ? Date.parse(value) : 0);

/**
 * Whether a relay may take a document now (see the file's comment).
 * @param {Record<string, unknown> | undefined} delivery @param {number} now
 * @param {{ retryErrors: boolean, backoff: Backoff }} policy
 */
export function isDue(delivery, now, { retryErrors, backoff }) {
  if (!delivery) return true;
  const state = delivery.state;
  if (state === 'PENDING' || state === 'RETRY') return true;
  if (state === 'PROCESSING') return millisOf(delivery.leaseExpireTime) <= now;
  if (state === 'ERROR' && retryErrors)
    return millisOf(delivery.endTime) + backoffMs(Number(delivery.attempts ?? 0), backoff) <= now;
  return false;
}

/**
 * @typedef {{ name: string, createTime: string, updateTime: string, fields?: Record<string, unknown> }} RestDocument
 * @typedef {{
 *   id: string,
 *   name: string,
 *   updateTime: string,
 *   to: string | string[],
 *   replyTo?: string,
 *   message?: { subject?: string, text?: string },
 *   headers?: Record<string, string>,
 *   delivery: Record<string, unknown> | undefined,
 * }} Mail
 */

/** A Firestore REST value as plain JavaScript (timestamps stay RFC 3339 strings). @param {any} value @returns {any} */
export function fromRest(value) {
  if (!value || typeof value !== 'object') return undefined;
  if ('mapValue' in value)
    return Object.fromEntries(Object.entries(value.mapValue.fields ?? {}).map(([key, v]) => [key, fromRest(v)]));
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(fromRest);
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('nullValue' in value) return null;
  for (const key of ['stringValue', 'timestampValue', 'booleanValue']) if (key in value) return value[key];
  return undefined;
}

/** Plain JavaScript as a Firestore REST value. @param {unknown} value @returns {unknown} */
function toRest(value) {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRest) } };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'object')
    return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([key, v]) => [key, toRest(v)])) } };
  return { stringValue: String(value) };
}

/** @param {RestDocument} document @returns {Mail} */
function mailOf({ name, updateTime, fields = {} }) {
  return { ...fromRest({ mapValue: { fields } }), id: name.slice(name.lastIndexOf('/') + 1), name, updateTime };
}

// 'owner' is the emulator's admin token: the rules deny every read to clients.
const headers = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/**
 * Every document of a collection, read past the rules, page by page.
 * @param {string} url the collection's REST address, with any query of its own (a field mask)
 * @returns {Promise<RestDocument[]>}
 */
export async function listDocuments(url) {
  const found = /** @type {RestDocument[]} */ ([]);
  const page = new URL(url);
  page.searchParams.set('pageSize', '300');
  do {
    const response = await fetch(page, { headers });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    /** @type {{ documents?: RestDocument[], nextPageToken?: string }} */
    const body = await response.json();
    found.push(...(body.documents ?? []));
    page.searchParams.set('pageToken', body.nextPageToken ?? '');
  } while (page.searchParams.get('pageToken'));
  return found;
}

/**
 * @typedef {{
 *   emulatorHost: string,
 *   smtp: { host?: string, port: number },
 *   projectId?: string,
 *   pollMs?: number,
 *   leaseMs?: number,
 *   smtpTimeoutMs?: number,
 *   concurrency?: number,
 *   retryErrors?: boolean,
 *   backoff?: Backoff,
 *   reportAfterAttempts?: number,
 *   log?: (line: string) => void,
 *   afterSend?: (id: string) => void,
 * }} RelayOptions
 */

/**
 * Starts a relay in this process. Defaults are the extension's (a 60 s lease) and a local
 * backoff of 1 s doubling to 15 s; the fault suite shortens them.
 * @param {RelayOptions} options
 * @returns {{ stop: () => Promise<void> }}
 */
export function startMailRelay({
  emulatorHost,
  smtp,
  projectId = localProjectId,
  pollMs = 250,
  leaseMs = 60_000,
  // Well inside the lease (three times this, once greeted), so a frozen inbox ends the attempt
  // before another relay may take the document.
  smtpTimeoutMs = 10_000,
  concurrency = 8,
  retryErrors = true,
  backoff = { baseMs: 1_000, maxMs: 15_000 },
  reportAfterAttempts = 5,
  log = (line) => console.log(line),
  afterSend = () => {},
}) {
  const params = extensionParams();
  const collectionName = params.MAIL_COLLECTION ?? 'mail';
  const transport = nodemailer.createTransport({
    host: smtp.host ?? '127.0.0.1',
    port: smtp.port,
    ignoreTLS: true,
    connectionTimeout: smtpTimeoutMs,
    greetingTimeout: smtpTimeoutMs,
    // Longer once the server has greeted: a slow answer to DATA may mean the e-mail was taken.
    socketTimeout: 3 * smtpTimeoutMs,
  });
  const domain = /@([^>\s]+)>?\s*$/.exec(params.DEFAULT_FROM ?? '')?.[1] ?? 'localhost';
  const policy = { retryErrors, backoff };
  const api = `http://${emulatorHost}/v1/projects/${projectId}/databases/(default)/documents`;

  /**
   * Writes these fields of `delivery` only if the document is unchanged since `updateTime`: the
   * compare-and-set that makes a claim or an outcome one relay's alone.
   * @param {Mail} mail @param {Record<string, unknown>} delivery
   * @returns {Promise<string | null>} the new updateTime, or null when the document had changed
   */
  async function writeIfUnchanged(mail, delivery) {
    const response = await fetch(`${api}:commit`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        writes: [
          {
            update: { name: mail.name, fields: { delivery: toRest(delivery) } },
            updateMask: { fieldPaths: Object.keys(delivery).map((key) => `delivery.${key}`) },
            currentDocument: { updateTime: mail.updateTime },
          },
        ],
      }),
    });
    if (response.ok) return (await response.json()).writeResults[0].updateTime;
    const text = await response.text();
    if (/FAILED_PRECONDITION|does not match|ABORTED|NOT_FOUND/.test(text)) return null;
    throw new Error(`${response.status} ${text}`);
  }

  /** @param {Mail} mail as listed */
  async function deliver(mail) {
    const { id } = mail;
    if (!isDue(mail.delivery, Date.now(), policy)) return;
    /** @type {Record<string, unknown>} */
    const claim = { state: 'PROCESSING', leaseExpireTime: new Date(Date.now() + leaseMs) };
    if (!mail.delivery) {
      const startTime = new Date();
      const expireAt = expiryFor(startTime, params.TTL_EXPIRE_TYPE, Number(params.TTL_EXPIRE_VALUE ?? 1));
      Object.assign(claim, { startTime, attempts: 0, error: null }, expireAt && { expireAt });
    }
    // Taken only if nobody changed it since it was listed (another relay, a retry): one relay at a time.
    const claimed = await writeIfUnchanged(mail, claim);
    if (!claimed) return;
    const attempt = Number(mail.delivery?.attempts ?? 0) + 1;
    /** @type {Record<string, unknown>} */
    const outcome = { attempts: attempt, error: null, leaseExpireTime: null };
    try {
      // Plain text only: the rules admit no html, no attachments and no header but the Message-ID.
      const result = await transport.sendMail({
        from: params.DEFAULT_FROM,
        // The document's own, else the param's, as the extension (0.2.0 to 0.2.8) does: the visitor's address (D70).
        replyTo: mail.replyTo || params.DEFAULT_REPLY_TO || undefined,
        to: mail.to,
        subject: mail.message?.subject,
        text: mail.message?.text,
        // The document's own headers, its Message-ID among them, as the extension passes them on;
        // without them, one derived from the id.
        headers: mail.headers,
        messageId: mail.headers?.['Message-ID'] ?? messageIdFor(id, domain),
      });
      afterSend(id);
      outcome.state = 'SUCCESS';
      outcome.info = {
        messageId: result.messageId ?? null,
        accepted: result.accepted ?? [],
        rejected: result.rejected ?? [],
        pending: result.pending ?? [],
        response: result.response ?? null,
      };
    } catch (error) {
      outcome.state = 'ERROR';
      outcome.error = String(error);
    }
    outcome.endTime = new Date();
    // A failure is recorded only under this relay's own claim (another relay may hold the
    // document by now); a success always is, unless another relay recorded one first.
    let recorded = await writeIfUnchanged({ ...mail, updateTime: claimed }, outcome);
    if (!recorded && outcome.state === 'SUCCESS') {
      const response = await fetch(`${api}/${collectionName}/${encodeURIComponent(id)}`, { headers });
      const current = response.ok ? mailOf(await response.json()) : null;
      if (current && current.delivery?.state !== 'SUCCESS') recorded = await writeIfUnchanged(current, outcome);
    }
    if (recorded && outcome.state === 'ERROR') {
      const retry = retryErrors ? `; next try in ${Math.round(backoffMs(attempt, backoff) / 100) / 10} s` : '';
      const loud = attempt >= reportAfterAttempts ? ` Still not delivered after ${attempt} attempts.` : '';
      log(`Mail relay: enquiry ${id} not delivered (attempt ${attempt}: ${outcome.error})${retry}.${loud}`);
    }
  }

  let stopped = false;
  /** @type {Map<string, Promise<void>>} deliveries under way, by document id */
  const inFlight = new Map();
  const wake = new AbortController();
  async function poll() {
    while (!stopped) {
      try {
        const now = Date.now();
        const due = (await listDocuments(`${api}/${collectionName}`))
          .map(mailOf)
          .filter(({ id, delivery }) => !inFlight.has(id) && isDue(delivery, now, policy));
        // Fewest attempts first, so retries never starve new enquiries; in random order among
        // equals, so that relays running side by side seldom reach for the same document.
        const order = due
          .map((mail) => ({ mail, attempts: Number(mail.delivery?.attempts ?? 0), tie: Math.random() }))
          .sort((a, b) => a.attempts - b.attempts || a.tie - b.tie);
        for (const { mail } of order) {
          const { id } = mail;
          if (stopped || inFlight.size >= concurrency) break;
          const work = deliver(mail)
            .catch((error) => log(`Mail relay: could not process ${id}: ${error}`))
            .finally(() => inFlight.delete(id));
          inFlight.set(id, work);
        }
      } catch (error) {
        if (!stopped) log(`Mail relay: could not read the mail collection: ${error}`);
      }
      await sleep(pollMs, undefined, { signal: wake.signal }).catch(() => {});
    }
  }
  const polling = poll();

  return {
    stop: async () => {
      stopped = true;
      wake.abort();
      await polling;
      await Promise.all(inFlight.values());
      transport.close();
    },
  };
}

// As a process of its own: options as one JSON argument; `crashAfterSends: n` kills the
// process right after its n-th e-mail was accepted and before SUCCESS is written (the fault
// suite's "killed after the inbox accepted").
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  /** @type {RelayOptions & { crashAfterSends?: number }} */
  const { crashAfterSends, ...options } = JSON.parse(process.argv[2] ?? '{}');
  let sends = 0;
  const relay = startMailRelay({
    ...options,
    afterSend: () => {
      if (crashAfterSends && ++sends >= crashAfterSends) process.kill(process.pid, 'SIGKILL');
    },
  });
  // 'disconnect': started by spawnMailRelay, a parent that dies, even by SIGKILL, ends the relay too.
  for (const event of ['SIGINT', 'SIGTERM', 'disconnect'])
    process.on(event, () => void relay.stop().then(() => process.exit(0)));
  console.log('Mail relay running.');
}

/**
 * Starts a relay in a child process (the command above): what `npm start` supervises and the
 * fault suite kills. Its lines go to `log`; `exited` resolves when the process ends; `stop` ends
 * it as Ctrl-C would: it finishes the deliveries under way.
 * @param {Omit<RelayOptions, 'log' | 'afterSend'> & { crashAfterSends?: number }} options
 * @param {(line: string) => void} [log]
 */
export function spawnMailRelay(options, log = (line) => console.log(line)) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // The IPC channel only tells the relay when this process is gone; nothing is sent on it.
  child.channel?.unref();
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: /** @type {import('node:stream').Readable} */ (stream) }).on('line', (line) => {
      if (line !== 'Mail relay running.') log(line);
    });
  const { exited, stop } = childEnd(child, { killWithCaller: 'SIGKILL' });
  return { pid: /** @type {number} */ (child.pid), exited, stop };
}
