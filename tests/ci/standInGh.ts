/**
 * Runs a workflow step's script as GitHub runs it (`bash --noprofile --norc -eo pipefail`) with a
 * stand-in `gh` first on the PATH: it records each call's arguments and answers from a list of
 * rules (the first whose pattern matches the arguments joined by spaces), so a test sees exactly
 * what the step asks of GitHub. No network, no token. `curl` is stood in for the same way: its
 * calls are recorded and matched with `curl` before the arguments.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A stand-in answer: when the arguments match `pattern`, print `output` and exit with `status` (0). */
export interface GhAnswer {
  pattern: string;
  output?: string;
  status?: number;
}

export function runWithStandInGh(
  script: string,
  env: Record<string, string>,
  answers: GhAnswer[],
  cwd?: string,
): string[][] {
  const bin = mkdtempSync(join(tmpdir(), 'gh-'));
  try {
    const log = join(bin, 'calls.json');
    writeFileSync(log, '[]');
    writeFileSync(join(bin, 'answers.json'), JSON.stringify(answers));
    for (const tool of ['gh', 'curl'])
      writeFileSync(
        join(bin, tool),
        `#!${process.execPath}
const fs = require('node:fs');
const args = [...(${JSON.stringify(tool)} === 'gh' ? [] : [${JSON.stringify(tool)}]), ...process.argv.slice(2)];
const log = ${JSON.stringify(log)};
fs.writeFileSync(log, JSON.stringify([...JSON.parse(fs.readFileSync(log, 'utf8')), args]));
const answer = JSON.parse(fs.readFileSync(${JSON.stringify(join(bin, 'answers.json'))}, 'utf8'))
  .find((candidate) => new RegExp(candidate.pattern).test(args.join(' ')));
process.stdout.write(answer?.output ?? '');
process.exit(answer?.status ?? 0);
`,
      );
    for (const tool of ['gh', 'curl']) chmodSync(join(bin, tool), 0o755);
    execFileSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: `${bin}:${process.env.PATH}`, ...env },
    });
    return JSON.parse(readFileSync(log, 'utf8')) as string[][];
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
}
