/**
 * `npm run bench`: runs each scenario of bench/scenarios/index.ts against a
 * server holding BENCH_ITEMS stored items, on PGlite and (when DATABASE_URL is
 * set) PostgreSQL, while an admin stores an item every second. Prints each
 * figure with its share of the bare route's throughput, the server's memory
 * and the machine's load, writes them as JSON to bench/results/ and the latest
 * table to bench/RESULTS.md.
 *
 * Env: BENCH_ITEMS (100000; BENCH_POSTGRES_ITEMS for PostgreSQL alone, e.g.
 * 1000000), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50),
 * DATABASE_URL, BENCH_ENGINES (a comma-separated subset of "pglite,postgres"),
 * BENCH_SCENARIOS (a comma-separated subset of the scenarios' names), BENCH_MEASURES (of the
 * throughput scenario's measures: list, search, search-distinct, claim; bare always runs),
 * BENCH_KEEP_DATABASE=1 (keep the PostgreSQL catalogue for the next run),
 * BENCH_SERVER_PROFILE=DIR (the server writes a V8 CPU profile there when it stops),
 * BENCH_HEAP_SNAPSHOT=DIR (and a heap snapshot), BENCH_SERVER_FLAGS (Node's flags for the server),
 * BENCH_ADMIN_DESK=0, BENCH_DESK_CALLS=0, BENCH_MATCHING=0, BENCH_PUSH=0 and BENCH_INSTALL_AND_START=0 (leave out the
 * admin desk, the desk and pickup calls, the matching, the store → push and the fresh-clone benches).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { bundleBenchServer } from './bundle-server';
import { runMatchingBench } from './matching-alerts';
import { runPushBench } from './push-alerts';
import { settings, type Measure, type ScenarioContext, type ServerMemory } from './measure';
import { scenarios } from './scenarios/index';
import type { MemoryMessage, ReadyMessage } from './server';
import { benchAdminDesk } from './admin-desk';
import { benchDeskAndPickupCalls } from './desk-and-pickup-calls';
import { runInstallAndStartBench } from './install-and-start';
import { BENCH_HEADING, benchSection, replaceSection } from './results-markdown';
import { SERVER_ENVIRONMENT } from '../scripts/start.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
type Engine = 'pglite' | 'postgres';

async function rssMbOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Counters of the machine's own (Linux), read before and after a run: what else slowed it. */
interface MachineCounters {
  /** Read from disk since boot, KB (/proc/vmstat pgpgin). */
  diskReadKb: number;
  /** CPU time the host gave other machines since boot, in USER_HZ ticks (1/100 s on Linux). */
  stealTicks: number;
}

async function machineCounters(): Promise<MachineCounters | null> {
  const [vmstat, stat] = await Promise.all([
    readFile('/proc/vmstat', 'utf8').catch(() => ''),
    readFile('/proc/stat', 'utf8').catch(() => ''),
  ]);
  const pagesIn = /^pgpgin (\d+)$/m.exec(vmstat)?.[1];
  const cpu = /^cpu\s+(.+)$/m.exec(stat)?.[1]?.split(/\s+/);
  if (pagesIn === undefined || cpu === undefined) return null;
  return { diskReadKb: Number(pagesIn), stealTicks: Number(cpu[7] ?? 0) };
}

/**
 * What the machine did meanwhile: MB read from disk (a first pass over data
 * the kernel gave back runs at disk speed) and seconds of CPU the host took.
 */
function machineMeanwhile(before: MachineCounters | null, after: MachineCounters | null) {
  if (!before || !after) return null;
  return {
    diskReadMb: Math.round((after.diskReadKb - before.diskReadKb) / 102.4) / 10,
    stealSeconds: (after.stealTicks - before.stealTicks) / 100,
  };
}

/** The server's memory in parts: it answers for its heap, /proc for its resident size. */
async function memoryOf(child: ChildProcess): Promise<ServerMemory> {
  const usage = await new Promise<MemoryMessage>((resolve) => {
    const answer = (message: unknown) => {
      if ((message as MemoryMessage | undefined)?.type !== 'memory') return;
      child.off('message', answer);
      resolve(message as MemoryMessage);
    };
    child.on('message', answer);
    child.send('memory');
  });
  const { type: _type, ...parts } = usage;
  return { rss: await rssMbOf(child.pid!), ...parts };
}

