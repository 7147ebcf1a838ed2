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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.VITEST_JSON_FILE
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON_FILE }]]
      : ['default'],
  },
});
