import { sql } from 'drizzle-orm';
import { changeNotice } from '../../db/change-notices';
import { queryRows } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { ITEM_NOT_FOUND } from '../found-reports/change-custody';
import type { ServiceContext } from '../service-context';

export const ALREADY_CLAIMED = 'You have already claimed this item.';
export const NOT_CLAIMABLE = 'This item is not available to claim.';

class DuplicateClaim extends Error {}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A member claims a stored item, at most once. The claim and the item's claim
 * count change in one transaction; the UPDATE takes the item's row lock, so a
 * handover running at the same moment either precedes (and the claim is refused)
 * or follows. The unique index (item, member) is the last word on duplicates.
 * Returns the claimed item's id.
 */
export async function claimFoundReport(
  { db, changes }: ServiceContext,
  memberId: string,
  reportId: string,
  message: string | null,
): Promise<string> {
  let itemId: string;
  try {
    itemId = await db.transaction(async (tx) => {
      const [item] = await queryRows<{ id: string }>(
        tx,
        sql`UPDATE found_reports SET claim_count = claim_count + 1
            WHERE report_id = ${reportId} AND status = 'stored'
            RETURNING id`,
      );
      if (!item) {
        const [exists] = await queryRows<{ id: string }>(
          tx,
          sql`SELECT id FROM found_reports WHERE report_id = ${reportId}`,
        );
        if (!exists) throw notFound(ITEM_NOT_FOUND);
        throw conflict(NOT_CLAIMABLE, 'NOT_CLAIMABLE');
      }
      const inserted = await queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO claims (found_report_id, user_id, message)
            VALUES (${item.id}::uuid, ${memberId}::uuid, ${message})
            ON CONFLICT (found_report_id, user_id) DO NOTHING
            RETURNING id`,
      );
      // Throwing rolls the count back with it.
      if (inserted.length === 0) throw new DuplicateClaim();
      return item.id;
    });
  } catch (error) {
    if (error instanceof DuplicateClaim || isUniqueViolation(error)) {
      throw conflict(ALREADY_CLAIMED, 'ALREADY_CLAIMED');
    }
    throw error;
  }
  changes.announce(changeNotice.claim(memberId, itemId));
  return itemId;
}
