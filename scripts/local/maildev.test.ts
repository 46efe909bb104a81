import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startMailDev } from './maildev.mjs';
import { freePort } from './ports.mjs';

// MailDev may take up to its own 30 s to start on a busy machine.
describe('the local inbox', { timeout: 60_000 }, () => {
  it('keeps its e-mails in a folder of its own and removes it when it stops', async () => {
    const inbox = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
    expect(inbox.mailDirectory.startsWith(tmpdir())).toBe(true);
    expect(existsSync(inbox.mailDirectory)).toBe(true);
    await inbox.stop();
    await inbox.exited;
    expect(existsSync(inbox.mailDirectory)).toBe(false);
  });
  // A folder it is given stays for a restarted inbox to list again: the fault suite's "inbox down"
  // (tests/faults/delivery.test.ts) restarts it on one and finds every earlier e-mail there.
});
