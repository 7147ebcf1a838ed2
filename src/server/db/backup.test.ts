import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFoundReports } from '#server/routes/api/found-reports/found-report-fixtures';
import { copyOfPgliteTemplate } from '#tests/support/pglite-template';
import { backupDatabase, restoreDatabase, type BackupTarget } from './backup';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from './client';
import { bigintColumn } from './row-columns';
import { migrate } from './migrate';
import { members } from './schema';

/** A row of any table: compared whole, column by column. */
const anyRow = z.record(z.string(), z.unknown());

/** Every row of every table, in a stable order: what "no difference" is measured on. */
async function contents(db: Database): Promise<Record<string, unknown[]>> {
  const tables = await queryRows(
    db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    z.object({ table_name: z.string() }),
  );
  const all: Record<string, unknown[]> = {};
  for (const { table_name: table } of tables) {
    all[table] = await queryRows(db, sql.raw(`SELECT * FROM "${table}" AS r ORDER BY r::text`), anyRow);
  }
  const sequences = await queryRows(
    db,
    sql`SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
    z.object({ sequencename: z.string(), last_value: bigintColumn.nullable() }),
  );
  all['(sequences)'] = sequences;
  return all;
}

async function fill(database: DatabaseHandle): Promise<void> {
  await migrate(database.db);
  await database.db.insert(members).values([
    {
      oidcIssuer: 'test',
      oidcSubject: 'a',
      email: 'a@diu.edu.bd',
      name: 'Ayesha Rahman',
      phone: '01712345678',
    },
    { oidcIssuer: 'test', oidcSubject: 'b', email: 'b@diu.edu.bd', name: 'Badrul Islam' },
  ]);
  await insertFoundReports(database.db, [
    { itemName: 'Black Wallet', status: 'stored', claimCount: 1 },
    { itemName: 'Blue Umbrella', status: 'reported' },
    { itemName: 'Student ID card', status: 'handed_over' },
  ]);
}

describe('backup and restore of the embedded database', { timeout: 120_000 }, () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'clf-backup-'));
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('round-trips a filled database with no difference, and never restores over data', async () => {
    const source: BackupTarget = { dataDir: await copyOfPgliteTemplate(path.join(root, 'source')) };
    const original = await openDatabase({ kind: 'pglite', dataDir: source.dataDir });
    let before: Record<string, unknown[]>;
    try {
      await fill(original);
      before = await contents(original.db);
    } finally {
      await original.close();
    }
    const file = path.join(root, 'snapshot.tar.gz');
    await backupDatabase(source, file);
    expect(existsSync(file)).toBe(true);

    const copy: BackupTarget = { dataDir: path.join(root, 'copy') };
    await restoreDatabase(copy, file);
    const restored = await openDatabase({ kind: 'pglite', dataDir: copy.dataDir });
    try {
      expect(await contents(restored.db)).toEqual(before);
      expect(before.found_reports).toHaveLength(3);
    } finally {
      await restored.close();
    }
    await expect(restoreDatabase(copy, file)).rejects.toThrow(/not empty/);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.runIf(serverUrl)('backup and restore on PostgreSQL (pg_dump)', { timeout: 120_000 }, () => {
  const made: string[] = [];
  let root: string;
  const admin = () => new pg.Client({ connectionString: serverUrl });
  async function newDatabase(template?: string): Promise<string> {
    const name = `clf_backup_${randomBytes(5).toString('hex')}`;
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await client.end();
    made.push(name);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  }
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'clf-backup-pg-'));
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    for (const name of made) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
    await rm(root, { recursive: true, force: true });
  });

  it('round-trips a filled database with no difference', async () => {
    const sourceUrl = await newDatabase(process.env.TEST_POSTGRES_TEMPLATE);
    const source = await openDatabase({ kind: 'postgres', url: sourceUrl });
    let before: Record<string, unknown[]>;
    try {
      await fill(source);
      before = await contents(source.db);
    } finally {
      await source.close();
    }
    const file = path.join(root, 'snapshot.dump');
    await backupDatabase({ databaseUrl: sourceUrl }, file);
    const copyUrl = await newDatabase('template0');
    await restoreDatabase({ databaseUrl: copyUrl }, file);
    const copy = await openDatabase({ kind: 'postgres', url: copyUrl });
    try {
      expect(await contents(copy.db)).toEqual(before);
    } finally {
      await copy.close();
    }
    await expect(restoreDatabase({ databaseUrl: copyUrl }, file)).rejects.toThrow(/not empty/);
  });
});
