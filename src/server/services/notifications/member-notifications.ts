import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { notifiedItemSchema, type AppNotification } from '#shared/schemas/notification';
import { queryRows, type Database } from '#server/db/client';
import { changeNotice } from '#server/db/change-notices';
import { notFound, text } from '#server/lib/errors';
import { readStoredText } from '#server/lib/i18n';
import { memberLanguage } from '#server/services/languages/member-language';
import type { ServiceContext } from '#server/services/service-context';
import { personColumn, type Person } from '#server/lib/actor';
import type { Language } from '#shared/i18n/languages';
import { cursorTime, decodeCursor, encodeCursor, isoTime, splitPage, type Page } from '#server/lib/paging';

const notificationRow = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  items: z.array(notifiedItemSchema),
  read: z.boolean(),
  created_at: z.string(),
  cursor_at: z.string(),
});

export const NOTIFICATION_NOT_FOUND = text('errors.notificationNotFound');

const readBy = (reader: Person) => sql`${sql.raw(personColumn(reader))} = ${reader.id}::uuid`;

/**
 * A person's notifications, newest first, paged by a keyset like every list:
 * a member's in their kept language, a console account's (staff alerts,
 * decision 0070) in the language of the page that asks.
 */
export async function listNotifications(
  db: Database,
  reader: Person,
  query: { limit: number; cursor?: string | undefined },
  pageLanguage: Language,
): Promise<Page<AppNotification>> {
  const after = decodeCursor(query.cursor);
  const rows = await queryRows(
    db,
    sql`SELECT id, kind, title, body, link, items, read_at IS NOT NULL AS read,
          ${isoTime(sql`created_at`)} AS created_at, ${cursorTime(sql`created_at`)} AS cursor_at
        FROM notifications
        WHERE ${readBy(reader)}
          ${after ? sql`AND (created_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
        ORDER BY created_at DESC, id DESC
        LIMIT ${query.limit + 1}`,
    notificationRow,
  );
  const page = splitPage(rows, query.limit);
  const language = reader.kind === 'member' ? await memberLanguage(db, reader.id) : pageLanguage;
  return {
    items: page.rows.map((row) => ({
      _id: row.id,
      kind: row.kind,
      title: readStoredText(language, row.title),
      body: readStoredText(language, row.body),
      link: row.link,
      items: row.items,
      read: row.read,
      createdAt: row.created_at,
    })),
    nextCursor:
      page.hasMore && page.last ? encodeCursor({ at: page.last.cursor_at, id: page.last.id }) : null,
  };
}

export async function unreadCount(db: Database, reader: Person): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`SELECT count(*)::int AS n FROM notifications WHERE ${readBy(reader)} AND read_at IS NULL`,
    z.object({ n: z.number() }),
  );
  return row?.n ?? 0;
}

/** Marks one of the person's notifications read or unread; someone else's is not found. */
export async function markNotification(
  db: Database,
  reader: Person,
  id: string,
  read: boolean,
): Promise<void> {
  const rows = await queryRows(
    db,
    sql`UPDATE notifications SET read_at = ${read ? sql`coalesce(read_at, now())` : sql`NULL`}
        WHERE id = ${id}::uuid AND ${readBy(reader)}
        RETURNING id`,
    z.object({ id: z.string() }),
  );
  if (rows.length === 0) throw notFound(NOTIFICATION_NOT_FOUND);
}

/** Marks every unread notification of the person read; returns how many were unread. */
export async function markAllNotificationsRead(db: Database, reader: Person): Promise<number> {
  const rows = await queryRows(
    db,
    sql`UPDATE notifications SET read_at = now()
        WHERE ${readBy(reader)} AND read_at IS NULL
        RETURNING id`,
    z.object({ id: z.string() }),
  );
  return rows.length;
}

export async function emailAlertsOf(db: Database, memberId: string): Promise<boolean> {
  const [row] = await queryRows(
    db,
    sql`SELECT email_alerts FROM users WHERE id = ${memberId}::uuid`,
    z.object({ email_alerts: z.boolean() }),
  );
  if (!row) throw notFound(text('errors.accountGone'));
  return row.email_alerts;
}

export async function setEmailAlerts(
  { db, changes }: ServiceContext,
  memberId: string,
  on: boolean,
): Promise<boolean> {
  const rows = await queryRows(
    db, // Turning alerts on again ends every unsubscribe link sent before (decision 0045).
    sql`UPDATE users SET email_alerts = ${on},
          email_alerts_on_since = CASE WHEN ${on} AND NOT email_alerts THEN now() ELSE email_alerts_on_since END
        WHERE id = ${memberId}::uuid RETURNING id`,
    z.object({ id: z.string() }),
  );
  // Sessions and profiles read the member's row: every server drops its copy.
  if (rows.length > 0) changes.announce(changeNotice.member(memberId));
  return rows.length > 0;
}
