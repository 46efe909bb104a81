import { cruise, type ICruiseResult } from 'dependency-cruiser';
import config, { forbidden } from '../../.dependency-cruiser.mjs';
import { site } from '../unit/contentSite';
import { root } from './repository';

// The layer table lives in .dependency-cruiser.mjs (docs/architecture.md "Where things live"). This
// runs it on the whole repository, then on planted imports, so a rule that stops matching fails here
// instead of letting a wrong arrow in quietly.

/** Every import under `baseDir` that the table refuses, as `rule: from -> to`. */
async function refused(baseDir: string, paths: string[]): Promise<string[]> {
  const { output } = await cruise(paths, {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    ...(baseDir === root ? {} : { tsConfig: undefined }),
  });
  if (typeof output === 'string') throw new Error(output);
  return (output as ICruiseResult).summary.violations.map(
    ({ rule, from, to, cycle }) =>
      `${rule.name}: ${cycle?.length ? [from, ...cycle.map((step) => step.name)].join(' -> ') : `${from} -> ${to}`}`,
  );
}

describe('the layer table', () => {
  const layers = Object.keys(forbidden);
  const refuses = (a: string, b: string) => forbidden[a]!.some((layer) => b === layer || b.startsWith(`${layer}/`));

  it('orders every two layers: one of them may not import the other', () => {
    for (const [index, a] of layers.entries())
      for (const b of layers.slice(index + 1))
        expect(refuses(a, b) || refuses(b, a), `${a} and ${b} may import each other`).toBe(true);
  });

  it('holds for the whole repository, scripts and functions included: no import against it, no circle', async () => {
    const sources = ['components', 'content', 'domain', 'hosting', 'functions/src', 'pages', 'publishing'];
    const more = ['scripts', 'services', 'tests', 'theme', 'keystatic.config.ts', 'vite.config.ts', 'vitest.config.ts'];
    expect(await refused(root, [...sources, ...more])).toEqual([]);
  }, 120_000);

  it('given planted imports, refuses each against the table, dynamic and type-only ones too, and names a circle', async () => {
    const dir = site({
      'publishing/site.ts': 'export const news = [];\nexport type NewsItem = { id: number };\n',
      'scripts/build/hosting.mjs': 'export const vitalsPath = "/api/vitals";\n',
      'services/send.ts': 'export const send = () => undefined;\n',
      'content/planted.ts': "export const later = () => import('../publishing/site');\n",
      'domain/planted.ts': "import type { NewsItem } from '../publishing/site';\nexport type Item = NewsItem;\n",
      'functions/src/planted.ts':
        "import { vitalsPath } from '../../scripts/build/hosting.mjs';\nexport const p = vitalsPath;\n",
      'components/Planted/Planted.tsx': "import { send } from '../../services/send';\nexport const s = send;\n",
      'theme/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'theme/b.ts': "import type { A } from './c';\nexport const b: A = 1;\n",
      'theme/c.ts': "import { a } from './a';\nexport type A = typeof a;\n",
      // Allowed: a unit test reading the published content, an enhancer calling a service, pages reading publishing.
      'domain/planted.test.ts': "import { news } from '../publishing/site';\nexport const fixture = news;\n",
      'components/Planted/Planted.client.ts': "import { send } from '../../services/send';\nexport const c = send;\n",
      'pages/planted.ts': "import { news } from '../publishing/site';\nexport const shown = news;\n",
    });
    expect((await refused(dir, ['.'])).sort()).toEqual([
      'layer-components: components/Planted/Planted.tsx -> services/send.ts',
      'layer-content: content/planted.ts -> publishing/site.ts',
      'layer-domain: domain/planted.ts -> publishing/site.ts',
      'layer-functions: functions/src/planted.ts -> scripts/build/hosting.mjs',
      'no-circular: theme/a.ts -> theme/b.ts -> theme/c.ts -> theme/a.ts',
    ]);
  });
});
