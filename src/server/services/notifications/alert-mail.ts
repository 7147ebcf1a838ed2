import { sql } from 'drizzle-orm';
import type { AppConfig } from '#server/config';
import type { NotifiedItem } from '#shared/schemas/notification';
import { queryRows, type Database } from '#server/db/client';
import type { Queryable } from '#server/services/jobs/job-queue';
import type { JobHandler } from '#server/services/jobs/job-worker';
import type { Limits } from '#server/services/limits/limits';
import { mailLayout } from '#server/services/mail/mail-templates';
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
}

const day = (value: string) =>
  new Date(`${value}T00:00:00Z`).toLocaleDateString('en-GB', {
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
const itemLine = (item: NotifiedItem) =>
  `${item.reportId}: ${item.itemName} (${item.color}), found on ${day(item.found_date)} at ${item.found_location}.`;

const unsubscribeFooter = (url: string) =>
  `You receive this email because email alerts are on in your profile. To turn them off, open this link: ${url}`;

const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export function alertMail(options: {
  to: string;
  name: string;
  title: string;
  body: string;
  items: NotifiedItem[];
  link: string;
  unsubscribe: string;
  config: Pick<AppConfig, 'university'>;
}): MailMessage {
  const { office, shortName } = options.config.university;
  const intro = `Hello ${options.name},`;
  const items = options.items.map(itemLine);
  const collect = `Collect it at the ${office.name}, ${office.address}. Opening hours: ${office.hours}. Bring your university ID card and give the item's ID.`;
  const act = `If it is yours, open it in ${shortName} Lost & Found and choose 'This is mine' to claim it.`;
  const footer = unsubscribeFooter(options.unsubscribe);
  // A notice about no item in particular (a lost report closed) has nothing to collect or claim.
  const paragraphs = [intro, options.body, ...items, ...(items.length > 0 ? [collect, act] : [])];
  return {
    to: options.to,
    subject: options.title,
    text: `${paragraphs.join('\n\n')}\n\n${options.link}\n\n${footer}\n`,
    html: mailLayout(paragraphs, { href: options.link, label: 'See it in the app' }, footer),
    headers: unsubscribeHeaders(options.unsubscribe),
  };
}

/**
 * One email for the alerts that waited while a member had their few alert
 * mails of the hour: each alert's title, what it says and its items, oldest
 * first, and one link to them all under the bell.
 */
export function alertDigestMail(options: {
  to: string;
  name: string;
  alerts: { title: string; body: string; items: NotifiedItem[] }[];
  link: string;
  unsubscribe: string;
  config: Pick<AppConfig, 'university'>;
}): MailMessage {
  const { office, shortName } = options.config.university;
  const count = options.alerts.length;
  const intro = `Hello ${options.name},`;
  const why = `You had ${count} more alerts in a short time, so they come together in this one email. Each is also under the bell in ${shortName} Lost & Found.`;
  const alerts = options.alerts.flatMap((alert) => [
    `${alert.title}. ${alert.body}`,
    ...alert.items.map(itemLine),
  ]);
  const anyItem = options.alerts.some((alert) => alert.items.length > 0);
  const collect = `Collect an item at the ${office.name}, ${office.address}. Opening hours: ${office.hours}. Bring your university ID card and give the item's ID.`;
  const paragraphs = [intro, why, ...alerts, ...(anyItem ? [collect] : [])];
  const footer = unsubscribeFooter(options.unsubscribe);
  return {
    to: options.to,
    subject: `${count} alerts from ${shortName} Lost & Found`,
    text: `${paragraphs.join('\n\n')}\n\n${options.link}\n\n${footer}\n`,
    html: mailLayout(paragraphs, { href: options.link, label: 'See them in the app' }, footer),
    headers: unsubscribeHeaders(options.unsubscribe),
  };
}

/**
 * Holds an alert's mail for the member's digest, and makes sure one digest
 * job waits for the end of their window (one per member: a digest already
 * waiting takes this alert too).
 */
async function holdForDigest(tx: Queryable, notificationId: string, memberId: string, afterMs: number) {
  await queryRows(
    tx,
    sql`UPDATE notifications SET mail_held_at = now() WHERE id = ${notificationId}::uuid AND emailed_at IS NULL`,
  );
  await scheduleDigest(tx, memberId, afterMs);
}

async function scheduleDigest(tx: Queryable, memberId: string, afterMs: number) {
  await queryRows(
    tx,
    sql`INSERT INTO jobs (kind, payload, run_at)
        SELECT 'alert-digest', ${JSON.stringify({ memberId })}::jsonb,
          now() + make_interval(secs => ${Math.max(1, Math.ceil(afterMs / 1000))})
        WHERE NOT EXISTS (
          SELECT 1 FROM jobs WHERE kind = 'alert-digest' AND failed_at IS NULL
            AND payload->>'memberId' = ${memberId})`,
  );
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
    const [row] = await queryRows<AlertRow>(
      db,
      sql`SELECT n.title, n.body, n.link, n.items, n.emailed_at, n.user_id, u.email, u.name, u.email_alerts
          FROM notifications n JOIN users u ON u.id = n.user_id
          WHERE n.id = ${job.payload.notificationId}::uuid`,
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

interface HeldAlertRow {
  id: string;
  title: string;
  body: string;
  items: NotifiedItem[];
}

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
    const [member] = await queryRows<{ email: string; name: string; email_alerts: boolean }>(
      db,
      sql`SELECT email, name, email_alerts FROM users WHERE id = ${memberId}::uuid`,
    );
    const held = await queryRows<HeldAlertRow>(
      db,
      sql`SELECT id, title, body, items FROM notifications
          WHERE user_id = ${memberId}::uuid AND mail_held_at IS NOT NULL AND emailed_at IS NULL
          ORDER BY created_at, id`,
    );
    const ids = held.map((alert) => alert.id);
    const settle = async (tx: Queryable) => {
      if (ids.length === 0) return;
      await queryRows(
        tx,
        sql`UPDATE notifications SET emailed_at = now(), mail_held_at = NULL
            WHERE id IN (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
      );
      const [later] = await queryRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM notifications
            WHERE user_id = ${memberId}::uuid AND mail_held_at IS NOT NULL AND emailed_at IS NULL`,
      );
      if ((later?.n ?? 0) > 0)
        await scheduleDigest(tx, memberId, context.limits.rules['alert-mails'].seconds * 1000);
    };
    if (!member || !member.email_alerts || held.length === 0) return settle;
    // Counted like any alert mail, so the next window's mails one by one are fewer.
    await context.limits.count('alert-mails', { actor: { kind: 'member', id: memberId } });
    const message = alertDigestMail({
      to: member.email,
      name: member.name,
      alerts: held,
      link: `${config.publicUrl}/user/notifications`,
      unsubscribe: await unsubscribeUrl(context.db, config.publicUrl, memberId),
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
