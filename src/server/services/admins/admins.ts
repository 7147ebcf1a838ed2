import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppConfig } from '#server/config';
import { changeNotice } from '#server/db/change-notices';
import type { Database } from '#server/db/client';
import { adminDesks, admins, desks } from '#server/db/schema';
import { badRequest, conflict, notFound, text } from '#server/lib/errors';
import type { ConsoleRole } from '#server/lib/access-rules';
import type { AdminActor } from '#server/lib/actor';
import type { Admin } from '#shared/schemas/admin';
import { recordActivity } from '#server/services/activity-log/record-activity';
import { hashPassword } from '#server/services/auth/password-hash';
import { refuseCommonPassword } from '#server/lib/password-policy';
import {
  createResetToken,
  RESET_HOURS,
  resetLink,
  WELCOME_RESET_HOURS,
} from '#server/services/auth/password-reset';
import { passwordResetMail, welcomeAdminMail } from '#server/services/mail/mail-templates';
import { sendMail, type MailMessage } from '#server/services/mail/send-mail';
import type { ServiceContext } from '#server/services/service-context';

export type AdminRow = typeof admins.$inferSelect;

interface Context {
  db: Database;
  config: AppConfig;
}

export const DUPLICATE_ADMIN = text('errors.duplicateAdmin');

/** A console account with the desks it works at (none for an admin, who works at every desk). */
export type AdminWithDesks = AdminRow & { deskIds: string[] };

const roleOf = (row: AdminRow): ConsoleRole => (row.role === 'staff' ? 'staff' : 'admin');

export function toAdmin(row: AdminWithDesks): Admin {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: roleOf(row),
    deskIds: row.deskIds,
    universityId: row.universityId,
    phone: row.phone,
    photoURL: row.photoUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

const byEmail = (email: string) => sql`lower(${admins.email}) = ${email.trim().toLowerCase()}`;

async function withDesks(db: Database, rows: AdminRow[]): Promise<AdminWithDesks[]> {
  const staff = rows.filter((row) => roleOf(row) === 'staff').map((row) => row.id);
  const links =
    staff.length === 0
      ? []
      : await db
          .select()
          .from(adminDesks)
          .where(inArray(adminDesks.adminId, staff))
          .orderBy(adminDesks.deskId);
  return rows.map((row) => ({
    ...row,
    deskIds: links.filter((link) => link.adminId === row.id).map((link) => link.deskId),
  }));
}

export async function listAdmins(db: Database): Promise<AdminWithDesks[]> {
  return withDesks(db, await db.select().from(admins).orderBy(desc(admins.createdAt), desc(admins.id)));
}

export async function findAdminByEmail(db: Database, email: string): Promise<AdminWithDesks | undefined> {
  const [row] = await db.select().from(admins).where(byEmail(email)).limit(1);
  return row ? (await withDesks(db, [row]))[0] : undefined;
}

/** The actor a console account signs in as. */
export async function consoleActor(db: Database, row: AdminRow): Promise<AdminActor> {
  const [withIds] = await withDesks(db, [row]);
  return {
    kind: 'admin',
    id: row.id,
    email: row.email,
    name: row.name,
    photoUrl: row.photoUrl,
    role: roleOf(row),
    deskIds: withIds!.deskIds,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const appName = (config: AppConfig) => `${config.university.shortName} Lost & Found`;

export interface NewAdmin {
  name: string;
  email: string;
  universityId: string;
  phone: string | null;
  /** Left out by the command line: the admin sets one from the reset link. */
  password?: string;
  /** Left out: an admin. Desk staff work at the desks named (at least one). */
  role?: ConsoleRole;
  deskIds?: string[];
}

export const STAFF_DESK_GONE = text('desks.staffDeskGone');

/**
 * Creates the sign-in and the admin record in one step, with a set-your-own-
 * password link (valid a day) that goes out by mail or, from the command line,
 * is handed back to print.
 */
export async function createAdmin(
  context: Context,
  addedBy: AdminActor | null,
  input: NewAdmin,
): Promise<{ admin: AdminWithDesks; resetToken: string }> {
  const email = input.email.trim().toLowerCase();
  const role = input.role ?? 'admin';
  const deskIds = role === 'staff' ? [...new Set(input.deskIds ?? [])].sort() : [];
  if (input.password) refuseCommonPassword(input.password);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    return await context.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: admins.id }).from(admins).where(byEmail(email)).limit(1);
      if (existing) throw conflict(DUPLICATE_ADMIN, 'DUPLICATE_ADMIN');
      const [admin] = await tx
        .insert(admins)
        .values({
          name: input.name,
          email,
          universityId: input.universityId,
          phone: input.phone,
          passwordHash,
          role,
        })
        .returning();
      if (deskIds.length > 0) {
        const known = await tx.select({ id: desks.id }).from(desks).where(inArray(desks.id, deskIds));
        if (known.length !== deskIds.length) throw badRequest(STAFF_DESK_GONE, 'UNKNOWN_DESK');
        await tx.insert(adminDesks).values(deskIds.map((deskId) => ({ adminId: admin!.id, deskId })));
      }
      const resetToken = await createResetToken(tx, admin!.id, WELCOME_RESET_HOURS);
      if (addedBy) {
        await recordActivity(
          tx,
          addedBy,
          { key: role === 'staff' ? 'activity.staffAdded' : 'activity.adminAdded', values: { email } },
          {
            kind: 'admin_added',
            details: { role, deskIds },
          },
        );
      }
      return { admin: { ...admin!, deskIds }, resetToken };
    });
  } catch (error) {
    // Two creations racing past the check: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_ADMIN, 'DUPLICATE_ADMIN');
    throw error;
  }
}

