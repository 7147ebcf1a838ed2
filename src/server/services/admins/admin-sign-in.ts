import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { adminSignInAddresses } from '#server/db/schema';
import { AppError, tooManyRequests, text } from '#server/lib/errors';
import { recordActivity } from '#server/services/activity-log/record-activity';
import { findAdminByEmail, type AdminRow } from '#server/services/admins/admins';
import type { Limits } from '#server/services/limits/limits';
import { dummyPasswordHash, verifyPassword } from '#server/services/auth/password-hash';
import { recordUnknownEmailSignIn } from './unknown-email-sign-ins';

export const INVALID_CREDENTIALS = text('errors.invalidCredentials');
export const TOO_MANY_ATTEMPTS = text('errors.tooManySignIns');

/** How much longer each attempt past the slowdown's allowance waits, and the longest wait. */
export const SLOWDOWN_STEP_MS = 500;
export const SLOWDOWN_MAX_MS = 5000;

/** How long an attempt from an unfamiliar address waits, given how far past its allowance the account is. */
export function slowdownMs(attempts: number, allowance: number): number {
  if (attempts <= allowance) return 0;
  return Math.min(SLOWDOWN_MAX_MS, (attempts - allowance) * SLOWDOWN_STEP_MS);
}

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
  context: { db: Database; limits: Limits },
  attempt: { email: string; password: string; address: string },
): Promise<AdminRow> {
  const { db, limits } = context;
  const { email, password, address } = attempt;
  const byAddress = { address };
  const pair = { account: email, scope: address };
  const refuse = (msBeforeNext: number) =>
    tooManyRequests(TOO_MANY_ATTEMPTS, Math.max(1, Math.ceil(msBeforeNext / 1000)));
  const addressCount = await limits.count('sign-in-per-address', byAddress);
  if (addressCount.reached) throw refuse(addressCount.msBeforeNext);
  const pairCount = await limits.count('sign-in-per-account-and-address', pair);
  if (pairCount.reached) throw refuse(pairCount.msBeforeNext);

  const admin = await findAdminByEmail(db, email);
  if (!admin || !(await isUsualAddress(db, admin.id, address))) {
    const { used } = await limits.count('sign-in-slowdown', { account: email });
    const wait = slowdownMs(used, limits.rules['sign-in-slowdown'].points);
    if (wait > 0) await sleep(wait);
  }
  const matches = await verifyPassword(password, admin?.passwordHash ?? (await dummyPasswordHash()));
  if (!admin?.passwordHash || !matches) {
    if (admin) {
      await recordActivity(
        db,
        admin,
        { key: 'activity.signInFailed' },
        {
          kind: 'admin_sign_in_failed',
          details: { address },
        },
      );
    } else {
      // No account is made or looked up further; the log's allowance bounds a flood of guesses.
      await recordUnknownEmailSignIn(context, { email, address });
    }
    throw new AppError(401, INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
  }
  // The owner's own typos do not pile up, and a good sign-in does not use up the address's allowance.
  await limits.clear('sign-in-per-account-and-address', pair);
  await limits.refund('sign-in-per-address', byAddress);
  await rememberAddress(db, admin.id, address);
  await recordActivity(
    db,
    admin,
    { key: 'activity.signedIn' },
    { kind: 'admin_signed_in', details: { address } },
  );
  return admin;
}