const itemsFor = (engine: Engine) =>
  Number(
    (engine === 'postgres' ? process.env.BENCH_POSTGRES_ITEMS : undefined) ??
      process.env.BENCH_ITEMS ??
      100_000,
  );

/**
 * The server as it ships: bundled by esbuild as scripts/build-server.mjs bundles
 * src/server/server.ts (dependencies left to node_modules) and run by plain node.
 * BENCH_SERVER_FROM=sources runs it from the TypeScript sources through tsx
 * instead, whose compiler and source maps add about 60 MB (decision 0025).
 */
const fromSources = process.env.BENCH_SERVER_FROM === 'sources';
let bundled: Promise<string> | undefined;
function serverEntry(): Promise<string> {
  if (fromSources) return Promise.resolve(path.join(here, 'server.ts'));
  // Inside the project, so that the bundle finds node_modules as the built server does.
  const outfile = path.join(here, '..', 'dist', 'bench', 'server.mjs');
  bundled ??= bundleBenchServer(path.join(here, '..'), outfile);
  return bundled;
}

async function forkServer(engine: Engine, env: Record<string, string>) {
  return fork(await serverEntry(), [], {
    execArgv: [
      ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
      ...(fromSources ? ['--import', 'tsx'] : []),
      ...(process.env.BENCH_SERVER_PROFILE
        ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_SERVER_PROFILE]
        : []),
    ],
    env: {
      ...SERVER_ENVIRONMENT,
      ...process.env,
      BENCH_ENGINE: engine,
      BENCH_ITEMS: String(itemsFor(engine)),
      MIGRATIONS_DIR: path.join(here, '..', 'src', 'server', 'db', 'migrations'),
      // Counted as in production, with allowances no simulated member reaches: the bench times the work.
      LIMITS: 'found-reports=100000/1h,lost-reports=100000/1h,claims=100000/1d,changes=100000/1h',
      ...env,
    },
    // Request logs go nowhere, but are written as in production.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

async function startServer(engine: Engine) {
  const env: Record<string, string> = {};
  let dataDir: string | undefined;
  if (engine === 'pglite') {
    // Filled by a process of its own: the measured server starts on data it did not create,
    // as a server in production does, without the memory the filling grew (decision 0022).
    dataDir = await mkdtemp(path.join(tmpdir(), 'clf-bench-'));
    env.BENCH_DATA_DIR = dataDir;
    const seeding = await forkServer(engine, { ...env, BENCH_SEED_ONLY: '1' });
    const code = await new Promise<number | null>((resolve) => seeding.once('exit', resolve));
    if (code !== 0) throw new Error(`filling the ${engine} catalogue failed with code ${code}`);
  }
  const child = await forkServer(engine, env);
  const ready = await new Promise<ReadyMessage>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ReadyMessage));
    child.once('exit', (code) => reject(new Error(`the ${engine} server exited with code ${code}`)));
  });
  const stop = async () => {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send('stop');
    });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  return { ready, stop, pid: child.pid!, memory: () => memoryOf(child) };
}

/** An admin stores one reported item a second: every store tells the caches the catalogue changed. */
function writeInBackground(ready: ReadyMessage) {
  let next = 0;
  let stored = 0;
  let failed = 0;
  const timer = setInterval(() => {
    const reportId = ready.reportedIds[next++ % ready.reportedIds.length];
    fetch(`${ready.appUrl}/api/found-reports/${reportId}/store`, {
      method: 'PATCH',
      headers: { cookie: ready.adminCookie, origin: ready.publicUrl, 'content-type': 'application/json' },
      body: '{}',
    })
      .then((response) => (response.ok ? stored++ : failed++))
      .catch(() => failed++);
  }, 1000);
  return {
    stop() {
      clearInterval(timer);
      return { stored, failed };
    },
  };
}

async function runEngine(engine: Engine) {
  const { ready, stop, pid, memory } = await startServer(engine);
  const writer = writeInBackground(ready);
  try {
    const cookies = ready.memberCookies;
    let n = 0;
    const context: ScenarioContext = {
      engine,
      ready,
      member: () => cookies[n++ % cookies.length]!,
      rssMb: () => rssMbOf(pid),
      memory,
      log: (message) => process.stderr.write(`[bench:${engine}] ${message}\n`),
    };
    const wanted = process.env.BENCH_SCENARIOS?.split(',').map((name) => name.trim());
    const rssAtReadyMb = await rssMbOf(pid);
    const memoryAtReady = await memory();
    const results: Measure[] = [];
    const countersBefore = await machineCounters();
    for (const scenario of scenarios) {
      if (wanted && !wanted.includes(scenario.name)) continue;
      results.push(...(await scenario.run(context)));
    }
    // Other work on the machine skews every figure; the load says how much.
    return {
      engine,
      server: fromSources ? 'from the sources (tsx)' : 'bundled, as it ships',
      items: ready.items,
      seedSeconds: ready.seedSeconds,
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
      machineMeanwhile: machineMeanwhile(countersBefore, await machineCounters()),
      cores: availableParallelism(),
      rssAtReadyMb,
      memoryAtReady,
      memoryAtEnd: await memory(),
      backgroundWrites: writer.stop(),
      results,
    };
  } finally {
    writer.stop();
    await stop();
  }
}

