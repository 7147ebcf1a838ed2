import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client';

export type Executor = Parameters<typeof queryRows>[0];

/** The SQL list of open claim states (pending, approved): they make an item 'Already Claimed'. */
export const OPEN_CLAIM = sql`('pending', 'approved')`;

/**
 * Sets an item's claim_count to its open claims. Called under the item's row
 * lock after its claims changed, so the count is right whatever ran before.
 */
export async function recountOpenClaims(tx: Executor, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx.execute(
    sql`UPDATE found_reports f
        SET claim_count = (SELECT count(*) FROM claims c WHERE c.found_report_id = f.id AND c.status IN ${OPEN_CLAIM})
        WHERE f.id = ANY(${sql.param(itemIds)}::uuid[])`,
  );
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: string; constraint?: string; message?: string };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      return candidate.constraint === constraint || Boolean(candidate.message?.includes(constraint));
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
