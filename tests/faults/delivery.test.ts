/**
 * The fault suite of docs/quality.md: every enquiry reaches the inbox exactly once whatever
 * fails on the way, against the real emulator, MailDev and relays in child processes. Each
 * scenario counts the documents, the e-mails in MailDev and their distinct Message-IDs, and
 * prints its row of the fault table.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { supervise } from '../../scripts/local/supervise.mjs';
import { startMailDev } from '../../scripts/local/maildev.mjs';
import { startScenario, waitUntil, type Row } from './harness';

const table: Row[] = [];
type Scenario = Awaited<ReturnType<typeof startScenario>>;

// A row's values in the order count() gives them, which is the header's.
const header = 'scenario | written | delivered | e-mails | distinct Message-IDs | duplicates | stuck';
afterAll(() => console.log([header, ...table.map((row) => Object.values(row).join(' | '))].join('\n')));

/** Written = delivered = e-mails = distinct Message-IDs; no duplicate, nothing stuck; but for `except`. */
function expectExactlyOnce(row: Row, except: Partial<Row> = {}) {
  table.push(row);
  const n = row.written;
  expect(row).toEqual({ ...row, delivered: n, emails: n, distinctMessageIds: n, duplicates: 0, stuck: 0, ...except });
}

/** Waits until each of `ids` has failed at least once: the outage was real. */
const eachFailed = (s: Scenario, ids: string[], what: string) =>
  s.waitWhileWorking(
    what,
    async () => (await s.deliveries()).filter((d) => ids.includes(d.id) && d.attempts >= 1).length === ids.length,
  );

