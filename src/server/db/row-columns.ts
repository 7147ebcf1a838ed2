import { z } from 'zod';

/**
 * A column whose type is bigint: count(*), sum() of integers, a bigint key. PGlite answers it
 * as a number and node-postgres as a string of digits (so a value past 2^53 loses nothing on
 * the way), so a raw statement's schema reads it with this rather than a cast in the SQL.
 * Anything but digits still fails the row, as a changed column should.
 */
export const bigintColumn = z
  .union([z.number().int(), z.string().regex(/^-?\d+$/)])
  .transform((value) => Number(value));

/** A report's item as its reporter described it: the columns every report's row reads. */
export const describedItemColumns = {
  item_name: z.string(),
  color: z.string(),
  description: z.string(),
};

/** Which report, and its item with its photo: how the rows of a list of reports begin. */
export const reportItemColumns = {
  id: z.string(),
  report_id: z.string(),
  ...describedItemColumns,
  image_url: z.string().nullable(),
};
