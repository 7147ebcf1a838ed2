import { sql } from 'drizzle-orm';
import type { ClaimEntry, FoundReport } from '../../../shared/schemas/found-report';
import { queryRows, type Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isoTime } from '../paging/page';
import { adminColumns, adminJoins, toAdminReport, type AdminRow } from './found-report-rows';
import { ITEM_NOT_FOUND } from './change-custody';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ClaimRow {
  claimed_at: string;
  message: string | null;
  user_exists: boolean;
  name: string | null;
  email: string | null;
  phone: string | null;
  university_id: string | null;
  department: string | null;
}

/** A found report with every claim and its claimant, oldest claim first (as filed). */
export async function getFoundReportDetails(db: Database, id: string): Promise<FoundReport> {
  if (!UUID.test(id)) throw notFound(ITEM_NOT_FOUND);
  const [row] = await queryRows<AdminRow>(
    db,
    sql`SELECT ${adminColumns()} FROM found_reports f ${adminJoins} WHERE f.id = ${id}::uuid`,
  );
  if (!row) throw notFound(ITEM_NOT_FOUND);
  const claims = await queryRows<ClaimRow>(
    db,
    sql`SELECT ${isoTime(sql`c.claimed_at`)} AS claimed_at, c.message, u.id IS NOT NULL AS user_exists,
          u.name, u.email, u.phone, u.university_id, u.department
        FROM claims c LEFT JOIN users u ON u.id = c.user_id
        WHERE c.found_report_id = ${id}::uuid
        ORDER BY c.claimed_at, c.id`,
  );
  const claimsWithUserDetails: ClaimEntry[] = claims.map((claim) => ({
    claimedAt: claim.claimed_at,
    message: claim.message,
    // A claimant who deleted their account keeps the claim, not their details.
    userDetails: claim.user_exists
      ? {
          name: claim.name ?? '',
          email: claim.email ?? '',
          phone: claim.phone,
          universityId: claim.university_id,
          department: claim.department,
        }
      : { name: 'Deleted account', email: '', phone: null, universityId: null, department: null },
  }));
  return { ...toAdminReport(row), claimsWithUserDetails };
}
