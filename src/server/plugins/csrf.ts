import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '#server/lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that acts only for whoever the signed link in its address names
     * (an email's unsubscribe link), never for a session: with `sessionless`,
     * requests from any origin are served, since a page elsewhere cannot know
     * the signature and no cookie gives it any power (decision 0045).
     */
    signedLink?: boolean;
  }
}

/**
 * Cookie sessions need a defence against other sites submitting on a member's
 * behalf. SameSite=Lax covers most of it; this refuses any state-changing request
 * a browser marks as coming from another origin.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance, options: { allowedOrigins: string[] }) => {
    const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      // By the route that serves the request: a signed link that reads no session has nothing to forge.
      const route = request.routeOptions.config;
      if (!request.is404 && route.signedLink && route.sessionless) return;
      const origin = request.headers.origin;
      if (origin !== undefined) {
        if (origin === 'null' || !allowed.has(origin)) {
          throw forbidden('Requests from other sites are refused.', 'CROSS_ORIGIN');
        }
        return;
      }
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw forbidden('Requests from other sites are refused.', 'CROSS_ORIGIN');
      }
    });
  },
  { name: 'csrf' },
);
