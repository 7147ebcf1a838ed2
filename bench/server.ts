/**
 * The benchmark's server process: builds a fresh database with N stored items,
 * then serves the app and a bare Fastify route, and tells the runner (its
 * parent) where. Load and server run in separate processes, as in production.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '#server/db/client';
import { migrate } from '#server/db/migrate';
import { hashToken, SESSION_COOKIE } from '#server/plugins/session';
import { limitHeapGrowth } from '#server/lib/heap-growth';
import { insertCatalogue } from './catalogue';
import type { ServerMemory } from './measure';

/** The server's own view of its memory, in MB, answered when the runner asks ('memory'). */
export interface MemoryMessage extends Omit<ServerMemory, 'rss'> {
  type: 'memory';
}

export interface ReadyMessage {
  type: 'ready';
  engine: 'pglite' | 'postgres';
  appUrl: string;
  bareUrl: string;
  memberCookies: string[];
  /** An admin's session cookie, and reported items that admin can store (one a second during the run). */
  adminCookie: string;
  reportedIds: string[];
  publicUrl: string;
  items: number;
  seedSeconds: number;
}

const MEMBERS = 1000;
/** Reported items waiting to be stored: one a second for over half an hour. */
const REPORTED = 2000;
/** The origin the app is told it is served at: the admin's writes come from it. */
const PUBLIC_URL = 'http://127.0.0.1:3000';
const log = (message: string) => process.stderr.write(`[bench:${process.env.BENCH_ENGINE}] ${message}\n`);

const idRow = z.object({ id: z.string() });
const itemsRow = z.object({ items: z.number() });
const removedRow = z.object({ reports: z.number() });
const reportIdRow = z.object({ report_id: z.string() });

interface BenchDatabase {
  handle: DatabaseHandle;
  /** Whether it already holds the catalogue (a kept database from an earlier run). */
  filled: boolean;
  dispose: () => Promise<void>;
}