// The scenarios share nothing, and most of their time is waiting (leases, timeouts, backoff), so they run at once.
// Each wait fails once the relays are seen idle longer than their own timings allow (harness.ts,
// quietMs), however long the machine's load makes it; this limit only ends a scenario stuck elsewhere.
describe.concurrent('delivery under faults', { timeout: 600_000 }, () => {
  it('inbox down: enquiries written while MailDev is stopped are delivered once it is back', async (context) => {
    const s = await startScenario('inbox down', context);
    await s.startInbox();
    s.startRelay();
    await s.writeEnquiries(5);
    await s.settle();
    await s.stopInbox();
    await eachFailed(s, await s.writeEnquiries(20), 'each enquiry to fail once');
    await s.startInbox();
    expectExactlyOnce(await s.settle());
  });

  it('inbox frozen: SMTP accepts the connection and never answers, then resumes', async (context) => {
    const s = await startScenario('inbox frozen', context);
    const inbox = await s.startInbox();
    s.startRelay({ smtpTimeoutMs: 1_000, leaseMs: 5_000 });
    process.kill(inbox.pid, 'SIGSTOP');
    try {
      await eachFailed(s, await s.writeEnquiries(30), 'each enquiry to time out once');
      expect(s.lines.some((line) => /not delivered .*(Greeting never received|[Tt]imeout)/.test(line))).toBe(true);
    } finally {
      process.kill(inbox.pid, 'SIGCONT');
    }
    expectExactlyOnce(await s.settle());
  });

  it('relay killed before delivery: what is written meanwhile goes out with the next relay', async (context) => {
    const s = await startScenario('relay killed before delivery', context);
    await s.startInbox();
    const first = s.startRelay();
    await s.writeEnquiries(5);
    await s.settle();
    process.kill(first.pid, 'SIGKILL');
    await first.exited;
    await s.writeEnquiries(20);
    s.startRelay();
    expectExactlyOnce(await s.settle());
  });

  it('relay killed during delivery (inbox not yet answering): its leases expire and another relay delivers', async (context) => {
    const s = await startScenario('relay killed during delivery', context);
    const inbox = await s.startInbox();
    const leaseMs = 3_000;
    process.kill(inbox.pid, 'SIGSTOP');
    try {
      const first = s.startRelay({ leaseMs, smtpTimeoutMs: 2_000 });
      await s.writeEnquiries(20);
      await s.waitWhileWorking('the relay to take enquiries', async () =>
        (await s.deliveries()).some((d) => d.state === 'PROCESSING'),
      );
      process.kill(first.pid, 'SIGKILL');
      await first.exited;
    } finally {
      process.kill(inbox.pid, 'SIGCONT');
    }
    // The dead relay's leases, as it left them.
    const held = new Map(
      (await s.deliveries()).filter((d) => d.state === 'PROCESSING').map((d) => [d.id, Date.parse(d.lease ?? '')]),
    );
    expect(held.size).toBeGreaterThan(0);
    s.startRelay({ leaseMs });
    // The new relay honours each of them until it expires: a document whose lease still runs is
    // untouched, whenever it is looked at.
    const lastExpiry = Math.max(...held.values());
    while (Date.now() < lastExpiry) {
      const now = Date.now();
      for (const d of await s.deliveries()) {
        const lease = held.get(d.id);
        if (lease !== undefined && lease > now + 250)
          expect({ id: d.id, lease: Date.parse(d.lease ?? '') }).toEqual({ id: d.id, lease });
      }
    }
    expectExactlyOnce(await s.settle());
  });

  it('relay killed after the inbox accepted, before SUCCESS was written: sent again, under the same Message-ID', async (context) => {
    const s = await startScenario('relay killed after acceptance', context);
    await s.startInbox();
    const leaseMs = 3_000;
    const first = s.startRelay({ leaseMs, concurrency: 1, crashAfterSends: 1 });
    await s.writeEnquiries(10);
    await first.exited;
    s.startRelay({ leaseMs });
    // At-least-once by nature (docs/decisions.md "Enquiry e-mail"): the one e-mail in the window
    // went out twice, and its copies share one Message-ID; every other enquiry once.
    expectExactlyOnce(await s.settle(), { written: 10, emails: 11, duplicates: 1 });
  });

  it('a burst of 300 enquiries with two relays running: each taken by one relay, delivered once', async (context) => {
    const s = await startScenario('300-enquiry burst, two relays', context);
    await s.startInbox();
    s.startRelay();
    s.startRelay();
    await s.writeEnquiries(300);
    expectExactlyOnce(await s.settle());
  });

  it('under npm start’s supervision: a killed inbox and a killed relay are announced and restarted', async (context) => {
    const s = await startScenario('supervised restarts', context);
    const log: string[] = [];
    const restarted = { log: (line: string) => log.push(line), delayMs: 300 };
    const inbox = supervise({
      name: 'The local inbox (MailDev)',
      start: () => startMailDev({ ...s.ports, mailDirectory: s.mailDirectory }),
      ...restarted,
    });
    // A short lease: the killed relay may leave documents it had taken.
    const relay = supervise({
      name: 'The mail relay',
      start: async () => s.spawnRelay({ leaseMs: 6_000, smtpTimeoutMs: 1_500 }),
      ...restarted,
    });
    try {
      // Each is killed between deliveries: one killed in the middle of one is the at-least-once
      // window of "relay killed after the inbox accepted".
      const runningInbox = await waitUntil('the inbox', async () => inbox.current());
      await s.writeEnquiries(5);
      await s.settle();
      process.kill(runningInbox.pid, 'SIGKILL');
      await s.writeEnquiries(10);
      await waitUntil('the inbox to be restarted', async () => inbox.restarts() === 1 && inbox.current());
      await s.settle();
      const runningRelay = await waitUntil('the relay', async () => relay.current());
      process.kill(runningRelay.pid, 'SIGKILL');
      await s.writeEnquiries(10);
      await waitUntil('the relay to be restarted', async () => relay.restarts() === 1 && relay.current());
      expect(log).toEqual([
        expect.stringMatching(/^The local inbox \(MailDev\) stopped \(killed\); restarting it in 0.3 s\.$/),
        'The local inbox (MailDev) is running again.',
        expect.stringMatching(/^The mail relay stopped \(killed\); restarting it in 0.3 s\.$/),
        'The mail relay is running again.',
      ]);
      expectExactlyOnce(await s.settle());
    } finally {
      await relay.stop();
      await inbox.stop();
    }
  });
});
