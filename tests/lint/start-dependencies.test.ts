import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The README starts the app on `npm ci --omit=dev` (decision 0034): what `npm start`
 * builds and runs may import only `dependencies`. Each case lints one import as if it
 * stood in a real file.
 */
const RULE = 'import-x/no-extraneous-dependencies';
let eslint: ESLint;

async function findings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.message);
}

describe('what npm start builds and runs', () => {
  beforeAll(() => {
    // Import rules need no types, and these lines are not files of the TypeScript project.
    eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
  });

  it('refuses a development dependency in the server, the client and the build', async () => {
    for (const [file, from] of [
      ['src/server/services/mail/dev-outbox.ts', 'autocannon'],
      ['src/client/lib/dates.ts', 'fast-check'],
      ['scripts/vite-plugins/precompress-assets.ts', 'typescript'],
      ['scripts/build-server.mjs', 'vitest'],
      ['vite.config.ts', 'prettier'],
    ]) {
      expect(await findings(file!, `import '${from}';\n`), `${from} in ${file}`).toEqual([
        `'${from}' should be listed in the project's dependencies, not devDependencies.`,
      ]);
    }
  });

  it('lets them import the dependencies the start installs', async () => {
    expect(await findings('src/server/app.ts', "import 'fastify';\n")).toEqual([]);
    expect(await findings('vite.config.ts', "import 'vite';\n")).toEqual([]);
    expect(await findings('scripts/build-server.mjs', "import 'esbuild';\n")).toEqual([]);
  });

  it('lets tests, benches and type-only imports use the development tools', async () => {
    expect(await findings('src/server/app.test.ts', "import 'vitest';\n")).toEqual([]);
    expect(await findings('bench/run.ts', "import 'autocannon';\n")).toEqual([]);
    expect(await findings('src/server/server.ts', "import type { Options } from 'smtp-server';\n")).toEqual(
      [],
    );
  });
});
