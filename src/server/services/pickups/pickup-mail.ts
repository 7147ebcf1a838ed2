import { sql } from 'drizzle-orm';
import qrcode from 'qrcode-generator';
import { z } from 'zod';
import type { AppConfig } from '#server/config';
import { queryRows, type Database } from '#server/db/client';
import { translate } from '#server/lib/i18n';
import { isoTime } from '#server/lib/paging';
import type { JobHandler } from '#server/services/jobs/job-worker';
import { mailLayout, mailTexts, quotedInSubject } from '#server/services/mail/mail-templates';
import { sendMail, type MailMessage } from '#server/services/mail/send-mail';
import { DEFAULT_LANGUAGE, INTL_LOCALE, isLanguage, type Language } from '#shared/i18n/languages';
import { pagePath } from '#shared/page-path';
import { consoleRoutePatterns } from '#shared/console-route-patterns';
import { routePatterns } from '#shared/route-patterns';

/** What a pass's QR code holds: the console page that opens the claim's handover. */
export const pickupPassUrl = (publicUrl: string, claimId: string) =>
  `${publicUrl}${pagePath(consoleRoutePatterns.pass, { claimId })}`;

/** The pass's QR code as a GIF, attached to the mail: mail programs block drawn SVG and data addresses. */
function passImage(value: string): Buffer {
  const code = qrcode(0, 'M');
  code.addData(value);
  code.make();
  const dataUrl = code.createDataURL(6, 24);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** "Monday, 13 April, 10:00 AM–10:15 AM", in the university's zone and the reader's language. */
export function pickupWhen(
  booking: { startsAt: string; endsAt: string },
  language: Language,
  timeZone: string,
): string {
  const dayLocale = language === 'en' ? 'en-GB' : INTL_LOCALE[language];
  const timeLocale = language === 'en' ? 'en-US' : INTL_LOCALE[language];
  const time = (instant: string) =>
    new Date(instant).toLocaleTimeString(timeLocale, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
  return translate(language, 'member.pickupWhen', {
    day: new Date(booking.startsAt).toLocaleDateString(dayLocale, {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }),
    starts: time(booking.startsAt),
    ends: time(booking.endsAt),
  });
}

const pickupMailRowSchema = z.object({
  claim_id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  language: z.string().nullable(),
  item_name: z.string(),
  report_id: z.string(),
  desk_name: z.string(),
  desk_place: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type PickupMailRow = z.infer<typeof pickupMailRowSchema>;

/** An approved claim's booked pickup with its member and desk; none once the claim or booking is gone. */
export async function pickupMailRow(db: Parameters<typeof queryRows>[0], claimId: string) {
  const [row] = await queryRows(
    db,
    sql`SELECT c.claim_id, u.email, u.name, u.language, f.item_name, f.report_id,
          d.name AS desk_name, d.place AS desk_place,
          ${isoTime(sql`p.starts_at`)} AS starts_at, ${isoTime(sql`p.ends_at`)} AS ends_at
        FROM claims c JOIN pickups p ON p.claim_id = c.id
        JOIN found_reports f ON f.id = c.found_report_id
        JOIN desks d ON d.id = p.desk_id
        LEFT JOIN users u ON u.id = c.user_id
        WHERE c.claim_id = ${claimId} AND c.status = 'approved'`,
    pickupMailRowSchema,
  );
  return row;
}

/** The confirmation of a booked (or moved) pickup: when, where, and the pass to show at the desk. */
export function pickupBookedMail(options: {
  row: PickupMailRow & { email: string };
  language: Language;
  config: Pick<AppConfig, 'publicUrl' | 'university'>;
}): MailMessage {
  const { row, language, config } = options;
  const text = mailTexts(language);
  const appName = translate(language, 'common.appName', { shortName: config.university.shortName });
  const link = `${config.publicUrl}${pagePath(routePatterns.user.myItems)}`;
  const item = text('mail.claimItem', {
    itemName: row.item_name,
    reportId: row.report_id,
    claimId: row.claim_id,
  });
  const lines = [
    text('mail.hello', { name: row.name ?? text('mail.memberFallback') }),
    text('mail.pickupBooked', {
      item,
      when: pickupWhen(
        { startsAt: row.starts_at, endsAt: row.ends_at },
        language,
        config.university.timeZone,
      ),
      desk: row.desk_name,
      place: row.desk_place,
    }),
    text('mail.pickupPass', { claimId: row.claim_id }),
  ];
  const footer = text('mail.claimFooter', { appName });
  return {
    to: row.email,
    subject: text('mail.pickupBookedSubject', { itemName: quotedInSubject(row.item_name) }),
    text: `${lines.join('\n\n')}\n\n${text('mail.seeClaims', { link })}\n\n${footer}\n`,
    html: mailLayout(language, lines, { href: link, label: text('mail.claimButton') }, footer, undefined, {
      cid: 'pickup-pass',
      alt: text('mail.pickupPassAlt', { claimId: row.claim_id }),
      caption: row.claim_id,
    }),
    attachments: [
      {
        filename: `pickup-pass-${row.claim_id}.gif`,
        content: passImage(pickupPassUrl(config.publicUrl, row.claim_id)),
        cid: 'pickup-pass',
        contentType: 'image/gif',
      },
    ],
  };
}

/**
 * Sends a booking's confirmation from the job queue, once per booking: a job
 * whose time was moved on since (the member chose again) sends nothing, as the
 * move's own job tells the time that holds. Over SMTP the mail leaves before the
 * job's deletion commits (at least once, never lost); the development outbox is
 * written in that same transaction.
 */
export function pickupMailHandler(context: { config: AppConfig; db: Database }): JobHandler<'pickup-mail'> {
  const { config } = context;
  return async (job, db) => {
    const row = await pickupMailRow(db, job.payload.claimId);
    if (!row?.email || Date.parse(row.starts_at) !== Date.parse(job.payload.startsAt)) return async () => {};
    const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
    const message = pickupBookedMail({ row: { ...row, email: row.email }, language, config });
    if (config.smtpUrl) {
      await sendMail({ config, db: context.db }, message);
      return async () => {};
    }
    return async (tx) => sendMail({ config, db: tx }, message);
  };
}
