import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '#server/config';
import { notifiedItemSchema, type NotifiedItem } from '#shared/schemas/notification';
import { queryRows, type Database } from '#server/db/client';
import type { Queryable } from '#server/services/jobs/job-queue';
import type { JobHandler } from '#server/services/jobs/job-worker';
import type { Limits } from '#server/services/limits/limits';
import { officeNameBesideAddress } from '#shared/university/office-place';
import { readStoredText } from '#server/lib/i18n';
import { mailLayout, mailTexts } from '#server/services/mail/mail-templates';
import { DEFAULT_LANGUAGE, INTL_LOCALE, isLanguage, type Language } from '#shared/i18n/languages';
import { sendMail, type MailMessage } from '#server/services/mail/send-mail';
import { replyAddress } from '#server/services/mail/reply-addresses';
import { unsubscribeLinks, type UnsubscribeLinks } from './unsubscribe-links';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';

const alertRow = z.object({
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  items: z.array(notifiedItemSchema),
  emailed_at: z.string().nullable(),
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  email_alerts: z.boolean(),
  language: z.string().nullable(),
});

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
  unsubscribe: UnsubscribeLinks;
  config: Pick<AppConfig, 'university'>;
  /** A claim thread's reply address: replying to the mail writes into the thread. */
  replyTo?: string | undefined;
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
  const paragraphs = [
    intro,
    body,
    ...items,
    ...(items.length > 0 ? [collect, act] : []),
    ...(options.replyTo ? [text('mail.replyByMail')] : []),
  ];
  return {
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
    to: options.to,
    subject: readStoredText(language, options.title),
    text: `${paragraphs.join('\n\n')}\n\n${options.link}\n\n${text('mail.alertFooter', { link: options.unsubscribe.page })}\n`,
    html: mailLayout(
      language,
      paragraphs,
      { href: options.link, label: text('mail.alertButton') },
      ...htmlFooter(text, options.unsubscribe.page),
    ),
    headers: unsubscribeHeaders(options.unsubscribe.oneClick),
  };
}

// In the HTML the way to turn alerts off is a link, not an address to copy.
const htmlFooter = (text: ReturnType<typeof mailTexts>, url: string) =>
  [text('mail.alertFooterReason'), { href: url, label: text('mail.alertTurnOff') }] as const;

const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * One email for the alerts that waited while a member had their few alert
 * mails of the hour: each alert's title, what it says and its items, oldest
 * first, and one link to them all under the bell.
 */
export function alertDigestMail(options: {
  to: string;
  name: string;
  language: Language;
  /** As stored (see notify-member.ts): written here in the reader's language. */
  alerts: { title: string; body: string; items: NotifiedItem[] }[];
  link: string;
  unsubscribe: UnsubscribeLinks;
  config: Pick<AppConfig, 'university'>;
}): MailMessage {
  const { language } = options;
  const { office, shortName } = options.config.university;
  const text = mailTexts(language);
  const count = options.alerts.length;
  const alerts = options.alerts.flatMap((alert) => [
    readStoredText(language, alert.title),
    readStoredText(language, alert.body),
    ...alert.items.map((item) =>
      text('mail.alertItem', {
        reportId: item.reportId,
        itemName: item.itemName,
        color: item.color,
        date: day(item.found_date, language),
        location: item.found_location,
      }),
    ),
  ]);
  const anyItem = options.alerts.some((alert) => alert.items.length > 0);
  const collect = text('mail.alertCollect', {
    officeName: officeNameBesideAddress(office),
    officeAddress: office.address,
    officeHours: office.hours,
  });
  const paragraphs = [
    text('mail.hello', { name: options.name }),
    text('mail.digestIntro', { count, shortName }),
    ...alerts,
    ...(anyItem ? [collect] : []),
  ];
  return {
    to: options.to,
    subject: text('mail.digestSubject', { count, shortName }),
    text: `${paragraphs.join('\n\n')}\n\n${options.link}\n\n${text('mail.alertFooter', { link: options.unsubscribe.page })}\n`,
    html: mailLayout(
      language,
      paragraphs,
      { href: options.link, label: text('mail.digestButton') },
      ...htmlFooter(text, options.unsubscribe.page),
    ),
    headers: unsubscribeHeaders(options.unsubscribe.oneClick),
  };
}

/**
 * Holds an alert's mail for the member's digest, and makes sure one digest
 * job waits for the end of their window (one per member: a digest already
 * waiting takes this alert too).
 */
async function holdForDigest(tx: Queryable, notificationId: string, memberId: string, afterMs: number) {
  await tx.execute(
    sql`UPDATE notifications SET mail_held_at = now() WHERE id = ${notificationId}::uuid AND emailed_at IS NULL`,
  );
  await scheduleDigest(tx, memberId, afterMs);
}

