import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { pagePaths } from './scripts/eslint-rules/page-paths.js';
import { serviceFolders } from './scripts/eslint-rules/service-folders.js';
import { treeAliases } from './scripts/eslint-rules/tree-aliases.js';

const root = import.meta.dirname;

/**
 * Import directions: shared imports neither side; client and server never import each other.
 * `group` takes gitignore patterns and, for a whole tree, its alias (`#server`): both the
 * relative form and the alias are refused. `paths` forbids single names of a module that is
 * otherwise allowed.
 */
const forbid = (group, decision = '0002', paths = []) => {
  const message = `This import crosses a layer boundary (see docs/decisions/${decision}).`;
  const aliases = group.filter((pattern) => pattern.startsWith('#'));
  return {
    'no-restricted-imports': [
      'error',
      {
        paths,
        patterns: [
          { group: group.filter((pattern) => !pattern.startsWith('#')), message },
          ...aliases.map((alias) => ({ regex: `^${alias}/`, message })),
        ],
      },
    ],
  };
};

/**
 * Client import directions (docs/decisions/0009), as bulletproof-react draws them:
 * shared code (components/, lib/) → features/ → app/. A feature never imports another
 * feature (what several need moves to components/ or lib/); features meet in app/.
 * Every folder under features/ is covered as soon as it exists.
 */
const clientFeatures = fs
  .readdirSync(path.join(root, 'src/client/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const clientBoundaries = {
  files: ['src/client/**/*.{ts,tsx}'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: root,
        zones: [
          ...clientFeatures.map((feature) => ({
            target: `./src/client/features/${feature}`,
            from: './src/client/features',
            except: [`./${feature}`],
            message: 'A feature does not import another feature: move what both need to components/ or lib/.',
          })),
          {
            target: ['./src/client/components', './src/client/lib'],
            from: ['./src/client/features', './src/client/app'],
            message:
              'components/ and lib/ are shared by every feature and import neither features/ nor app/.',
          },
          {
            target: './src/client/features',
            from: './src/client/app',
            message: 'Features do not import app/: app/ puts features together, not the other way round.',
          },
        ],
      },
    ],
  },
};

/**
 * The server's layers: services own data and its side effects and know nothing of HTTP
 * (no plugins, no routes); routes speak HTTP and reach data only through services.
 * Tests and their fixtures may reach anything.
 */
const serverTests = ['src/server/**/*.test.ts', 'src/server/**/*-fixtures.ts'];

/** A service answers with what to send; the request and the reply stay in the routes. */
const httpInServices = [
  {
    name: 'fastify',
    importNames: ['FastifyReply', 'FastifyRequest'],
    message:
      'Services know nothing of HTTP: return what to send and let the route send it (see docs/decisions/0008).',
  },
];

/** The service that changes data announces its change notice; routes and plugins never do. */
const announceOnlyInServices = {
  'no-restricted-syntax': [
    'error',
    {
      selector: "CallExpression[callee.property.name='announce']",
      message:
        'Only the service that changes data announces its change notice (see docs/decisions/0008): call the service.',
    },
  ],
};

/**
 * What a person reads comes from the catalogues, in both languages (decision 0041): a screen
 * never writes it out, as JSX text, as a named prop a person reads (a label, a hint), or as a
 * sentence chosen in its children.
 */
