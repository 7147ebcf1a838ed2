import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { queryRows } from './client';
import { migrate, migrationsDir } from './migrate';

it('gives every migration a number of its own, so one order holds on every database', async () => {
  const numbers = (await readdir(migrationsDir()))
    .filter((name) => name.endsWith('.sql'))
    .map((name) => name.slice(0, name.indexOf('_')));
  const repeated = numbers.filter((number, index) => numbers.indexOf(number) !== index);
  expect(repeated).toEqual([]);
});

describe.each(databaseKinds)('migrations on %s', (kind) => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'clf-migrations-'));
    await cp(migrationsDir(), dir, { recursive: true });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('apply nothing to a database already up to date', async () => {
    expect(await migrate(t.db)).toEqual([]);
  });

  it('leave no foreign key without an index to find its rows by', async () => {
    // Removing an admin or deleting an account looks up every row that points at it;
    // without an index that leads with the key's columns, each look reads the whole table.
    const unindexed = await queryRows(
      t.db,
      sql`SELECT c.conrelid::regclass || '.' || c.conname AS key
          FROM pg_constraint c
          WHERE c.contype = 'f'
            AND NOT EXISTS (
              SELECT 1 FROM pg_index i
              WHERE i.indrelid = c.conrelid
                AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] = c.conkey
            )
          ORDER BY 1`,
      z.object({ key: z.string() }),
    );
    expect(unindexed).toEqual([]);
  });

  it('apply a new migration once, even when two servers start together', async () => {
    await writeFile(
      path.join(dir, '9999_migration_probe.sql'),
      'CREATE TABLE migration_probe (id int PRIMARY KEY);\n--> statement-breakpoint\nINSERT INTO migration_probe VALUES (1);',
    );
    const [first, second] = await Promise.all([migrate(t.db, dir), migrate(t.db, dir)]);
    expect([...first, ...second]).toEqual(['9999_migration_probe.sql']);
    const rows = await queryRows(t.db, sql`SELECT id FROM migration_probe`, z.object({ id: z.number() }));
    expect(rows).toEqual([{ id: 1 }]);
    expect(await migrate(t.db, dir)).toEqual([]);
  });
});
