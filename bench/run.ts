/**
 * `npm run bench`: one run measures, on PGlite and (when DATABASE_URL is set)
 * PostgreSQL, with autocannon at 50 connections:
 *   bare     a bare Fastify route in the same kind of process: the ceiling
 *   list     the first page of /api/found-reports/stored-for-users
 *   search   /api/found-reports/search over a spread of realistic queries, a typo included:
 *            what people search for repeats, so most of these are answered from the cache
 *   search-distinct  the same endpoint with every query new (color, item and place):
 *            each one matched and ranked by the database, the cost of a cache miss
 *   claim    PATCH /api/found-reports/{id}/claim by many members on many items
 * Prints req/s, p50/p95/p99 and each endpoint's share of the bare route's
 * throughput, and writes the figures as JSON to bench/results/.
 *
 * Each endpoint first gets BENCH_WARMUP_SECONDS of the same load, not measured: a
 * server that just started compiles its code, opens its connections and fills its
 * caches, and that first second is not what its users meet.
 *
 * Env: BENCH_ITEMS (100000), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2),
 * BENCH_CONNECTIONS (50), DATABASE_URL,
 * BENCH_ENGINES (a comma-separated subset of "pglite,postgres", to measure one engine).
 */
import { fork } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type RawRequest } from 'autocannon';
import { CATEGORY_CHIPS } from '../src/shared/constants/category-chips';
import { CAMPUS_LOCATIONS, COLORS } from './catalogue';
import type { ReadyMessage } from './server';
import { benchAdminDesk } from './admin-desk';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

/** What people type: item names, colors with items, places, and the odd typo. */
const SEARCHES = [
  'wallet',
  'black wallet',
  'walet',
  'headphones library',
  'blue water bottle',
  'keys',
  'student id card',
  'charger cafeteria',
  'hedphones',
  'silver laptop',
  'umbrella main gate',
  'power bank',
];

/** Every color, item and place together: thousands of queries, none asked twice in a run. */
const DISTINCT_SEARCHES = COLORS.flatMap((color) =>
  CATEGORY_CHIPS.flatMap((item) =>
    CAMPUS_LOCATIONS.map((place) => `${color} ${item} ${place.split(/[ ,]/)[0]}`.toLowerCase()),
  ),
);
/** Consecutive queries differ in all three words (the stride is prime to the count). */
const DISTINCT_STRIDE = 997;

interface Measure {
  name: string;
  requestsPerSecond: number;
  total: number;
  non2xx: number;
  errors: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  shareOfBare?: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

function measure(name: string, url: string, next: () => RawRequest, duration = seconds): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, ...next() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          name,
          requestsPerSecond: Math.round(result.requests.average),
          total: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          latencyMs: {
            p50: percentile(times, 50),
            p95: percentile(times, 95),
            p99: percentile(times, 99),
            max: Math.round(result.latency.max),
          },
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function startServer(engine: 'pglite' | 'postgres') {
  const child = fork(path.join(here, 'server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_ENGINE: engine },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<ReadyMessage>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ReadyMessage));
    child.once('exit', (code) => reject(new Error(`the ${engine} server exited with code ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send('stop');
    });
  return { ready, stop };
}

async function runEngine(engine: 'pglite' | 'postgres') {
  const { ready, stop } = await startServer(engine);
  try {
    const cookies = ready.memberCookies;
    let n = 0;
    const member = () => cookies[n++ % cookies.length]!;
    const results: Measure[] = [];
    const run = async (name: string, url: string, next: () => RawRequest) => {
      process.stderr.write(
        `[bench:${engine}] ${name} for ${seconds} s at ${connections} connections, after ${warmupSeconds} s of warm-up\n`,
      );
      if (warmupSeconds > 0) await measure(name, url, next, warmupSeconds);
      results.push(await measure(name, url, next));
    };

    await run('bare', ready.bareUrl, () => ({ path: '/bare' }));
    await run('list', ready.appUrl, () => ({
      path: '/api/found-reports/stored-for-users',
      headers: { cookie: member() },
    }));
    let s = 0;
    await run('search', ready.appUrl, () => ({
      path: `/api/found-reports/search?q=${encodeURIComponent(SEARCHES[s++ % SEARCHES.length]!)}`,
      headers: { cookie: member() },
    }));
    let d = 0;
    await run('search-distinct', ready.appUrl, () => ({
      path: `/api/found-reports/search?q=${encodeURIComponent(
        DISTINCT_SEARCHES[(d++ * DISTINCT_STRIDE) % DISTINCT_SEARCHES.length]!,
      )}`,
      headers: { cookie: member() },
    }));
    // Every request a new (member, item) pair: each claim is a real, successful one.
    let c = 0;
    await run('claim', ready.appUrl, () => {
      const i = c++;
      const item = 1 + (Math.floor(i / cookies.length) % ready.items);
      return {
        method: 'PATCH',
        path: `/api/found-reports/FND${String(item).padStart(6, '0')}/claim`,
        headers: { cookie: cookies[i % cookies.length]!, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'I think this is mine' }),
      };
    });

    const bare = results[0]!.requestsPerSecond;
    for (const result of results)
      result.shareOfBare = Math.round((result.requestsPerSecond / bare) * 1000) / 1000;
    // Other work on the machine skews every figure; the load says how much.
    return {
      engine,
      items: ready.items,
      seedSeconds: ready.seedSeconds,
      loadAverage: loadavg()[0] ?? 0,
      results,
    };
  } finally {
    await stop();
  }
}

function print(report: Awaited<ReturnType<typeof runEngine>>) {
  console.log(
    `\n${report.engine}: ${report.items} stored items, ${connections} connections, ${seconds} s each ` +
      `(load average ${report.loadAverage.toFixed(1)} on ${availableParallelism()} cores)`,
  );
  console.table(
    report.results.map((result) => ({
      endpoint: result.name,
      'req/s': result.requestsPerSecond,
      'p50 ms': result.latencyMs.p50,
      'p95 ms': result.latencyMs.p95,
      'p99 ms': result.latencyMs.p99,
      'of bare': result.shareOfBare,
      'non-2xx': result.non2xx,
      errors: result.errors,
    })),
  );
}

async function main() {
  const available: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const wanted = process.env.BENCH_ENGINES?.split(',').map((name) => name.trim());
  const engines = wanted ? available.filter((engine) => wanted.includes(engine)) : available;
  if (engines.length === 0)
    throw new Error(`BENCH_ENGINES names no engine this run can use (${available.join(', ')})`);
  const reports = [];
  for (const engine of engines) {
    const report = await runEngine(engine);
    print(report);
    reports.push(report);
  }
  if (process.env.BENCH_ADMIN_DESK !== '0') await benchAdminDesk(engines);
  const dir = path.join(here, 'results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), node: process.version, connections, seconds, reports }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
