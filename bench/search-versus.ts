/**
 * `npm run bench:search-versus -- BASE`: the search mix (bench/scenarios/search-latency.ts)
 * against two servers on one kept PostgreSQL catalogue, one running the code of commit BASE
 * (default: main) and one the code of this tree. Each query is asked of one and then of the
 * other, the order alternating from query to query, so both meet the same load and the same
 * database pages: their figures are a ratio measured in one run, which a shared machine's
 * drift from minute to minute does not skew. Prints p50 / p95 / p99 of each, their ratios,
 * the load average, and how many pages the two ranked differently.
 *
 * BASE's own bench server prepares the catalogue (as `npm run bench` does, and as kept by
 * BENCH_KEEP_DATABASE); this tree's joins it (BENCH_JOIN), so BASE must keep catalogues the
 * same way, and this tree may add no migration BASE lacks.
 *
 * Env: DATABASE_URL (required), BENCH_POSTGRES_ITEMS (1000000), BENCH_PASSES (2: the mix,
 * then the mix again with another page size, which no cached page answers).
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_SIZE_DEFAULT } from '#shared/constants/limits';
import { SERVER_ENVIRONMENT } from '../scripts/start.mjs';
import { bundleBenchServer } from './bundle-server';
import { latencies, type Measure } from './measure';
import { searchMix } from './scenarios/search-latency';
import type { ReadyMessage } from './server';

const here = path.dirname(fileURLToPath(import.meta.url));
const tree = path.join(here, '..');
const items = Number(process.env.BENCH_POSTGRES_ITEMS ?? 1_000_000);
const passes = Number(process.env.BENCH_PASSES ?? 2);
const log = (message: string) => process.stderr.write(`[search-versus] ${message}\n`);
const loads = () => loadavg().map((value) => Math.round(value * 100) / 100);

interface BenchServer {
  name: string;
  ready: ReadyMessage;
  stop: () => Promise<void>;
}

/** The files of `commit` in a folder of their own, using this tree's installed packages. */
async function checkout(commit: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'clf-search-versus-'));
  execFileSync('sh', ['-c', `git -C "${tree}" archive "${commit}" | tar -x -C "${dir}"`]);
  await symlink(path.join(tree, 'node_modules'), path.join(dir, 'node_modules'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A tree's bench server, bundled as `npm run bench` bundles it, and started on the kept catalogue. */
async function startServer(name: string, root: string, env: Record<string, string>): Promise<BenchServer> {
  const outfile = path.join(root, 'dist', 'bench', 'search-versus-server.mjs');
  await bundleBenchServer(root, outfile);
  const child: ChildProcess = fork(outfile, [], {
    env: {
      ...SERVER_ENVIRONMENT,
      ...process.env,
      BENCH_ENGINE: 'postgres',
      BENCH_ITEMS: String(items),
      BENCH_KEEP_DATABASE: '1',
      MIGRATIONS_DIR: path.join(root, 'src', 'server', 'db', 'migrations'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = await new Promise<ReadyMessage>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ReadyMessage));
    child.once('exit', (code) => reject(new Error(`the ${name} server exited with code ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send('stop');
    });
  return { name, ready, stop };
}

/** One search as a member waits for it: the time to the whole body, and the page's report IDs. */
async function ask(server: BenchServer, q: string, member: string, limit: number | undefined) {
  const page = limit === undefined ? '' : `&limit=${limit}`;
  const started = performance.now();
  const response = await fetch(
    `${server.ready.appUrl}/api/found-reports/search?q=${encodeURIComponent(q)}${page}`,
    { headers: { cookie: member } },
  );
  const body = await response.text();
  const ms = performance.now() - started;
  const reportIds = response.ok
    ? (JSON.parse(body) as { reportId: string }[]).map((card) => card.reportId)
    : [];
  return { ms, ok: response.ok, page: `${reportIds.join(',')} ${response.headers.get('link') ?? ''}` };
}

interface PassResult {
  name: string;
  times: Map<string, number[]>;
  byKind: Map<string, Map<string, number[]>>;
  failed: number;
  differentPages: string[];
}

/** The mix once, each query asked of both servers in turn, the first of them alternating. */
async function pass(name: string, servers: BenchServer[], limit: number | undefined): Promise<PassResult> {
  const mix = searchMix(items);
  log(`${name}: ${mix.length} queries, each of ${servers.map((server) => server.name).join(' and ')}`);
  const result: PassResult = { name, times: new Map(), byKind: new Map(), failed: 0, differentPages: [] };
  let n = 0;
  for (const [index, { kind, q }] of mix.entries()) {
    const order = index % 2 === 0 ? servers : [...servers].reverse();
    const pages = new Map<string, string>();
    for (const server of order) {
      const member = server.ready.memberCookies[n++ % server.ready.memberCookies.length]!;
      const asked = await ask(server, q, member, limit);
      if (!asked.ok) result.failed++;
      pages.set(server.name, asked.page);
      result.times.set(server.name, [...(result.times.get(server.name) ?? []), asked.ms]);
      const kinds = result.byKind.get(kind) ?? new Map<string, number[]>();
      kinds.set(server.name, [...(kinds.get(server.name) ?? []), asked.ms]);
      result.byKind.set(kind, kinds);
    }
    if (new Set(pages.values()).size > 1) result.differentPages.push(q);
  }
  return result;
}

const ratio = (after: number, before: number) => Math.round((after / before) * 1000) / 1000;

function print(result: PassResult, servers: BenchServer[]) {
  const [base, here_] = servers.map((server) => server.name) as [string, string];
  const row = (label: string, times: Map<string, number[]>) => {
    const before = latencies(times.get(base) ?? []);
    const after = latencies(times.get(here_) ?? []);
    return {
      measure: label,
      [`${base} p50 / p95 / p99 ms`]: `${before.p50} / ${before.p95} / ${before.p99}`,
      [`${here_} p50 / p95 / p99 ms`]: `${after.p50} / ${after.p95} / ${after.p99}`,
      'p50 ratio': ratio(after.p50, before.p50),
      'p95 ratio': ratio(after.p95, before.p95),
    };
  };
  console.log(`\n${result.name} (load average ${loads().join(' ')})`);
  console.table([
    row('all queries', result.times),
    ...[...result.byKind].map(([kind, times]) => row(`  ${kind}`, times)),
  ]);
  console.log(
    `${result.failed} failed; ${result.differentPages.length} pages ranked differently` +
      (result.differentPages.length ? `: ${result.differentPages.slice(0, 10).join(' | ')}` : ''),
  );
}

/** The bare route one request at a time: what a round trip through HTTP costs just now. */
async function bareRoute(server: BenchServer, count: number): Promise<Measure['latencyMs']> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await fetch(`${server.ready.bareUrl}/bare`).then((response) => response.arrayBuffer());
    times.push(performance.now() - started);
  }
  return latencies(times);
}

async function main() {
  if (!process.env.DATABASE_URL)
    throw new Error('DATABASE_URL names the PostgreSQL server of the kept catalogue');
  const base = process.argv[2] ?? 'main';
  const commit = execFileSync('git', ['-C', tree, 'rev-parse', '--short', base], { encoding: 'utf8' }).trim();
  const checkedOut = await checkout(commit);
  const servers: BenchServer[] = [];
  try {
    servers.push(await startServer(`base ${commit}`, checkedOut.dir, {}));
    servers.push(await startServer('this tree', tree, { BENCH_JOIN: '1' }));
    const loadAtStart = loads();
    // Each server's first search pays for its first connections and statements, not for a query.
    for (const server of servers) await ask(server, 'qzxv', server.ready.memberCookies[0]!, undefined);
    const bare = await bareRoute(servers[1]!, searchMix(items).length);
    const results: PassResult[] = [];
    for (let index = 0; index < passes; index++) {
      // After the first pass, one less than the default page: no cached page answers it.
      const limit = index === 0 ? undefined : PAGE_SIZE_DEFAULT - index;
      const result = await pass(index === 0 ? 'first pass' : `pass ${index + 1}`, servers, limit);
      print(result, servers);
      results.push(result);
    }
    console.log(
      `\nbare route p50 / p95: ${bare.p50} / ${bare.p95} ms; load average at the start ${loadAtStart.join(' ')}`,
    );
    const dir = path.join(here, 'results');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `search-versus-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    const summary = results.map((result) => ({
      name: result.name,
      failed: result.failed,
      differentPages: result.differentPages,
      latencyMs: Object.fromEntries([...result.times].map(([name, times]) => [name, latencies(times)])),
      byKind: Object.fromEntries(
        [...result.byKind].map(([kind, times]) => [
          kind,
          Object.fromEntries([...times].map(([name, values]) => [name, latencies(values)])),
        ]),
      ),
    }));
    const at = new Date().toISOString();
    await writeFile(
      file,
      `${JSON.stringify({ at, items, base: commit, loadAtStart, loadAtEnd: loads(), bare, passes: summary }, null, 2)}\n`,
    );
    console.log(`written to ${path.relative(process.cwd(), file)}`);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await checkedOut.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
