import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics. One registry per process (one server per
 * process in production); what belongs to one server (its pool, its caches)
 * is read from the servers that add a source, at scrape time only.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by route and status; its _count is the number of requests.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const imageUploads = new Counter({
  name: 'image_uploads_total',
  help: 'Photos stored from uploads.',
  registers: [metricsRegistry],
});

export const imageUploadBytes = new Counter({
  name: 'image_upload_bytes_total',
  help: 'Bytes of the uploaded files that were stored (before re-encoding).',
  registers: [metricsRegistry],
});

export const mailsSent = new Counter({
  name: 'mails_total',
  help: 'Mail handed to the SMTP server or the development outbox, by result.',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

/** What one server reports when scraped. */
export interface MetricsSource {
  pool(): { total: number; idle: number; waiting: number } | null;
  caches(): readonly { name: string; hits: number; misses: number; size: number }[];
}

const sources = new Set<MetricsSource>();

export function addMetricsSource(source: MetricsSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

new Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting requests).',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const source of sources) {
      const pool = source.pool();
      if (!pool) continue;
      this.inc({ state: 'total' }, pool.total);
      this.inc({ state: 'idle' }, pool.idle);
      this.inc({ state: 'waiting' }, pool.waiting);
    }
  },
});

new Counter({
  name: 'cache_lookups_total',
  help: 'Lookups in the in-memory caches kept honest by change notices, by cache and result (hit or miss).',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const source of sources) {
      for (const cache of source.caches()) {
        this.inc({ cache: cache.name, result: 'hit' }, cache.hits);
        this.inc({ cache: cache.name, result: 'miss' }, cache.misses);
      }
    }
  },
});

new Gauge({
  name: 'cache_entries',
  help: 'Entries held by each in-memory cache.',
  labelNames: ['cache'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const source of sources) {
      for (const cache of source.caches()) this.inc({ cache: cache.name }, cache.size);
    }
  },
});
