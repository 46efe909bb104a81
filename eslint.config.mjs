// @ts-check
import js from '@eslint/js';
// @ts-expect-error -- eslint-plugin-jsx-a11y ships no types
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist', '.cache', 'node_modules', 'test-results', 'playwright-report', 'public', 'functions/lib', 'tmp'],
  },
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
  {
    // Playwright fixtures call their `use` argument, which the hooks rules take for React's use().
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Rules refusing a write would refuse every other test's send made meanwhile: only the rules
    // projects' set-up and teardown load rules (docs/decisions.md#d84).
    files: ['tests/e2e/**/*.spec.ts', 'tests/e2e/fixtures.ts', 'tests/e2e/editorFixture.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/firestore-rules.mjs'],
              importNames: ['loadRules'],
              message: 'Tag the test @rules-swap instead: it runs between the rules set-up and teardown (D84).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'hosting/**/*.mjs', 'tests/**/*.mjs', '*.config.*'],
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
