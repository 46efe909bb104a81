import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(__dirname, '../..');

/** The work tree's files: tracked and new ones git does not ignore, less those deleted but still in git's index. */
export const workTreeFiles = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((path) => path && existsSync(join(root, path)));
