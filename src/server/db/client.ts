import { createHash } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { z } from 'zod';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  /**
   * The database as search reads it. On PostgreSQL a pool of its own whose
   * sessions never scan a table whole nor start parallel workers
   * (SEARCH_SESSION_SETTINGS), so a search sets nothing first; on PGlite, whose
   * one connection every request shares, `db` itself, and a search sets them
   * in a transaction of its own (settledForSearch tells the two apart).
   */
  searchDb: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections, for metrics; the embedded database has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Hears NOTIFY on a channel until the returned function is called. On
   * PostgreSQL this holds a connection of its own; `onLost` is called once if
   * that connection fails, after which nothing more is heard.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<() => Promise<void>>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined keeps the embedded database in memory (tests); loadDataDir seeds it. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * The embedded database's memory, which lives in the server's own process and
 * never shrinks: PGlite's default of 128 MB of shared buffers made the idle
 * server 380 MB. The data files stay in the operating system's page cache, and
 * members' pages and cards in the server's caches (decisions 0007, 0012).
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB', 'maintenance_work_mem=16MB'];

/** The extensions the migrations create: close words (pg_trgm). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Where in the data directory the embedded database keeps its files. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'db');

/**
 * The PostgreSQL driver, loaded only by a server that uses one: it and its
 * Drizzle adapter add about 10 MB to a server on the embedded database, which
 * never calls them (issue #14 §5).
 */
const loadPostgresDriver = async () => {
  const [{ default: driver }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  return { pg: driver, drizzleNodePostgres: drizzle };
};

/** The pools openDatabase made, told apart from PGlite without loading the driver. */
const postgresPools = new WeakSet<object>();

/**
 * How every session of the search pool plans: a search reads the newest items
 * through the index on created_at or a grade through a full-text index, and
 * the planner, which cannot tell how rare words are together, must not pick a
 * table scan instead; starting parallel workers costs more than any of its
 * statements. Nor is anything compiled (JIT): with table scans off, a plan
 * that must still read a small table whole (the list of words) is costed far
 * above jit_above_cost, and compiling took 30-50 ms of a 2 ms statement. Set
 * when a connection opens, they cost a search no round trips (a transaction to
 * set them took two: begin and commit).
 */
const SEARCH_SESSION_SETTINGS = '-c enable_seqscan=off -c max_parallel_workers_per_gather=0 -c jit=off';

/** The search pools' databases: their sessions already plan as a search needs. */
const searchDatabases = new WeakSet<Database>();

/** Whether this database's sessions already plan as a search needs (the search pool on PostgreSQL). */
export const settledForSearch = (db: Database): boolean => searchDatabases.has(db);

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const { pg, drizzleNodePostgres } = await loadPostgresDriver();
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    postgresPools.add(pool);
    // A dropped connection must not crash the server; the next query gets a new one.
    pool.on('error', () => {});
    await pool.query('SELECT 1');
    const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
    // Connects when a search first asks.
    const searchPool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      options: SEARCH_SESSION_SETTINGS,
    });
    postgresPools.add(searchPool);
    searchPool.on('error', () => {});
    const searchDb = drizzleNodePostgres({ client: searchPool, schema }) as unknown as Database;
    searchDatabases.add(searchDb);
    return {
      db,
      searchDb,
      kind: 'postgres',
      close: async () => {
        await Promise.all([pool.end(), searchPool.end()]);
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onNotice, onLost) => listenOnPostgres(target.url, channel, onNotice, onLost),
    };
  }
  const client = await PGlite.create({
    dataDir: target.dataDir ? embeddedDatabaseDir(target.dataDir) : undefined,
    loadDataDir: target.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  const db = drizzlePglite({ client: oneStatementPerTurn(client), schema }) as unknown as Database;
  return {
    db,
    searchDb: db,
    kind: 'pglite',
    close: () => client.close(),
    async listen(channel, onNotice) {
      const stop = await client.listen(channel, onNotice);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}

/**
 * PGlite runs on the server's own thread, and hands a finished statement's
 * engine to the next one waiting within the same turn of the event loop; under
 * load one turn then ran dozens of statements (~200 ms), and Node accepts one
 * new connection per turn. New visitors waited seconds to be let in (search
 * p99 2.5 s at 50 connections, while the median was 0.2 s). Statements and
 * transactions are handed to PGlite here one at a time, in the order they
 * came, each in a turn of its own, so connections and answers get in between.
 */
function oneStatementPerTurn(client: PGlite): PGlite {
  let last: Promise<unknown> = Promise.resolve();
  const nextLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = last.then(nextLoopTurn).then(work);
    last = turn.catch(() => {});
    return turn;
  };
  const queued = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!queued.has(property)) return method.bind(target);
      return (...args: unknown[]) => inTurn(() => method.apply(target, args) as Promise<unknown>);
    },
  });
}

