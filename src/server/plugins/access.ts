import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized, text } from '#server/lib/errors';
import type { Actor, AdminActor, MemberActor } from '#server/lib/actor';
import { ACCESS_RULES, type Access, type Caller } from '#server/lib/access-rules';
import { checkDeskScope, type DeskScope } from '#server/lib/desk-scope';
import { SIGNED_OUT_CODES, SIGNED_OUT_MESSAGES, type SignedOutReason } from '#shared/schemas/auth';

/**
 * Who may call a route. Every route must declare one in `config.access`;
 * a route that does not is refused, so forgetting is never an open door.
 * What each rule lets through is one table, `ACCESS_RULES` (lib/access-rules).
 */
export type { Access };

export type { Actor, AdminActor, MemberActor };

/** Why a session the request carried has just ended: idle too long, or past its lifetime. */
export type SessionEnd = SignedOutReason;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** For desk staff: which desk's item the route acts on (decision 0055). */
    desk?: DeskScope;
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

/** Whoever is signed in: a member or a console account, each reading their own (the bell, push). */
export function requireSignedIn(request: FastifyRequest): Actor {
  const actor = request.actor;
  if (!actor) throw unauthorized();
  return actor;
}

/** The console account calling (an admin, or desk staff where the route's rule lets them in). */
export function requireAdmin(request: FastifyRequest): AdminActor {
  const actor = request.actor;
  if (!actor) throw unauthorized();
  if (actor.kind !== 'admin') throw forbidden(text('errors.adminsOnly'));
  return actor;
}

/** Which row of the access table a caller reads. */
export function callerOf(actor: Actor | null): Caller {
  if (!actor) return 'anonymous';
  if (actor.kind === 'admin') return actor.role === 'admin' ? 'admin' : 'desk staff';
  return actor.profileComplete ? 'member' : 'incomplete member';
}

export function checkAccess(access: Access | undefined, actor: Actor | null): void {
  if (!access || !(access in ACCESS_RULES)) {
    throw forbidden('This route declares no access rule.', 'NO_ACCESS_RULE');
  }
  const refusal = ACCESS_RULES[access].callers[callerOf(actor)];
  if (!refusal) return;
  if (refusal.status === 401) throw unauthorized();
  throw forbidden(text(refusal.message), refusal.code);
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
    // After validation: the parameters and the body are the parsed ones.
    app.addHook('preHandler', async (request) => {
      const scope = request.routeOptions.config.desk;
      const actor = request.actor;
      if (!scope || actor?.kind !== 'admin') return;
      await checkDeskScope(app.db, actor, scope, request);
    });
  },
  { name: 'access' },
);
