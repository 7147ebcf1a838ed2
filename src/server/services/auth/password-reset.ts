import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppConfig } from '#server/config';
import { changeNotice } from '#server/db/change-notices';
import type { Database } from '#server/db/client';
import { admins, passwordResetTokens, sessions } from '#server/db/schema';
import { recordActivity } from '#server/services/activity-log/record-activity';
import { hashToken } from './session-token';
import type { ServiceContext } from '#server/services/service-context';
import { hashPassword } from './password-hash';
import { refuseCommonPassword } from '#server/lib/password-policy';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';

type Executor = Pick<Database, 'insert' | 'update' | 'delete' | 'select'>;

export const RESET_HOURS = 1;
/** A new admin's set-your-password link gets a day: they may not read mail at once. */
export const WELCOME_RESET_HOURS = 24;

export const resetLink = (config: Pick<AppConfig, 'publicUrl'>, token: string) =>
  `${config.publicUrl}${pagePath(routePatterns.auth.resetPassword, { token })}`;

/** Makes a single-use reset token; only its hash is kept, so a database leak gives no working link. */
export async function createResetToken(db: Executor, adminId: string, hours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    adminId,
    expiresAt: new Date(Date.now() + hours * 60 * 60 * 1000),
  });
  return token;
}

/**
 * Sets the password the token was issued for, once. Every other open reset
 * link of that admin and all their sessions end with it: whoever held the old
 * password is out. Returns the admin's id, or null when the token is unknown,
 * used or expired.
 */
export async function confirmReset(
  { db, changes }: ServiceContext,
  token: string,
  password: string,
): Promise<string | null> {
  refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  const adminId = await db.transaction(async (tx) => {
    const now = new Date();
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ adminId: passwordResetTokens.adminId });
    if (!used) return null;
    const [admin] = await tx
      .update(admins)
      .set({ passwordHash, updatedAt: now })
      .where(eq(admins.id, used.adminId))
      .returning({ id: admins.id, name: admins.name, email: admins.email });
    if (admin) {
      await recordActivity(tx, admin, { key: 'activity.passwordSetFromLink' }, { kind: 'password_set' });
    }
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.adminId, used.adminId), isNull(passwordResetTokens.usedAt)));
    await tx.delete(sessions).where(eq(sessions.adminId, used.adminId));
    return used.adminId;
  });
  // Their sessions are gone: no server may keep answering from a remembered one.
  if (adminId) changes.announce(changeNotice.admin(adminId));
  return adminId;
}

export type ResetTokenState = 'valid' | 'used' | 'expired' | 'unknown';

/** What a reset link's token is worth, without using it: the page says so before the form is filled in. */
export async function checkResetToken(db: Database, token: string): Promise<ResetTokenState> {
  const [row] = await db
    .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  if (row.expiresAt <= new Date()) return 'expired';
  return 'valid';
}