type Report = Awaited<ReturnType<typeof runEngine>>;

function print(report: Report) {
  const [one, five] = report.loadAverage;
  console.log(
    `\n${report.engine} (server ${report.server}): ${report.items} stored items, ${settings.connections} connections, ${settings.seconds} s each; ` +
      `load average ${one} (1 min) ${five} (5 min) on ${report.cores} cores; server RSS ${report.rssAtReadyMb} MB when ready; ` +
      `${report.backgroundWrites.stored} items stored meanwhile (${report.backgroundWrites.failed} failed)` +
      (report.machineMeanwhile
        ? `; the machine read ${report.machineMeanwhile.diskReadMb} MB from disk, and the host took ${report.machineMeanwhile.stealSeconds} s of CPU`
        : ''),
  );
  console.table(
    report.results.map((result) => ({
      measure: result.name,
      'req/s': result.requestsPerSecond || '',
      'p50 ms': result.latencyMs.p50,
      'p95 ms': result.latencyMs.p95,
      'p99 ms': result.latencyMs.p99,
      'of bare': result.shareOfBare ?? '',
      'RSS MB': result.peakRssMb ?? '',
      'heap MB': result.peakMemory?.heapTotal ?? '',
      'young MB': result.peakMemory?.newSpace ?? '',
      'external MB': result.peakMemory?.external ?? '',
      'non-2xx': result.non2xx,
      errors: result.errors,
    })),
  );
  console.log(
    "server memory (MB): resident, the JavaScript heap, and what it holds outside (PGlite's WebAssembly memory too)",
  );
  console.table({ 'when ready': report.memoryAtReady, 'after the load': report.memoryAtEnd });
  for (const result of report.results) {
    if (!result.slowest?.length) continue;
    console.log(`slowest of ${result.name.trim()}:`);
    for (const { ms, kind, q } of result.slowest)
      console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${kind.padEnd(15)} ${JSON.stringify(q)}`);
  }
}

async function main() {
  const available: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const wanted = process.env.BENCH_ENGINES?.split(',').map((name) => name.trim());
  const engines = wanted ? available.filter((engine) => wanted.includes(engine)) : available;
  if (engines.length === 0)
    throw new Error(`BENCH_ENGINES names no engine this run can use (${available.join(', ')})`);
  const reports: Report[] = [];
  for (const engine of engines) {
    const report = await runEngine(engine);
    print(report);
    reports.push(report);
  }
  if (process.env.BENCH_ADMIN_DESK !== '0') await benchAdminDesk(engines);
  if (process.env.BENCH_DESK_CALLS !== '0') await benchDeskAndPickupCalls(engines);
  const dir = path.join(here, 'results');
  await mkdir(dir, { recursive: true });
  const run = { at: new Date().toISOString(), node: process.version, ...settings, reports };
  const file = path.join(dir, `bench-${run.at.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(run, null, 2)}\n`);
  const table = path.join(here, 'RESULTS.md');
  const prettierOptions = await resolveConfig(table);
  const before = await readFile(table, 'utf8').catch(() => '# Latest benchmark results\n');
  const after = replaceSection(before, BENCH_HEADING, benchSection(run));
  await writeFile(table, await format(after, { ...prettierOptions, filepath: table }));
  console.log(
    `\nwritten to ${path.relative(process.cwd(), file)} and ${path.relative(process.cwd(), table)}`,
  );
  if (process.env.BENCH_MATCHING !== '0') await runMatchingBench(engines);
  if (process.env.BENCH_PUSH !== '0') await runPushBench(engines);
  // Last: it installs and builds in a clone, and would load the machine under the others.
  if (process.env.BENCH_INSTALL_AND_START !== '0') await runInstallAndStartBench();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
