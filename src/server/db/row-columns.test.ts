import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseKinds, openTestDatabase } from '#tests/support/test-app';
import { queryRows, type DatabaseHandle } from './client';
import { bigintColumn } from './row-columns';

describe.each(databaseKinds)('a raw row read on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it('gives counts and bigints as numbers, whichever engine delivered them', async () => {
    const rows = await queryRows(
      handle.db,
      sql`SELECT count(*) AS total, 9007199254740991::bigint AS largest, -3::bigint AS negative
          FROM (VALUES (1), (2)) AS two (n)`,
      z.object({ total: bigintColumn, largest: bigintColumn, negative: bigintColumn }),
    );
    expect(rows).toEqual([{ total: 2, largest: 9007199254740991, negative: -3 }]);
  });

  it('gives timestamps, dates and numerics as text on both engines, needing no coercion', async () => {
    const [row] = await queryRows(
      handle.db,
      sql`SELECT now() AS at, current_date AS day, 1.5::numeric AS share`,
      z.object({ at: z.string(), day: z.string(), share: z.string() }),
    );
    expect(row?.share).toBe('1.5');
  });

  it('refuses a column that is not a whole number', async () => {
    await expect(
      queryRows(handle.db, sql`SELECT 'two' AS total`, z.object({ total: bigintColumn })),
    ).rejects.toThrow();
    await expect(
      queryRows(handle.db, sql`SELECT NULL::bigint AS total`, z.object({ total: bigintColumn })),
    ).rejects.toThrow();
  });
});
