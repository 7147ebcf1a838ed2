import { z } from 'zod';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseDir, openDatabase, queryRows } from '#server/db/client';
import { builtServerFile } from '#tests/support/built-server';

const run = promisify(execFile);

/** The command `npm start` runs beside the client's build: no arguments, the configuration's database. */
async function prepareConfigured(env: Record<string, string>) {
  const { stdout, stderr } = await run(process.execPath, [builtServerFile('prepare-database')], {
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: '', ...env },
  });
  return { stdout, stderr };
}

describe('prepare-database without arguments', { timeout: 120_000 }, () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'clf-prepare-database-'));
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('creates and migrates the embedded database the configuration names, once', async () => {
    const dataDir = path.join(root, 'data');
    await prepareConfigured({ DATA_DIR: dataDir });
    await prepareConfigured({ DATA_DIR: dataDir });

    const migrations = (await readdir(path.resolve('src/server/db/migrations'))).filter((file) =>
      file.endsWith('.sql'),
    );
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const applied = await queryRows(
        database.db,
        sql`SELECT name FROM schema_migrations`,
        z.object({ name: z.string() }),
      );
      expect(applied.map((row) => row.name).sort()).toEqual(migrations.sort());
    } finally {
      await database.close();
    }
    // It let go of the directory, so the server can take it.
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('leaves a PostgreSQL configuration, and a directory another server holds, to the server', async () => {
    const withServer = path.join(root, 'with-postgres');
    await prepareConfigured({ DATA_DIR: withServer, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(existsSync(embeddedDatabaseDir(withServer))).toBe(false);

    const held = path.join(root, 'held');
    await mkdir(held);
    await writeFile(path.join(held, 'server.lock'), String(process.pid));
    await prepareConfigured({ DATA_DIR: held });
    expect(existsSync(embeddedDatabaseDir(held))).toBe(false);
  });
});
