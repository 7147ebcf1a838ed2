import { z } from 'zod';
import type { Agent } from 'node:https';
import { sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import { DEFAULT_LANGUAGE, isLanguage } from '#shared/i18n/languages';
import type { AppConfig } from '#server/config';
import { queryRows, type Database } from '#server/db/client';
import { readStoredText } from '#server/lib/i18n';
import type { Queryable } from '#server/services/jobs/job-queue';
import type { JobHandler } from '#server/services/jobs/job-worker';
import { pushPayload } from './push-topics';
import { vapidKeys } from './vapid-keys';
import { pagePath } from '#shared/page-path';
import { consoleRoutePatterns } from '#shared/console-route-patterns';
import { routePatterns } from '#shared/route-patterns';

/** A push service that has not answered by then is tried again later, like a mail server. */
const PUSH_TIMEOUT_MS = 10_000;
/** A phone that is off for a day still gets the news when it wakes; older news is stale. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

const pushRow = z.object({
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  endpoint: z.string(),
  p256dh: z.string(),
  auth: z.string(),
  /** What the device wants pushed: a member's per device, a console account's by its alert settings. */
  wanted: z.array(z.string()),
  console: z.boolean(),
  language: z.string().nullable(),
});

export interface PushContext {
  config: Pick<AppConfig, 'vapid' | 'vapidSubject'>;
  db: Database;
  /** The TLS agent push requests go through; tests give one that trusts their own push service. */
  agent?: Agent | undefined;
}

/**
 * Pushes one notification to one device. The device must still be its
 * member's and still want this kind of alert. A push service that says the
 * subscription is gone (404, 410) has it removed; any other failure is tried
 * again by the job queue. As with mail over SMTP, a crash between the push and
 * the job's commit sends it again; the push carries the notification's id as
 * its topic and tag, so the push service and the device keep one.
 */
export function pushHandler(context: PushContext): JobHandler<'push'> {
  return async (job, db) => {
    const { notificationId, subscriptionId, topic } = job.payload;
    const [row] = await queryRows(
      db,
      sql`SELECT n.title, n.body, n.link, s.endpoint, s.p256dh, s.auth,
            CASE WHEN n.admin_id IS NULL THEN s.topics ELSE coalesce(st.push_kinds, '{}'::text[]) END AS wanted,
            n.admin_id IS NOT NULL AS console, coalesce(u.language, s.language) AS language
          FROM notifications n
            JOIN push_subscriptions s ON s.user_id = n.user_id OR s.admin_id = n.admin_id
            LEFT JOIN users u ON u.id = n.user_id
            LEFT JOIN staff_alert_settings st ON st.admin_id = n.admin_id
          WHERE n.id = ${notificationId}::uuid AND s.id = ${subscriptionId}::uuid`,
      pushRow,
    );
    if (!row || !row.wanted.includes(topic)) return async () => {};
    const keys = await vapidKeys(context.db, context.config);
    const tag = notificationId.replace(/-/g, '');
    // Written in the member's language when it is sent, as the alert mail is.
    const language = row.language && isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
    try {
      await webpush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        pushPayload({
          tag: notificationId,
          title: readStoredText(language, row.title),
          body: readStoredText(language, row.body),
          url:
            row.link ??
            pagePath(row.console ? consoleRoutePatterns.notifications : routePatterns.user.notifications),
          topic,
        }),
        {
          vapidDetails: { subject: context.config.vapidSubject, ...keys },
          TTL: PUSH_TTL_SECONDS,
          urgency: 'high',
          topic: tag,
          timeout: PUSH_TIMEOUT_MS,
          ...(context.agent ? { agent: context.agent } : {}),
        },
      );
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        return async (tx: Queryable) => {
          await tx.execute(sql`DELETE FROM push_subscriptions WHERE id = ${subscriptionId}::uuid`);
        };
      }
      throw error;
    }
    return async (tx: Queryable) => {
      await tx.execute(
        sql`UPDATE push_subscriptions SET last_pushed_at = now() WHERE id = ${subscriptionId}::uuid`,
      );
    };
  };
}
