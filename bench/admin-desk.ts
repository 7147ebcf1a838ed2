/**
 * The security desk's part of `npm run bench`, on each engine of the run:
 *   admin-list  /api/found-reports/{stored,resolved,reported}, /api/lost-reports/open with a
 *               search, a color or category filter and a sort over 100,000 found reports
 *               (and 10,000 lost reports), one request after another: p50/p95/p99
 *   activity    /api/admin/dashboard/activity-log filtered by admin, action, dates or an item
 *               ID over the history lines of every item (about 2.3 per item), and
 *               /api/found-reports/details/{_id}/history of items picked at random: p50/p95
 *   export      /api/found-reports/stored/export of every stored item (BENCH_ITEMS rows:
 *               the catalogue is 80 % stored), its time and the server's peak heap
 *               above the idle heap, next to an export of a tenth as many rows: flat
 *               memory means the two peaks are alike, not ten times apart
 * Runs the app in this process (list requests through fastify.inject: validation,
 * session, SQL and serialization, no network; the export over a real socket), so
 * the heap measured is the server's.
 *
 * Env: BENCH_ITEMS, BENCH_ENGINES (as bench/run.ts), BENCH_DESK_REQUESTS (400).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { migrate } from '#server/db/migrate';
import { hashToken, SESSION_COOKIE } from '#server/plugins/session';
import { insertCatalogue } from './catalogue';
import { freshDatabase } from './fresh-database';
import { percentile } from './percentile';

// The collector, to read the heap really held while exporting (not garbage yet to be freed).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const log = (message: string) => process.stderr.write(`[bench:desk] ${message}\n`);

/** What admins look for at the desk: IDs, words, names, colors, categories, in any order. */
const VIEWS = [
  'stored?q=wallet&sort=item&dir=asc',
  'stored?q=black%20wallet&color=black&sort=date&dir=desc',
  'stored?color=blue&category=Umbrella&sort=location&dir=asc',
  'stored?q=FND004242',
  'stored?q=bench%20member%2042&sort=submitted&dir=asc',
  'stored?category=Laptop&sort=color&dir=desc',
  'stored?sort=item&dir=desc',
  'stored?q=library&from=2020-01-01&sort=reportId&dir=asc',
  'resolved?q=headphones&sort=handedOver&dir=desc',
  'resolved?color=red&sort=item&dir=asc',
  'reported?q=charger%20cafeteria&sort=date&dir=asc',
  'claimed?sort=item&dir=asc',
].map((view) => `/api/found-reports/${view}`);
/** The activity log as an auditor narrows it, beside its default view. */
const LOG_VIEWS = [
  '',
  '?action=item_handed_over',
  '?admin=desk%40bench.example&action=item_stored&dir=asc',
  '?q=FND004242',
  '?from=2020-01-01&action=item_stored&dir=asc',
].map((view) => `/api/admin/dashboard/activity-log${view}`);
const LOST_VIEWS = [
  'q=wallet&sort=item&dir=asc',
  'color=black&sort=date&dir=desc',
  'q=bench%20member%207',
].map((view) => `/api/lost-reports/open?${view}`);
/** The Disposition queue (items past the holding period, longest held first) and its count. */
const DISPOSITION_VIEWS = ['/api/disposition-queue', '/api/disposition-queue/count'];

