import autocannon, { type RawRequest } from 'autocannon';
import type { ReadyMessage } from './server';

/** One measured endpoint or query mix: throughput and latency percentiles. */
export interface Measure {
  name: string;
  /** Requests per second (0 for a latency-only mix, measured one request at a time). */
  requestsPerSecond: number;
  total: number;
  non2xx: number;
  errors: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  shareOfBare?: number;
  /** The server's resident memory: the most seen while this ran. */
  peakRssMb?: number;
  /** Where the server's memory was when it was most (heap, and outside it), in MB. */
  peakMemory?: ServerMemory;
  /** For a mix of requests asked one at a time: the slowest of them, slowest first. */
  slowest?: { kind: string; q: string; ms: number }[];
}

export const settings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

export function latencies(times: number[]): Measure['latencyMs'] {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: Math.round(sorted[sorted.length - 1] ?? 0),
  };
}

/** autocannon at `settings.connections` for `duration` seconds, each request made by `next`. */
export function load(
  name: string,
  url: string,
  next: () => RawRequest,
  duration = settings.seconds,
): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      {
        url,
        connections: settings.connections,
        duration,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, ...next() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          name,
          requestsPerSecond: Math.round(result.requests.average),
          total: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          latencyMs: latencies(times),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * The server's memory in MB: resident in all, the JavaScript heap, and what
 * the heap holds outside it (Buffers, and on PGlite the embedded database's
 * WebAssembly memory, which grows but never shrinks).
 */
export interface ServerMemory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** Of the heap: the young generation (objects that die young) and the old. */
  newSpace: number;
  oldSpace: number;
}

/** What a scenario gets: the server it measures and a way to ask it things. */
export interface ScenarioContext {
  engine: 'pglite' | 'postgres';
  ready: ReadyMessage;
  /** A member's session cookie, a different one on each call. */
  member: () => string;
  /** The server's resident memory now, in MB. */
  rssMb: () => Promise<number>;
  /** The server's memory now, in parts. */
  memory: () => Promise<ServerMemory>;
  log: (message: string) => void;
}

/**
 * A part of the benchmark in a module of its own: bench/scenarios/index.ts
 * lists them, and the runner runs each against every engine in that order.
 */
export interface Scenario {
  name: string;
  run: (context: ScenarioContext) => Promise<Measure[]>;
}

/** Warm-up (not measured: a server that just started compiles, connects and fills caches), then measure. */
export async function warmAndLoad(
  context: ScenarioContext,
  name: string,
  url: string,
  next: () => RawRequest,
) {
  context.log(
    `${name} for ${settings.seconds} s at ${settings.connections} connections, after ${settings.warmupSeconds} s of warm-up`,
  );
  if (settings.warmupSeconds > 0) await load(name, url, next, settings.warmupSeconds);
  let peak: ServerMemory | undefined;
  const keep = (memory: ServerMemory) => {
    if (!peak || memory.rss > peak.rss) peak = memory;
  };
  const sampler = setInterval(() => void context.memory().then(keep), 500);
  try {
    const measure = await load(name, url, next);
    keep(await context.memory());
    return { ...measure, peakRssMb: peak!.rss, peakMemory: peak };
  } finally {
    clearInterval(sampler);
  }
}
