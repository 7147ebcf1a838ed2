import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '@/config';
import { queryRows, type Database } from '@/db/client';
import { claimDecisionMail } from '@/services/mail/mail-templates';
import { sendMail } from '@/services/mail/send-mail';
import { notifyMember } from '@/services/notifications/notify-member';

export interface ClaimAlertContext {
  db: Database;
  config: AppConfig;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** What happened to a claim that its member must hear about. */
export type ClaimAlert = 'approved' | 'rejected' | 'closed';

interface AlertRow {
  claim_id: string;
  user_id: string | null;
  status: string;
  reason: string | null;
  email: string | null;
  name: string | null;
  item_name: string;
  report_id: string;
}

const CLAIM_NOTICE_TITLES: Record<ClaimAlert, string> = {
  approved: 'Your claim was approved',
  rejected: 'Your claim was rejected',
  closed: 'Your claim was closed',
};

function claimNoticeBody(
  alert: ClaimAlert,
  itemName: string,
  reportId: string,
  reason: string | null,
): string {
  const item = `${itemName} (${reportId})`;
  if (alert === 'approved') return `Come to the security office with your ID card to collect ${item}.`;
  if (alert === 'rejected') return `Your claim for ${item} was rejected${reason ? `: ${reason}` : '.'}`;
  return `${item} was handed over to its owner, so your claim is closed.`;
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
      sql`SELECT c.claim_id, c.user_id, c.status, c.reason, u.email, u.name, f.item_name, f.report_id
          FROM claims c JOIN found_reports f ON f.id = c.found_report_id
          LEFT JOIN users u ON u.id = c.user_id
          WHERE c.claim_id = ${claimId}`,
    );
    // A member who has left has nobody to tell.
    if (!row?.email || !row.user_id) return;
    await notifyMember(context.db, {
      memberId: row.user_id,
      kind: 'claim',
      title: CLAIM_NOTICE_TITLES[alert],
      body: claimNoticeBody(alert, row.item_name, row.report_id, row.reason),
      link: MY_ITEMS_PATH,
      // The decision mail below is the email; the notice is the bell's.
      email: false,
    });
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
