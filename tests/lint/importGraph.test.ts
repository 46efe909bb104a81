// @vitest-environment node
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { forbidden, testsMayAlsoImport } from '../../eslint.config.mjs';

// The import graph as a whole, which a per-file lint rule cannot see: no module reaches itself
// through its imports (type-only imports count: they tie the modules together for a reader as
// much as any other), and no import, static, dynamic or type-only, goes against the layer table
// of eslint.config.mjs. dependency-cruiser reads the graph (docs/architecture.md "Where things live").

const root = resolve(__dirname, '../..');
/** Every folder and root file of ours that holds code. */
const sources = [
  'components',
  'content',
  'domain',
  'functions/src',
  'pages',
  'publishing',
  'scripts',
  'services',
  'tests',
  'theme',
  'eslint.config.mjs',
  'keystatic.config.ts',
  'playwright.config.ts',
  'vite.config.ts',
  'vitest.config.ts',
];

/** The modules under `baseDir` that `paths` reach, with their imports resolved (paths relative to `baseDir`). */
async function importGraph(baseDir: string, paths: string[]): Promise<ICruiseResult> {
  const { output } = await cruise(
    paths,
    {
      baseDir,
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '(^|/)(node_modules|dist|functions/lib)/' },
    },
    { extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'] },
  );
  if (typeof output === 'string') throw new Error(output);
  return output;
}

/** Each circle once, as the modules it passes through, starting from its smallest path. */
function circles(graph: ICruiseResult): string[][] {
  const found = new Map<string, string[]>();
  for (const module of graph.modules)
    for (const dependency of module.dependencies) {
      if (!dependency.circular) continue;
      const path = (dependency.cycle ?? []).map((step) => (typeof step === 'string' ? step : step.name));
      const start = path.indexOf([...path].sort()[0]!);
      const turned = [...path.slice(start), ...path.slice(0, start)];
      found.set(turned.join(' -> '), turned);
    }
  return [...found.values()];
}

const isTest = (file: string) => /\.(test|bench)\.(ts|tsx)$/.test(file);
const within = (file: string, layer: string) => file === layer || file.startsWith(`${layer}/`);

/** The layers `file` may not import, as eslint.config.mjs says it for that file. */
function refusedFor(file: string): string[] {
  const layer = Object.keys(forbidden)
    .filter((candidate) => within(file, candidate))
    .sort((a, b) => b.length - a.length)[0];
  if (!layer) return [];
  const rows = forbidden as Record<string, string[]>;
  let refused = rows[layer]!;
  if (isTest(file)) refused = refused.filter((target) => !testsMayAlsoImport(target));
  // Enhancers (and the tests of components) call the services.
  if (layer === 'components' && (isTest(file) || file.endsWith('.client.ts')))
    refused = refused.filter((target) => target !== 'services');
  return refused;
}

/** Every import from a file to a layer its row refuses: `from -> to`. */
function upwardArrows(graph: ICruiseResult): string[] {
  return graph.modules.flatMap((module) =>
    module.dependencies
      .filter((dependency) => !dependency.couldNotResolve && !dependency.resolved.includes('node_modules/'))
      .filter((dependency) => refusedFor(module.source).some((layer) => within(dependency.resolved, layer)))
      .map((dependency) => `${module.source} -> ${dependency.resolved}`),
  );
}

describe('the layer table', () => {
  const layers = Object.keys(forbidden);
  const rows = forbidden as Record<string, string[]>;
  const refuses = (from: string, to: string) => rows[from]!.some((target) => within(to, target));

  it.each(layers.flatMap((a, index) => layers.slice(index + 1).map((b) => [a, b] as const)))(
    'orders %s and %s: one of them may not import the other',
    (a, b) => {
      expect(refuses(a, b) || refuses(b, a), `${a} and ${b} may import each other`).toBe(true);
    },
  );
});

describe('the import graph', () => {
  let graph: ICruiseResult;
  beforeAll(async () => {
    graph = await importGraph(root, sources);
  }, 60_000);

  it('reads the whole repository', () => {
    const files = graph.modules.map((module) => module.source);
    for (const file of ['keystatic.config.ts', 'publishing/entries.ts', 'content/identity.ts', 'pages/+config.ts'])
      expect(files).toContain(file);
  });

  it('has no circle', () => {
    expect(circles(graph).map((circle) => circle.join(' -> '))).toEqual([]);
  });

  it('has no import against the layer table', () => {
    expect(upwardArrows(graph)).toEqual([]);
  });
});

describe('given a planted circle', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names the modules of a circle, type-only imports included', async () => {
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
    writeFileSync(join(dir, 'b.ts'), "import { c } from './c';\nexport type B = { c: typeof c };\n");
    writeFileSync(join(dir, 'c.ts'), "import type { A } from './a';\nexport const c: A[] = [];\n");
    writeFileSync(join(dir, 'd.ts'), "import { c } from './c';\nexport const d = c;\n");
    expect(circles(await importGraph(dir, ['.']))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('finds none where the imports run one way', async () => {
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = b;\n");
    writeFileSync(join(dir, 'b.ts'), 'export const b = 1;\n');
    expect(circles(await importGraph(dir, ['.']))).toEqual([]);
  });

  it('names an import against the table, dynamic and type-only ones too', async () => {
    const plant = (file: string, text: string) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    plant('publishing/site.ts', 'export const news = [];\nexport type NewsItem = { id: number };\n');
    plant('content/planted.ts', "export const later = () => import('../publishing/site');\n");
    plant('domain/planted.ts', "import type { NewsItem } from '../publishing/site';\nexport type Item = NewsItem;\n");
    plant('domain/planted.test.ts', "import { news } from '../publishing/site';\nexport const fixture = news;\n");
    plant('pages/planted.ts', "import { news } from '../publishing/site';\nexport const shown = news;\n");
    expect(upwardArrows(await importGraph(dir, ['.'])).sort()).toEqual([
      'content/planted.ts -> publishing/site.ts',
      'domain/planted.ts -> publishing/site.ts',
    ]);
  });
});
