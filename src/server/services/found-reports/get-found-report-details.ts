import { sql } from 'drizzle-orm';
import { FOUND_ITEM_ID_PATTERN } from '#shared/schemas/admin-list-query';
import type { DispositionOutcome } from '#shared/schemas/disposition';
import type { ClaimEntry, FoundReport } from '#shared/schemas/found-report';
import { ERASED_CLAIMANT } from '#shared/schemas/found-report-responses';
import { queryRows, type Database } from '#server/db/client';
import { notFound, ITEM_NOT_FOUND } from '#server/lib/errors';
import { isoTime } from '#server/lib/paging';
import { adminColumns, adminJoins, toAdminReport, type AdminRow } from './found-report-rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ClaimRow {
  claim_id: string;
  status: ClaimEntry['status'];
  reason: string | null;
  decided_at: string | null;
  decided_by_email: string | null;
  claimed_at: string;
  message: string | null;
  user_exists: boolean;
  name: string | null;
  email: string | null;
  phone: string | null;
  university_id: string | null;
  department: string | null;
}

interface CustodyRow {
  verification_details: string | null;
  handover_reason: string | null;
  handed_over_claim_id: string | null;
  handed_over_by_name: string | null;
  disposition: DispositionOutcome | null;
  disposition_note: string | null;
  disposed_at: string | null;
  disposed_by_email: string | null;
  personal_data_erased_at: string | null;
}

/** A found report with every claim and its claimant, oldest claim first (as filed). */
export async function getFoundReportDetails(db: Database, idOrReportId: string): Promise<FoundReport> {
  const which = UUID.test(idOrReportId)
    ? sql`f.id = ${idOrReportId}::uuid`
    : FOUND_ITEM_ID_PATTERN.test(idOrReportId)
      ? sql`f.report_id = ${idOrReportId.toUpperCase()}`
      : null;
  if (!which) throw notFound(ITEM_NOT_FOUND);
  const [row] = await queryRows<AdminRow>(
    db,
    sql`SELECT ${adminColumns()} FROM found_reports f ${adminJoins} WHERE ${which}`,
  );
  if (!row) throw notFound(ITEM_NOT_FOUND);
  const id = row.id;
  const claims = await queryRows<ClaimRow>(
    db,
    sql`SELECT c.claim_id, c.status, c.reason, ${isoTime(sql`c.decided_at`)} AS decided_at, c.decided_by_email,
          ${isoTime(sql`c.claimed_at`)} AS claimed_at, c.message, u.id IS NOT NULL AS user_exists,
          u.name, u.email, u.phone, u.university_id, u.department
        FROM claims c LEFT JOIN users u ON u.id = c.user_id
        WHERE c.found_report_id = ${id}::uuid
        ORDER BY c.claimed_at, c.id`,
  );
  const [custody] = await queryRows<CustodyRow>(
    db,
    sql`SELECT f.verification_details, f.handover_reason, c.claim_id AS handed_over_claim_id, a.name AS handed_over_by_name,
          f.disposition, f.disposition_note, ${isoTime(sql`f.disposed_at`)} AS disposed_at, f.disposed_by_email,
          ${isoTime(sql`f.personal_data_erased_at`)} AS personal_data_erased_at
        FROM found_reports f
        LEFT JOIN claims c ON c.id = f.handed_over_claim_id
        LEFT JOIN admins a ON a.id = f.handed_over_by_admin_id
        WHERE f.id = ${id}::uuid`,
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
