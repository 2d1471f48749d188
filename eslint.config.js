import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));
const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Each web feature stands alone: pages in app/ compose them, lib/ and components/ serve them all. */
const webFeatures = foldersIn('web/src/features/');
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message:
      'Features never import each other: move what they share to lib/ or components/ui/, or compose them in app/.',
  })),
  {
    target: ['web/src/lib', 'web/src/components'],
    from: ['web/src/features', 'web/src/app'],
    message: 'lib/ and components/ serve every feature and page, so they import none.',
  },
  { target: 'web/src/features', from: 'web/src/app', message: 'Features are composed by app/, never the other way.' },
];

/**
 * Web file names (docs/decisions/0012-web-file-naming.md): components PascalCase, every other module camelCase,
 * with .test, .queries or .mutations before the extension; a stylesheet is named like the module it styles.
 */
const WEB_FILE_NAMES = {
  '.tsx': /^[A-Za-z][A-Za-z0-9]*(\.test)?\.tsx$/,
  '.ts': /^[a-z][A-Za-z0-9]*(\.(test|queries|mutations))?\.ts$/,
  '.css': /^[A-Za-z][A-Za-z0-9]*\.css$/,
};
const fileNaming = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { name: '"{{name}}": web files are PascalCase (components) or camelCase (docs/decisions/0012).' },
  },
  create(context) {
    const check = (node, path) => {
      const name = basename(path);
      const pattern = WEB_FILE_NAMES[extname(name)];
      if (pattern && !pattern.test(name)) context.report({ node, messageId: 'name', data: { name } });
    };
    return {
      Program: (node) => check(node, context.filename),
      // Stylesheets are not linted themselves; every one is imported by the module it styles.
      ImportDeclaration: (node) => {
        const source = node.source.value;
        if (source.startsWith('.') && source.endsWith('.css')) check(node.source, source);
      },
    };
  },
};

/** The server's infrastructure serves every feature folder and imports none; composing them is app.ts's job. */
const serverInfrastructure = ['db', 'http', 'net'];
const serverFeatures = foldersIn('server/src/').filter((folder) => !serverInfrastructure.includes(folder));
const serverZones = [
  {
    target: serverInfrastructure.map((folder) => `server/src/${folder}`),
    from: serverFeatures.map((folder) => `server/src/${folder}`),
    message: 'db/, http/ and net/ import no feature: compose them at the top of server/src/.',
  },
];

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
  {
    files: ['web/src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The server imports its TypeScript sources by their compiled .js names.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['fiz-source', 'import', 'node', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }] },
  },
  {
    // Tests may build what they test from any folder.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { fiz: { rules: { 'file-naming': fileNaming } } },
    rules: { 'fiz/file-naming': 'error' },
  },
);
