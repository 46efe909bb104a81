// @ts-check
import js from '@eslint/js';
// @ts-expect-error -- eslint-plugin-jsx-a11y ships no types
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** What the content and its schema may not import: every layer above them. */
const aboveSchema = [
  'domain',
  'publishing',
  'components',
  'services',
  'pages',
  'theme',
  'scripts',
  'functions',
  'tests',
];

/**
 * The layer table of docs/architecture.md "Where things live": which of our folders (and the
 * content schema, keystatic.config.ts) each may not import from. Every two layers have an order:
 * one of them may not import the other (tests/lint/importGraph.test.ts holds the table to that, and
 * the repository's imports to no circle). Unit tests (`*.test.*`, `*.bench.*`) may also use
 * `tests/` helpers, `scripts/` (the rules loader, the mail relay) and the published content
 * (`publishing/`). `tests/` may import anything.
 */
export const forbidden = {
  theme: ['components', 'content', 'domain', 'publishing', 'services', 'pages', 'scripts', 'tests'],
  // The site's words and data: below everything but the theme.
  content: ['keystatic.config.ts', ...aboveSchema],
  // The content schema reads the content's own values (news types, the time settings) and nothing above.
  'keystatic.config.ts': aboveSchema,
  domain: ['publishing', 'components', 'services', 'pages', 'theme', 'scripts', 'functions', 'tests'],
  // Reading, checking and publishing the entries: content, the schema and the domain's rules.
  publishing: ['components', 'services', 'pages', 'theme', 'scripts', 'functions', 'tests'],
  services: ['publishing', 'components', 'pages', 'theme', 'scripts', 'tests'],
  components: ['pages', 'services', 'scripts', 'tests'],
  pages: ['scripts', 'tests'],
  // Build-time code (loaded by vite.config.ts, or writing firebase.json) never depends on the
  // developer's tools, the Cloud Functions or the test infrastructure.
  'scripts/build': ['scripts/local', 'functions', 'tests'],
  // The local tools may reuse the build's code; nothing in scripts/ depends on tests/.
  'scripts/local': ['tests'],
  // Cloud Functions: deployed code, bundled with the content schema and the build's shared pieces.
  functions: ['components', 'pages', 'services', 'theme', 'scripts/local', 'tests'],
};
const testFiles = ['**/*.test.{ts,tsx}', '**/*.bench.ts'];
/** A layer is a folder, or one file at the root (keystatic.config.ts). @param {string} layer */
const isFile = (layer) => layer.endsWith('.ts');
/** @param {string} layer */
const sourceFiles = (layer) => (isFile(layer) ? [layer] : [`${layer}/**/*.{ts,tsx,js,mjs}`]);
/** What a unit test may import whatever its folder's row says. @param {string} target */
export const testsMayAlsoImport = (target) => /^(scripts|tests|publishing)(\/|$)/.test(target);

/**
 * How an import that reaches `target` is written. A top-level folder: any path through it. A
 * folder inside scripts/: from a sibling it is `../local/…` (or `../../scripts/local/…`). A file at
 * the root: its name, with or without `.ts`.
 * @param {string} target
 */
const importsOf = (target) => {
  if (isFile(target)) return { group: [`**/${target}`, `**/${target.replace(/\.ts$/, '')}`] };
  const [top, inner] = target.split('/');
  return inner ? { regex: `^(\\.\\./)+(${top}/)?${inner}(/|$)` } : { group: [`**/${target}/*`, `**/${target}`] };
};

/**
 * One `no-restricted-imports` rule that refuses every import reaching into `folders`.
 * @param {string} folder @param {string[]} folders
 * @returns {import('eslint').Linter.RulesRecord}
 */
const refuse = (folder, folders) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: folders.map((target) => ({
        ...importsOf(target),
        message: `${folder}${isFile(folder) ? '' : '/'} may not import from ${target}${isFile(target) ? '' : '/'} (docs/architecture.md "Where things live").`,
      })),
    },
  ],
});

const boundaries = Object.entries(forbidden).flatMap(([folder, folders]) => [
  { files: sourceFiles(folder), rules: refuse(folder, folders) },
  // Tests may also use the test helpers, scripts and the published content.
  ...(isFile(folder)
    ? []
    : [
        {
          files: testFiles.map((pattern) => `${folder}/${pattern}`),
          rules: refuse(
            folder,
            folders.filter((target) => !testsMayAlsoImport(target)),
          ),
        },
      ]),
]);
// Enhancers (and their tests) call the services; a component's server markup never does.
boundaries.push({
  files: ['components/**/*.client.ts', 'components/**/*.test.{ts,tsx}'],
  rules: refuse(
    'components',
    forbidden.components.filter((target) => target !== 'services' && !testsMayAlsoImport(target)),
  ),
});

export default tseslint.config(
  { ignores: ['dist', '.cache', 'node_modules', 'test-results', 'playwright-report', 'public', 'functions/lib'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'User input is text, always (docs/quality.md).',
        },
        { selector: "JSXAttribute[name.name='style']", message: 'The CSP blocks inline styles: use a .css.ts class.' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...boundaries,
  {
    // Playwright fixtures call their `use` argument, which the hooks rules take for React's use().
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.mjs', '*.config.*'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
        AbortController: 'readonly',
      },
    },
  },
);
