import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Points to the next page with `Link: <url>; rel="next"`, keeping the request's
 * own query (limit, q, from, to) and replacing the cursor.
 */
export function setNextLink(request: FastifyRequest, reply: FastifyReply, cursor: string | null): void {
  if (!cursor) return;
  const url = new URL(request.url, 'http://local');
  url.searchParams.set('cursor', cursor);
  reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
}
