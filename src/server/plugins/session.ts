import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashToken } from '#server/services/auth/session-token';
import {
  deleteExpiredSessions,
  endSession,
  readSession,
  replaceSession,
  sessionCacheFor,
  startSession,
  type SessionOwner,
  type StartedSession,
} from '#server/services/auth/sessions';

export const SESSION_COOKIE = 'clf_session';
/** A request that cannot change anything may act on a kept copy of its session. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export { hashToken };

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      /** Starts a fresh session (a new token every sign-in: no fixation) and sets the cookie. */
      start(reply: FastifyReply, owner: SessionOwner): Promise<void>;
      /** Ends the request's session, if any, and clears the cookie. */
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /**
       * Starts a session in place of the request's own, if any: its row goes and every
       * server hears so, so no token outlives a sign-in.
       */
      replace(request: FastifyRequest, reply: FastifyReply, owner: SessionOwner): Promise<void>;
    };
  }
}

/**
 * Sessions over HTTP: the cookie, and who the request's session stands for.
 * Reading, starting and ending sessions, and the change notices that keep
 * every server's copies honest, belong to the sessions service.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: app.config.secureTransport,
    };
    const context = { db: app.db, changes: app.changes };
    const adminLimits = app.config.adminSession;
    const known = sessionCacheFor(app.changes);

    app.decorateRequest('actor', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorateRequest('sessionEnded', null);

    const setCookie = (reply: FastifyReply, session: StartedSession) =>
      reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, expires: session.expiresAt });

    app.decorate('sessions', {
      async start(reply, owner) {
        setCookie(reply, await startSession(app.db, owner, adminLimits));
      },
      async end(request, reply) {
        if (request.sessionTokenHash) await endSession(context, request.sessionTokenHash);
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
      },
      async replace(request, reply, owner) {
        setCookie(reply, await replaceSession(context, request.sessionTokenHash, owner, adminLimits));
      },
    });

    app.addHook('onRequest', async (request, reply) => {
      // By the route that serves the request, never by its address (decision 0035).
      if (request.is404 || request.routeOptions.config.sessionless) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const session = await readSession(context, known, token, {
        fresh: !SAFE_METHODS.has(request.method),
        now: new Date(),
        adminLimits,
      });
      if (session?.kind === 'ended') {
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
        request.sessionEnded = session.reason;
      } else if (session?.kind === 'signed-in') {
        request.actor = session.actor;
        request.sessionTokenHash = session.tokenHash;
      }
    });

    // Expired sessions are swept now and then rather than on every request.
    const sweep = setInterval(
      () => {
        deleteExpiredSessions(app.db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'session sweep failed'),
        );
      },
      60 * 60 * 1000,
    );
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'session', dependencies: ['database'] },
);
