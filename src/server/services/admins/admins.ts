import { desc, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '#server/config';
import { changeNotice } from '#server/db/change-notices';
import type { Database } from '#server/db/client';
import { admins } from '#server/db/schema';
import { conflict, notFound, text } from '#server/lib/errors';
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

export function toAdmin(row: AdminRow): Admin {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: 'admin',
    universityId: row.universityId,
    phone: row.phone,
    photoURL: row.photoUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

const byEmail = (email: string) => sql`lower(${admins.email}) = ${email.trim().toLowerCase()}`;

export async function listAdmins(db: Database): Promise<AdminRow[]> {
  return db.select().from(admins).orderBy(desc(admins.createdAt), desc(admins.id));
}

export async function findAdminByEmail(db: Database, email: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(byEmail(email)).limit(1);
  return row;
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
}

/**
 * Creates the sign-in and the admin record in one step, with a set-your-own-
 * password link (valid a day) that goes out by mail or, from the command line,
 * is handed back to print.
 */
export async function createAdmin(
  context: Context,
  addedBy: AdminActor | null,
  input: NewAdmin,
): Promise<{ admin: AdminRow; resetToken: string }> {
  const email = input.email.trim().toLowerCase();
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
        })
        .returning();
      const resetToken = await createResetToken(tx, admin!.id, WELCOME_RESET_HOURS);
      if (addedBy) await recordActivity(tx, addedBy, `Added admin ${email}`, { kind: 'admin_added' });
      return { admin: admin!, resetToken };
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

const PROFILE_FIELD_NAMES = { name: 'name', universityId: 'admin ID', phone: 'phone' } as const;

/** An admin edits their own profile; the log says which fields changed (not their values). */
export async function updateAdmin(
  { db, changes }: ServiceContext,
  by: AdminActor,
  fields: { name: string; universityId: string; phone: string },
): Promise<AdminRow> {
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
        ? `Edited own profile (${changed.map((key) => PROFILE_FIELD_NAMES[key]).join(', ')})`
        : 'Saved own profile unchanged',
      { kind: 'profile_updated', details: { fields: changed } },
    );
    return row!;
  });
  changes.announce(changeNotice.admin(by.id));
  return updated;
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
    const all = await tx.select({ id: admins.id, email: admins.email }).from(admins).for('update');
    // Two admins removing each other: whoever waited for the lock may no longer exist.
    if (!all.some((row) => row.id === by.id)) throw conflict(REMOVER_REMOVED, 'REMOVED');
    const target = all.find((row) => row.email.toLowerCase() === email.trim().toLowerCase());
    if (!target) throw notFound(text('errors.noSuchAdmin'));
    if (all.length <= 1) throw conflict(CANNOT_REMOVE_LAST, 'LAST_ADMIN');
    if (target.id === by.id) throw conflict(CANNOT_REMOVE_SELF, 'SELF_REMOVAL');
    await tx.delete(admins).where(eq(admins.id, target.id));
    await recordActivity(tx, by, `Removed admin ${target.email}`, { kind: 'admin_removed' });
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
        ? `Sent password reset to ${admin.email}`
        : 'Asked for a password reset link from the admin login',
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