async function listenOnPostgres(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  const { pg } = await loadPostgresDriver();
  const client = new pg.Client({ connectionString: url });
  let stopped = false;
  let lost = false;
  const lose = (error: Error) => {
    if (stopped || lost) return;
    lost = true;
    onLost(error);
  };
  client.on('notification', (message) => {
    if (message.channel === channel && message.payload !== undefined) onNotice(message.payload);
  });
  client.on('error', lose);
  client.on('end', () => lose(new Error('the listening connection ended')));
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    stopped = true;
    await client.end().catch(() => {});
    throw error;
  }
  return async () => {
    stopped = true;
    await client.end().catch(() => {});
  };
}

/**
 * The database a configuration names: PostgreSQL at DATABASE_URL when it is
 * set, otherwise the embedded one in the data directory (locking that
 * directory is the caller's part).
 */
export function openConfiguredDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return config.databaseUrl === undefined
    ? openDatabase({ kind: 'pglite', dataDir: config.dataDir })
    : openDatabase({ kind: 'postgres', url: config.databaseUrl });
}

/** The PGlite client behind a handle, for dumping a prepared database in tests. */
export function pgliteClient(handle: DatabaseHandle): PGlite {
  const session = (handle.db as unknown as { $client: PGlite }).$client;
  return session;
}

/**
 * A raw statement's rows, each checked against `row`: a raw statement's columns are typed by
 * nobody else, and a column that changed its type or name shows here, at the query, rather
 * than as a wrong value further on. Both drivers answer with a `rows` array. A statement
 * whose rows nobody reads runs through `db.execute` instead.
 */
export async function queryRows<Row extends z.ZodType>(
  db: Database | Parameters<Parameters<Database['transaction']>[0]>[0],
  query: SQL,
  row: Row,
): Promise<z.output<Row>[]> {
  const result: unknown = await db.execute(query);
  const { rows } = result as { rows: unknown[] };
  return rows.map((each) => row.parse(each));
}

const dialect = new PgDialect();

/** Prepared statements' names by text: the texts take a bounded number of forms (see preparedRows). */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `clf_${createHash('sha256').update(text).digest('base64url').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs a read of fixed shape that every request makes (the session, a page of
 * cards) as a named prepared statement: PostgreSQL then plans it once per
 * connection instead of on every call, and planning was measured at ~1 ms of
 * a ~1.3 ms list query over 100,000 items. Only for statements whose text takes
 * a bounded number of forms (values go in parameters), as each form stays
 * prepared on every pooled connection. PGlite runs it as a plain query. Each
 * row is checked against `row`, as queryRows does (decision 0083).
 */
export async function preparedRows<Row extends z.ZodType>(
  db: Database,
  query: SQL,
  row: Row,
): Promise<z.output<Row>[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  let rows: unknown[];
  if (postgresPools.has(client)) {
    const pool = client as pg.Pool;
    const name = statementName(text);
    rows = (await pool.query({ name, text, values: params })).rows;
  } else {
    rows = (await (client as PGlite).query(text, params)).rows;
  }
  return rows.map((each) => row.parse(each));
}
