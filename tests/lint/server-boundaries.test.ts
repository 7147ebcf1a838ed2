import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's layers, as lint enforces them (eslint.config.js, decision 0008):
 * services own data and side effects and know nothing of HTTP; routes speak
 * HTTP and reach data only through services. Each case lints a line of code as
 * if it stood in a real file of that layer.
 */
const SERVICE_FILE = 'src/server/services/service-context.ts';
const ROUTE_FILE = 'src/server/routes/api/health/health-routes.ts';
const PLUGIN_FILE = 'src/server/plugins/session.ts';

let eslint: ESLint;

async function boundaryFindings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

/** What the layer rules say of a line, whichever rule says it. */
async function layerFindings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) =>
      ['no-restricted-imports', 'no-restricted-syntax', 'service-folders/one-way'].includes(
        message.ruleId ?? '',
      ),
    )
    .map((message) => message.message);
}

describe('server import boundaries', () => {
  beforeAll(() => {
    // The lines below are not files of the TypeScript project, and import rules need no types:
    // rules that read types are off, as building the typed program takes longer than the test may.
    eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
  });

  it('refuse a service that imports a plugin or a route', async () => {
    expect(await boundaryFindings(SERVICE_FILE, "export type { Actor } from '../plugins/access';\n")).toEqual(
      [expect.stringMatching(/layer boundary/)],
    );
    expect(
      await boundaryFindings(SERVICE_FILE, "export { ERROR_ANSWERS } from '../routes/api/route-contract';\n"),
    ).toEqual([expect.stringMatching(/layer boundary/)]);
  });

  it('refuse a route that reaches the database itself', async () => {
    expect(await boundaryFindings(ROUTE_FILE, "export { users } from '../../../db/schema';\n")).toEqual([
      expect.stringMatching(/layer boundary/),
    ]);
    expect(await boundaryFindings(ROUTE_FILE, "export { sql } from 'drizzle-orm';\n")).toEqual([
      expect.stringMatching(/layer boundary/),
    ]);
  });

  it('refuse the same imports written through the #server/ alias', async () => {
    expect(
      await boundaryFindings(SERVICE_FILE, "export type { Access } from '#server/plugins/access';\n"),
    ).toEqual([expect.stringMatching(/layer boundary/)]);
    expect(await boundaryFindings(ROUTE_FILE, "export { users } from '#server/db/schema';\n")).toEqual([
      expect.stringMatching(/layer boundary/),
    ]);
    expect(
      await boundaryFindings(
        ROUTE_FILE,
        "export { checkDatabase } from '#server/services/health/check-database';\n",
      ),
    ).toEqual([]);
  });

  it('let each layer import the one below it', async () => {
    expect(await boundaryFindings(SERVICE_FILE, "export type { Database } from '../db/client';\n")).toEqual(
      [],
    );
    expect(
      await boundaryFindings(
        ROUTE_FILE,
        "export { checkDatabase } from '../../../services/health/check-database';\n",
      ),
    ).toEqual([]);
  });

  it('refuse a service that takes the request or the reply, and let it take a logger', async () => {
    expect(
      await layerFindings(SERVICE_FILE, "export type { FastifyReply, FastifyRequest } from 'fastify';\n"),
    ).toEqual([expect.stringMatching(/know nothing of HTTP/), expect.stringMatching(/know nothing of HTTP/)]);
    expect(await layerFindings(SERVICE_FILE, "import type { FastifyReply } from 'fastify';\n")).toEqual([
      expect.stringMatching(/know nothing of HTTP/),
    ]);
    expect(await layerFindings(SERVICE_FILE, "export type { FastifyBaseLogger } from 'fastify';\n")).toEqual(
      [],
    );
  });

  it('refuse a route or a plugin that announces a change notice; a service announces its own', async () => {
    const announcing =
      "declare const app: { changes: { announce(notice: string): void } };\napp.changes.announce('catalogue');\n";
    expect(await layerFindings(ROUTE_FILE, announcing)).toEqual([
      expect.stringMatching(/Only the service that changes data announces/),
    ]);
    expect(await layerFindings(PLUGIN_FILE, announcing)).toEqual([
      expect.stringMatching(/Only the service that changes data announces/),
    ]);
    expect(await layerFindings(SERVICE_FILE, announcing)).toEqual([]);
  });

  it('refuse a service folder importing one that imports it back, directly or through others', async () => {
    // claims imports mail; mail importing claims would make the two depend on each other.
    expect(
      await layerFindings(
        'src/server/services/mail/mail-queue.ts',
        "export { alertClaimant } from '#server/services/claims/alert-claimant';\n",
      ),
    ).toEqual([
      expect.stringMatching(/services\/mail imports services\/claims, which already imports it back/),
    ]);
    // auth imports profile, which imports claims: claims importing auth closes a circle of three.
    expect(
      await layerFindings(
        'src/server/services/claims/claim-rules.ts',
        "export { hashPassword } from '../auth/password-hash';\n",
      ),
    ).toEqual([expect.stringMatching(/claims → auth → profile → claims/)]);
  });

  it('let a service folder import another that does not import it, and lib/ from anywhere', async () => {
    expect(
      await layerFindings(
        'src/server/services/claims/claim-rules.ts',
        "export { sendMail } from '#server/services/mail/send-mail';\n",
      ),
    ).toEqual([]);
    expect(
      await layerFindings(
        'src/server/services/mail/mail-queue.ts',
        "export { ITEM_NOT_FOUND } from '#server/lib/errors';\n",
      ),
    ).toEqual([]);
  });

  it('refuse lib/ or the configuration importing a service', async () => {
    expect(
      await boundaryFindings(
        'src/server/lib/paging.ts',
        "export { recordActivity } from '#server/services/activity-log/record-activity';\n",
      ),
    ).toEqual([expect.stringMatching(/layer boundary/)]);
    expect(
      await boundaryFindings(
        'src/server/config.ts',
        "export { isCommonPassword } from './services/auth/password-hash';\n",
      ),
    ).toEqual([expect.stringMatching(/layer boundary/)]);
  });
});
