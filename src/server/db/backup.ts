import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { PGLITE_EXTENSIONS } from './client';

const run = promisify(execFile);

/** Where the embedded database keeps its files inside DATA_DIR (as the server opens it). */
const embeddedDir = (dataDir: string) => path.join(dataDir, 'db');

/** pg_dump and pg_restore from PATH, or from a Debian PostgreSQL install. */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = path.join(debian, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return name;
}

export type BackupTarget = { dataDir: string } | { databaseUrl: string };

/**
 * A consistent snapshot in FILE. The embedded database is copied whole
 * (PGlite's data directory, gzipped) while its lock keeps any server out; a
 * PostgreSQL server is dumped with pg_dump's custom format, itself a snapshot.
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if ('databaseUrl' in target) {
    await run(postgresTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      `--file=${file}`,
      target.databaseUrl,
    ]);
    return;
  }
  const unlock = lockDataDir(target.dataDir);
  try {
    const client = await PGlite.create({
      dataDir: embeddedDir(target.dataDir),
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      const dump = await client.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/** Restores FILE into an empty database; refuses one that holds anything, so nothing is overwritten. */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if ('databaseUrl' in target) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      if ((rows[0]?.n ?? 0) > 0)
        throw new Error('The database is not empty: restore only into a new, empty database.');
    } finally {
      await client.end();
    }
    await run(postgresTool('pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return;
  }
  const dir = embeddedDir(target.dataDir);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new Error(`${dir} is not empty: restore only into a new, empty data directory.`);
  }
  await mkdir(target.dataDir, { recursive: true });
  const unlock = lockDataDir(target.dataDir);
  try {
    const client = await PGlite.create({
      dataDir: dir,
      loadDataDir: new Blob([await readFile(file)]),
      extensions: PGLITE_EXTENSIONS,
    });
    await client.close();
  } finally {
    unlock();
  }
}
