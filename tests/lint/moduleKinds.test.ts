import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { root, workTreeFiles } from './repository';

// The rule of docs/architecture.md, "Module kinds": a module Node loads as written is `.mjs`
// (JavaScript, type-checked through `// @ts-check` and JSDoc); a module a bundler or test runner
// compiles (Vite, Vitest, Rolldown, Playwright) is `.ts` or `.tsx`; `.cjs` only as the main file
// of a package that CommonJS code requires. Node starts what package.json's scripts and the
// workflows run with `node`, what a module's own usage line runs with `node`, what our code hands
// to `node --import` by path, and a tool's `*.config.mjs`; it then loads what those import.

/** Repository path → text, of every file the rule reads. */
type Files = Map<string, string>;

const isModule = (path: string) => /\.(mjs|cjs|js|ts|tsx)$/.test(path) && !path.endsWith('.d.ts');

/** The relative imports of a module (static, dynamic, re-exports; comments ignored), as repository paths. */
function relativeImports(path: string, source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((name) => name.startsWith('./') || name.startsWith('../'))
    .map((name) => posix.join(posix.dirname(path), name));
}

/** Files named after `node` in a command (package.json scripts, workflow steps, a module's usage line). */
function nodeCommands(text: string): string[] {
  return [...text.matchAll(/(?:^|[\s"'&;|(])node\s+((?:--?[\w-]+(?:=\S+)?\s+)*)([\w./-]+\.\w+)/g)].map((match) =>
    match[2]!.replace(/^\.\//, ''),
  );
}

function moduleKindProblems(files: Files): string[] {
  const problems: string[] = [];
  const modules = [...files.keys()].filter(isModule);
  const commandSources = [...files.keys()].filter(
    (path) => path === 'package.json' || /^\.github\/workflows\/.*\.ya?ml$/.test(path) || isModule(path),
  );

  // Started by Node: by a command, or by our code passing the path to a process.
  const started = new Set(commandSources.flatMap((path) => nodeCommands(files.get(path)!)));
  // A module handed to `node --import` by path (the editor's test preloads its stand-in GitHub so).
  for (const path of modules)
    for (const [, file] of files.get(path)!.matchAll(/--import['"`]?[\s,]+[^'"`]*['"`]([\w./-]+\.mjs)['"`]/g))
      started.add(file!);
  // A tool's configuration that the tool imports by its name (eslint.config.mjs, .dependency-cruiser.mjs).
  for (const path of modules) if (/^([\w-]+\.config|\.dependency-cruiser)\.mjs$/.test(path)) started.add(path);

  for (const file of started)
    if (files.has(file) && !file.endsWith('.mjs')) problems.push(`${file}: Node runs it as written, so it is .mjs`);

  const importedByNode = new Set<string>();
  for (const path of modules.filter((path) => path.endsWith('.mjs'))) {
    const source = files.get(path)!;
    if (!source.startsWith('// @ts-check\n'))
      problems.push(`${path}: an .mjs module starts with // @ts-check, so the type check covers it`);
    for (const target of relativeImports(path, source)) {
      importedByNode.add(target);
      if (/\.tsx?$/.test(target))
        problems.push(`${path}: imports ${target}, which Node cannot load as written: make it .mjs`);
    }
  }

  for (const path of modules.filter((path) => path.endsWith('.mjs')))
    if (!started.has(path) && !importedByNode.has(path))
      problems.push(`${path}: Node never loads it as written (only compiled code imports it): make it .ts`);

  for (const path of modules.filter((path) => path.endsWith('.cjs'))) {
    const manifest = files.get(posix.join(posix.dirname(path), 'package.json')) ?? '{}';
    if ((JSON.parse(manifest) as { main?: string }).main?.replace(/^\.\//, '') !== posix.basename(path))
      problems.push(`${path}: .cjs is only the main file of a package CommonJS code requires; else .mjs`);
  }

  for (const path of modules.filter((path) => path.endsWith('.js')))
    problems.push(`${path}: .js says nothing of how it runs: .mjs if Node loads it as written, else .ts`);

  return problems.sort();
}

describe('module kinds: .mjs where Node loads it as written, .ts where it is compiled', () => {
  const files: Files = new Map(
    workTreeFiles()
      .filter((path) => isModule(path) || path.endsWith('package.json') || path.startsWith('.github/workflows/'))
      .map((path) => [path, readFileSync(join(root, path), 'utf8')]),
  );

  it('holds for every module of the repository', () => {
    expect(moduleKindProblems(files)).toEqual([]);
  });

  const planted = (extra: Record<string, string>) => moduleKindProblems(new Map([...files, ...Object.entries(extra)]));
  /** package.json with one more script, `command`. */
  const scripted = (command: string) =>
    files.get('package.json')!.replace('"scripts": {', `"scripts": {\n    "planted": "${command}",`);

  it('refuses an .mjs module that only compiled code imports', () => {
    expect(
      planted({
        'domain/planted.mjs': '// @ts-check\nexport const planted = 1;\n',
        'domain/plantedUser.ts': "import { planted } from './planted.mjs';\nexport const used = planted;\n",
      }),
    ).toEqual(['domain/planted.mjs: Node never loads it as written (only compiled code imports it): make it .ts']);
  });

  it('refuses an .mjs module that imports a .ts one, and one without // @ts-check', () => {
    expect(
      planted({
        'scripts/local/planted.mjs':
          "import { enquiryFields } from '../../domain/enquiry.ts';\nconsole.log(enquiryFields);\n",
        'package.json': scripted('node scripts/local/planted.mjs'),
      }),
    ).toEqual([
      'scripts/local/planted.mjs: an .mjs module starts with // @ts-check, so the type check covers it',
      'scripts/local/planted.mjs: imports domain/enquiry.ts, which Node cannot load as written: make it .mjs',
    ]);
  });

  it('refuses a .ts or .js file that package.json or a workflow runs with node', () => {
    const workflow = [...files.keys()].find((path) => path.startsWith('.github/workflows/'))!;
    expect(
      planted({
        'scripts/build/planted.ts': 'export {};\n',
        'scripts/build/plantedToo.js': 'export {};\n',
        'package.json': scripted('node --env-file=.env scripts/build/planted.ts'),
        [workflow]: `${files.get(workflow)!}\n# run: node ./scripts/build/plantedToo.js\n`,
      }),
    ).toEqual([
      'scripts/build/planted.ts: Node runs it as written, so it is .mjs',
      'scripts/build/plantedToo.js: .js says nothing of how it runs: .mjs if Node loads it as written, else .ts',
      'scripts/build/plantedToo.js: Node runs it as written, so it is .mjs',
    ]);
  });
});
