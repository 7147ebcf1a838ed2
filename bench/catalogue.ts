import { sql, type SQL } from 'drizzle-orm';
import { CATEGORY_CHIPS } from '#shared/constants/category-chips';
import type { Database } from '#server/db/client';

/**
 * The words real reports use: the 38 categories, common colors, places on a
 * campus and the way people describe what they found. The benchmark and the
 * demo seed both draw their items from here, so searches meet realistic text.
 */
export const COLORS = [
  'Black',
  'White',
  'Blue',
  'Navy Blue',
  'Red',
  'Green',
  'Silver',
  'Grey',
  'Brown',
  'Pink',
  'Yellow',
  'Purple',
] as const;

export const CAMPUS_LOCATIONS = [
  'Central Library, 3rd floor',
  'Library reading room',
  'Cafeteria',
  'Food Court',
  'Auditorium',
  'Main Gate',
  'Gymnasium',
  'Basketball Court',
  'Parking Lot B',
  'Computer Lab 2',
  'Room 402, Academic Building 1',
  'Engineering Building, Lab 5',
  'Admin Building Lobby',
  'Student Lounge',
  'Prayer Room',
  'Campus Bus Stop',
  'Medical Centre',
  'Lecture Hall 101',
] as const;

const CONDITIONS = [
  'Slightly scratched',
  'Almost new',
  'Well used',
  'Small',
  'Large',
  'Worn out',
  'Clean',
  'Old',
] as const;

const DETAILS = [
  'left on a bench after class',
  'found under a desk',
  'with initials written inside',
  'in a zip pouch',
  'with a cracked corner',
  'with stickers on it',
  'next to the water fountain',
  'with a keychain attached',
  'found on the stairs',
  'left behind after the exam',
  'handed in by a cleaner',
  'with a name tag that is hard to read',
] as const;

const textArray = (values: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Picks a value from an array by a scrambled row number: varied yet repeatable.
 * The product is taken in 64 bits: `i * 7919` leaves 32-bit integers past row 271,000.
 */
const pick = (values: readonly string[], salt: number): SQL =>
  sql`(${textArray(values)})[1 + ((i::bigint * ${salt}) % ${values.length})::int]`;

export type CatalogueStatus = 'reported' | 'stored' | 'handed_over';

export interface CatalogueOptions {
  count: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
  /** Creation times spread evenly over this many days before now. */
  days?: number;
  /** Share of rows per state, in percent; the rest are stored. Default: all stored. */
  mix?: { reportedPercent: number; handedOverPercent: number };
  /** Members credited with reporting (row i gets member i mod n); none: anonymous. */
  reporterIds?: string[];
  onProgress?: (done: number, total: number) => void;
}

/**
 * Inserts `count` found reports in large batches, one INSERT … SELECT over
 * generate_series per batch: ids come from the sequence as in production.
 */
export async function insertCatalogue(
  db: Pick<Database, 'execute'>,
  options: CatalogueOptions,
): Promise<void> {
  const { count, batchSize = 10_000, days = 90 } = options;
  const mix = options.mix ?? { reportedPercent: 0, handedOverPercent: 0 };
  const spanSeconds = days * 24 * 60 * 60;
  const reporters = options.reporterIds?.length
    ? sql`(ARRAY[${sql.join(
        options.reporterIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[])[1 + (i % ${options.reporterIds.length})]`
    : sql`NULL::uuid`;
  const status = sql`(CASE
      WHEN (i::bigint * 7919) % 100 < ${mix.reportedPercent} THEN 'reported'
      WHEN (i::bigint * 7919) % 100 < ${mix.reportedPercent + mix.handedOverPercent} THEN 'handed_over'
      ELSE 'stored' END)::found_report_status`;
  for (let start = 1; start <= count; start += batchSize) {
    const end = Math.min(count, start + batchSize - 1);
    await db.execute(sql`
      INSERT INTO found_reports
        (report_id, item_name, color, description, found_date, found_time, found_location, status,
         reported_by_user_id, created_at, stored_at, handed_over_at)
      SELECT
        -- As production numbers them (report-ids.ts): past FND999999 a digit is added, not cut.
        'FND' || lpad(n::text, greatest(6, length(n::text)), '0'),
        item, color,
        condition || ' ' || lower(item) || ', ' || lower(color) || ', ' || detail || '.',
        (created_at - interval '3 hours')::date,
        CASE WHEN i % 4 = 0 THEN NULL ELSE to_char(created_at - interval '3 hours', 'HH24:MI') END,
        location, status, reporter, created_at,
        CASE WHEN status = 'reported' THEN NULL ELSE created_at + interval '1 hour' END,
        CASE WHEN status = 'handed_over' THEN least(now(), created_at + interval '2 days') END
      FROM (
        SELECT i, nextval('found_report_number_seq') AS n,
          ${pick(CATEGORY_CHIPS, 1)} AS item,
          ${pick(COLORS, 7)} AS color,
          ${pick(CONDITIONS, 13)} AS condition,
          ${pick(DETAILS, 17)} AS detail,
          ${pick(CAMPUS_LOCATIONS, 31)} AS location,
          ${status} AS status,
          ${reporters} AS reporter,
          now() - make_interval(secs => ((${count} - i)::float8 * ${spanSeconds} / ${count})) AS created_at
        FROM generate_series(${start}::int, ${end}::int) AS i
      ) AS rows
      ORDER BY i`);
    options.onProgress?.(end, count);
  }
}
