import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Points to the next page with `Link: <url>; rel="next"`, keeping the request's
 * own query (limit, q, from, to) and replacing the cursor. Only the query is
 * parsed, not the whole address: this runs on every page a member reads.
 */
export function setNextLink(request: FastifyRequest, reply: FastifyReply, cursor: string | null): void {
  if (!cursor) return;
  const queryAt = request.url.indexOf('?');
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
  query.set('cursor', cursor);
  reply.header('Link', `<${path}?${query}>; rel="next"`);
}
