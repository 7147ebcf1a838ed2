import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rules that keep the client's layers apart (docs/decisions/0009), tried on
 * small sources linted as if they lived at the given path. The imported modules are
 * real, so the paths resolve as they would in the code base.
 */
let eslint: ESLint;

beforeAll(() => {
  // The sources below are not files of the TypeScript project, so rules that need types are off.
  eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
});

async function problems(filePath: string, imports: string[]): Promise<string[]> {
  const source = [
    ...imports.map((from, index) => `import * as module${index} from '${from}';`),
    `export const used = [${imports.map((_, index) => `module${index}`).join(', ')}];`,
    '',
  ].join('\n');
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

const boundary = 'import-x/no-restricted-paths';

describe('client import boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const found = await problems('src/client/features/profile/components/profile-card.tsx', [
      '../../dashboard/api/get-dashboard-stats',
    ]);
    expect(found).toEqual([expect.stringContaining(`${boundary}: Unexpected path`)]);
    expect(found[0]).toContain('A feature does not import another feature');
  });

  it('refuses it through the #client/ alias as well', async () => {
    const found = await problems('src/client/features/profile/components/profile-card.tsx', [
      '#client/features/dashboard/api/get-dashboard-stats',
    ]);
    expect(found).toEqual([expect.stringContaining(boundary)]);
    expect(await problems('src/client/components/layout/footer-links.tsx', ['#client/app/router'])).toEqual([
      expect.stringContaining(boundary),
    ]);
  });

  it('lets a feature import its own modules, components/, lib/ and shared/', async () => {
    const found = await problems('src/client/features/profile/components/profile-card.tsx', [
      '../api/get-profile',
      '../../../components/ui/button',
      '../../../lib/paths',
      '#shared/constants/messages',
    ]);
    expect(found).toEqual([]);
  });

  it('refuses components/ and lib/ importing app/ or a feature', async () => {
    expect(await problems('src/client/components/layout/footer-links.tsx', ['../../app/router'])).toEqual([
      expect.stringContaining(boundary),
    ]);
    expect(
      await problems('src/client/lib/profile-cache.ts', ['../features/profile/api/get-profile']),
    ).toEqual([expect.stringContaining(boundary)]);
  });

  it('refuses a feature importing app/', async () => {
    expect(await problems('src/client/features/auth/api/sign-in.ts', ['../../../app/router'])).toEqual([
      expect.stringContaining(boundary),
    ]);
  });

  it('lets app/ import features, components/ and lib/', async () => {
    const found = await problems('src/client/app/routes/admin/overview.tsx', [
      '../../../features/dashboard/components/dashboard-screen',
      '../../../features/profile/api/get-profile',
      '../../../components/layout/admin-page',
      '../../../lib/paths',
    ]);
    expect(found).toEqual([]);
  });

  it('refuses the client importing the server', async () => {
    expect(await problems('src/client/lib/config.ts', ['#server/config'])).toEqual([
      expect.stringContaining('no-restricted-imports'),
    ]);
  });
});

describe('file names', () => {
  it('refuses a file name that is not kebab-case', async () => {
    expect(await problems('src/client/components/ui/DateBadge.tsx', ['./button'])).toEqual([
      expect.stringContaining('check-file/filename-naming-convention'),
    ]);
  });

  it('accepts kebab-case names with .test and .config middle extensions', async () => {
    expect(await problems('src/client/components/ui/date-badge.test.tsx', ['./button'])).toEqual([]);
  });
});
