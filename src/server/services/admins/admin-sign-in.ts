import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { adminSignInAddresses } from '#server/db/schema';
import { AppError, tooManyRequests, text } from '#server/lib/errors';
import { recordActivity } from '#server/services/activity-log/record-activity';
import { findAdminByEmail, type AdminRow } from '#server/services/admins/admins';
import {
  ADMIN_LOGIN_PER_ACCOUNT_AND_ADDRESS,
  ADMIN_LOGIN_PER_ADDRESS,
  ADMIN_LOGIN_SLOWDOWN,
  clearAttempts,
  countAttempt,
  refundAttempt,
  slowdownMs,
} from '#server/services/auth/login-throttle';
import { dummyPasswordHash, verifyPassword } from '#server/services/auth/password-hash';
import { recordUnknownEmailSignIn } from './unknown-email-sign-ins';

export const INVALID_CREDENTIALS = text('errors.invalidCredentials');
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again in a few minutes.';

/** An address an admin signed in from within this many days counts as theirs. */
const USUAL_ADDRESS_DAYS = 90;

async function isUsualAddress(db: Database, adminId: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ adminId: adminSignInAddresses.adminId })
    .from(adminSignInAddresses)
    .where(
      and(
        eq(adminSignInAddresses.adminId, adminId),
        eq(adminSignInAddresses.address, address),
        gt(adminSignInAddresses.lastSignedInAt, sql`now() - make_interval(days => ${USUAL_ADDRESS_DAYS})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function rememberAddress(db: Database, adminId: string, address: string): Promise<void> {
  await db
    .insert(adminSignInAddresses)
    .values({ adminId, address })
    .onConflictDoUpdate({
      target: [adminSignInAddresses.adminId, adminSignInAddresses.address],
      set: { lastSignedInAt: sql`now()` },
    });
}

/**
 * Checks an admin's email and password. Every attempt is counted before the
 * slow hash (decision 0010): per address, and per account and address, past
 * whose limits the attempt is refused without a hash; per account from
 * unfamiliar addresses, past whose limit it is slowed but never refused. An
 * unknown email or an admin without a password costs the same work and gets
 * the same answer as a wrong password. Returns the admin on success.
 */
export async function signInAdmin(
  db: Database,
  attempt: { email: string; password: string; address: string },
): Promise<AdminRow> {
  const { email, password, address } = attempt;
  const addressKey = `admin-login:address:${address}`;
  const pairKey = `admin-login:account-address:${email}|${address}`;
  if ((await countAttempt(db, addressKey, ADMIN_LOGIN_PER_ADDRESS)) > ADMIN_LOGIN_PER_ADDRESS.limit) {
    throw tooManyRequests(TOO_MANY_ATTEMPTS);
  }
  const pairAttempts = await countAttempt(db, pairKey, ADMIN_LOGIN_PER_ACCOUNT_AND_ADDRESS);
  if (pairAttempts > ADMIN_LOGIN_PER_ACCOUNT_AND_ADDRESS.limit) throw tooManyRequests(TOO_MANY_ATTEMPTS);

  const admin = await findAdminByEmail(db, email);
  if (!admin || !(await isUsualAddress(db, admin.id, address))) {
    const accountAttempts = await countAttempt(db, `admin-login:account:${email}`, ADMIN_LOGIN_SLOWDOWN);
    const wait = slowdownMs(accountAttempts);
    if (wait > 0) await sleep(wait);
  }
  const matches = await verifyPassword(password, admin?.passwordHash ?? (await dummyPasswordHash()));
  if (!admin?.passwordHash || !matches) {
    if (admin) {
      await recordActivity(db, admin, 'Failed sign-in attempt', {
        kind: 'admin_sign_in_failed',
        details: { address },
      });
    } else {
      // No account is made or looked up further; the log's allowance bounds a flood of guesses.
      await recordUnknownEmailSignIn(db, { email, address });
    }
    throw new AppError(401, INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
  }
  // The owner's own typos do not pile up, and a good sign-in does not use up the address's allowance.
  await clearAttempts(db, pairKey);
  await refundAttempt(db, addressKey);
  await rememberAddress(db, admin.id, address);
  await recordActivity(db, admin, 'Signed in', { kind: 'admin_signed_in', details: { address } });
  return admin;
}