async function freshDatabase(items: number): Promise<BenchDatabase> {
  if (process.env.BENCH_ENGINE === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is required for the PostgreSQL run');
    // A million items take minutes to insert: BENCH_KEEP_DATABASE keeps them for the next run.
    const kept = process.env.BENCH_KEEP_DATABASE === '1';
    const name = kept ? `clf_bench_kept_${items}` : `clf_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    // The pool size a server gets by default: what is measured is what runs.
    const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString() });
    const filled = exists.rowCount !== 0 && (await keptCatalogueSize(handle)) === items;
    return {
      handle,
      filled,
      async dispose() {
        await handle.close();
        if (kept) return;
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  // The runner fills the data directory in a process of its own (BENCH_SEED_ONLY) and then
  // starts the measured server on it: filling grows the embedded database's memory, which
  // never shrinks, and a server in production starts on data it did not create itself.
  const given = process.env.BENCH_DATA_DIR;
  const dataDir = given ?? (await mkdtemp(path.join(tmpdir(), 'clf-bench-')));
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  const filled = (await keptCatalogueSize(handle)) === items;
  return {
    handle,
    filled,
    async dispose() {
      await handle.close();
      // A directory the runner gave is the runner's to remove.
      if (!given) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** How many items a kept database holds, once it was filled completely (0 otherwise). */
async function keptCatalogueSize(handle: DatabaseHandle): Promise<number> {
  const [row] = await queryRows(
    handle.db,
    sql`SELECT coalesce((SELECT items FROM bench_catalogue), 0)::int AS items
        WHERE to_regclass('bench_catalogue') IS NOT NULL`,
    itemsRow,
  ).catch(() => []);
  return row?.items ?? 0;
}

/**
 * Puts a kept catalogue back as it was filled. Every run adds to it: the desk's reported
 * items (REPORTED), what members report and claim, the activity of the admin desk. Kept
 * for a hundred runs, the million-item catalogue had grown by 310,000 reported items, which
 * table scans and the dashboard's counts read. The activity log stays: it is append-only by
 * design, and earlier runs added 15,000 lines to it in all. The catalogue's reports are the first ones
 * numbered (a catalogue filled before the number was kept started at 1); it has no lost
 * reports and no claims, so those all go, and matches with them. Returns how many reports were removed.
 */
async function restoreKeptCatalogue(db: Database): Promise<number> {
  await db.execute(sql`ALTER TABLE bench_catalogue ADD COLUMN IF NOT EXISTS last_report_number bigint`);
  await db.execute(
    sql`UPDATE bench_catalogue SET last_report_number = items WHERE last_report_number IS NULL`,
  );
  const [removed] = await queryRows(
    db,
    sql`WITH removed AS (
          DELETE FROM found_reports
          WHERE substr(report_id, 4)::bigint > (SELECT last_report_number FROM bench_catalogue)
          RETURNING 1
        )
        SELECT count(*)::int AS reports FROM removed`,
    removedRow,
  );
  await db.execute(sql`DELETE FROM lost_reports`);
  await db.execute(sql`DELETE FROM claims`);
  await db.execute(sql`UPDATE found_reports SET claim_count = 0 WHERE claim_count <> 0`);
  await db.execute(sql`DELETE FROM users WHERE oidc_issuer = 'bench'`);
  return removed?.reports ?? 0;
}

/** Fills the catalogue, or puts a kept one back as it was filled; says how many reports it removed. */
async function prepareCatalogue(db: Database, items: number, filled: boolean): Promise<number> {
  if (filled) {
    log(`reusing the kept database of ${items} items`);
    const restored = await restoreKeptCatalogue(db);
    if (restored > 0) log(`removed ${restored} found reports that earlier runs added`);
    return restored;
  }
  log(`inserting ${items} stored items`);
  await insertCatalogue(db, {
    count: items,
    onProgress: (done, total) => log(`  ${done} / ${total}`),
  });
  await db.execute(sql`CREATE TABLE bench_catalogue AS
    SELECT ${items}::int AS items, (SELECT last_value FROM found_report_number_seq) AS last_report_number`);
  return 0;
}

/** MEMBERS members signed in, as session cookies; `who` names them apart from another server's. */
async function signInMembers(db: Database, who: string): Promise<string[]> {
  const tokens = Array.from({ length: MEMBERS }, () => randomBytes(24).toString('base64url'));
  const members = await queryRows(
    db,
    sql`
    INSERT INTO users (oidc_issuer, oidc_subject, email, name, university_id, phone, department)
    SELECT 'bench', ${who}::text || '-' || i, ${who}::text || i || '@bench.example', 'Bench Member ' || i,
      '221-15-' || lpad(i::text, 4, '0'), '01712345678', 'Bench Department'
    FROM generate_series(1, ${MEMBERS}) AS i
    RETURNING id`,
    idRow,
  );
  const memberIds = members.map((row) => row.id);
  await db.execute(sql`
    INSERT INTO sessions (token_hash, user_id, expires_at)
    VALUES ${sql.join(
      memberIds.map(
        (id, index) => sql`(${hashToken(tokens[index]!)}, ${id}::uuid, now() + interval '1 day')`,
      ),
      sql`, `,
    )}`);
  return tokens.map((token) => `${SESSION_COOKIE}=${token}`);
}

/** An admin signed in, and REPORTED items at the desk for that admin to store. */
async function prepareDesk(db: Database): Promise<{ adminCookie: string; reportedIds: string[] }> {
  await db.execute(sql`DELETE FROM admins WHERE email = 'bench-admin@bench.example'`);
  const adminToken = randomBytes(24).toString('base64url');
  await db.execute(sql`
    WITH admin AS (
      INSERT INTO admins (email, name, university_id) VALUES ('bench-admin@bench.example', 'Bench Admin', 'ADM-1')
      RETURNING id
    )
    INSERT INTO sessions (token_hash, admin_id, expires_at)
    SELECT ${hashToken(adminToken)}, admin.id, now() + interval '1 day' FROM admin`);
  // Newer than the catalogue, as what arrives at the desk is.
  const reported = await queryRows(
    db,
    sql`INSERT INTO found_reports (report_id, item_name, color, description, found_date, found_location, status)
        SELECT 'FND' || lpad(n::text, greatest(6, length(n::text)), '0'), 'Notebook', 'Green',
          'Spiral notebook with lecture notes, handed in at the desk', current_date, 'Security Office', 'reported'
        FROM (SELECT nextval('found_report_number_seq') AS n FROM generate_series(1, ${REPORTED})) AS numbers
        RETURNING report_id`,
    reportIdRow,
  );
  return {
    adminCookie: `${SESSION_COOKIE}=${adminToken}`,
    reportedIds: reported.map((row) => row.report_id),
  };
}

async function main() {
  const items = Number(process.env.BENCH_ITEMS ?? 100_000);
  // A second server on the catalogue another bench server prepared and serves (bench/search-versus.ts):
  // it signs in members of its own and leaves the catalogue and the desk as they are.
  const joining = process.env.BENCH_JOIN === '1';
  const started = Date.now();
  const bench = await freshDatabase(items);
  const { filled, dispose } = bench;
  const handle = bench.handle;
  const db = handle.db;
  await migrate(db);
  if (joining && !filled) throw new Error(`BENCH_JOIN needs a kept catalogue of ${items} items`);
  const restored = joining ? 0 : await prepareCatalogue(db, items, filled);
  if (process.env.BENCH_SEED_ONLY === '1') {
    await db.execute(sql`VACUUM ANALYZE`);
    await dispose();
    log(`catalogue filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.exit(0);
  }
  const memberCookies = await signInMembers(db, joining ? 'joined-member' : 'member');
  const desk = joining ? { adminCookie: '', reportedIds: [] } : await prepareDesk(db);
  if (!joining) {
    // A catalogue filled beforehand was vacuumed then, unless earlier runs' rows were just
    // removed from it; what was added since wants statistics only.
    const vacuum = !filled || restored > 0;
    log(vacuum ? 'VACUUM ANALYZE' : 'ANALYZE');
    await db.execute(vacuum ? sql`VACUUM ANALYZE` : sql`ANALYZE`);
  }
  const seedSeconds = (Date.now() - started) / 1000;
  log(`database ready in ${seedSeconds.toFixed(1)} s`);

  // The heap grows as the built server lets it (src/server/server.ts).
  limitHeapGrowth();
  // Request logging as in production (info, one line per request); the runner discards the output.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', PUBLIC_URL: PUBLIC_URL });
  const app = await buildApp({ config, database: handle });
  await app.listen({ port: 0, host: '127.0.0.1' });

  // The ceiling: the same framework answering a constant, no hooks, no database.
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const address = (server: typeof app.server) => {
    const info = server.address();
    return typeof info === 'object' && info ? `http://127.0.0.1:${info.port}` : '';
  };
  const ready: ReadyMessage = {
    type: 'ready',
    engine: handle.kind,
    appUrl: address(app.server),
    bareUrl: address(bare.server),
    memberCookies,
    ...desk,
    publicUrl: PUBLIC_URL,
    items,
    seedSeconds,
  };
  process.send?.(ready);

  process.on('message', async (message) => {
    if (message === 'memory') {
      const usage = process.memoryUsage();
      const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
      const space = (name: string) =>
        mb(getHeapSpaceStatistics().find((each) => each.space_name === name)?.space_size ?? 0);
      const answer: MemoryMessage = {
        type: 'memory',
        heapUsed: mb(usage.heapUsed),
        heapTotal: mb(usage.heapTotal),
        external: mb(usage.external),
        arrayBuffers: mb(usage.arrayBuffers),
        newSpace: space('new_space'),
        oldSpace: space('old_space'),
      };
      process.send?.(answer);
      return;
    }
    if (message !== 'stop') return;
    // What the heap holds after the load (a full collection comes first): open in Chrome's DevTools.
    if (process.env.BENCH_HEAP_SNAPSHOT)
      log(
        `heap snapshot: ${writeHeapSnapshot(path.join(process.env.BENCH_HEAP_SNAPSHOT, `${handle.kind}.heapsnapshot`))}`,
      );
    await bare.close();
    await app.close();
    await dispose();
    process.exit(0);
  });
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