const textsFromCatalogues = {
  'no-restricted-syntax': [
    'error',
    ...[
      'JSXText[value=/[A-Za-z\\u0980-\\u09FF]/]',
      'JSXAttribute[name.name=/^(label|hint|placeholder|title|alt|aria-label|aria-description|legend|caption|description)$/] > Literal[value=/[A-Za-z\\u0980-\\u09FF]/]',
      'JSXElement > JSXExpressionContainer Literal[value=/^[A-Z\\u0980-\\u09FF]|[A-Za-z] [A-Za-z]/]:not(JSXAttribute Literal):not(CallExpression > Literal)',
    ].map((selector) => ({
      selector,
      message:
        'Text a person reads comes from the catalogues in both languages (t or <Text>, src/shared/i18n; decision 0041).',
    })),
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'check-file': checkFile, 'tree-aliases': treeAliases(root) },
    settings: {
      // Resolves as tsc does, package.json's `imports` (`#shared/…`, …) included; the client's
      // tsconfig for src/client, the root one elsewhere.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [path.join(root, 'src/client/tsconfig.json'), path.join(root, 'tsconfig.json')],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'tree-aliases/tree-aliases': 'error',
      // Imports stand together at the top, before any code: a file says first what it uses.
      'import-x/first': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
      // Every file and folder is named in kebab-case; `.test`, `.spec`, `.d` and `.config` stay.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,tests,scripts,bench}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      ...forbid(['**/server/**', '#server']),
    },
  },
  clientBoundaries,
  { files: ['src/client/**/*.tsx'], ignores: ['src/client/**/*.test.tsx'], rules: textsFromCatalogues },
  {
    // Rules that read the types: a promise nobody awaits, a promise where a callback is
    // expected, an await of something that is not a promise, values typed `any` spreading.
    files: ['src/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      // Fastify plugins and hooks are async by contract (one without `done` must return a
      // promise), whether or not they await anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // light-my-request's `response.json()` answers `any`, which these tests read as the
    // caller would; they become typed with the routes' response schemas (issue #10 §1).
    files: ['src/server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['src/server/**/*.ts'], rules: forbid(['**/client/**', '#client']) },
  {
    files: ['src/server/services/**/*.ts'],
    ignores: serverTests,
    plugins: { 'service-folders': serviceFolders(root) },
    rules: {
      ...forbid(['**/client/**', '#client', '**/plugins/**', '**/routes/**'], '0008', httpInServices),
      // Service folders import each other one way; what two need moves down to lib/ (0043).
      'service-folders/one-way': 'error',
    },
  },
  {
    // lib/ is what every layer may use, and config.ts is read before any service exists:
    // neither imports a service, a plugin or a route (decision 0043).
    files: ['src/server/lib/**/*.ts', 'src/server/config.ts'],
    ignores: serverTests,
    rules: forbid(['**/client/**', '#client', '**/services/**', '**/plugins/**', '**/routes/**'], '0043'),
  },
  {
    files: ['src/server/routes/**/*.ts'],
    ignores: serverTests,
    rules: forbid(['**/client/**', '#client', '**/db/**', 'drizzle-orm', 'drizzle-orm/**'], '0008'),
  },
  {
    files: ['src/server/routes/**/*.ts', 'src/server/plugins/**/*.ts'],
    ignores: serverTests,
    rules: announceOnlyInServices,
  },
  {
    // The server links to pages through pagePath and the route patterns, never by a path
    // written out: a page's URL lives where the client's router matches it (decision 0087).
    files: ['src/server/**/*.ts'],
    ignores: serverTests,
    plugins: { 'page-paths': pagePaths },
    rules: { 'page-paths/from-route-patterns': 'error' },
  },
  { files: ['src/shared/**/*.ts'], rules: forbid(['**/client/**', '**/server/**', '#client', '#server']) },
  {
    // The search reads in one sitting: its plan, its statements and their reader each in
    // functions of a screen or less (decision 0039).
    files: ['src/server/services/search/**/*.ts'],
    ignores: serverTests,
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // What `npm start` builds and runs must come from `dependencies`: the README installs
    // with `npm ci --omit=dev`, without the test and lint tools (decision 0034).
    files: [
      'src/**/*.{ts,tsx}',
      'scripts/start.mjs',
      'scripts/build-server.mjs',
      'scripts/vite-plugins/**/*.ts',
      'vite.config.ts',
    ],
    ignores: [...serverTests, 'src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false }] },
  },
);
