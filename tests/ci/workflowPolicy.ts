/**
 * What the pipeline may never do, as rules over the parsed workflows (docs/operating.md,
 * "Who can reach what"). A job that runs a branch's code before review (anything a pull request
 * triggers, following reusable workflows) reaches no environment, no credential, no secret but
 * the preview project's public web settings, and no token that can write; a job that may sign in
 * does so only through an environment, and installs nothing with scripts and builds nothing (any
 * of its steps could mint the sign-in token); every job states its own least permissions; a job
 * whose token may write runs no repository code; every action is pinned by commit; a workflow
 * that deploys checks out only the commit its resolving job (no checkout, no credential) handed
 * on; a scheduled workflow runs no test suite.
 */

export interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, string | number | boolean>;
}
export interface Job {
  uses?: string;
  needs?: string | string[];
  if?: string;
  with?: Record<string, string>;
  secrets?: 'inherit' | Record<string, string>;
  environment?: string | { name: string };
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  permissions?: Record<string, string> | 'read-all' | 'write-all';
  steps?: Step[];
  env?: Record<string, string>;
}
export interface Workflow extends Pick<Job, 'permissions' | 'concurrency'> {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

/** Secrets a pull request's own code may read: the preview project's public web settings. */
export const publicPreviewSecret = /^PREVIEW_VITE_[A-Z_]+$/;
/**
 * Repository secrets that are settings, not credentials, which a job may read outside an
 * environment: the live site's public web settings (every page serves them), its site names and
 * addresses, and the alert address. Credentials are environments' secrets only.
 */
export const publicSetting =
  /^(PREVIEW_)?VITE_[A-Z_]+$|^(FIREBASE_SITE|FIREBASE_EDITOR_SITE|DELIVERY_ALERT_TO|EDITOR_ORIGIN|LIVE_SITE_ORIGIN)$/;
/** Environments whose jobs run only main's code (their protection rules admit main only). */
export const trustedEnvironments = ['production', 'rollback', 'publishing', 'preview'];
/** Triggers under which a job runs code a branch wrote before anyone reviewed it. */
const branchTriggers = ['pull_request', 'pull_request_target', 'issue_comment', 'pull_request_review'];

const secretsIn = (value: unknown) =>
  [...JSON.stringify(value ?? {}).matchAll(/secrets\.([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
const environmentOf = (job: Job) => (typeof job.environment === 'object' ? job.environment.name : job.environment);
const writes = (permissions: Job['permissions']): string[] => {
  if (permissions === 'write-all') return ['all'];
  const levels = typeof permissions === 'object' ? Object.entries(permissions) : [];
  return levels.flatMap(([scope, level]) => (level === 'write' ? [scope] : []));
};
const isCheckout = (step: Step) => !!step.uses?.startsWith('actions/checkout@');
/** The file of this repository's reusable workflow that a job calls, if it calls one. */
const calledFile = (job: Job) => /^\.\/\.github\/workflows\/(.+)$/.exec(job.uses ?? '')?.[1];

/**
 * A job as it runs: its own fields, and for a call of a reusable workflow, the called jobs, each with
 * the caller's `with:` values, which the called workflow sees as `inputs`.
 */
type RunningJob = { where: string; job: Job; inputs: Record<string, string> };
function expand(workflows: Record<string, Workflow>, name: string, inputs: Record<string, string> = {}): RunningJob[] {
  return Object.entries(workflows[name]?.jobs ?? {}).flatMap(([id, job]) => {
    const own = { where: `${name} › ${id}`, job, inputs };
    const called = expand(workflows, calledFile(job) ?? '', job.with ?? {});
    return [own, ...called.map((inner) => ({ ...inner, where: `${own.where} › ${inner.where}` }))];
  });
}

/** `${{ inputs.x }}` with the caller's `with:` value of x, as the called workflow sees it. */
const resolveInput = <T>(value: T, inputs: Record<string, string>) => {
  const input = /^\$\{\{\s*inputs\.([\w-]+)\s*\}\}$/.exec(String(value ?? ''))?.[1];
  return input ? inputs[input] : value;
};

/** A job that decides what others check out: no checkout, no call, no environment, no secret, no write. */
const isResolver = (job: Job | undefined) =>
  !!job?.steps &&
  !job.uses &&
  !job.environment &&
  secretsIn(job).every((secret) => publicSetting.test(secret)) &&
  writes(job.permissions).length === 0 &&
  !job.steps.some(isCheckout);

/** Everything wrong with the workflows; an empty list when nothing is. */
export function policyProblems(workflows: Record<string, Workflow>): string[] {
  const problems: string[] = [];
  const called = new Set(Object.keys(workflows).filter((name) => 'workflow_call' in (workflows[name]?.on ?? {})));

  for (const [name, workflow] of Object.entries(workflows)) {
    const triggers = Object.keys(workflow.on ?? {});
    const on = (...names: string[]) => triggers.some((trigger) => names.includes(trigger));
    if (on('pull_request_target'))
      problems.push(`${name}: pull_request_target runs with the repository's secrets beside a branch's code`);
    if (JSON.stringify(workflow.permissions) !== JSON.stringify({ contents: 'read' }))
      problems.push(`${name}: the workflow's permissions must be { contents: read }`);

    for (const [id, job] of Object.entries(workflow.jobs)) {
      const where = `${name} › ${id}`;
      const environment = environmentOf(job);
      const written = writes(job.permissions);
      if (!job.permissions) problems.push(`${where}: states no permissions of its own`);
      if (job.secrets === 'inherit') problems.push(`${where}: passes every secret on (secrets: inherit)`);
      const credentials = secretsIn(job).filter((secret) => !publicSetting.test(secret));
      if (credentials.length > 0 && !environment)
        problems.push(`${where}: reads ${credentials.join(', ')} outside an environment`);
      if (written.includes('id-token') && !environment && !job.uses)
        problems.push(`${where}: may request a sign-in token outside an environment`);
      // An action a step runs, or another repository's workflow the job calls.
      for (const uses of [job.uses, ...(job.steps ?? []).map((step) => step.uses)])
        if (uses && !uses.startsWith('./') && !/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(uses))
          problems.push(`${where}: ${uses} is not pinned by commit`);
      for (const step of job.steps ?? []) {
        const run = step.run ?? '';
        if (isCheckout(step) && step.with?.['persist-credentials'] !== false)
          problems.push(`${where}: checks out with the token left in .git (persist-credentials)`);
        // Any step of a job that may request an ID token can mint the sign-in token: such a job runs
        // no install script and no build (firebase.yml's `deploy` only deploys what `build` made).
        if (written.includes('id-token') && !job.uses) {
          if ([...run.matchAll(/\bnpm (ci|install|i)\b[^&;\n]*/g)].some((m) => !m[0].includes('--ignore-scripts')))
            problems.push(`${where}: installs with install scripts while it may sign in`);
          if (/npm run build|--prepare|\$\{\{\s*inputs\./.test(run))
            problems.push(`${where}: builds while it may sign in`);
        }
        // A workflow_run job holds secrets and runs as main has it: it checks out main's code only (no
        // ref, no other repository) and writes nothing the branch named into a command.
        if (on('workflow_run') && isCheckout(step) && (step.with?.ref || step.with?.repository))
          problems.push(`${where}: checks out another commit than main's`);
        if (on('workflow_run') && /github\.event\.workflow_run\./.test(run))
          problems.push(`${where}: writes the triggering run's values into a command`);
      }
      // A job that may write with the repository's token runs no code from the repository. A call
      // of this repository's reusable workflow passes the write on only to the called jobs that
      // ask for it in their own permissions (every job states them, above), and each of those is
      // held to this rule itself; a call of another repository's workflow may not be given it.
      const tokenWrites = written.filter((scope) => scope !== 'id-token');
      if (tokenWrites.length > 0 && ((job.steps ?? []).some(isCheckout) || (job.uses && !calledFile(job))))
        problems.push(`${where}: checks out code while its token may write ${tokenWrites.join(', ')}`);
    }

    for (const { where, job, inputs } of expand(workflows, name)) {
      // Environments: only the known ones, and a preview never in production's.
      const environment = resolveInput(environmentOf(job), inputs);
      if (environment && !trustedEnvironments.includes(environment) && !environment.includes('${{'))
        problems.push(`${where}: unknown environment ${environment}`);
      if (called.has(name)) continue;

      if (on(...branchTriggers)) {
        if (environment) problems.push(`${where}: a pull request reaches the environment ${environment}`);
        const secrets = secretsIn(job).filter((secret) => !publicPreviewSecret.test(secret));
        if (secrets.length > 0) problems.push(`${where}: a pull request reaches ${secrets.join(', ')}`);
        if (job.secrets) problems.push(`${where}: a pull request passes secrets on`);
        const written = writes(job.permissions);
        if (written.length > 0) problems.push(`${where}: a pull request's token may write ${written.join(', ')}`);
      }

      // A workflow that deploys (on a push, a schedule or by hand) checks out only the commit one of its
      // resolving jobs handed on, never a ref taken from its input, the event or a branch name.
      if (!on('push', 'schedule', 'workflow_dispatch')) continue;
      for (const step of (job.steps ?? []).filter(isCheckout)) {
        const ref = String(resolveInput(step.with?.ref, inputs) ?? '');
        const from = /^\$\{\{\s*needs\.([\w-]+)\.outputs\.[\w-]+\s*\}\}$/.exec(ref)?.[1];
        if (!from || !isResolver(workflow.jobs[from]))
          problems.push(`${where}: checks out '${ref}', not a commit a resolving job of ${name} handed on`);
      }
      // The hourly run deploys a commit Main already checked: it runs no test suite.
      const runsSuite =
        /checks\.yml$/.test(job.uses ?? '') ||
        (job.steps ?? []).some((step) => /\.ci\/run|npm (run )?test\b/.test(step.run ?? ''));
      if (on('schedule') && runsSuite) problems.push(`${where}: a scheduled job runs the test suite`);
    }
  }
  return problems;
}
