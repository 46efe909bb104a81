/**
 * What each fault scenario needs: its own project in the run's emulator (the production rules
 * loaded), enquiries written as a visitor writes them, MailDev on free ports keeping its e-mails
 * in a folder (so a restarted inbox still lists them), relays in child processes, and the
 * count that decides "delivered exactly once" (docs/decisions.md "Enquiry e-mail").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestContext } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import { collection, connectFirestoreEmulator, doc, getFirestore, setDoc, terminate } from 'firebase/firestore/lite';
import { buildMailDocument } from '../../domain/buildMailDocument';
import { mailCollection } from '../../services/sendEnquiry';
import { loadRules } from '../../scripts/local/firestore-rules.mjs';
import { startMailDev, type MailDev } from '../../scripts/local/maildev.mjs';
import {
  extensionParams,
  fromRest,
  listDocuments,
  messageIdFor,
  spawnMailRelay,
} from '../../scripts/local/mail-relay.mjs';
import { freePort } from '../../scripts/local/ports.mjs';
import { sampleEnquiry } from '../unit/sampleEnquiry';
import { emulator as emulatorHost } from '../rules/emulator';

export { emulatorHost };

const domain = /@([^>\s]+)>?\s*$/.exec(extensionParams().DEFAULT_FROM ?? '')?.[1] ?? 'localhost';

/** Relay settings for the suite: the extension's behaviour on a shorter clock. */
export const quick = {
  pollMs: 100,
  leaseMs: 30_000,
  smtpTimeoutMs: 5_000,
  concurrency: 8,
  backoff: { baseMs: 200, maxMs: 1_500 },
};
export type RelayTuning = Partial<typeof quick> & { crashAfterSends?: number };

type Counts = 'written' | 'delivered' | 'emails' | 'distinctMessageIds' | 'duplicates' | 'stuck';
export type Row = { scenario: string } & Record<Counts, number>;

/** How long `waitUntil` goes on while what it watches stays the same. */
export type Patience = {
  /** Fails after this long with nothing new in `progress` (by default 60 s). */
  quietMs?: number;
  /** What the wait watches besides `check` (by default nothing): each change starts `quietMs` again. */
  progress?: () => Promise<unknown>;
};

