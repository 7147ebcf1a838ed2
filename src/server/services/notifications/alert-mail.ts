import { sql } from 'drizzle-orm';
import type { AppConfig } from '#server/config';
import type { NotifiedItem } from '#shared/schemas/notification';
import { queryRows, type Database } from '#server/db/client';
import type { JobHandler } from '#server/services/jobs/job-worker';
import { officeNameBesideAddress } from '#shared/university/office-place';
import { readStoredText } from '#server/lib/i18n';
import { mailLayout, mailTexts } from '#server/services/mail/mail-templates';
import { DEFAULT_LANGUAGE, INTL_LOCALE, isLanguage, type Language } from '#shared/i18n/languages';
import { sendMail, type MailMessage } from '#server/services/mail/send-mail';
import { unsubscribeUrl } from './unsubscribe-links';

interface AlertRow {
  title: string;
  body: string;
  link: string | null;
  items: NotifiedItem[];
  emailed_at: string | null;
  user_id: string;
  email: string;
  name: string;
  email_alerts: boolean;
  language: string | null;
}

const day = (value: string, language: Language) =>
  new Date(`${value}T00:00:00Z`).toLocaleDateString(INTL_LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The email of an alert: what was found, its ID, where and when to collect it,
 * and a link to it. Only what the office records about the item itself: never
 * who found it.
 */
export function alertMail(options: {
  to: string;
  name: string;
  language: Language;
  /** As stored (see notify-member.ts): written here in the reader's language. */
  title: string;
  body: string;
  items: NotifiedItem[];
  link: string;
  unsubscribe: string;
  config: Pick<AppConfig, 'university'>;
}): MailMessage {
  const { language } = options;
  const { office, shortName } = options.config.university;
  const text = mailTexts(language);
  const intro = text('mail.hello', { name: options.name });
  const items = options.items.map((item) =>
    text('mail.alertItem', {
      reportId: item.reportId,
      itemName: item.itemName,
      color: item.color,
      date: day(item.found_date, language),
      location: item.found_location,
    }),
  );
  const collect = text('mail.alertCollect', {
    // The office is named once: its name leaves out what its address says.
    officeName: officeNameBesideAddress(office),
    officeAddress: office.address,
    officeHours: office.hours,
  });
  const act = text('mail.alertAct', { shortName });
  // A notice about no item of theirs (a lost report closed, an item they found) has nothing to collect or claim.
  const body = readStoredText(language, options.body);
  const paragraphs = [intro, body, ...items, ...(items.length > 0 ? [collect, act] : [])];
  return {
    to: options.to,
    subject: readStoredText(language, options.title),
    text: `${paragraphs.join('\n\n')}\n\n${options.link}\n\n${text('mail.alertFooter', { link: options.unsubscribe })}\n`,
    // In the HTML the way to turn alerts off is a link, not an address to copy.
    html: mailLayout(
      language,
      paragraphs,
      { href: options.link, label: text('mail.alertButton') },
      text('mail.alertFooterReason'),
      { href: options.unsubscribe, label: text('mail.alertTurnOff') },
    ),
    headers: {
      'List-Unsubscribe': `<${options.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Sends the email of one notification, once: the sent-marker (emailed_at)
 * commits with the job's deletion. Over SMTP the mail leaves first; a crash
 * between the two sends it again (at least once, never lost). The development
 * outbox is written in that same transaction, so there it is exactly once.
 */
export function alertMailHandler(context: { config: AppConfig; db: Database }): JobHandler<'alert-mail'> {
  const { config } = context;
  return async (job, db) => {
    const [row] = await queryRows<AlertRow>(
      db,
      sql`SELECT n.title, n.body, n.link, n.items, n.emailed_at, n.user_id, u.email, u.name, u.email_alerts, u.language
          FROM notifications n JOIN users u ON u.id = n.user_id
          WHERE n.id = ${job.payload.notificationId}::uuid`,
    );
    if (!row || row.emailed_at !== null || !row.email_alerts) return async () => {};
    const message = alertMail({
      to: row.email,
      name: row.name,
      language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
      title: row.title,
      body: row.body,
      items: row.items,
      link: `${config.publicUrl}${row.link ?? '/user/notifications'}`,
      unsubscribe: await unsubscribeUrl(context.db, config.publicUrl, row.user_id),
      config,
    });
    const markSent = async (tx: Parameters<typeof queryRows>[0]) => {
      await queryRows(
        tx,
        sql`UPDATE notifications SET emailed_at = now() WHERE id = ${job.payload.notificationId}::uuid`,
      );
    };
    if (config.smtpUrl) {
      await sendMail({ config, db: context.db }, message);
      return markSent;
    }
    return async (tx) => {
      await sendMail({ config, db: tx }, message);
      await markSent(tx);
    };
  };
}
