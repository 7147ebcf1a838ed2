import { sql } from 'drizzle-orm';
import { FOUND_ITEM_ID_PATTERN } from '#shared/schemas/admin-list-query';
import { DISPOSITION_OUTCOMES } from '#shared/schemas/disposition';
import { claimStatusSchema } from '#shared/schemas/claim';
import { z } from 'zod';
import type { ClaimEntry, FoundReport } from '#shared/schemas/found-report';
import { ERASED_CLAIMANT } from '#shared/schemas/found-report-responses';
import { queryRows, type Database } from '#server/db/client';
import { notFound, ITEM_NOT_FOUND } from '#server/lib/errors';
import { isoTime } from '#server/lib/paging';
import { adminColumns, adminJoins, adminRow, toAdminReport } from './found-report-rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const claimRow = z.object({
  claim_id: z.string(),
  status: claimStatusSchema,
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by_email: z.string().nullable(),
  claimed_at: z.string(),
  message: z.string().nullable(),
  user_exists: z.boolean(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  university_id: z.string().nullable(),
  department: z.string().nullable(),
});

const custodyRow = z.object({
  verification_details: z.string().nullable(),
  handover_reason: z.string().nullable(),
  handed_over_claim_id: z.string().nullable(),
  handed_over_by_name: z.string().nullable(),
  disposition: z.enum(DISPOSITION_OUTCOMES).nullable(),
  disposition_note: z.string().nullable(),
  disposed_at: z.string().nullable(),
  disposed_by_email: z.string().nullable(),
  personal_data_erased_at: z.string().nullable(),
});

/** A found report with every claim and its claimant, oldest claim first (as filed). */
export async function getFoundReportDetails(db: Database, idOrReportId: string): Promise<FoundReport> {
  const which = UUID.test(idOrReportId)
    ? sql`f.id = ${idOrReportId}::uuid`
    : FOUND_ITEM_ID_PATTERN.test(idOrReportId)
      ? sql`f.report_id = ${idOrReportId.toUpperCase()}`
      : null;
  if (!which) throw notFound(ITEM_NOT_FOUND);
  const [row] = await queryRows(
    db,
    sql`SELECT ${adminColumns()} FROM found_reports f ${adminJoins} WHERE ${which}`,
    adminRow,
  );
  if (!row) throw notFound(ITEM_NOT_FOUND);
  const id = row.id;
  const claims = await queryRows(
    db,
    sql`SELECT c.claim_id, c.status, c.reason, ${isoTime(sql`c.decided_at`)} AS decided_at, c.decided_by_email,
          ${isoTime(sql`c.claimed_at`)} AS claimed_at, c.message, u.id IS NOT NULL AS user_exists,
          u.name, u.email, u.phone, u.university_id, u.department
        FROM claims c LEFT JOIN users u ON u.id = c.user_id
        WHERE c.found_report_id = ${id}::uuid
        ORDER BY c.claimed_at, c.id`,
    claimRow,
  );
  const [custody] = await queryRows(
    db,
    sql`SELECT f.verification_details, f.handover_reason, c.claim_id AS handed_over_claim_id, a.name AS handed_over_by_name,
          f.disposition, f.disposition_note, ${isoTime(sql`f.disposed_at`)} AS disposed_at, f.disposed_by_email,
          ${isoTime(sql`f.personal_data_erased_at`)} AS personal_data_erased_at
        FROM found_reports f
        LEFT JOIN claims c ON c.id = f.handed_over_claim_id
        LEFT JOIN admins a ON a.id = f.handed_over_by_admin_id
        WHERE f.id = ${id}::uuid`,
    custodyRow,
  );
  // Past retention nobody deleted an account: the item's link to its claimants was erased.
  const gone = custody?.personal_data_erased_at ? ERASED_CLAIMANT : 'Deleted account';
  const claimsWithUserDetails: ClaimEntry[] = claims.map((claim) => ({
    claimId: claim.claim_id,
    status: claim.status,
    reason: claim.reason,
    decidedAt: claim.decided_at,
    decidedBy: claim.decided_by_email,
    claimedAt: claim.claimed_at,
    message: claim.message,
    // A claimant who deleted their account, or was erased, keeps the claim, not their details.
    userDetails: claim.user_exists
      ? {
          name: claim.name ?? '',
          email: claim.email ?? '',
          phone: claim.phone,
          universityId: claim.university_id,
          department: claim.department,
        }
      : { name: gone, email: '', phone: null, universityId: null, department: null },
  }));
  return {
    ...toAdminReport(row),
    claimsWithUserDetails,
    verificationDetails: custody?.verification_details ?? null,
    handedOverByName: custody?.handed_over_by_name ?? null,
    handedOverClaimId: custody?.handed_over_claim_id ?? null,
    handoverReason: custody?.handover_reason ?? null,
    disposition: custody?.disposition
      ? {
          outcome: custody.disposition,
          note: custody.disposition_note,
          at: custody.disposed_at,
          by: custody.disposed_by_email,
        }
      : null,
    personalDataErasedAt: custody?.personal_data_erased_at ?? null,
  };
}
