import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { claimStatusSchema, type ClaimStatus } from '#shared/schemas/claim';
import { queryRows } from '#server/db/client';
import { conflict, notFound, text } from '#server/lib/errors';
import { changeNotice } from '#server/db/change-notices';
import type { AdminActor } from '#server/lib/actor';
import type { ServiceContext } from '#server/services/service-context';
import { recordActivity, recordMemberActivity } from '#server/services/activity-log/record-activity';
import { alertClaimant } from './alert-claimant';
import { isUniqueViolation, recountOpenClaims, type Executor } from './claim-rows';

/** A claim after a transition: what changed, and whose caches and mail it concerns. */
export interface ChangedClaim {
  /** CLM000001 */
  claimId: string;
  itemId: string;
  reportId: string;
  /** Null when the claimant has deleted their account. */
  memberId: string | null;
  status: ClaimStatus;
}

const claimRow = z.object({
  id: z.string(),
  claim_id: z.string(),
  found_report_id: z.string(),
  user_id: z.string().nullable(),
  status: claimStatusSchema,
  report_id: z.string(),
});
type ClaimRow = z.infer<typeof claimRow>;

const idRow = z.object({ id: z.string() });

/**
 * Reads the claim and takes its item's row lock: every change to an item's
 * claims (claim, decision, withdrawal, handover) holds that lock, so they run
 * one after the other and the open-claims count stays right.
 */
async function lockClaim(tx: Executor, claimId: string): Promise<ClaimRow> {
  const [claim] = await queryRows(
    tx,
    sql`SELECT c.id, c.claim_id, c.found_report_id, c.user_id, c.status, f.report_id
        FROM claims c JOIN found_reports f ON f.id = c.found_report_id
        WHERE c.claim_id = ${claimId}`,
    claimRow,
  );
  if (!claim) throw notFound(text('errors.claimNotFound'));
  await tx.execute(sql`SELECT id FROM found_reports WHERE id = ${claim.found_report_id}::uuid FOR UPDATE`);
  return claim;
}

/** Moves a claim on from the state it must be in (pending unless said); otherwise a 409. */
async function moveClaim(
  tx: Executor,
  claim: ClaimRow,
  to: ClaimStatus,
  fields: { reason: string | null; admin: AdminActor | null; from?: ClaimStatus },
): Promise<ChangedClaim> {
  const from = fields.from ?? 'pending';
  const rows = await queryRows(
    tx,
    sql`UPDATE claims
        SET status = ${to}::claim_status, reason = ${fields.reason}, decided_at = now(),
            decided_by_admin_id = ${fields.admin?.id ?? null}::uuid, decided_by_email = ${fields.admin?.email ?? null}
        WHERE id = ${claim.id}::uuid AND status = ${from}::claim_status
        RETURNING id`,
    idRow,
  );
  if (rows.length === 0) throw conflict(text('errors.claimNotPending'), 'CLAIM_NOT_PENDING');
  await recountOpenClaims(tx, [claim.found_report_id]);
  return {
    claimId: claim.claim_id,
    itemId: claim.found_report_id,
    reportId: claim.report_id,
    memberId: claim.user_id,
    status: to,
  };
}