/**
 * Polls `check` until it returns a value, or fails with what it saw last once `quietMs` pass
 * with nothing new in `progress`: a busy machine slows the relays down without stopping them, so
 * a wait that sees them move never fails for lack of time alone.
 */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  { quietMs = 60_000, progress = async () => null }: Patience = {},
): Promise<T> {
  const watch = () => progress().then(JSON.stringify, () => 'unreadable');
  let seen = await watch();
  let deadline = Date.now() + quietMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== null && value !== false) return value;
    } catch (error) {
      last = error;
    }
    const now = await watch();
    if (now !== seen) {
      seen = now;
      deadline = Date.now() + quietMs;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}${last ? `: ${last}` : ''}`);
    // Between two looks, so the emulator and MailDev are not asked without pause.
    await sleep(100);
  }
}

/**
 * What a process may take to start and answer on a busy machine (the emulator, MailDev and the
 * relays share two cores with the rest of the suite): the slack a relay's own timings get.
 */
const busyMachineMs = 30_000;

/** An e-mail as MailDev lists it. */
type Email = { id: string; messageId?: string };
let scenarios = 0;

/** A scenario of its own project, ports and processes, stopped when its test ends (a failed one prints its lines). */
export async function startScenario(name: string, { onTestFinished }: TestContext) {
  const projectId = `demo-faults-${++scenarios}-${Date.now().toString(36)}`;
  await loadRules(emulatorHost, projectId);
  const app = initializeApp({ projectId, apiKey: 'faults' }, projectId);
  const visitor = getFirestore(app);
  const [host = '127.0.0.1', port = '8080'] = emulatorHost.split(':');
  connectFirestoreEmulator(visitor, host, Number(port));
  const mailDirectory = mkdtempSync(join(tmpdir(), 'nexoform-faults-'));
  const ports = { smtpPort: await freePort(), webPort: await freePort() };
  const lines: string[] = [];
  const relays: ReturnType<typeof spawnMailRelay>[] = [];
  /** The settings of every relay the scenario started, its own or supervised. */
  const settings: (typeof quick)[] = [];
  let inbox: MailDev | null = null;
  const written: string[] = [];
  /** The Message-ID each written enquiry's e-mail carries, once each. */
  const expected = () => [...new Set(written.map((id) => messageIdFor(id, domain)))];

  const scenario = {
    lines,
    ports,
    mailDirectory,
    async startInbox() {
      inbox = await startMailDev({ ...ports, mailDirectory });
      return inbox;
    },
    async stopInbox() {
      await inbox?.stop();
      inbox = null;
    },
    /** A relay of this scenario, stopped with it. */
    startRelay(tuning: RelayTuning = {}) {
      const relay = scenario.spawnRelay(tuning);
      relays.push(relay);
      return relay;
    },
    /** A relay of this scenario, left to whoever starts it to stop (npm start's supervision). */
    spawnRelay(tuning: RelayTuning = {}) {
      settings.push({ ...quick, ...tuning });
      return spawnMailRelay({ emulatorHost, projectId, smtp: { port: ports.smtpPort }, ...quick, ...tuning }, (line) =>
        lines.push(line),
      );
    },
    /** `count` enquiries, written as the form writes them (the rules apply), 25 at a time. */
    async writeEnquiries(count: number) {
      const ids = Array.from({ length: count }, () => doc(collection(visitor, mailCollection)).id);
      const write = (id: string) => setDoc(doc(visitor, mailCollection, id), buildMailDocument(sampleEnquiry));
      for (let start = 0; start < ids.length; start += 25) await Promise.all(ids.slice(start, start + 25).map(write));
      written.push(...ids);
      return ids;
    },
    /** Every document's `delivery`, read with the owner token (past the rules). */
    async deliveries() {
      const documents = `http://${emulatorHost}/v1/projects/${projectId}/databases/(default)/documents`;
      return (await listDocuments(`${documents}/${mailCollection}?mask.fieldPaths=delivery`)).map(
        ({ name, fields }) => {
          const { delivery = {} } = fromRest({ mapValue: { fields } });
          return {
            id: name.split('/').pop() ?? '',
            state: String(delivery.state ?? 'NEW'),
            attempts: Number(delivery.attempts ?? 0),
            lease: (delivery.leaseExpireTime as string | undefined) ?? null,
          };
        },
      );
    },
    /** The Message-IDs of the e-mails in the inbox, one per e-mail. */
    async inboxMessageIds() {
      const emails = (await (await fetch(`http://127.0.0.1:${ports.webPort}/email`)).json()) as Email[];
      // By MailDev's own id: a MailDev reloading its folder may list an e-mail it received twice.
      const received = new Map(emails.map((email) => [email.id, `<${email.messageId}>`]));
      return [...received.values()];
    },
    /**
     * The longest the scenario's relays may leave every document and their log as they were while
     * working: a dead relay's lease running out, a send timing out (its socket's limit is three
     * SMTP timeouts, scripts/local/mail-relay.mjs), the longest backoff and a poll, on a busy
     * machine. The suite's settings count too, for a wait before the first relay has started.
     */
    quietMs() {
      const longest = Math.max(
        ...[quick, ...settings].map((s) => s.leaseMs + 3 * s.smtpTimeoutMs + s.backoff.maxMs + s.pollMs),
      );
      return longest + busyMachineMs;
    },
    /**
     * What shows the relays at work: every document's delivery and the relays' lines (not the
     * inbox, which a scenario may freeze, and whose e-mails the deliveries' states follow).
     */
    async progress() {
      return [await scenario.deliveries(), lines.length];
    },
    /** Waits until `check` holds, for as long as the relays are seen at work (`quietMs`). */
    waitWhileWorking<T>(what: string, check: () => Promise<T | undefined | null | false>) {
      return waitUntil(what, check, { quietMs: scenario.quietMs(), progress: scenario.progress });
    },
    /** The fault table's row, once every document is SUCCESS and the inbox lists each of them. */
    async settle(): Promise<Row> {
      await scenario.waitWhileWorking(`every enquiry of "${name}" delivered`, async () => {
        const states = await scenario.deliveries();
        if (states.length !== written.length || states.some((delivery) => delivery.state !== 'SUCCESS')) return false;
        const inInbox = new Set(await scenario.inboxMessageIds());
        return expected().every((id) => inInbox.has(id));
      });
      return scenario.count();
    },
    async count(): Promise<Row> {
      const states = await scenario.deliveries();
      const ids = await scenario.inboxMessageIds();
      const distinct = new Set(ids);
      return {
        scenario: name,
        written: written.length,
        delivered: expected().filter((id) => distinct.has(id)).length,
        emails: ids.length,
        distinctMessageIds: distinct.size,
        duplicates: ids.length - distinct.size,
        stuck: states.filter((delivery) => delivery.state !== 'SUCCESS').length,
      };
    },
    async stop() {
      await Promise.all(relays.map((relay) => relay.stop()));
      await scenario.stopInbox();
      await terminate(visitor);
      await deleteApp(app);
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') console.log(lines.join('\n'));
    await scenario.stop();
  });
  return scenario;
}