async function deskEngine(engine: 'pglite' | 'postgres') {
  // Stored items are 80 % of the catalogue: the stored list then holds BENCH_ITEMS rows.
  const stored = Number(process.env.BENCH_ITEMS ?? 100_000);
  const items = Math.round(stored / 0.8);
  const { handle, dispose } = await freshDatabase(engine, 'desk');
  try {
    const db = handle.db;
    await migrate(db);
    const members = await db.execute(sql`
      INSERT INTO users (oidc_issuer, oidc_subject, email, name, university_id, phone, department)
      SELECT 'bench', 'member-' || i, 'member' || i || '@bench.example', 'Bench Member ' || i,
        '221-15-' || lpad(i::text, 4, '0'), '01712345678', 'Bench Department'
      FROM generate_series(1, 1000) AS i RETURNING id`);
    const reporterIds = (members as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    log(
      `${engine}: inserting ${items} found reports (10 % reported, 10 % handed over, 80 % stored) and ${Math.round(items / 10)} lost reports`,
    );
    await insertCatalogue(db, {
      count: items,
      reporterIds,
      mix: { reportedPercent: 10, handedOverPercent: 10 },
    });
    await db.execute(sql`
      INSERT INTO lost_reports (report_id, item_name, color, description, lost_date, lost_location, reported_by_user_id, created_at)
      SELECT 'LST' || lpad(nextval('lost_report_number_seq')::text, 6, '0'), item_name, color, description,
        found_date, found_location, reported_by_user_id, created_at
      FROM found_reports WHERE status = 'reported' LIMIT ${Math.round(items / 10)}`);
    await db.execute(
      sql`UPDATE found_reports SET claim_count = 1 WHERE status = 'stored' AND random() < 0.1`,
    );
    const token = randomBytes(24).toString('base64url');
    const [adminRow] = (
      (await db.execute(sql`INSERT INTO admins (email, name, university_id)
        VALUES ('desk@bench.example', 'Bench Desk', 'EMP1') RETURNING id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    await db.execute(sql`INSERT INTO sessions (token_hash, admin_id, expires_at)
      VALUES (${hashToken(token)}, ${adminRow!.id}::uuid, now() + interval '1 day')`);
    // Each item's history as the desk would have written it: reported, stored, handed over.
    await db.execute(sql`
      INSERT INTO activity_log (kind, admin_id, admin_name, admin_email, member_id, found_report_id, action, created_at)
      SELECT kind, CASE WHEN by_admin THEN ${adminRow!.id}::uuid END, CASE WHEN by_admin THEN 'Bench Desk' END,
        CASE WHEN by_admin THEN 'desk@bench.example' END, member_id, item_id, action, at
      FROM (
        SELECT 'item_reported' AS kind, false AS by_admin, reported_by_user_id AS member_id, id AS item_id,
          'Reported found item #' || report_id AS action, created_at AS at FROM found_reports
        UNION ALL
        SELECT 'item_stored', true, NULL, id, 'Stored item #' || report_id, stored_at
        FROM found_reports WHERE stored_at IS NOT NULL
        UNION ALL
        SELECT 'item_handed_over', true, NULL, id, 'Handed over #' || report_id, handed_over_at
        FROM found_reports WHERE handed_over_at IS NOT NULL
      ) AS lines ORDER BY at`);
    await db.execute(sql`VACUUM ANALYZE`);

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1:3000' });
    const app = await buildApp({ config, database: handle, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const cookie = `${SESSION_COOKIE}=${token}`;
    try {
      const urls = [...VIEWS, ...LOST_VIEWS, ...DISPOSITION_VIEWS];
      // Warm-up: plans, connections, code.
      for (const url of urls) await app.inject({ method: 'GET', url, headers: { cookie } });
      const rounds = Number(process.env.BENCH_DESK_ROUNDS ?? 20);
      const times: number[] = [];
      const perView = new Map<string, number[]>();
      const timed = async (url: string, view: string) => {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers: { cookie } });
        const ms = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        times.push(ms);
        perView.set(view, [...(perView.get(view) ?? []), ms]);
        return response;
      };
      for (let round = 0; round < rounds; round += 1) {
        for (const url of urls) {
          const response = await timed(url, url);
          // Every other round also reads the second page of the view.
          const next = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''))?.[1];
          if (next && round % 2 === 0) await timed(next, `${url} (page 2)`);
        }
      }
      times.sort((a, b) => a - b);
      const baseline: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const started = performance.now();
        await app.inject({ method: 'GET', url: '/api/found-reports/stored', headers: { cookie } });
        baseline.push(performance.now() - started);
      }
      baseline.sort((a, b) => a - b);

      const logTimes: number[] = [];
      const historyTimes: number[] = [];
      const picked = (
        (await db.execute(
          sql`SELECT id FROM found_reports ORDER BY hashtext(id::text) LIMIT ${rounds}`,
        )) as unknown as { rows: { id: string }[] }
      ).rows.map((row) => `/api/found-reports/details/${row.id}/history`);
      for (const url of [...LOG_VIEWS, ...picked.slice(0, 3)])
        await app.inject({ method: 'GET', url, headers: { cookie } });
      const timeInto = async (into: number[], url: string) => {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers: { cookie } });
        into.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      };
      for (let round = 0; round < rounds; round += 1) {
        for (const url of LOG_VIEWS) await timeInto(logTimes, url);
        await timeInto(historyTimes, picked[round % picked.length]!);
      }
      logTimes.sort((a, b) => a - b);
      historyTimes.sort((a, b) => a - b);

      // Time first; then the same export again, collecting garbage every 10,000 rows to
      // read the heap that is really held (live), not what the collector has yet to free.
      const exportOnce = async (url: string, collect: boolean) => {
        if (collect) gc();
        const idle = process.memoryUsage().heapUsed;
        const live: { rows: number; mb: number }[] = [];
        const started = performance.now();
        let bytes = 0;
        let rows = 0;
        // Over a real socket, as a browser downloads it.
        const response = await new Promise<IncomingMessage>((resolve, reject) =>
          httpGet(`${origin}${url}`, { headers: { cookie } }, resolve).on('error', reject),
        );
        await pipeline(
          response,
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              bytes += chunk.length;
              const before = rows;
              for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) rows += 1;
              if (collect && Math.floor(rows / 10_000) > Math.floor(before / 10_000)) {
                gc();
                live.push({ rows, mb: Math.round((process.memoryUsage().heapUsed - idle) / 1e5) / 10 });
              }
              done();
            },
          }),
        );
        return {
          url,
          rows: rows - 1,
          megabytes: Math.round(bytes / 1e5) / 10,
          seconds: Math.round(performance.now() - started) / 1000,
          live,
        };
      };
      const full = await exportOnce('/api/found-reports/stored/export', false);
      const memory = await exportOnce('/api/found-reports/stored/export', true);
      return {
        engine,
        items,
        storedItems: stored,
        loadAverage: loadavg()[0] ?? 0,
        adminList: {
          requests: times.length,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          max: Math.round(times.at(-1)! * 100) / 100,
        },
        defaultView: {
          requests: baseline.length,
          p50: percentile(baseline, 50),
          p95: percentile(baseline, 95),
        },
        activityLog: {
          requests: logTimes.length,
          p50: percentile(logTimes, 50),
          p95: percentile(logTimes, 95),
        },
        itemHistory: {
          requests: historyTimes.length,
          p50: percentile(historyTimes, 50),
          p95: percentile(historyTimes, 95),
        },
        perView: [...perView].map(([view, values]) => {
          const sorted = [...values].sort((a, b) => a - b);
          return { view, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
        }),
        export: { rows: full.rows, megabytes: full.megabytes, seconds: full.seconds },
        exportLiveHeapMb: memory.live,
      };
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}

/** Runs the desk's measures on the engines of this bench run and prints them. */
export async function benchAdminDesk(engines: ('pglite' | 'postgres')[]) {
  const reports = [];
  for (const engine of engines) {
    const report = await deskEngine(engine);
    console.log(
      `\nsecurity desk, ${report.engine}: ${report.items} found reports (load average ${report.loadAverage.toFixed(1)})`,
    );
    console.table([
      { endpoint: 'admin-list (search, filter, sort)', ...report.adminList },
      { endpoint: '/api/found-reports/stored (default view)', ...report.defaultView },
      { endpoint: 'activity-log (admin, action, dates, item ID)', ...report.activityLog },
      { endpoint: '/api/found-reports/details/{_id}/history', ...report.itemHistory },
    ]);
    console.table(report.perView);
    console.table([report.export]);
    console.log('live heap above idle during the export (MB, after a collection every 10,000 rows):');
    console.table(report.exportLiveHeapMb);
    reports.push(report);
  }
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `bench-desk-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), node: process.version, reports }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
  return reports;
}

// `npx tsx bench/admin-desk.ts` measures the desk alone (BENCH_ENGINES picks the engines).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const available: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const wanted = process.env.BENCH_ENGINES?.split(',').map((name) => name.trim());
  benchAdminDesk(wanted ? available.filter((engine) => wanted.includes(engine)) : available).catch(
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
