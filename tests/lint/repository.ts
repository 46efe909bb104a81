import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(__dirname, '../..');

/**
 * The repository as its work tree has it: tracked and new files that git does not ignore. A file
 * deleted in the work tree but still in git's index is not part of it.
 */
export const workTreeFiles = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((path) => path && existsSync(join(root, path)));
