import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { queryRows } from '#server/db/client';
import { loginThrottle } from '#server/db/schema';

export interface ThrottleRule {
  /** Attempts allowed within the window; the ones after are refused until it ends. */
  limit: number;
  windowMinutes: number;
}

/** One address guessing at one account: the only limit that refuses, and only that address. */
export const ADMIN_LOGIN_PER_ACCOUNT_AND_ADDRESS: ThrottleRule = { limit: 5, windowMinutes: 15 };
/** One address guessing across accounts. */
export const ADMIN_LOGIN_PER_ADDRESS: ThrottleRule = { limit: 20, windowMinutes: 15 };
/**
 * Attempts at one account from addresses it has never signed in from: past
 * `limit` in the window they are slowed, never refused, so strangers cannot
 * lock the owner out and the owner's usual address is not slowed at all.
 */
export const ADMIN_LOGIN_SLOWDOWN = { limit: 10, windowMinutes: 15, stepMs: 500, maxMs: 5000 };
/** Reset mails per account: silent, so the answer never tells whether an email is an admin's. */
export const RESET_REQUEST_PER_ACCOUNT: ThrottleRule = { limit: 3, windowMinutes: 60 };
export const RESET_REQUEST_PER_ADDRESS: ThrottleRule = { limit: 10, windowMinutes: 60 };

/**
 * Counts one attempt against `key` and returns the count in the current
 * window (a window older than the rule starts afresh), in one statement: the
 * row lock of the upsert makes parallel attempts get 1, 2, 3 … on every server,
 * so a burst cannot slip past the limit between a read and a write.
 */
export async function countAttempt(db: Database, key: string, rule: ThrottleRule): Promise<number> {
  const expired = sql`login_throttle.window_started_at <= now() - make_interval(mins => ${rule.windowMinutes})`;
  const [row] = await queryRows<{ attempts: number }>(
    db,
    sql`INSERT INTO login_throttle (key, attempts, window_started_at)
        VALUES (${key}, 1, now())
        ON CONFLICT (key) DO UPDATE SET
          attempts = CASE WHEN ${expired} THEN 1 ELSE login_throttle.attempts + 1 END,
          window_started_at = CASE WHEN ${expired} THEN now() ELSE login_throttle.window_started_at END
        RETURNING attempts`,
  );
  return Number(row?.attempts ?? 1);
}

/** Gives back one counted attempt (a successful sign-in does not use up an address's allowance). */
export async function refundAttempt(db: Database, key: string): Promise<void> {
  await db.execute(sql`UPDATE login_throttle SET attempts = greatest(attempts - 1, 0) WHERE key = ${key}`);
}

export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** How long an attempt from an unfamiliar address waits, given the account's count in the window. */
export function slowdownMs(attempts: number, rule = ADMIN_LOGIN_SLOWDOWN): number {
  if (attempts <= rule.limit) return 0;
  return Math.min(rule.maxMs, (attempts - rule.limit) * rule.stepMs);
}
