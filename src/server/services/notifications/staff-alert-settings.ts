import { z } from 'zod';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_STAFF_ALERT_SETTINGS,
  STAFF_ALERT_KINDS,
  type StaffAlertSettings,
} from '#shared/schemas/staff-alerts';
import { queryRows, type Database } from '#server/db/client';
import type { AdminActor } from '#server/lib/actor';
import { worksAtEveryDesk } from '#server/lib/desk-scope';
import { badRequest, text } from '#server/lib/errors';

/** A console account's alert settings; the defaults until it chooses. */
export async function staffAlertSettingsOf(db: Database, admin: AdminActor): Promise<StaffAlertSettings> {
  const [row] = await queryRows(
    db,
    sql`SELECT kinds, push_kinds, desk_ids FROM staff_alert_settings WHERE admin_id = ${admin.id}::uuid`,
    z.object({
      kinds: z.array(z.enum(STAFF_ALERT_KINDS)),
      push_kinds: z.array(z.enum(STAFF_ALERT_KINDS)),
      desk_ids: z.array(z.string()).nullable(),
    }),
  );
  if (!row) return DEFAULT_STAFF_ALERT_SETTINGS;
  return { kinds: row.kinds, pushKinds: row.push_kinds, deskIds: row.desk_ids };
}

/**
 * Keeps a console account's choice. Only an admin chooses desks, among the
 * desks there are; desk staff hear of the desks they work at.
 */
export async function saveStaffAlertSettings(
  db: Database,
  admin: AdminActor,
  settings: StaffAlertSettings,
): Promise<StaffAlertSettings> {
  const deskIds = settings.deskIds ? [...new Set(settings.deskIds)] : null;
  if (deskIds && !worksAtEveryDesk(admin)) {
    throw badRequest(text('alerts.desksForAdmins'), 'DESKS_FOR_ADMINS');
  }
  if (deskIds) {
    const [known] = await queryRows(
      db,
      sql`SELECT count(*)::int AS n FROM desks WHERE id = ANY(${sql.param(deskIds)}::uuid[])`,
      z.object({ n: z.number() }),
    );
    if (known!.n !== deskIds.length) throw badRequest(text('alerts.noSuchDesk'), 'NO_SUCH_DESK');
  }
  await db.execute(sql`INSERT INTO staff_alert_settings (admin_id, kinds, push_kinds, desk_ids)
        VALUES (${admin.id}::uuid, ${sql.param(settings.kinds)}::text[], ${sql.param(settings.pushKinds)}::text[],
          ${deskIds ? sql`${sql.param(deskIds)}::uuid[]` : sql`NULL`})
        ON CONFLICT (admin_id) DO UPDATE SET kinds = excluded.kinds, push_kinds = excluded.push_kinds,
          desk_ids = excluded.desk_ids, updated_at = now()`);
  return { kinds: settings.kinds, pushKinds: settings.pushKinds, deskIds };
}
