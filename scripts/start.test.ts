import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILD_ENVIRONMENT, buildInputsHash } from './start.mjs';

describe('npm start decides whether to build', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'clf-start-'));
    await writeFile(path.join(dir, 'a.ts'), 'export const a = 1;\n');
    await writeFile(path.join(dir, 'a.test.ts'), 'test\n');
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('builds again when a source changes, not when only a test does', async () => {
    const before = buildInputsHash([dir]);
    expect(buildInputsHash([dir])).toBe(before);
    await writeFile(path.join(dir, 'a.test.ts'), 'another test\n');
    expect(buildInputsHash([dir])).toBe(before);
    await writeFile(path.join(dir, 'a.ts'), 'export const a = 2;\n');
    expect(buildInputsHash([dir])).not.toBe(before);
  });
});

describe('the build npm start runs', () => {
  it('loads the Vite config without printing a warning', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => warnings.push(message);
    logger.warnOnce = (message) => warnings.push(message);
    for (const [name, value] of Object.entries(BUILD_ENVIRONMENT)) vi.stubEnv(name, value);
    try {
      const loaded = await loadConfigFromFile(
        { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false },
        undefined,
        path.join(import.meta.dirname, '..'),
        'warn',
        logger,
      );
      expect(loaded?.path).toMatch(/vite\.config\.ts$/);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(warnings).toEqual([]);
  });
});
