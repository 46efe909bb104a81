import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, workTreeFiles } from './repository';

// `npm test` runs knip with the project's knip.jsonc and wants no finding. This runs it on a copy
// of the repository with dead code planted, so a config that stops seeing it fails here instead of
// letting it in quietly.

/** One file's findings in knip's JSON report: `file`, and per kind (files, exports, types…) the names found. */
type KnipIssue = { file: string } & Record<string, unknown>;

describe('the dead-code check', () => {
  it('reports an export nothing imports and a file nothing imports, and nothing else', () => {
    const copy = mkdtempSync(join(tmpdir(), 'nexoform-knip-'));
    onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
    for (const file of workTreeFiles()) cpSync(join(root, file), join(copy, file));
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const enquiry = join(copy, 'domain/enquiry.ts');
    writeFileSync(enquiry, `${readFileSync(enquiry, 'utf8')}\nexport const plantedUnused = 1;\n`);
    writeFileSync(join(copy, 'domain/plantedFile.ts'), 'export const plantedFile = 1;\n');

    const knip = spawnSync(
      process.execPath,
      [join(root, 'node_modules/knip/bin/knip.js'), '--reporter', 'json', '--no-progress'],
      { cwd: copy, encoding: 'utf8' },
    );
    expect(knip.status, knip.stderr).toBe(1);
    const { issues } = JSON.parse(knip.stdout) as { issues: KnipIssue[] };
    const found = issues.flatMap(({ file, ...kinds }) =>
      Object.entries(kinds).flatMap(([kind, items]) =>
        Array.isArray(items) ? items.map((item: { name: string }) => `${kind}: ${item.name} in ${file}`) : [],
      ),
    );
    expect(found.sort()).toEqual([
      'exports: plantedUnused in domain/enquiry.ts',
      'files: domain/plantedFile.ts in domain/plantedFile.ts',
    ]);
  }, 60_000);
});
