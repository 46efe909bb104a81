/**
 * The runtime calendar (scripts/build/runtimes.ts): every runtime the files pin has its dates, and
 * none is decommissioned or within 120 days of it. RUNTIME_CALENDAR_TODAY=YYYY-MM-DD sets the clock
 * (`RUNTIME_CALENDAR_TODAY=2028-11-01 npx vitest run scripts/build/runtimes.test.ts` shows the failure).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCalendar, failDays, readPins, runtimeCalendar } from './runtimes';

const today = process.env.RUNTIME_CALENDAR_TODAY ? new Date(process.env.RUNTIME_CALENDAR_TODAY) : new Date();
const pins = readPins();
const row = (key: string) => runtimeCalendar.find((candidate) => candidate.key === key);
const day = 24 * 60 * 60 * 1000;
const functionsPin = pins.find((pin) => pin.where.startsWith('functions/package.json'));

describe('the runtime calendar', () => {
  it(`has no pinned runtime decommissioned or within ${failDays} days of it, today (${today.toISOString().slice(0, 10)})`, () => {
    const { failures, warnings } = checkCalendar(pins, today);
    for (const warning of warnings) console.warn(`⚠ Runtime deprecated: ${warning}`);
    expect(failures).toEqual([]);
  });

  it('reads every pin the repository sets: functions, workflows, container, extension, Java', () => {
    const keys = pins.map((pin) => pin.key.split(':')[0]);
    for (const kind of ['cloud-functions', 'nodejs', 'debian', 'extension', 'java']) expect(keys).toContain(kind);
    expect(functionsPin).toBeDefined();
  });

  it('lists only runtimes something pins or an extension declares, with dates in order (an extension version: its runtime’s) and a source', () => {
    const used = new Set([...pins.map((pin) => pin.key), ...runtimeCalendar.flatMap((entry) => entry.declares ?? [])]);
    for (const entry of runtimeCalendar) {
      expect(used, entry.key).toContain(entry.key);
      expect(Date.parse(entry.deprecated), entry.key).toBeLessThanOrEqual(Date.parse(entry.decommissioned));
      expect(entry.source).toMatch(/^https:\/\//);
      // An extension version has the dates of the runtime its extension.yaml declares.
      const { deprecated, decommissioned } = (entry.declares === undefined ? entry : row(entry.declares)) ?? {};
      expect([deprecated, decommissioned], entry.key).toEqual([entry.deprecated, entry.decommissioned]);
    }
  });

  it('is the table in docs/operating.md, "Runtimes and their calendar"', () => {
    const runbook = readFileSync('docs/operating.md', 'utf8');
    const start = runbook.indexOf('## Runtimes and their calendar');
    expect(start).toBeGreaterThanOrEqual(0);
    const table = runbook.slice(start, runbook.indexOf('\n## ', start + 1));
    for (const entry of runtimeCalendar)
      expect(table, entry.key).toMatch(new RegExp(`\\| ${entry.deprecated} +\\| ${entry.decommissioned} +\\|`));
    // An extension's row there names the runtime it declares, which has no row of its own.
    const declared = new Set(runtimeCalendar.flatMap((entry) => entry.declares ?? []));
    expect(table.match(/^\| (?!-|runtime )/gm)).toHaveLength(
      runtimeCalendar.filter((entry) => !declared.has(entry.key)).length,
    );
  });

  it('runs one Node major: the functions runtime, the workflows and the checks container', () => {
    const majors = new Set(pins.flatMap((pin) => /^(?:cloud-functions:nodejs|nodejs:)(\d+)$/.exec(pin.key)?.[1] ?? []));
    expect([...majors]).toEqual([JSON.parse(readFileSync('functions/package.json', 'utf8')).engines.node]);
  });

  it('fails with a date past the decommission, naming the file and what to change', () => {
    const entry = row(functionsPin?.key ?? '');
    const after = new Date(Date.parse(entry?.decommissioned ?? '') + day);
    expect(after.getTime()).toBeGreaterThan(Date.now());
    const { failures } = checkCalendar(pins, after);
    expect(failures.join('\n')).toContain(
      `${entry?.runtime} (functions/package.json "engines.node") was decommissioned`,
    );
    expect(failures.join('\n')).toContain(entry?.change);
  });

  it(`fails from ${failDays} days before the decommission, and warns from the deprecation before that`, () => {
    const entry = row('cloud-functions:nodejs24');
    const decommission = Date.parse(entry?.decommissioned ?? '');
    const only = [{ key: 'cloud-functions:nodejs24', where: 'functions/package.json' }];
    expect(checkCalendar(only, new Date(decommission - failDays * day)).failures).toHaveLength(1);
    const beforeWindow = checkCalendar(only, new Date(decommission - (failDays + 1) * day));
    expect(beforeWindow).toEqual({ failures: [], warnings: [expect.stringContaining('is deprecated since')] });
    const beforeDeprecation = checkCalendar(only, new Date(Date.parse(entry?.deprecated ?? '') - day));
    expect(beforeDeprecation).toEqual({ failures: [], warnings: [] });
  });

  it('fails when a pin changes without a row for its new value', () => {
    const copy = mkdtempSync(join(tmpdir(), 'runtimes-'));
    onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
    for (const path of ['functions/package.json', 'firebase.json', '.github/workflows'])
      cpSync(path, join(copy, path), { recursive: true });
    const bumped = JSON.parse(readFileSync('functions/package.json', 'utf8'));
    bumped.engines.node = '99';
    writeFileSync(join(copy, 'functions/package.json'), JSON.stringify(bumped));
    const checks = join(copy, '.github/workflows/checks.yml');
    writeFileSync(checks, readFileSync(checks, 'utf8').replace('openjdk-17-jre', 'openjdk-98-jre'));
    const { failures } = checkCalendar(readPins(copy), today);
    expect(failures.filter((failure) => failure.includes('does not list'))).toEqual([
      expect.stringMatching(
        /^functions\/package\.json "engines\.node" pins cloud-functions:nodejs99, which the runtime calendar/,
      ),
      expect.stringMatching(/checks\.yml job .*openjdk-98-jre pins java:98/),
    ]);
  });
});
