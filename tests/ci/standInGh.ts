/**
 * Runs a workflow step's script as GitHub runs it (`bash --noprofile --norc -eo pipefail`) with a
 * stand-in `gh` first on the PATH: it records each call's arguments and answers from a list of
 * rules (the first whose pattern matches the arguments joined by spaces), so a test sees exactly
 * what the step asks of GitHub. No network, no token. `curl` is stood in for the same way: its
 * calls are recorded and matched with `curl` before the arguments.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseEnv } from 'node:util';

/** A stand-in answer: when the arguments match `pattern`, print `output` and exit with `status` (0). */
export interface GhAnswer {
  pattern: string;
  output?: string;
  status?: number;
}

/**
 * The calls, each as its arguments joined by spaces, and what the step wrote to `GITHUB_OUTPUT`.
 * It runs in a fresh directory holding `files` (path → text); `GH_REPO` is `owner/site`.
 */
export function runWithStandInGh(
  script: string,
  env: Record<string, string>,
  answers: GhAnswer[],
  files: Record<string, string> = {},
): { calls: string[]; outputs: Record<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), 'gh-'));
  const [bin, work, log, output] = [join(dir, 'bin'), join(dir, 'work'), join(dir, 'calls.json'), join(dir, 'output')];
  const standIn = (tool: string) => `#!${process.execPath}
const fs = require('node:fs');
const args = [...${JSON.stringify(tool === 'gh' ? [] : [tool])}, ...process.argv.slice(2)];
const log = ${JSON.stringify(log)};
fs.writeFileSync(log, JSON.stringify([...JSON.parse(fs.readFileSync(log, 'utf8')), args]));
const answer = ${JSON.stringify(answers)}.find((candidate) => new RegExp(candidate.pattern).test(args.join(' ')));
process.stdout.write(answer?.output ?? '');
process.exit(answer?.status ?? 0);
`;
  try {
    const tree = Object.entries({ ...files, '.keep': '' }).map(([path, text]) => [join(work, path), text] as const);
    tree.push([log, '[]'], [output, ''], [join(bin, 'gh'), standIn('gh')], [join(bin, 'curl'), standIn('curl')]);
    for (const [path, text] of tree) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text, { mode: 0o755 });
    }
    execFileSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: `${bin}:${process.env.PATH}`,
        GH_REPO: 'owner/site',
        GITHUB_OUTPUT: output,
        GITHUB_STEP_SUMMARY: join(dir, 'summary'),
        ...env,
      },
    });
    const calls = (JSON.parse(readFileSync(log, 'utf8')) as string[][]).map((args) => args.join(' '));
    return { calls, outputs: parseEnv(readFileSync(output, 'utf8')) as Record<string, string> };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
