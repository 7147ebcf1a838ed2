import type { FastifyInstance } from 'fastify';
import { refuseUnlessLoopback } from '#server/lib/loopback';
import { publicWithoutSession } from '#server/plugins/access';
import { devMailPage } from '#server/routes/api/dev/dev-mail-routes';
import { DEV_OIDC_PATH, devIdentityProviderEnabled } from '#server/services/auth/oidc-paths';
import { devIdentityProvider } from './dev-identity-provider';

/**
 * Development stand-ins served outside /api: the identity provider (only when
 * no real issuer is configured) and the outbox page. Production gets neither.
 */
export async function developmentRoutes(app: FastifyInstance) {
  if (app.config.isProduction) return;
  app.addHook('onRequest', refuseUnlessLoopback);
  app.addHook('onRoute', publicWithoutSession);
  if (devIdentityProviderEnabled(app.config)) {
    await app.register(devIdentityProvider, { prefix: DEV_OIDC_PATH });
  }
  await app.register(devMailPage);
}
