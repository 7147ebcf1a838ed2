/**
 * The benchmark's server process: builds a fresh database with N stored items,
 * then serves the app and a bare Fastify route, and tells the runner (its
 * parent) where. Load and server run in separate processes, as in production.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { hashToken, SESSION_COOKIE } from '../src/server/plugins/session';
import { insertCatalogue } from './catalogue';

export interface ReadyMessage {
  type: 'ready';
  engine: 'pglite' | 'postgres';
  appUrl: string;
  bareUrl: string;
  memberCookies: string[];
  items: number;
  seedSeconds: number;
}

const MEMBERS = 1000;
const log = (message: string) => process.stderr.write(`[bench:${process.env.BENCH_ENGINE}] ${message}\n`);

async function freshDatabase(): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  if (process.env.BENCH_ENGINE === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is required for the PostgreSQL run');
    const name = `clf_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    // The pool size a server gets by default: what is measured is what runs.
    const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString() });
    return {
      handle,
      async dispose() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'clf-bench-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  return {
    handle,
    async dispose() {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const items = Number(process.env.BENCH_ITEMS ?? 100_000);
  const started = Date.now();
  const { handle, dispose } = await freshDatabase();
  const db = handle.db;
  await migrate(db);
  log(`inserting ${items} stored items`);
  await insertCatalogue(db, {
    count: items,
    onProgress: (done, total) => log(`  ${done} / ${total}`),
  });

  const tokens = Array.from({ length: MEMBERS }, () => randomBytes(24).toString('base64url'));
  const members = await db.execute(sql`
    INSERT INTO users (oidc_issuer, oidc_subject, email, name, university_id, phone, department)
    SELECT 'bench', 'member-' || i, 'member' || i || '@bench.example', 'Bench Member ' || i,
      '221-15-' || lpad(i::text, 4, '0'), '01712345678', 'Bench Department'
    FROM generate_series(1, ${MEMBERS}) AS i
    RETURNING id`);
  const memberIds = (members as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  await db.execute(sql`
    INSERT INTO sessions (token_hash, user_id, expires_at)
    VALUES ${sql.join(
      memberIds.map(
        (id, index) => sql`(${hashToken(tokens[index]!)}, ${id}::uuid, now() + interval '1 day')`,
      ),
      sql`, `,
    )}`);
  log('VACUUM ANALYZE');
  await db.execute(sql`VACUUM ANALYZE`);
  const seedSeconds = (Date.now() - started) / 1000;
  log(`database ready in ${seedSeconds.toFixed(1)} s`);

  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1:3000' });
  const app = await buildApp({ config, database: handle, logger: false });
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
    memberCookies: tokens.map((token) => `${SESSION_COOKIE}=${token}`),
    items,
    seedSeconds,
  };
  process.send?.(ready);

  process.on('message', async (message) => {
    if (message !== 'stop') return;
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
