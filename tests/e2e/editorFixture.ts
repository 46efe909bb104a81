// The editor's specs share one copy of the repository and one editor per worker: a start (a copy,
// the dev server, its warm-up) takes most of a minute on a busy machine, and was made by each test.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { test as base } from './fixtures';
import { copyRepo, startEditor, stop } from './repoCopy';

export { expect } from './fixtures';

type Editor = Awaited<ReturnType<typeof startEditor>> & { copy: string };

const git = (copy: string, ...args: string[]) => execFileSync('git', args, { cwd: copy, stdio: 'ignore' });

export const test = base.extend<{ editor: Editor }, { workerEditor: Editor }>({
  // The copy is a git repository of its own, committed as copied: what a test changes is undone by git.
  workerEditor: [
    // Playwright reads a fixture's dependencies from this pattern: an empty one says it has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const copy = copyRepo({ kept: true });
      git(copy, 'init', '-q');
      git(copy, 'add', '-A');
      git(copy, '-c', 'user.name=Editor tests', '-c', 'user.email=editor-tests@localhost', 'commit', '-qm', 'Copy');
      const editor = await startEditor(copy);
      await use({ ...editor, copy });
      await stop(editor.child);
      rmSync(copy, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  /**
   * The worker's editor, on the copy as committed: after each test, every file it wrote, changed or
   * deleted is put back (ignored ones, as the editor's own cache and a build's output, are kept), and
   * a failed test keeps what the editor printed meanwhile, in its report.
   */
  editor: async ({ workerEditor }, use, testInfo) => {
    const printed = workerEditor.output().length;
    await use(workerEditor);
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('npm run edit output', {
        body: workerEditor.output().slice(printed),
        contentType: 'text/plain',
      });
    git(workerEditor.copy, 'checkout', '-q', '--', '.');
    git(workerEditor.copy, 'clean', '-fdq');
  },
});
