import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '#server/db/client';
import { cachesHearing } from '#server/lib/noticed-cache';
import { isLoopbackAddress } from '#server/lib/loopback';
import { addMetricsSource, httpRequestDuration, metricsRegistry } from '#server/lib/metrics';

/** Headers a proxy writes to say whom it forwards for: a request carrying one came from elsewhere. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'x-cluster-client-ip',
  'forwarded-for',
];

/**
 * A caller on this machine: the socket is loopback and so is the client. A
 * request that names a client through a proxy's header counts only when that
 * proxy is trusted (TRUST_PROXY, so `request.ips` follows it past the socket)
 * and the client it names is loopback too; any other proxy on this machine
 * would otherwise hand the metrics to whoever it serves.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip)) return false;
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  return !forwarded || (request.ips?.length ?? 0) > 1;
}

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
 * on this machine (fromThisMachine), or, when METRICS_TOKEN is set, to callers bearing it.
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
        : fromThisMachine(request);
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
