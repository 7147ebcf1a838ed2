import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized, text } from '#server/lib/errors';
import type { Actor, AdminActor, MemberActor } from '#server/lib/actor';
import { SIGNED_OUT_CODES, SIGNED_OUT_MESSAGES, type SignedOutReason } from '#shared/schemas/auth';

/**
 * Who may call a route. Every route must declare one in `config.access`;
 * a route that does not is refused, so forgetting is never an open door.
 * - public: anyone, signed in or not
 * - member: a signed-in university member, profile complete or not
 * - member-complete: a member whose profile is complete
 * - signed-in: a member or an admin
 * - admin: a signed-in admin
 */
export type Access = 'public' | 'member' | 'member-complete' | 'signed-in' | 'admin';

export type { Actor, AdminActor, MemberActor };

/** Why a session the request carried has just ended: idle too long, or past its lifetime. */
export type SessionEnd = SignedOutReason;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A route that never acts for anyone in particular (built files, metrics, the
     * development provider's pages): the session is not read, and no answer of it
     * carries a cookie.
     */
    sessionless?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** Set by the session plugin: the hash of the session token, when a session is valid. */
    sessionTokenHash: string | null;
    /** Set by the session plugin when this request's session has just ended, and why. */
    sessionEnded: SessionEnd | null;
  }
}

export function requireMember(request: FastifyRequest): MemberActor {
  const actor = request.actor;
  if (!actor) throw unauthorized();
  if (actor.kind !== 'member') throw forbidden(text('errors.membersOnly'));
  return actor;
}

export function requireAdmin(request: FastifyRequest): AdminActor {
  const actor = request.actor;
  if (!actor) throw unauthorized();
  if (actor.kind !== 'admin') throw forbidden(text('errors.adminsOnly'));
  return actor;
}

export function checkAccess(access: Access | undefined, actor: Actor | null): void {
  switch (access) {
    case 'public':
      return;
    case 'signed-in':
      if (!actor) throw unauthorized();
      return;
    case 'member':
    case 'member-complete':
      if (!actor) throw unauthorized();
      if (actor.kind !== 'member') throw forbidden(text('errors.membersOnly'));
      if (access === 'member-complete' && !actor.profileComplete) {
        throw forbidden(text('auth.profileIncomplete'), 'PROFILE_INCOMPLETE');
      }
      return;
    case 'admin':
      if (!actor) throw unauthorized();
      if (actor.kind !== 'admin') throw forbidden(text('errors.adminsOnly'));
      return;
    default:
      throw forbidden('This route declares no access rule.', 'NO_ACCESS_RULE');
  }
}

/**
 * Every route of the app, API or not, must say who may call it: a route added
 * without a rule stops the start instead of opening a door.
 */
export function requireAccessRule(route: RouteOptions): void {
  if (!route.config?.access) {
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    throw new Error(`${methods} ${route.url} declares no config.access`);
  }
}

/**
 * Gives every route a plugin of another package registers (built files, the API
 * reference page) a rule: public, and no session read for it.
 */
export function publicWithoutSession(route: RouteOptions): void {
  route.config = { ...route.config, access: 'public', sessionless: true };
}

/**
 * Runs after the session is read, before the body is parsed: a stranger learns
 * nothing from validation messages. The rule is the one of the route that serves
 * the request, whatever form its address came in (decision 0035); an address no
 * route serves gets the not-found answer, which shows nothing.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const access = request.routeOptions.config.access;
      // Says why, so the admin's page can tell them instead of a bare "please sign in".
      if (!request.actor && request.sessionEnded && access !== 'public') {
        throw new AppError(
          401,
          text(SIGNED_OUT_MESSAGES[request.sessionEnded]),
          SIGNED_OUT_CODES[request.sessionEnded],
        );
      }
      checkAccess(access, request.actor);
    });
  },
  { name: 'access' },
);
