import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `@/…` is each side's own root, as its tsconfig.json says: the client's for
  // files under src/client, the server's for the rest.
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/api/**/*.test.ts',
      'tests/lint/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['tests/support/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.VITEST_JSON_FILE
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON_FILE }]]
      : ['default'],
  },
});
