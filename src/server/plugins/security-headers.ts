import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options, taken once. Without per-request
 * nonces they are the same for every answer; @fastify/helmet rebuilt helmet's
 * middleware (parsing the whole policy) for every request, a tenth of a cached
 * list's time.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error)
      throw error instanceof Error ? error : new Error('helmet refused its options', { cause: error });
  });
  return headers;
}

/** Security headers (helmet's, with these options) on every answer, pages, files and errors alike. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: Readonly<HelmetOptions>) => {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      // A route's own value of one of them, set later, still wins.
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