/** Staff approve a pending claim: its member may collect the item. One approved claim per item. */
export async function approveClaim(
  { db, changes }: ServiceContext,
  admin: AdminActor,
  claimId: string,
): Promise<ChangedClaim> {
  try {
    return announced(
      changes,
      await db.transaction(async (tx) => {
        const claim = await lockClaim(tx, claimId);
        const [approved] = await queryRows(
          tx,
          sql`SELECT id FROM claims WHERE found_report_id = ${claim.found_report_id}::uuid AND status = 'approved'`,
          idRow,
        );
        if (claim.status === 'pending' && approved)
          throw conflict(text('errors.anotherApproved'), 'ANOTHER_APPROVED');
        const changed = await moveClaim(tx, claim, 'approved', { reason: null, admin });
        await alertClaimant(tx, changed.claimId, 'approved');
        await recordActivity(
          tx,
          admin,
          { key: 'activity.claimApproved', values: { claimId: claim.claim_id, reportId: claim.report_id } },
          {
            kind: 'claim_approved',
            foundReportId: claim.found_report_id,
            claimId: claim.id,
          },
        );
        return changed;
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(text('errors.anotherApproved'), 'ANOTHER_APPROVED');
    throw error;
  }
}

/** Staff reject a pending claim, saying why; its member is told the reason. */
export function rejectClaim(
  context: ServiceContext,
  admin: AdminActor,
  claimId: string,
  reason: string,
): Promise<ChangedClaim> {
  return reject(context, admin, claimId, reason, 'pending');
}

/**
 * Staff withdraw an approval (the claimant never came, or another member
 * proved the item theirs), saying why: the claim ends as rejected, its member
 * is told the reason, and another claim on the item may be approved. Only an
 * approved claim: a rejection racing an approval never undoes it unasked.
 */
export function withdrawApproval(
  context: ServiceContext,
  admin: AdminActor,
  claimId: string,
  reason: string,
): Promise<ChangedClaim> {
  return reject(context, admin, claimId, reason, 'approved');
}

async function reject(
  { db, changes }: ServiceContext,
  admin: AdminActor,
  claimId: string,
  reason: string,
  from: 'pending' | 'approved',
): Promise<ChangedClaim> {
  const changed = await db.transaction(async (tx) => {
    const claim = await lockClaim(tx, claimId);
    if (from === 'approved' && claim.status !== 'approved')
      throw conflict(text('errors.approvalNotApproved'), 'CLAIM_NOT_APPROVED');
    const changed = await moveClaim(tx, claim, 'rejected', { reason, admin, from });
    const withdrawing = from === 'approved';
    // The member was told to come and collect it: they must hear that this no longer holds.
    await alertClaimant(tx, changed.claimId, withdrawing ? 'approval_withdrawn' : 'rejected');
    await recordActivity(
      tx,
      admin,
      {
        key: withdrawing ? 'activity.claimApprovalWithdrawn' : 'activity.claimRejected',
        values: { claimId: claim.claim_id, reportId: claim.report_id },
      },
      {
        kind: withdrawing ? 'claim_approval_withdrawn' : 'claim_rejected',
        foundReportId: claim.found_report_id,
        claimId: claim.id,
      },
    );
    return changed;
  });
  return announced(changes, changed);
}

/** A member takes back their own pending claim. Someone else's claim is as good as missing (404). */
export async function withdrawClaim(
  { db, changes }: ServiceContext,
  memberId: string,
  claimId: string,
): Promise<ChangedClaim> {
  const changed = await db.transaction(async (tx) => {
    const claim = await lockClaim(tx, claimId);
    if (claim.user_id !== memberId) throw notFound(text('errors.claimNotFound'));
    const changed = await moveClaim(tx, claim, 'withdrawn', { reason: null, admin: null });
    await recordMemberActivity(
      tx,
      memberId,
      { key: 'activity.claimWithdrawn', values: { claimId: claim.claim_id, reportId: claim.report_id } },
      {
        kind: 'claim_withdrawn',
        foundReportId: claim.found_report_id,
        claimId: claim.id,
      },
    );
    return changed;
  });
  return announced(changes, changed);
}

/** This server's caches hear at once; every other server hears from the database on commit. */
function announced(changes: ServiceContext['changes'], changed: ChangedClaim): ChangedClaim {
  if (changed.memberId) changes.announce(changeNotice.claim(changed.memberId, changed.itemId));
  return changed;
}

/**
 * A member leaving withdraws their open claims (pending or approved): nobody
 * is left to collect the item, and the owner must not be kept waiting behind
 * them. Runs inside the account deletion's transaction.
 */
export async function withdrawClaimsOfLeavingMember(tx: Executor, memberId: string): Promise<ChangedClaim[]> {
  // Item locks first, in one order, as every claim change takes them.
  const items = await queryRows(
    tx,
    sql`SELECT f.id FROM found_reports f
        WHERE f.id IN (SELECT found_report_id FROM claims WHERE user_id = ${memberId}::uuid AND status IN ('pending', 'approved'))
        ORDER BY f.id FOR UPDATE`,
    idRow,
  );
  if (items.length === 0) return [];
  const rows = await queryRows(
    tx,
    sql`UPDATE claims c SET status = 'withdrawn', reason = 'The account was deleted.', decided_at = now()
        FROM found_reports f
        WHERE f.id = c.found_report_id AND c.user_id = ${memberId}::uuid AND c.status IN ('pending', 'approved')
        RETURNING c.id, c.claim_id, c.found_report_id, f.report_id`,
    z.object({ id: z.string(), claim_id: z.string(), found_report_id: z.string(), report_id: z.string() }),
  );
  for (const row of rows) {
    await recordMemberActivity(
      tx,
      memberId,
      { key: 'activity.claimWithdrawn', values: { claimId: row.claim_id, reportId: row.report_id } },
      {
        kind: 'claim_withdrawn',
        foundReportId: row.found_report_id,
        claimId: row.id,
        details: { reason: 'account_deleted' },
      },
    );
  }
  await recountOpenClaims(
    tx,
    items.map((item) => item.id),
  );
  return rows.map((row) => ({
    claimId: row.claim_id,
    itemId: row.found_report_id,
    reportId: row.report_id,
    memberId,
    status: 'withdrawn' as const,
  }));
}
