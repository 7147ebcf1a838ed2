import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { LimitName } from '#server/lib/limit-rules';
import { Limits, type LimitSubject } from '#server/services/limits/limits';
import { apiErrorSchema } from '#shared/schemas/api-responses';

/** A limit a route counts: a rule, optionally per thing the route acts on (the name of a path parameter). */
export type LimitUse = LimitName | { rule: LimitName; perParam: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted after the request is validated and before it is served; past one, 429 and nothing done. */
    limits?: LimitUse[];
  }
  interface FastifyInstance {
    /** The limits service (decision 0044): counters in the database, shared by every server. */
    limits: Limits;
  }
  interface FastifyRequest {
    /** The uses this request counted, given back if it is refused. */
    limitsTaken?: { rule: LimitName; subject: LimitSubject }[];
  }
}

const RATE_LIMITED = apiErrorSchema.meta({
  description: 'Done too often in a short time; the Retry-After header says when to try again.',
  examples: [
    {
      message: 'You have reported many found items in a short time. Please try again in 12 minutes.',
      code: 'RATE_LIMITED',
    },
  ],
});

function paramOf(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * Gives the app its limits service and counts each route's declared limits
 * once the request is valid and its caller known (access runs before). Only
 * what is done counts: a request refused for any reason (a claim without its
 * description, an item already taken, another limit) gives its uses back
 * before its answer leaves, so a member's mistakes never cost them a try.
 */
export const limitsPlugin = fp(
  async (app: FastifyInstance) => {
    const limits = new Limits(app.db, app.config.limits);
    app.decorate('limits', limits);

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.limits?.length || !route.schema) return;
      const response = (route.schema.response ?? {}) as Record<string, unknown>;
      route.schema.response = { ...response, 429: response[429] ?? RATE_LIMITED };
    });

    app.addHook('preHandler', async (request) => {
      const uses = request.routeOptions.config.limits;
      if (!uses) return;
      request.limitsTaken = [];
      for (const use of uses) {
        const rule = typeof use === 'string' ? use : use.rule;
        const scope = typeof use === 'string' ? undefined : paramOf(request, use.perParam);
        const subject = { actor: request.actor, address: request.ip, scope };
        await limits.take(rule, subject);
        request.limitsTaken.push({ rule, subject });
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 400 && request.limitsTaken?.length) {
        for (const { rule, subject } of request.limitsTaken.splice(0)) await limits.refund(rule, subject);
      }
      return payload;
    });
  },
  { name: 'limits', dependencies: ['database'] },
);
