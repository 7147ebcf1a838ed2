import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { admins } from '#server/db/schema';
import { devIdentityProviderEnabled } from '#server/services/auth/oidc-paths';
import { createAdmin } from './admins';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';

export const DEMO_ADMIN_NAME = 'Demo Admin';

/**
 * Embedded default: the first start makes a demo admin (when there is no
 * admin at all) and prints how to sign in, once. Safe on every start.
 */
export async function createDemoAdmin(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const memberHint = devIdentityProviderEnabled(config)
    ? `Members sign in with any @${config.university.emailDomain} email on the development sign-in page (${config.publicUrl}${pagePath(routePatterns.auth.login)}).`
    : undefined;
  if (config.demoAdmin) {
    const [{ count } = { count: 0 }] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(admins);
    if (count === 0) {
      const password = config.demoAdminPassword ?? randomBytes(12).toString('base64url');
      await createAdmin({ db: app.db, config }, null, {
        name: DEMO_ADMIN_NAME,
        email: config.demoAdminEmail,
        universityId: 'ADMIN001',
        phone: null,
        password,
      });
      const generated = config.demoAdminPassword ? '' : ' (generated; shown only this once)';
      console.log(
        [
          '',
          'A demo admin was created:',
          `  email:    ${config.demoAdminEmail}`,
          `  password: ${password}${generated}`,
          `  sign in at ${config.publicUrl}${pagePath(routePatterns.auth.adminLogin)}`,
        ].join('\n'),
      );
    }
  }
  if (memberHint) console.log(`\n${memberHint}`);
  if (!config.smtpUrl && !config.isProduction) {
    console.log(`Mail is kept in the development outbox: ${config.publicUrl}/dev/mail`);
  }
}
