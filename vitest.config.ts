import { defineConfig } from 'vitest/config';

export default defineConfig({
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
    // Vitest's default on two cores is one fork; API tests spend much of their time waiting
    // on PostgreSQL, a second process, so two forks keep both cores busy.
    maxWorkers: 2,
    // Each fork runs file after file on one module graph: the app's modules load once per
    // fork rather than once per file (decision 0068). Nothing a test relies on lives in
    // module state, and the one file that mocks a module checks that its mock is in effect.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.VITEST_JSON_FILE
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON_FILE }]]
      : ['default'],
  },
});
