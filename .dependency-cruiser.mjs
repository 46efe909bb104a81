// @ts-check
/**
 * The layers of docs/architecture.md "Where things live", the one place they are written:
 * dependency-cruiser reads every import (static, dynamic and type-only) and refuses one that goes
 * against this table or closes a circle. `npm run lint` runs it; tests/lint/layers.test.ts runs it
 * on the repository and on planted imports, so a rule that stops matching fails there.
 */

/** The layers above the content and its schema. */
const aboveSchema = [
  'domain',
  'publishing',
  'components',
  'services',
  'pages',
  'theme',
  'hosting',
  'scripts',
  'functions',
  'tests',
];

/**
 * What each of our folders (and the content schema, keystatic.config.ts) may not import. Of every
 * two layers, one may not import the other (the layer test holds the table to that).
 * @type {Record<string, string[]>}
 */
export const forbidden = {
  theme: [
    'components',
    'content',
    'domain',
    'publishing',
    'services',
    'pages',
    'hosting',
    'scripts',
    'functions',
    'tests',
  ],
  // The site's words and data: below everything but the theme.
  content: ['keystatic.config.ts', ...aboveSchema],
  // The content schema reads the content's own values (the languages, news types, the time settings).
  'keystatic.config.ts': aboveSchema,
  domain: ['publishing', 'components', 'services', 'pages', 'theme', 'hosting', 'scripts', 'functions', 'tests'],
  // Reading, checking and publishing the entries: content, the schema and the domain's rules.
  publishing: ['components', 'services', 'pages', 'theme', 'hosting', 'scripts', 'functions', 'tests'],
  services: ['publishing', 'components', 'pages', 'theme', 'hosting', 'scripts', 'functions', 'tests'],
  components: ['pages', 'services', 'hosting', 'scripts', 'functions', 'tests'],
  pages: ['hosting', 'scripts', 'functions', 'tests'],
  // How the site and the editor are served: the security policies, the editor's storage and requests.
  hosting: ['components', 'services', 'pages', 'theme', 'scripts', 'functions', 'tests'],
  // Build-time code never depends on the developer's tools, the Cloud Functions or the tests.
  'scripts/build': ['scripts/local', 'functions', 'tests'],
  // The local tools may reuse the build's code; nothing in scripts/ depends on tests/.
  'scripts/local': ['functions', 'tests'],
  // Deployed code: bundled with the content, its schema, the domain's rules and hosting/.
  functions: ['components', 'pages', 'services', 'theme', 'scripts', 'tests'],
};

/** What a unit test (`*.test.*`, `*.bench.*`) may import whatever its folder's row says: helpers, scripts, the published content. */
export const testsMayAlsoImport = ['scripts', 'tests', 'publishing'];
const tests = '\\.(test|bench)\\.[tj]sx?$';

/** A path pattern for a layer: a folder and everything in it, or one file. @param {string[]} layers */
const paths = (layers) => `^(${layers.map((layer) => layer.replace(/\./g, '\\.')).join('|')})(/|$)`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    ...Object.entries(forbidden).flatMap(([layer, refused]) => {
      const from = paths([layer]);
      const comment = `${layer} may not import from it (docs/architecture.md "Where things live")`;
      // Enhancers (`*.client.ts`) and the tests of components call the services; a component's server markup never does.
      /** @type {{ from: { path: string, pathNot?: string | string[] }, refused: string[] }[]} */
      const rows =
        layer === 'components'
          ? [
              { from: { path: from, pathNot: `(\\.client\\.ts|${tests})$` }, refused },
              { from: { path: `${from}.*\\.client\\.ts$` }, refused: refused.filter((to) => to !== 'services') },
            ]
          : [
              {
                from: { path: from, pathNot: tests },
                refused,
              },
            ];
      rows.push({
        from: { path: `${from}.*${tests}` },
        refused: refused.filter(
          (to) =>
            !testsMayAlsoImport.includes(to.split('/')[0] ?? to) && !(layer === 'components' && to === 'services'),
        ),
      });
      return rows
        .filter((row) => row.refused.length > 0)
        .map((row) => ({
          name: `layer-${layer}`,
          comment,
          severity: /** @type {const} */ ('error'),
          from: row.from,
          to: { path: paths(row.refused) },
        }));
    }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|functions/lib)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'] },
  },
};
