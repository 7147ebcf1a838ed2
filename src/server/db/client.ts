import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined keeps the embedded database in memory (tests); loadDataDir seeds it. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // A dropped connection must not crash the server; the next query gets a new one.
    pool.on('error', () => {});
    await pool.query('SELECT 1');
    const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const client = await PGlite.create({
    dataDir: target.dataDir ? path.join(target.dataDir, 'db') : undefined,
    loadDataDir: target.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** The PGlite client behind a handle, for dumping a prepared database in tests. */
export function pgliteClient(handle: DatabaseHandle): PGlite {
  const session = (handle.db as unknown as { $client: PGlite }).$client;
  return session;
}

/** Runs raw SQL and returns its rows; both drivers answer with a `rows` array. */
export async function queryRows<Row>(
  db: Database | Parameters<Parameters<Database['transaction']>[0]>[0],
  query: SQL,
): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
