import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { StaffAlertKind } from '#shared/schemas/staff-alerts';
import type { MessageRef } from '#shared/i18n/message-key';
import { queryRows } from '#server/db/client';
import { storedText } from '#server/lib/i18n';
import { enqueueJob, type Queryable } from '#server/services/jobs/job-queue';

export interface StaffNotice {
  /** The desk the news is about: its desk staff hear of it, and admins who hear of every desk or chose it. */
  deskId: string;
  kind: StaffAlertKind;
  /** Catalogue texts, written in each reader's language when read. */
  title: MessageRef;
  body: MessageRef;
  /** The record in the console the alert opens. */
  link: string;
  /** Makes the alert one of a kind for each reader: written again, it is not written twice. */
  onceKey?: string;
  /** The console account whose own act it is: nobody needs telling what they just did. */
  exceptAdminId?: string;
}

/**
 * Tells the console accounts who work at a desk what happened there (decision
 * 0070): desk staff of that desk, and admins who hear of every desk or chose
 * it, each only if their settings want this kind. It is a notification like a
 * member's, with a console account as its reader, written in the transaction
 * that makes the news true; pushes are queued with it for those who want it
 * pushed. Returns how many were told.
 */
export async function notifyStaff(tx: Queryable, notice: StaffNotice): Promise<number> {
  const rows = await queryRows(
    tx,
    sql`WITH readers AS (
          SELECT a.id, coalesce(s.push_kinds, '{}'::text[]) AS push_kinds
          FROM admins a LEFT JOIN staff_alert_settings s ON s.admin_id = a.id
          WHERE (s.admin_id IS NULL OR ${notice.kind} = ANY(s.kinds))
            AND a.id IS DISTINCT FROM ${notice.exceptAdminId ?? null}::uuid
            AND CASE WHEN a.role = 'admin'
                  THEN s.desk_ids IS NULL OR ${notice.deskId}::uuid = ANY(s.desk_ids)
                  ELSE EXISTS (SELECT 1 FROM admin_desks d WHERE d.admin_id = a.id AND d.desk_id = ${notice.deskId}::uuid)
                END
        ), written AS (
          INSERT INTO notifications (admin_id, kind, title, body, link, once_key)
          SELECT id, ${notice.kind}, ${storedText(notice.title)}, ${storedText(notice.body)}, ${notice.link},
            ${notice.onceKey ?? null}
          FROM readers
          ON CONFLICT (admin_id, once_key) WHERE once_key IS NOT NULL DO NOTHING
          RETURNING id, admin_id
        )
        SELECT w.id AS notification_id, p.id AS subscription_id
        FROM written w JOIN readers r ON r.id = w.admin_id
          LEFT JOIN push_subscriptions p ON p.admin_id = w.admin_id AND ${notice.kind} = ANY(r.push_kinds)`,
    z.object({ notification_id: z.string(), subscription_id: z.string().nullable() }),
  );
  for (const row of rows) {
    if (row.subscription_id) {
      await enqueueJob(tx, 'push', {
        notificationId: row.notification_id,
        subscriptionId: row.subscription_id,
        topic: notice.kind,
      });
    }
  }
  return new Set(rows.map((row) => row.notification_id)).size;
}
