import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '#server/config';
import { queryRows, type Database } from '#server/db/client';
import { enqueueJob, type JobPayloads, type Queryable } from '#server/services/jobs/job-queue';
import type { JobHandler } from '#server/services/jobs/job-worker';
import { claimDecisionMail } from '#server/services/mail/mail-templates';
import { sendMail } from '#server/services/mail/send-mail';
import { notifyMember } from '#server/services/notifications/notify-member';
import { text, translate } from '#server/lib/i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/i18n/languages';
import { describeWeeklyHours, mapLink } from '#shared/desk-hours';
import { openingHoursSchema } from '#shared/schemas/desk';
import type { MessageKey } from '#shared/i18n/message-key';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';

/** What happened to a claim that its member must hear about. */
export type ClaimAlert = JobPayloads['claim-mail']['outcome'];

const alertRow = z.object({
  claim_id: z.string(),
  user_id: z.string().nullable(),
  status: z.string(),
  reason: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  language: z.string().nullable(),
  item_name: z.string(),
  report_id: z.string(),
  desk_name: z.string().nullable(),
  desk_place: z.string().nullable(),
  desk_hours: openingHoursSchema.nullable(),
  desk_latitude: z.number().nullable(),
  desk_longitude: z.number().nullable(),
  desk_settings_key: z.string().nullable(),
});
type AlertRow = z.infer<typeof alertRow>;

const CLAIM_NOTICE_TITLES: Record<ClaimAlert, MessageKey> = {
  approved: 'notices.claimApprovedTitle',
  rejected: 'notices.claimRejectedTitle',
  approval_withdrawn: 'notices.claimApprovalWithdrawnTitle',
  closed: 'notices.claimClosedTitle',
};

function claimNoticeBody(alert: ClaimAlert, itemName: string, reportId: string, reason: string | null) {
  const item = { itemName, reportId };
  if (alert === 'approved') return text('notices.claimApprovedBody', item);
  if (alert === 'rejected') {
    return reason
      ? text('notices.claimRejectedBodyWithReason', { ...item, reason })
      : text('notices.claimRejectedBody', item);
  }
  if (alert === 'approval_withdrawn') {
    return reason
      ? text('notices.claimApprovalWithdrawnBodyWithReason', { ...item, reason })
      : text('notices.claimApprovalWithdrawnBody', item);
  }
  return text('notices.claimClosedBody', item);
}

/**
 * The one place a claimant is told about their claim: staff approved or
 * rejected it, withdrew its approval, or the item went to someone else. Call it inside the
 * transaction that changes the claim: the bell's notice is written there and
 * the mail is a job queued with it, so the news exists exactly when the
 * decision does and a crash after the commit never loses the mail.
 */
export async function alertClaimant(tx: Queryable, claimId: string, alert: ClaimAlert): Promise<void> {
  const row = await claimAlertRow(tx, claimId);
  // A member who has left has nobody to tell.
  if (!row?.user_id) return;
  await notifyMember(tx, {
    memberId: row.user_id,
    kind: 'claim',
    title: text(CLAIM_NOTICE_TITLES[alert]),
    body: claimNoticeBody(alert, row.item_name, row.report_id, row.reason),
    link: pagePath(routePatterns.user.myItems),
    // The claim mail below is the email; the notice is the bell's and the push's.
    email: false,
    push: 'claims',
  });
  await enqueueJob(tx, 'claim-mail', { claimId, outcome: alert });
}

async function claimAlertRow(db: Queryable, claimId: string): Promise<AlertRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`SELECT c.claim_id, c.user_id, c.status, c.reason, u.email, u.name, u.language, f.item_name, f.report_id,
          d.name AS desk_name, d.place AS desk_place, d.opening_hours AS desk_hours,
          d.latitude AS desk_latitude, d.longitude AS desk_longitude, d.settings_key AS desk_settings_key
        FROM claims c JOIN found_reports f ON f.id = c.found_report_id
        LEFT JOIN desks d ON d.id = f.desk_id
        LEFT JOIN users u ON u.id = c.user_id
        WHERE c.claim_id = ${claimId}`,
    alertRow,
  );
  return row;
}

/**
 * Where the claimant collects the item: the desk that holds it, with its place,
 * hours and map position as the desk has them; the settings' office only when
 * no desk is found. The first desk, seeded from the office, keeps the office's
 * written hours until an admin gives it hours of its own.
 */
function collectionPlace(row: AlertRow, office: AppConfig['university']['office'], language: Language) {
  if (row.desk_name === null || row.desk_place === null) return { ...office, map: null };
  const weekly = row.desk_hours
    ? describeWeeklyHours(row.desk_hours, language, (values) =>
        translate(language, 'member.deskHours', values),
      )
    : null;
  return {
    name: row.desk_name,
    address: row.desk_place,
    hours: weekly ?? (row.desk_settings_key === 'office' ? office.hours : null),
    map: mapLink({ latitude: row.desk_latitude, longitude: row.desk_longitude }),
  };
}

/**
 * Sends a claim's mail from the job queue. Claim mail is part of the claim the
 * member made, so it goes whatever their alert setting. Over SMTP the mail
 * leaves before the job's deletion commits (a crash in between sends it again:
 * at least once, never lost); the development outbox is written in that same
 * transaction, exactly once.
 */
export function claimMailHandler(context: { config: AppConfig; db: Database }): JobHandler<'claim-mail'> {
  const { config } = context;
  return async (job, db) => {
    const row = await claimAlertRow(db, job.payload.claimId);
    // An account deleted since, or a claim erased past retention, has nobody to write to.
    if (!row?.email || !row.user_id) return async () => {};
    const { university, publicUrl } = config;
    const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
    const message = claimDecisionMail({
      to: row.email,
      name: row.name ?? translate(language, 'mail.memberFallback'),
      language,
      appName: translate(language, 'common.appName', { shortName: university.shortName }),
      itemName: row.item_name,
      reportId: row.report_id,
      claimId: row.claim_id,
      outcome: job.payload.outcome,
      reason: row.reason,
      office: collectionPlace(row, university.office, language),
      link: `${publicUrl}${pagePath(routePatterns.user.myItems)}`,
    });
    if (config.smtpUrl) {
      await sendMail({ config, db: context.db }, message);
      return async () => {};
    }
    return async (tx) => sendMail({ config, db: tx }, message);
  };
}
