import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '#server/db/client';
import { cachesHearing } from '#server/lib/noticed-cache';
import { addMetricsSource, httpRequestDuration, metricsRegistry } from '#server/lib/metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every route: each route gets its own onResponse hook holding its
 * histogram children by status, so a request costs one map lookup and one
 * observe, with nothing allocated once a status has been seen.
 */
function timeRoute(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  const byStatus = new Map<number, { observe(seconds: number): void }>();
  const observe = async (_request: FastifyRequest, reply: FastifyReply) => {
    let child = byStatus.get(reply.statusCode);
    if (!child) {
      child = httpRequestDuration.labels(methods, route.url, String(reply.statusCode));
      byStatus.set(reply.statusCode, child);
    }
    child.observe(reply.elapsedTime / 1000);
  };
  const existing = route.onResponse;
  route.onResponse = existing ? [...(Array.isArray(existing) ? existing : [existing]), observe] : [observe];
}

/**
 * Prometheus metrics at /metrics: request counts and latencies per route, the
 * database pool, cache hit ratios, image uploads and mail. Answered only to callers
 * on this machine (socket and forwarded address both loopback), or, when
 * METRICS_TOKEN is set, to callers bearing it.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    const removeSource = addMetricsSource({
      pool: () => options.database.poolStats?.() ?? null,
      caches: () => cachesHearing(app.changes),
    });
    app.addHook('onClose', async () => {
      removeSource();
    });
    app.addHook('onRoute', timeRoute);

    const token = app.config.metricsToken;
    app.get('/metrics', { config: { access: 'public', sessionless: true } }, async (request, reply) => {
      const allowed = token
        ? sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)
        : LOOPBACK.has(request.socket.remoteAddress ?? '') && LOOPBACK.has(request.ip);
      if (!allowed) {
        return reply
          .status(403)
          .send({ message: 'Metrics are not available to this caller.', code: 'FORBIDDEN' });
      }
      return reply
        .header('Cache-Control', 'no-store')
        .type(metricsRegistry.contentType)
        .send(await metricsRegistry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