export function welcomeMessage(
  context: Context,
  admin: AdminRow,
  addedBy: AdminActor,
  token: string,
): MailMessage {
  return welcomeAdminMail({
    to: admin.email,
    name: admin.name,
    link: resetLink(context.config, token),
    appName: appName(context.config),
    hours: WELCOME_RESET_HOURS,
    addedBy: addedBy.name,
  });
}

const PROFILE_FIELD_NAMES = {
  name: 'activity.fieldName',
  universityId: 'activity.fieldAdminId',
  phone: 'activity.fieldPhone',
} as const;

/** An admin edits their own profile; the log says which fields changed (not their values). */
export async function updateAdmin(
  { db, changes }: ServiceContext,
  by: AdminActor,
  fields: { name: string; universityId: string; phone: string },
): Promise<AdminWithDesks> {
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(admins).where(eq(admins.id, by.id)).for('update');
    if (!before) throw notFound(text('errors.noSuchAdmin'));
    const [row] = await tx
      .update(admins)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(admins.id, by.id))
      .returning();
    const changed = (Object.keys(PROFILE_FIELD_NAMES) as (keyof typeof PROFILE_FIELD_NAMES)[]).filter(
      (key) => before[key] !== fields[key],
    );
    await recordActivity(
      tx,
      { id: by.id, name: row!.name, email: row!.email },
      changed.length > 0
        ? {
            key: 'activity.profileEdited',
            values: { fields: changed.map((key) => ({ key: PROFILE_FIELD_NAMES[key] })) },
          }
        : { key: 'activity.profileSavedUnchanged' },
      { kind: 'profile_updated', details: { fields: changed } },
    );
    return row!;
  });
  changes.announce(changeNotice.admin(by.id));
  return (await withDesks(db, [updated]))[0]!;
}

export const ADMIN_AT_EVERY_DESK = text('desks.adminAtEveryDesk');

/**
 * An admin changes the desks a desk staff member works at. The account's row is
 * touched in the same transaction: its trigger tells every server on commit
 * (migration 0002), so the staff member's kept sessions are read again and their
 * next request is kept to the new desks, whichever server answers it.
 */
