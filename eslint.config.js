import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import directions: shared imports neither side; client and server never import each other. */
const forbid = (group, decision = '0002') => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group, message: `This import crosses a layer boundary (see docs/decisions/${decision}).` },
      ],
    },
  ],
});

/**
 * The server's layers: services own data and its side effects and know nothing of HTTP
 * (no plugins, no routes); routes speak HTTP and reach data only through services.
 * Tests and their fixtures may reach anything.
 */
const serverTests = ['src/server/**/*.test.ts', 'src/server/**/*-fixtures.ts'];

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
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      ...forbid(['**/server/**']),
    },
  },
  { files: ['src/server/**/*.ts'], rules: forbid(['**/client/**']) },
  {
    files: ['src/server/services/**/*.ts'],
    ignores: serverTests,
    rules: forbid(['**/client/**', '**/plugins/**', '**/routes/**'], '0008'),
  },
  {
    files: ['src/server/routes/**/*.ts'],
    ignores: serverTests,
    rules: forbid(['**/client/**', '**/db/**', 'drizzle-orm', 'drizzle-orm/**'], '0008'),
  },
  { files: ['src/shared/**/*.ts'], rules: forbid(['**/client/**', '**/server/**']) },
);
