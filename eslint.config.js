import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // The root's tool files belong to no package's tsconfig: they are typed with the base options.
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'scripts/*.ts', 'server/drizzle.config.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unnecessary-condition': 'error',
    },
  },
  {
    // Plain JavaScript (scripts, the service worker, this file) has no types to check against.
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The server states what it is sure of (required, onlyRow, signedInCook) so a broken certainty fails loudly.
    // Tests and their support may assert: a wrong `!` there fails the test at once, which is what a test is for.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts', 'server/src/testing/**', 'server/src/security/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tool configuration files are loaded by their default export.
    files: [
      '*.config.ts',
      '*.config.js',
      'web/vite.config.ts',
      'server/drizzle.config.ts',
      'scripts/summary-reporter.ts',
      '**/*.global.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