async function scheduleDigest(tx: Queryable, memberId: string, afterMs: number) {
  // Two servers holding this member's alerts at once would each see no digest waiting.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`alert-digest:${memberId}`}))`);
  await tx.execute(sql`INSERT INTO jobs (kind, payload, run_at)
        SELECT 'alert-digest', ${JSON.stringify({ memberId })}::jsonb,
          now() + make_interval(secs => ${Math.max(1, Math.ceil(afterMs / 1000))})
        WHERE NOT EXISTS (
          SELECT 1 FROM jobs WHERE kind = 'alert-digest' AND failed_at IS NULL
            AND payload->>'memberId' = ${memberId})`);
}

/**
 * Sends the email of one notification, once: the sent-marker (emailed_at)
 * commits with the job's deletion. Over SMTP the mail leaves first; a crash
 * between the two sends it again (at least once, never lost). The development
 * outbox is written in that same transaction, so there it is exactly once.
 */
export function alertMailHandler(context: {
  config: AppConfig;
  db: Database;
  limits: Limits;
}): JobHandler<'alert-mail'> {
  const { config } = context;
  return async (job, db) => {
    const [row] = await queryRows(
      db,
      sql`SELECT n.title, n.body, n.link, n.items, n.emailed_at, n.user_id, u.email, u.name, u.email_alerts, u.language
          FROM notifications n JOIN users u ON u.id = n.user_id
          WHERE n.id = ${job.payload.notificationId}::uuid`,
      alertRow,
    );
    if (!row || row.emailed_at !== null || !row.email_alerts) return async () => {};
    const member = { actor: { kind: 'member' as const, id: row.user_id } };
    const { reached, msBeforeNext } = await context.limits.count('alert-mails', member);
    if (reached) {
      return (tx) => holdForDigest(tx, job.payload.notificationId, row.user_id, msBeforeNext);
    }
    const message = alertMail({
      to: row.email,
      name: row.name,
      language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
      title: row.title,
      body: row.body,
      items: row.items,
      link: `${config.publicUrl}${row.link ?? pagePath(routePatterns.user.notifications)}`,
      unsubscribe: await unsubscribeLinks(context.db, config.publicUrl, row.user_id),
      config,
      // Only while replies are taken in, and only to the member the thread's address was made for.
      replyTo:
        config.inboundMail && job.payload.replyThread?.memberId === row.user_id
          ? await replyAddress(context.db, config.inboundMail.domain, job.payload.replyThread)
          : undefined,
    });
    const markSent = async (tx: Parameters<typeof queryRows>[0]) => {
      await tx.execute(
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

const heldAlertRow = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  items: z.array(notifiedItemSchema),
});

/**
 * Sends a member's digest: every alert whose mail was held, in one email,
 * marked sent with the job's deletion. Alerts held while it ran get a digest
 * of their own after the member's next window; with email alerts turned off
 * in the meantime, none is sent (the bell has them all).
 */
export function alertDigestHandler(context: {
  config: AppConfig;
  db: Database;
  limits: Limits;
}): JobHandler<'alert-digest'> {
  const { config } = context;
  return async (job, db) => {
    const { memberId } = job.payload;
    const [member] = await queryRows(
      db,
      sql`SELECT email, name, email_alerts, language FROM users WHERE id = ${memberId}::uuid`,
      z.object({
        email: z.string(),
        name: z.string(),
        email_alerts: z.boolean(),
        language: z.string().nullable(),
      }),
    );
    const held = await queryRows(
      db,
      sql`SELECT id, title, body, items FROM notifications
          WHERE user_id = ${memberId}::uuid AND mail_held_at IS NOT NULL AND emailed_at IS NULL
          ORDER BY created_at, id`,
      heldAlertRow,
    );
    const ids = held.map((alert) => alert.id);
    const settle = async (tx: Queryable) => {
      if (ids.length === 0) return;
      await tx.execute(sql`UPDATE notifications SET emailed_at = now(), mail_held_at = NULL
            WHERE id IN (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`);
      const [later] = await queryRows(
        tx,
        sql`SELECT count(*)::int AS n FROM notifications
            WHERE user_id = ${memberId}::uuid AND mail_held_at IS NOT NULL AND emailed_at IS NULL`,
        z.object({ n: z.number() }),
      );
      const windowMs = context.limits.rules['alert-mails'].seconds * 1000;
      if ((later?.n ?? 0) > 0) await scheduleDigest(tx, memberId, windowMs);
    };
    if (!member || !member.email_alerts || held.length === 0) return settle;
    // Counted like any alert mail, so the next window's mails one by one are fewer.
    await context.limits.count('alert-mails', { actor: { kind: 'member', id: memberId } });
    const message = alertDigestMail({
      to: member.email,
      name: member.name,
      language: isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE,
      alerts: held,
      link: `${config.publicUrl}${pagePath(routePatterns.user.notifications)}`,
      unsubscribe: await unsubscribeLinks(context.db, config.publicUrl, memberId),
      config,
    });
    if (config.smtpUrl) {
      await sendMail({ config, db: context.db }, message);
      return settle;
    }
    return async (tx) => {
      await sendMail({ config, db: tx }, message);
      await settle(tx);
    };
  };
}
