/**
 * The runtime calendar: every runtime the project pins, with its platform's deprecation and
 * decommission dates and where they are published. `readPins` reads the pins from the files that
 * set them, so a pin changed without a row for its new value fails `npm test`
 * (scripts/build/runtimes.test.ts), as does a pinned runtime within `failDays` of its decommission.
 * From its deprecation date on, a runtime is reported as a warning naming what to change.
 * docs/operating.md, "Runtimes and their calendar", lists the same table for people.
 */
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load as parse } from 'js-yaml';

/** A pinned runtime fails the checks this many days before its decommission date. */
export const failDays = 120;

interface RuntimeRow {
  /** what `readPins` finds in the files, e.g. `cloud-functions:nodejs24` */
  key: string;
  /** as people name it */
  runtime: string;
  /** ISO date from which the platform calls it deprecated (a warning here) */
  deprecated: string;
  /** ISO date after which the platform no longer runs or updates it */
  decommissioned: string;
  /** the page that publishes the dates */
  source: string;
  /** what to change when it comes due */
  change: string;
  /** for an extension version: the runtime row its extension.yaml declares, whose dates it shares */
  declares?: string;
}

export const runtimeCalendar: RuntimeRow[] = [
  {
    key: 'cloud-functions:nodejs24',
    runtime: 'Cloud Functions (2nd gen) Node.js 24, `nodejs24`',
    deprecated: '2028-04-30',
    decommissioned: '2028-10-31',
    source: 'https://cloud.google.com/functions/docs/runtime-support',
    change:
      'the next Node.js runtime Cloud Functions offers in GA: functions/package.json "engines", and the Node of the workflows and the checks container',
  },
  {
    key: 'cloud-functions:nodejs22',
    runtime: 'Cloud Functions (2nd gen) Node.js 22, `nodejs22`',
    deprecated: '2027-04-30',
    decommissioned: '2027-10-31',
    source: 'https://cloud.google.com/functions/docs/runtime-support',
    change: 'the Trigger Email extension version in scripts/build/hosting.mjs, which declares it',
  },
  {
    key: 'nodejs:24',
    runtime: 'Node.js 24 (the workflows, the checks container, `.ci/run`)',
    // The Node.js project publishes one end date (its end of life); the failure window is the warning.
    deprecated: '2028-04-30',
    decommissioned: '2028-04-30',
    source: 'https://github.com/nodejs/Release#release-schedule',
    change: 'the Node of the workflows and the checks container, with the functions runtime',
  },
  {
    key: 'extension:firebase/firestore-send-email@0.2.8',
    runtime: 'Trigger Email extension 0.2.8 (its extension.yaml declares `nodejs22`)',
    deprecated: '2027-04-30',
    decommissioned: '2027-10-31',
    // extension.yaml as released with 0.2.8 (the commit that set `version: 0.2.8`).
    source:
      'https://github.com/firebase/extensions/blob/eea0e40ddf48b9bca6e5650cd3bc21f5e66922aa/firestore-send-email/extension.yaml',
    change:
      'the extension version in scripts/build/hosting.mjs to one whose extension.yaml declares a supported runtime (its CHANGELOG.md says which)',
    declares: 'cloud-functions:nodejs22',
  },
  {
    key: 'debian:bookworm',
    runtime: 'Debian 12 "bookworm" (the checks container `node:24-bookworm`)',
    // End of regular security support; Debian LTS continues until the decommission date.
    deprecated: '2026-06-10',
    decommissioned: '2028-06-30',
    source: 'https://wiki.debian.org/LTS',
    change: 'the checks container in .github/workflows/checks.yml to node:<major>-trixie, with the Java its apt offers',
  },
  {
    key: 'java:17',
    runtime: "Java 17 (Debian bookworm's openjdk-17, for the Firestore emulator and the HTML checker)",
    deprecated: '2026-06-10',
    decommissioned: '2028-06-30',
    source: 'https://wiki.debian.org/LTS',
    change: 'the Java package installed in .github/workflows/checks.yml (openjdk-21 on trixie)',
  },
];

interface Pin {
  /** the calendar row it needs */
  key: string;
  /** the file (and what in it) that pins it */
  where: string;
}

interface WorkflowJob {
  container?: string | { image?: string };
  steps?: Array<{ uses?: string; run?: string; with?: Record<string, unknown> }>;
}

/** The runtimes the repository pins, read from the files that pin them. */
export function readPins(root = fileURLToPath(new URL('../..', import.meta.url))): Pin[] {
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const pins: Pin[] = [];
  const functionsNode = JSON.parse(read('functions/package.json')).engines?.node;
  pins.push({ key: `cloud-functions:nodejs${functionsNode}`, where: 'functions/package.json "engines.node"' });
  const firebase = JSON.parse(read('firebase.json'));
  for (const fn of firebase.functions ?? [])
    pins.push({ key: `cloud-functions:${fn.runtime}`, where: `firebase.json functions "${fn.source}" runtime` });
  for (const [instance, reference] of Object.entries(firebase.extensions ?? {}))
    pins.push({ key: `extension:${reference}`, where: `firebase.json extension "${instance}"` });

  for (const path of globSync('.github/workflows/*.{yml,yaml}', { cwd: root }).toSorted()) {
    const { jobs = {} } = parse(read(path)) as { jobs?: Record<string, WorkflowJob> };
    for (const [name, job] of Object.entries(jobs)) {
      const image = typeof job.container === 'string' ? job.container : job.container?.image;
      const node = image && /^node:(\d+)(?:-(\w+))?/.exec(image);
      if (node) {
        pins.push({ key: `nodejs:${node[1]}`, where: `${path} job ${name} container ${image}` });
        if (node[2]) pins.push({ key: `debian:${node[2]}`, where: `${path} job ${name} container ${image}` });
      }
      for (const step of job.steps ?? []) {
        if (step.uses?.startsWith('actions/setup-node'))
          pins.push({ key: `nodejs:${step.with?.['node-version']}`, where: `${path} job ${name} setup-node` });
        for (const java of step.run?.matchAll(/openjdk-(\d+)-jre/g) ?? [])
          pins.push({ key: `java:${java[1]}`, where: `${path} job ${name}: ${java[0]}` });
      }
    }
  }
  return pins;
}

/**
 * What is due on `today`: failures (a pin without a row, or a pinned runtime decommissioned or
 * within `failDays` of it) and warnings (deprecated), each a sentence naming what to change.
 */
export function checkCalendar(pins: Pin[], today: Date) {
  const failures: string[] = [];
  const warnings: string[] = [];
  const day = 24 * 60 * 60 * 1000;
  for (const { key, where } of pins) {
    const row = runtimeCalendar.find((candidate) => candidate.key === key);
    if (!row) {
      failures.push(
        `${where} pins ${key}, which the runtime calendar (scripts/build/runtimes.ts) does not list: add its dates and source.`,
      );
      continue;
    }
    const daysLeft = Math.floor((Date.parse(row.decommissioned) - today.getTime()) / day);
    if (daysLeft <= failDays)
      failures.push(
        `${row.runtime} (${where}) ${daysLeft < 0 ? 'was decommissioned' : `is decommissioned in ${daysLeft} days`} on ${row.decommissioned} (${row.source}). Change ${row.change}.`,
      );
    else if (today.getTime() >= Date.parse(row.deprecated))
      warnings.push(
        `${row.runtime} (${where}) is deprecated since ${row.deprecated}, decommissioned on ${row.decommissioned} (${row.source}). Change ${row.change}.`,
      );
  }
  return { failures, warnings };
}
