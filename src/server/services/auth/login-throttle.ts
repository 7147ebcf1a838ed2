import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { loginThrottle } from '../../db/schema';

export interface ThrottleRule {
  /** Failures allowed within the window; the next attempt is refused until the window ends. */
  limit: number;
  windowMinutes: number;
}

export const ADMIN_LOGIN_PER_ACCOUNT: ThrottleRule = { limit: 5, windowMinutes: 15 };
export const ADMIN_LOGIN_PER_ADDRESS: ThrottleRule = { limit: 20, windowMinutes: 15 };
export const RESET_REQUEST_PER_ACCOUNT: ThrottleRule = { limit: 3, windowMinutes: 60 };
export const RESET_REQUEST_PER_ADDRESS: ThrottleRule = { limit: 10, windowMinutes: 60 };

/**
 * Counters live in the database (login_throttle) so every app server sees the
 * same count; an attacker cannot spread guesses over the servers.
 */
export async function isThrottled(db: Database, key: string, rule: ThrottleRule): Promise<boolean> {
  const rows = await queryRows<{ blocked: boolean }>(
    db,
    sql`SELECT (failures >= ${rule.limit}
                AND window_started_at > now() - make_interval(mins => ${rule.windowMinutes})) AS blocked
        FROM login_throttle WHERE key = ${key}`,
  );
  return rows[0]?.blocked === true;
}

/** Counts one more event against `key`; a window older than the rule starts afresh. */
export async function recordFailure(db: Database, key: string, rule: ThrottleRule): Promise<void> {
  await db.execute(sql`
    INSERT INTO login_throttle (key, failures, window_started_at, blocked_until)
    VALUES (${key}, 1, now(), NULL)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN login_throttle.window_started_at <= now() - make_interval(mins => ${rule.windowMinutes})
                      THEN 1 ELSE login_throttle.failures + 1 END,
      window_started_at = CASE WHEN login_throttle.window_started_at <= now() - make_interval(mins => ${rule.windowMinutes})
                      THEN now() ELSE login_throttle.window_started_at END,
      blocked_until = CASE WHEN login_throttle.window_started_at > now() - make_interval(mins => ${rule.windowMinutes})
                            AND login_throttle.failures + 1 >= ${rule.limit}
                      THEN login_throttle.window_started_at + make_interval(mins => ${rule.windowMinutes})
                      ELSE NULL END`);
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
