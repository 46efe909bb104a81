/**
 * Which commit goes live (docs/operating.md, "Ordering and rollback"): only main's head, or a
 * release tag on main; the hourly build publishes again only the commit the live site was
 * deployed from; a preview deploys a pull request's build only as data. Git runs for real, in a temporary
 * repository with its own `origin`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commitProblems, editorOrigin, gitIn, liveRelease, prebuiltProblems, releaseFile } from './deploy.mjs';

let dir: string;
let checkout: string;
let colleague: string;
const identity = ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false'];
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', [...identity, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
/** Commits `text` as `file`, pushing main to origin if asked; returns the commit. */
const commit = (cwd: string, file: string, text: string, push = false) => {
  writeFileSync(join(cwd, file), text);
  git(cwd, 'add', file);
  git(cwd, 'commit', '-q', '-m', `${file}: ${text}`);
  if (push) git(cwd, 'push', '-q', 'origin', 'main');
  return git(cwd, 'rev-parse', 'HEAD');
};

/** Why the checkout (or another clone) must not go live. */
const problemsOf = (options?: Parameters<typeof commitProblems>[1], cwd = checkout) =>
  commitProblems(gitIn(cwd), options);

// One origin with a first commit, a checkout and a colleague's clone, made once and copied for each
// test: their remotes are relative paths, so each copy is a repository of its own.
let template: string;
beforeAll(() => {
  template = mkdtempSync(join(tmpdir(), 'deploy-order-'));
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', join(template, 'origin.git')]);
  const first = join(template, 'checkout');
  execFileSync('git', ['init', '-q', '-b', 'main', first]);
  git(first, 'remote', 'add', 'origin', '../origin.git');
  commit(first, 'page.txt', 'first', true);
  git(first, 'fetch', '-q', 'origin');
  git(template, 'clone', '-q', 'origin.git', 'colleague');
  git(join(template, 'colleague'), 'remote', 'set-url', 'origin', '../origin.git');
});
afterAll(() => rmSync(template, { recursive: true, force: true }));
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-order-'));
  cpSync(template, dir, { recursive: true });
  checkout = join(dir, 'checkout');
  colleague = join(dir, 'colleague');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a live deploy is of main’s head only', () => {
  it('accepts a clean checkout of main’s head, and refuses it once a newer commit is on main', () => {
    expect(problemsOf()).toEqual([]);
    const newer = commit(colleague, 'page.txt', 'second', true);
    expect(problemsOf()).toEqual([expect.stringContaining(`main's head is ${newer.slice(0, 7)}`)]);
    // The run of the newer commit deploys it.
    git(checkout, 'merge', '-q', '--ff-only', 'origin/main');
    expect(problemsOf()).toEqual([]);
  });

  it('refuses a checkout whose tracked files were changed after the commit, and one without an origin to ask', () => {
    writeFileSync(join(checkout, 'page.txt'), 'edited by a build step');
    expect(problemsOf()).toEqual([expect.stringMatching(/^Tracked files differ/)]);
    git(checkout, 'remote', 'remove', 'origin');
    expect(problemsOf()).toEqual([expect.stringMatching(/^Could not fetch main/)]);
  });

  it('compares with main as checked out when origin cannot be fetched (a private repository in CI)', () => {
    const newer = commit(colleague, 'page.txt', 'second', true);
    git(checkout, 'fetch', '-q', 'origin');
    git(checkout, 'remote', 'set-url', 'origin', join(dir, 'unreachable.git'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(problemsOf()).toEqual([expect.stringContaining(`main's head is ${newer.slice(0, 7)}`)]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Could not fetch main from origin: comparing/));
    warn.mockRestore();
  });

  it('rolls back for good by a revert on main: the revert is the new head and deploys', () => {
    commit(colleague, 'page.txt', 'broken', true);
    git(colleague, 'revert', '--no-edit', 'HEAD');
    git(colleague, 'push', '-q', 'origin', 'main');
    expect(problemsOf({}, colleague)).toEqual([]);
    expect(execFileSync('git', ['show', 'HEAD:page.txt'], { cwd: colleague, encoding: 'utf8' })).toBe('first');
    // The broken commit itself can no longer go live.
    git(colleague, 'checkout', '-q', 'HEAD~1');
    expect(problemsOf({}, colleague)).toHaveLength(1);
  });
});

