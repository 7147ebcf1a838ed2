import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { IdCandidate } from '#shared/schemas/id-lookup';
import {
  ID_KINDS,
  ID_PREFIX,
  MAX_ID_CANDIDATES,
  MIN_PARTIAL_DIGITS,
  parseTypedId,
  type IdKind,
} from '#shared/schemas/typed-id';
import { queryRows, type Database } from '#server/db/client';
import type { AdminActor } from '#server/lib/actor';
import { worksAtEveryDesk } from '#server/lib/desk-scope';
import { isoTime } from '#server/lib/paging';

const candidateRow = z.object({
  kind: z.enum(ID_KINDS),
  id: z.string(),
  name: z.string(),
  state: z.string(),
  desk_id: z.string().nullable(),
  desk_name: z.string().nullable(),
  erased_at: z.string().nullable(),
  item_id: z.string().nullable(),
  exact: z.boolean(),
  /** Null, not false, for an item at another desk on its way to none (the OR of a NULL). */
  visible: z.boolean().nullable(),
});

/** FND + 232 → FND000232: IDs carry at least six digits, and more once the number has grown. */
const wholeId = (kind: IdKind, digits: string) => {
  const number = digits.replace(/^0+(?=\d)/, '');
  return `${ID_PREFIX[kind]}${number.padStart(6, '0')}`;
};

/**
 * Every FND, LST or CLM ID the typed text names or is part of, whatever state
 * its record is in (decision 0069): the whole ID first, then IDs ending in the
 * digits, then IDs holding them, newest first. Desk staff are listed their
 * desks' items (and those on their way to them), every lost report (they have
 * no desk), and of an item at another desk only the whole ID typed: that it
 * exists, its state and desk, not what it is.
 */
export async function lookUpId(db: Database, actor: AdminActor, typed: string): Promise<IdCandidate[]> {
  const parsed = parseTypedId(typed);
  if (!parsed) return [];
  const { kinds, digits } = parsed;
  const partial = digits.length >= MIN_PARTIAL_DIGITS;
  const every = worksAtEveryDesk(actor);
  const deskIds = actor.deskIds.length > 0 ? actor.deskIds : ['00000000-0000-0000-0000-000000000000'];
  const ours = (item: SQL) =>
    every
      ? sql`true`
      : sql`(${item}.desk_id IN (${sql.join(
          deskIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) OR ${item}.transfer_to_desk_id IN (${sql.join(
          deskIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}))`;
  const named = (column: SQL, kind: IdKind) =>
    partial
      ? sql`(${column} = ${wholeId(kind, digits)} OR ${column} LIKE ${`%${digits}%`})`
      : sql`${column} = ${wholeId(kind, digits)}`;
  // Whole ID, then one ending in the digits, then one holding them; newest first within each.
  const rank = (column: SQL, kind: IdKind) =>
    sql`CASE WHEN ${column} = ${wholeId(kind, digits)} THEN 0 WHEN ${column} LIKE ${`%${digits}`} THEN 1 ELSE 2 END`;

  const parts: Record<IdKind, SQL> = {
    found: sql`SELECT 'found' AS kind, f.report_id AS id, f.item_name AS name, f.status::text AS state,
                 f.desk_id, d.name AS desk_name, ${isoTime(sql`f.personal_data_erased_at`)} AS erased_at,
                 f.report_id AS item_id, ${rank(sql`f.report_id`, 'found')} AS rank, f.created_at,
                 ${ours(sql`f`)} AS visible
               FROM found_reports f JOIN desks d ON d.id = f.desk_id
               WHERE ${named(sql`f.report_id`, 'found')}`,
    lost: sql`SELECT 'lost' AS kind, l.report_id AS id, l.item_name AS name, l.status::text AS state,
                NULL::uuid AS desk_id, NULL::text AS desk_name, ${isoTime(sql`l.personal_data_erased_at`)} AS erased_at,
                NULL::text AS item_id, ${rank(sql`l.report_id`, 'lost')} AS rank, l.created_at,
                true AS visible
              FROM lost_reports l
              WHERE ${named(sql`l.report_id`, 'lost')}`,
    claim: sql`SELECT 'claim' AS kind, c.claim_id AS id, f.item_name AS name, c.status::text AS state,
                 f.desk_id, d.name AS desk_name, ${isoTime(sql`f.personal_data_erased_at`)} AS erased_at,
                 f.report_id AS item_id, ${rank(sql`c.claim_id`, 'claim')} AS rank, c.claimed_at AS created_at,
                 ${ours(sql`f`)} AS visible
               FROM claims c JOIN found_reports f ON f.id = c.found_report_id JOIN desks d ON d.id = f.desk_id
               WHERE ${named(sql`c.claim_id`, 'claim')}`,
  };
  const rows = await queryRows(
    db,
    sql`SELECT kind, id, name, state, desk_id, desk_name, erased_at, item_id, rank = 0 AS exact, visible
        FROM (${sql.join(
          kinds.map((kind) => sql`(${parts[kind]})`),
          sql` UNION ALL `,
        )}) AS candidates
        WHERE visible OR rank = 0
        ORDER BY rank, created_at DESC, id
        LIMIT ${MAX_ID_CANDIDATES}`,
    candidateRow,
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    name: row.visible ? row.name : null,
    state: row.state,
    deskId: row.desk_id,
    deskName: row.desk_name,
    erasedAt: row.erased_at,
    itemId: row.visible ? row.item_id : null,
    exact: row.exact,
    otherDesk: !row.visible,
  }));
}
