import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * One alias per tree (package.json `imports`, decision 0036): an import from one of
 * src/shared, src/server, src/client and tests into another is written `#shared/…`,
 * `#server/…`, `#client/…` or `#tests/…`; `@/…` and `../` out of the tree are refused.
 */
const RULE = 'tree-aliases/tree-aliases';
let eslint: ESLint;
let fixer: ESLint;

async function findings(filePath: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`export * from '${from}';\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.message);
}

async function fixed(filePath: string, from: string): Promise<string | undefined> {
  const [result] = await fixer.lintText(`export * from '${from}';\n`, { filePath });
  return result?.output;
}

describe('one alias per tree', () => {
  beforeAll(() => {
    // Import rules need no types, and these lines are not files of the TypeScript project.
    eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
    fixer = new ESLint({
      cwd: process.cwd(),
      overrideConfig: tseslint.configs.disableTypeChecked,
      fix: true,
      fixTypes: ['problem'],
    });
  });

  it('refuses a relative import that leaves its tree, and says which alias to write', async () => {
    expect(
      await findings('src/server/services/claims/claims.ts', '../../../shared/constants/messages'),
    ).toEqual([expect.stringContaining('`#shared/constants/messages`')]);
    expect(await findings('src/client/lib/paths.ts', '../../shared/constants/limits')).toEqual([
      expect.stringContaining('`#shared/constants/limits`'),
    ]);
    expect(await findings('tests/api/claims.test.ts', '../../src/server/db/schema')).toEqual([
      expect.stringContaining('`#server/db/schema`'),
    ]);
    expect(await findings('src/server/app.test.ts', '../../tests/support/test-app')).toEqual([
      expect.stringContaining('`#tests/support/test-app`'),
    ]);
    expect(await findings('bench/run.ts', '../src/server/db/client')).toEqual([
      expect.stringContaining('`#server/db/client`'),
    ]);
  });

  it('refuses @/, which meant the server in one tsconfig and the client in the other', async () => {
    expect(await findings('src/server/app.ts', '@/services/health/check-database')).toEqual([
      expect.stringContaining('`#server/services/health/check-database`'),
    ]);
    expect(await findings('src/client/app/router.tsx', '@/lib/paths')).toEqual([
      expect.stringContaining('`#client/lib/paths`'),
    ]);
  });

  it('lets a file import within its own tree relatively, and any tree by its alias', async () => {
    expect(await findings('src/server/services/claims/claims.ts', '../../db/schema')).toEqual([]);
    expect(await findings('src/server/services/claims/claims.ts', './claim-rules')).toEqual([]);
    expect(await findings('src/server/services/claims/claims.ts', '#shared/constants/messages')).toEqual([]);
    expect(await findings('tests/e2e/claims-journey.spec.ts', './support/fixtures')).toEqual([]);
    expect(await findings('tests/e2e/support/fixtures.ts', '../../../scripts/start.mjs')).toEqual([]);
  });

  it('fixes the import to the alias', async () => {
    expect(
      await fixed('src/client/features/profile/api/get-profile.ts', '../../../../shared/schemas/profile'),
    ).toBe("export * from '#shared/schemas/profile';\n");
  });
});
