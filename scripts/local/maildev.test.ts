// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startMailDev } from './maildev.mjs';
import { freePort } from './ports.mjs';

describe('the local inbox', () => {
  it('keeps its e-mails in a folder of its own and removes it when it stops', async () => {
    const inbox = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
    expect(inbox.mailDirectory.startsWith(tmpdir())).toBe(true);
    expect(existsSync(inbox.mailDirectory)).toBe(true);
    await inbox.stop();
    await inbox.exited;
    expect(existsSync(inbox.mailDirectory)).toBe(false);
  });

  it('leaves a folder it was given in place, for a restarted inbox to list again', async () => {
    const mailDirectory = mkdtempSync(join(tmpdir(), 'nexoform-inbox-test-'));
    try {
      const inbox = await startMailDev({ smtpPort: await freePort(), webPort: await freePort(), mailDirectory });
      expect(inbox.mailDirectory).toBe(mailDirectory);
      await inbox.stop();
      await inbox.exited;
      expect(existsSync(mailDirectory)).toBe(true);
    } finally {
      rmSync(mailDirectory, { recursive: true, force: true });
    }
  });
});
