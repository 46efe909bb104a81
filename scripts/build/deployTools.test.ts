/**
 * The deploy tools come from the lockfile, and every dependency's install script has been
 * reviewed (package.json "allowScripts", each with its reason in docs/decisions.md), in the root's
 * lockfile and in functions/'s, which the deploy installs too.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { firebaseCli } from './deploy.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
};

describe('the deploy tools', () => {
  it("pin the Firebase CLI to one version, in package.json and the lockfile, and run it from this checkout's node_modules", () => {
    const pinned = pkg.devDependencies['firebase-tools'];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(lock.packages['node_modules/firebase-tools']?.version).toBe(pinned);
    expect(firebaseCli()).toContain('node_modules/firebase-tools/');
    expect(execFileSync(process.execPath, [firebaseCli(), '--version'], { encoding: 'utf8' }).trim()).toBe(pinned);
  });

  it('fetch nothing at deploy time: no npx of a CLI in the deploy script or the workflows', () => {
    const sources = ['scripts/build/deploy.mjs', '.github/workflows/firebase.yml', '.github/workflows/scheduled.yml'];
    for (const path of sources) expect(readFileSync(path, 'utf8'), path).not.toMatch(/npx\b[^\n]*firebase-tools/);
  });
});

describe.each(['.', 'functions'])('install scripts of %s/package-lock.json', (dir) => {
  const read = (file: string) => JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  const { allowScripts = {} } = read('package.json') as { allowScripts?: Record<string, boolean> };
  const { packages } = read('package-lock.json') as typeof lock;
  const withScripts = Object.entries(packages)
    .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  const decisions = readFileSync('docs/decisions.md', 'utf8');
  const reviewed = decisions.slice(decisions.indexOf('**Install scripts'));

  it('are each approved or denied in its package.json "allowScripts"', () => {
    expect(withScripts.length).toBeGreaterThan(0);
    for (const name of withScripts) expect(Object.keys(allowScripts), name).toContain(name);
  });

  it('each have a one-line reason in docs/decisions.md', () => {
    for (const [name, allowed] of Object.entries(allowScripts))
      expect(reviewed, name).toMatch(new RegExp(`\`${name}\` \\(${allowed ? 'runs' : 'denied'}\\): \\S`));
  });
});