export async function setStaffDesks(
  { db, changes }: ServiceContext,
  by: AdminActor,
  email: string,
  deskIds: string[],
): Promise<AdminWithDesks> {
  const chosen = [...new Set(deskIds)].sort();
  const saved = await db.transaction(async (tx) => {
    const [target] = await tx.select().from(admins).where(byEmail(email)).for('update');
    if (!target) throw notFound(text('errors.noSuchAdmin'));
    if (roleOf(target) !== 'staff') throw conflict(ADMIN_AT_EVERY_DESK, 'NOT_STAFF');
    const known = await tx
      .select({ id: desks.id, name: desks.name })
      .from(desks)
      .where(inArray(desks.id, chosen))
      .orderBy(desks.name);
    if (known.length !== chosen.length) throw badRequest(STAFF_DESK_GONE, 'UNKNOWN_DESK');
    const before = (await withDesks(tx, [target]))[0]!.deskIds;
    if (before.join(',') === chosen.join(',')) return { ...target, deskIds: chosen };
    await tx.delete(adminDesks).where(eq(adminDesks.adminId, target.id));
    await tx.insert(adminDesks).values(chosen.map((deskId) => ({ adminId: target.id, deskId })));
    const [row] = await tx
      .update(admins)
      .set({ updatedAt: new Date() })
      .where(eq(admins.id, target.id))
      .returning();
    await recordActivity(
      tx,
      by,
      {
        key: 'activity.staffDesksChanged',
        values: {
          email: target.email,
          desks: known.map((desk) => ({ key: 'activity.staffDesk', values: { desk: desk.name } })),
        },
      },
      { kind: 'staff_desks_changed', details: { before, after: chosen } },
    );
    return { ...row!, deskIds: chosen };
  });
  changes.announce(changeNotice.admin(saved.id));
  return saved;
}

export const CANNOT_REMOVE_SELF = text('errors.cannotRemoveSelf');
export const CANNOT_REMOVE_LAST = text('errors.cannotRemoveLast');
export const REMOVER_REMOVED = text('errors.removerRemoved');

/**
 * Removes an admin; their sessions and reset links go with them (foreign keys
 * cascade). Returns the removed admin's id.
 */
export async function removeAdmin(
  { db, changes }: ServiceContext,
  by: AdminActor,
  email: string,
): Promise<string> {
  const removedId = await db.transaction(async (tx) => {
    // Locking every admin row serialises removals, so two admins removing each other cannot leave none.
    const all = await tx
      .select({ id: admins.id, email: admins.email, role: admins.role })
      .from(admins)
      .for('update');
    // Two admins removing each other: whoever waited for the lock may no longer exist.
    if (!all.some((row) => row.id === by.id)) throw conflict(REMOVER_REMOVED, 'REMOVED');
    const target = all.find((row) => row.email.toLowerCase() === email.trim().toLowerCase());
    if (!target) throw notFound(text('errors.noSuchAdmin'));
    // Desk staff cannot manage accounts: the last admin stays, however many staff there are.
    const adminsLeft = all.filter((row) => row.role !== 'staff').length;
    if (target.role !== 'staff' && adminsLeft <= 1) throw conflict(CANNOT_REMOVE_LAST, 'LAST_ADMIN');
    if (target.id === by.id) throw conflict(CANNOT_REMOVE_SELF, 'SELF_REMOVAL');
    await tx.delete(admins).where(eq(admins.id, target.id));
    await recordActivity(
      tx,
      by,
      { key: 'activity.adminRemoved', values: { email: target.email } },
      { kind: 'admin_removed' },
    );
    return target.id;
  });
  changes.announce(changeNotice.admin(removedId));
  return removedId;
}

/**
 * Issues a one-hour reset link for the admin with this email and mails it.
 * Returns false (and sends nothing) when there is no such admin.
 */
export async function sendPasswordReset(
  context: Context,
  requestedBy: AdminActor | null,
  email: string,
): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const [admin] = await tx.select().from(admins).where(byEmail(email)).limit(1);
    if (!admin) return false;
    const token = await createResetToken(tx, admin.id, RESET_HOURS);
    await recordActivity(
      tx,
      requestedBy ?? admin,
      requestedBy
        ? { key: 'activity.passwordResetSent', values: { email: admin.email } }
        : { key: 'activity.passwordResetAsked' },
      { kind: 'password_reset_sent' },
    );
    // Sent inside the transaction: if the mail cannot go, no token or log line claims it did.
    await sendMail(
      { config: context.config, db: tx },
      passwordResetMail({
        to: admin.email,
        name: admin.name,
        link: resetLink(context.config, token),
        appName: appName(context.config),
        hours: RESET_HOURS,
      }),
    );
    return true;
  });
}
