import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/client';

/**
 * An empty database of a bench's own, gone again with `dispose`: a new database on the
 * PostgreSQL server of DATABASE_URL, or a PGlite data directory in the temporary folder.
 * `label` names it (clf_bench_<label>_…), so a left-over one says which bench made it.
 */
export async function freshDatabase(
  engine: 'pglite' | 'postgres',
  label: string,
): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  if (engine === 'postgres') {
    const url = process.env.DATABASE_URL!;
    const name = `clf_bench_${label}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
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
  const dataDir = await mkdtemp(path.join(tmpdir(), `clf-bench-${label}-`));
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  return {
    handle,
    async dispose() {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
