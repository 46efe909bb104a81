/**
 * .ci/node.sh, which .ci/run sources and a person may source by hand: the shell's options are as
 * they were afterwards, and a failure is a status the shell goes on from, or stops at under
 * .ci/run's `set -euo pipefail`. Each run is in a folder whose functions/package.json names the
 * Node major this test runs under (nothing to fetch) or the next one, with `uname` or `npm` stood
 * in for where a run would fetch it, so no run downloads a Node.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const script = resolve('.ci/node.sh');
const major = Number(process.versions.node.split('.')[0]);
const noPackage = { uname: 'echo sparc64' };

/**
 * Runs `lines` in bash, where functions/package.json names Node `wanted`, `node` is this test's and
 * each of `standIns` (a command's name → its shell script) comes first on the PATH.
 */
function run(lines: string, wanted: number, standIns: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'node-sh-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'functions'));
  writeFileSync(join(dir, 'functions/package.json'), JSON.stringify({ engines: { node: String(wanted) } }));
  mkdirSync(join(dir, 'bin'));
  for (const [name, body] of Object.entries(standIns))
    writeFileSync(join(dir, 'bin', name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  return spawnSync('bash', ['--noprofile', '--norc', '-c', lines], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${join(dir, 'bin')}:${dirname(process.execPath)}:${process.env.PATH}`,
      NEXOFORM_NODE_CACHE: join(dir, 'cache'),
    },
  });
}

it.each([
  ['has the Node it wants', major, {}, 0, ''],
  [
    'has no package for the machine',
    major + 1,
    noPackage,
    1,
    `No Node ${major + 1} package for sparc64 on the npm registry; install Node ${major + 1}.`,
  ],
  // Nothing after the failed step runs: its message is the only one.
  [
    'cannot fetch the Node it wants',
    major + 1,
    { uname: 'echo x86_64', npm: 'echo "npm: no registry here" >&2; exit 1' },
    1,
    'npm: no registry here',
  ],
])(
  'a shell with no options set that sources it by hand goes on with the same options when it %s',
  (_, wanted, standIns, status, error) => {
    const options = 'echo "$-"; set -o';
    const lines = `set +euo pipefail; ${options}; echo ---; source '${script}' >/dev/null; echo "status $?"; echo ---; ${options}`;
    const { stdout, stderr } = run(lines, wanted, standIns);
    const [before, ended, after] = stdout.split('---\n');
    expect(ended).toBe(`status ${status}\n`);
    expect(after).toBe(before);
    expect(stderr.trim()).toBe(error);
  },
);

it('stops a shell under set -euo pipefail, as .ci/run is, when it cannot get the Node it wants', () => {
  const { status, stdout, stderr } = run(`set -euo pipefail; source '${script}'; echo after`, major + 1, noPackage);
  expect({ status, stdout }).toEqual({ status: 1, stdout: '' });
  expect(stderr).toContain(`No Node ${major + 1} package for sparc64`);
});
