import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseKinds, openTestDatabase } from '#tests/support/test-app';
import { type DatabaseHandle, queryRows } from './client';
import { bigintColumn } from './row-columns';

describe.each(databaseKinds)('a raw statement’s bigint column on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it('is read as a number, whichever way the driver delivers it', async () => {
    const rows = await queryRows(
      handle.db,
      sql`SELECT count(*) AS n, 9007199254740::bigint AS big, sum(2::int) AS total, NULL::bigint AS none`,
      z.object({ n: bigintColumn, big: bigintColumn, total: bigintColumn, none: bigintColumn.nullable() }),
    );
    expect(rows).toEqual([{ n: 1, big: 9007199254740, total: 2, none: null }]);
  });

  it('fails the row when the column is not a whole number', async () => {
    await expect(
      queryRows(handle.db, sql`SELECT 'many' AS n`, z.object({ n: bigintColumn })),
    ).rejects.toThrow();
  });
});