describe('a rollback deploys a release tag on main', () => {
  it('accepts a release tag of main, checked out', () => {
    git(checkout, 'tag', 'release-2026-05-01');
    commit(checkout, 'page.txt', 'second');
    git(checkout, 'push', '-q', 'origin', 'main', '--tags');
    git(checkout, 'checkout', '-q', 'release-2026-05-01');
    expect(problemsOf({ release: 'release-2026-05-01' })).toEqual([]);
    // Without --release the same checkout is refused: it is not main's head.
    expect(problemsOf()).toHaveLength(1);
  });

  it('refuses a tag off main, a tag not checked out, a missing tag and a name that is no release tag', () => {
    git(checkout, 'checkout', '-q', '-b', 'content/unreviewed');
    commit(checkout, 'page.txt', 'never reviewed');
    git(checkout, 'tag', 'release-sneaky');
    git(checkout, 'push', '-q', 'origin', '--tags');
    expect(problemsOf({ release: 'release-sneaky' })).toEqual([
      expect.stringContaining('release-sneaky is not on main'),
    ]);
    git(checkout, 'checkout', '-q', 'main');
    git(checkout, 'tag', 'release-good');
    git(checkout, 'checkout', '-q', 'content/unreviewed');
    expect(problemsOf({ release: 'release-good' })).toEqual([expect.stringContaining('not release-good')]);
    expect(problemsOf({ release: 'release-missing' })).toEqual(['There is no tag release-missing.']);
    expect(problemsOf({ release: 'pr-12' })).toEqual(["'pr-12' is not a release tag (release-…)."]);
  });
});

describe('the hourly build publishes the commit the live site was deployed from', () => {
  const head = 'a'.repeat(40);

  it('accepts that commit checked out, even once main has moved on; refuses another, and one not on main', () => {
    const deployed = git(checkout, 'rev-parse', 'HEAD');
    commit(colleague, 'page.txt', 'second', true);
    expect(problemsOf({ deployed })).toEqual([]);
    commit(checkout, 'page.txt', 'local');
    expect(problemsOf({ deployed })).toEqual([
      expect.stringContaining(`the live site was deployed from ${deployed.slice(0, 7)}`),
    ]);
    const local = git(checkout, 'rev-parse', 'HEAD');
    expect(problemsOf({ deployed: local })).toEqual([expect.stringContaining('is not on main')]);
  });

  it(`reads the live ${releaseFile}, and treats an unreadable one as unknown`, async () => {
    const serving = (status: number, body: string) => (async () => new Response(body, { status })) as typeof fetch;
    const offline = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    const read = (fetcher: typeof fetch) => liveRelease('https://x.web.app', fetcher);
    expect(await read(serving(200, JSON.stringify({ commit: head })))).toEqual({ commit: head });
    for (const fetcher of [serving(404, 'Not Found'), serving(200, '<html>'), offline])
      expect(await read(fetcher)).toBeUndefined();
  });
});

describe("a preview deploys the pull request's build as data only", () => {
  const hashes = { 'style-src': ["'sha256-AAAA+/b='"], 'script-src': ["'sha384-BBBB'"] };
  const artefact = (inlineHashes: unknown = hashes) => {
    const build = join(dir, 'preview-build');
    mkdirSync(join(build, 'client/news'), { recursive: true });
    writeFileSync(join(build, 'client/index.html'), '<!doctype html>');
    writeFileSync(join(build, 'inline-hashes.json'), JSON.stringify(inlineHashes));
    return build;
  };

  it('refuses a policy source that is not a hash, and an artefact without its parts', () => {
    for (const source of ["'unsafe-inline'", 'https://evil.example', "'sha256-x' https://evil.example"])
      expect(prebuiltProblems(artefact({ ...hashes, 'script-src': [source] }))).toEqual([
        expect.stringContaining('something other than the hashes'),
      ]);
    expect(prebuiltProblems(artefact({ ...hashes, 'connect-src': [] }))).toHaveLength(1);
    const nothing = join(dir, 'nothing');
    expect(prebuiltProblems(nothing)).toEqual([
      `${nothing}/client is missing.`,
      `${nothing}/inline-hashes.json is missing or unreadable.`,
    ]);
  });

  it('accepts built pages and the hashes of their inline code, but not a symbolic link (to the machine’s files)', () => {
    const build = artefact();
    expect(prebuiltProblems(build)).toEqual([]);
    symlinkSync('/etc/passwd', join(build, 'client/news/feed.xml'));
    expect(prebuiltProblems(build)).toEqual([expect.stringContaining('is a symbolic link')]);
  });

  it('is only for a preview channel: the live site is always built from main', () => {
    const result = spawnSync(process.execPath, ['scripts/build/deploy.mjs', '--prebuilt', artefact()], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--prebuilt is for a preview channel only');
  });
});

it("the editor's public address is EDITOR_ORIGIN, else its site's default address; only ever an https origin", () => {
  expect(editorOrigin({}, 'nexoform-live-editor')).toBe('https://nexoform-live-editor.web.app');
  expect(editorOrigin({ EDITOR_ORIGIN: 'https://editor.nexoform.com' }, 'x')).toBe('https://editor.nexoform.com');
  for (const origin of ['http://editor.nexoform.com', 'https://editor.nexoform.com/keystatic', 'editor.nexoform.com'])
    expect(() => editorOrigin({ EDITOR_ORIGIN: origin }, 'x')).toThrow();
});
