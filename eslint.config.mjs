// @ts-check
import js from '@eslint/js';
// @ts-expect-error -- eslint-plugin-jsx-a11y ships no types
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The folder table of docs/architecture.md "Where things live": which of our folders each folder
 * may not import from. Unit tests (`*.test.*`, `*.bench.*`) may also use `tests/` helpers and
 * `scripts/` (the rules loader, the mail relay). `tests/` may import anything.
 */
const forbidden = {
  theme: ['components', 'content', 'domain', 'services', 'pages', 'scripts', 'tests'],
  domain: ['components', 'services', 'pages', 'theme', 'scripts', 'tests'],
  content: ['components', 'services', 'pages', 'theme', 'scripts', 'tests'],
  services: ['components', 'pages', 'theme', 'scripts', 'tests'],
  components: ['pages', 'services', 'scripts', 'tests'],
  pages: ['scripts', 'tests'],
  // Build-time code (loaded by vite.config.ts, or writing firebase.json) never depends on the
  // developer's tools, the asset generators or the test infrastructure.
  'scripts/build': ['scripts/local', 'scripts/assets', 'tests'],
  // The local tools may reuse the build's code; nothing in scripts/ depends on tests/.
  'scripts/local': ['scripts/assets', 'tests'],
  'scripts/assets': ['scripts/local', 'tests'],
  // Cloud Functions: deployed code, bundled with the content schema and the build's shared pieces.
  functions: ['components', 'pages', 'services', 'theme', 'scripts/local', 'scripts/assets', 'tests'],
};
const testFiles = ['**/*.test.{ts,tsx}', '**/*.bench.ts'];
/** @param {string} folder */
const sourceFiles = (folder) => [`${folder}/**/*.{ts,tsx,js,mjs}`];
/** @param {string} target */
const isScriptsOrTests = (target) => /^(scripts|tests)(\/|$)/.test(target);

/**
 * How an import that reaches `target` is written. A top-level folder: any path through it. A
 * folder inside scripts/: from a sibling it is `../local/…` (or `../../scripts/local/…`).
 * @param {string} target
 */
const importsOf = (target) => {
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
        message: `${folder}/ may not import from ${target}/ (docs/architecture.md "Where things live").`,
      })),
    },
  ],
});

const boundaries = Object.entries(forbidden).flatMap(([folder, folders]) => [
  { files: sourceFiles(folder), rules: refuse(folder, folders) },
  // Tests may also use the test helpers and scripts.
  {
    files: testFiles.map((pattern) => `${folder}/${pattern}`),
    rules: refuse(
      folder,
      folders.filter((target) => !isScriptsOrTests(target)),
    ),
  },
]);
// Enhancers (and their tests) call the services; a component's server markup never does.
boundaries.push({
  files: ['components/**/*.client.ts', 'components/**/*.test.{ts,tsx}'],
  rules: refuse(
    'components',
    forbidden.components.filter((target) => target !== 'services' && !isScriptsOrTests(target)),
  ),
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'public', 'functions/lib'] },
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
