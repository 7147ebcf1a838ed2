import type { FastifySchema, RouteOptions } from 'fastify';
import { apiErrorSchema } from '#shared/schemas/api-responses';
import { ACCESS_RULES, type Access } from '#server/lib/access-rules';

/** Error answers a route may give, each with its meaning and an example of its body. */
export const ERROR_ANSWERS = {
  400: apiErrorSchema.meta({
    description: 'The request is not valid: the message names the first problem found.',
    examples: [{ message: 'Item name is required', code: 'INVALID' }],
  }),
  401: apiErrorSchema.meta({
    description: 'Nobody is signed in, or the session has ended.',
    examples: [{ message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }],
  }),
  403: apiErrorSchema.meta({
    description: 'Signed in, but not as someone who may do this.',
    examples: [{ message: 'Admin privileges are required.', code: 'FORBIDDEN' }],
  }),
  404: apiErrorSchema.meta({
    description: 'What the request names does not exist.',
    examples: [{ message: 'Item not found', code: 'NOT_FOUND' }],
  }),
  409: apiErrorSchema.meta({
    description: 'The request conflicts with the current state; the message says how.',
    examples: [{ message: 'This report has already been stored.', code: 'ALREADY_STORED' }],
  }),
  413: apiErrorSchema.meta({
    description: 'The request body is over the size limit.',
    examples: [{ message: 'The request is too large.', code: 'TOO_LARGE' }],
  }),
  429: apiErrorSchema.meta({
    description: 'Too many attempts in a short time; try again later.',
    examples: [
      { message: 'Too many uploads. Please wait a few minutes and try again.', code: 'RATE_LIMITED' },
    ],
  }),
  500: apiErrorSchema.meta({
    description: 'Something failed on the server; the request may be tried again.',
    examples: [{ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }],
  }),
};

export type ErrorStatus = keyof typeof ERROR_ANSWERS;

/** The error answers a route gives beyond the ones every route of its kind gives. */
export function errorAnswers<S extends ErrorStatus>(...statuses: S[]): Pick<typeof ERROR_ANSWERS, S> {
  const picked: Partial<typeof ERROR_ANSWERS> = {};
  for (const status of statuses) Object.assign(picked, { [status]: ERROR_ANSWERS[status] });
  return picked as Pick<typeof ERROR_ANSWERS, S>;
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

type ResponseSchemas = Record<string, unknown>;

/**
 * Checks and completes every API route as it is registered: a route must say
 * who may call it and what it answers (a field not in its response schema is
 * never sent), and gets the error answers its access rule and input imply,
 * so the OpenAPI document tells the whole story.
 */
export function routeContract(registered: ApiRoute[]) {
  return function onRoute(route: RouteOptions) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD is Fastify's automatic twin of a GET: same contract.
    if (methods.every((method) => method === 'HEAD')) return;
    const name = `${methods.join(',')} ${route.url}`;
    const access = route.config?.access;
    if (!access) throw new Error(`${name} declares no config.access`);
    const schema = (route.schema ?? {}) as FastifySchema & Record<string, unknown>;
    if (!schema.response) throw new Error(`${name} declares no response schema`);
    if (!schema.summary) throw new Error(`${name} declares no summary`);
    const responses = { ...(schema.response as ResponseSchemas) };
    const add = (status: ErrorStatus, answer: unknown = ERROR_ANSWERS[status]) => {
      if (!(status in responses)) responses[status] = answer;
    };
    if (schema.body || schema.querystring || schema.params) add(400);
    if (access !== 'public') add(401);
    const forbiddenWhen = ACCESS_RULES[access].forbiddenWhen;
    if (forbiddenWhen) add(403, apiErrorSchema.meta({ description: forbiddenWhen }));
    add(500);
    const tag = route.url.replace(/^\/api\//, '').split('/')[0] ?? 'api';
    const completed: FastifySchema & Record<string, unknown> = {
      ...schema,
      response: responses,
      tags: schema.tags ?? [tag],
      description: [schema.description, `Who may call it: ${ACCESS_RULES[access].who}.`]
        .filter(Boolean)
        .join('\n\n'),
      'x-access': access,
      ...(access === 'public' ? {} : { security: [{ session: [] }] }),
    };
    route.schema = completed;
    for (const method of methods) {
      if (method !== 'HEAD') registered.push({ method, url: route.url, access });
    }
  };
}
