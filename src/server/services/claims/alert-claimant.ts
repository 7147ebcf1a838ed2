import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { queryRows, type Database } from '../../db/client';
import { claimDecisionMail } from '../mail/mail-templates';
import { sendMail } from '../mail/send-mail';

export interface ClaimAlertContext {
  db: Database;
  config: AppConfig;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** What happened to a claim that its member must hear about. */
export type ClaimAlert = 'approved' | 'rejected' | 'closed';

interface AlertRow {
  claim_id: string;
  status: string;
  reason: string | null;
  email: string | null;
  name: string | null;
  item_name: string;
  report_id: string;
}

/** The page where members follow their claims. */
export const MY_ITEMS_PATH = '/user/my-items';

/**
 * The one place a claimant is told about their claim: staff approved or
 * rejected it, or the item went to someone else. Called after the change has
 * committed, so it reads what is true; a failure to send is logged and never
 * undoes the decision. Mail today; in-app notifications join here.
 */
export async function alertClaimant(
  context: ClaimAlertContext,
  claimId: string,
  alert: ClaimAlert,
): Promise<void> {
  try {
    const [row] = await queryRows<AlertRow>(
      context.db,
      sql`SELECT c.claim_id, c.status, c.reason, u.email, u.name, f.item_name, f.report_id
          FROM claims c JOIN found_reports f ON f.id = c.found_report_id
          LEFT JOIN users u ON u.id = c.user_id
          WHERE c.claim_id = ${claimId}`,
    );
    // A member who has left has nobody to tell.
    if (!row?.email) return;
    const { university, publicUrl } = context.config;
    await sendMail(
      context,
      claimDecisionMail({
        to: row.email,
        name: row.name ?? 'member',
        appName: `${university.shortName} Lost & Found`,
        itemName: row.item_name,
        reportId: row.report_id,
        claimId: row.claim_id,
        outcome: alert,
        reason: row.reason,
        office: university.office,
        link: `${publicUrl}${MY_ITEMS_PATH}`,
      }),
    );
  } catch (error) {
    context.log.error({ err: error, claimId, alert }, 'claim alert could not be sent');
  }
}
