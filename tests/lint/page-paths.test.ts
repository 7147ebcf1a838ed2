import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server links to pages only through pagePath and the route patterns (eslint.config.js,
 * decision 0087): a page's URL is written once, where the client's router matches it. Each case
 * lints a line as if it stood in a real file of the server.
 */
const SERVICE_FILE = 'src/server/services/pickups/pickup-mail.ts';
const ROUTE_FILE = 'src/server/routes/api/profile/profile-routes.ts';
const SERVER_TEST_FILE = 'src/server/services/pickups/pickups.test.ts';

let eslint: ESLint;

async function pagePathFindings(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'page-paths/from-route-patterns')
    .length;
}

describe('page paths on the server', () => {
  beforeAll(() => {
    // The lines are not files of the TypeScript project; rules that read types are off.
    eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
  });

  it('refuse a page path written out, as a string or inside a template', async () => {
    expect(await pagePathFindings(SERVICE_FILE, "export const link = '/user/my-items';\n")).toBe(1);
    expect(
      await pagePathFindings(SERVICE_FILE, 'export const link = (id: string) => `/admin/items/${id}`;\n'),
    ).toBe(1);
    expect(
      await pagePathFindings(
        SERVICE_FILE,
        'export const link = (base: string) => `${base}/user/notifications`;\n',
      ),
    ).toBe(1);
    expect(
      await pagePathFindings(SERVICE_FILE, "export const link = '/admin/pickups?date=2026-12-06';\n"),
    ).toBe(1);
    expect(await pagePathFindings(SERVICE_FILE, "export const link = '/unsubscribe?member=m';\n")).toBe(1);
    expect(await pagePathFindings(ROUTE_FILE, "export const back = '/auth/login';\n")).toBe(1);
  });

  it('let the route patterns through pagePath, the API and the tests be', async () => {
    expect(
      await pagePathFindings(
        SERVICE_FILE,
        "import { pagePath } from '#shared/page-path';\nimport { routePatterns } from '#shared/route-patterns';\nexport const link = pagePath(routePatterns.user.myItems);\n",
      ),
    ).toBe(0);
    expect(
      await pagePathFindings(
        ROUTE_FILE,
        "declare const app: { get(path: string): void };\napp.get('/user/profile');\n",
      ),
    ).toBe(0);
    expect(await pagePathFindings(SERVICE_FILE, "export const api = '/api/user/profile';\n")).toBe(0);
    expect(await pagePathFindings(SERVICE_FILE, "export const other = '/users-guide';\n")).toBe(0);
    expect(await pagePathFindings(SERVER_TEST_FILE, "export const link = '/user/my-items';\n")).toBe(0);
  });
});
