import type { LogMessage } from '#shared/i18n/log-message';
import type { Database } from '#server/db/client';
import { recordUnknownAccountActivity } from '#server/services/activity-log/record-activity';
import type { Limits } from '#server/services/limits/limits';

/**
 * The email as the log keeps it: the first two characters of its name and its whole
 * domain (`ra•••@diu.edu.bd`). Enough for the office to tell an admin's typo from someone
 * trying `admin@…`; the log is kept for ever and cannot be erased, so it never holds a
 * stranger's whole address (or a password pasted into the email field).
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : '';
  const shown = name.length > 3 ? name.slice(0, 2) : name.slice(0, 1);
  return `${shown}•••${domain}`;
}

/**
 * Writes a failed sign-in with an email no admin has, without making any account or
 * keeping the email whole. Past the window's allowance one line says the rest were left
 * out, and nothing more is written until the window ends.
 */
export async function recordUnknownEmailSignIn(
  context: { db: Database; limits: Limits },
  attempt: { email: string; address: string },
): Promise<void> {
  const { db, limits } = context;
  const rule = limits.rules['unknown-email-log-lines'];
  const { used } = await limits.count('unknown-email-log-lines', {});
  if (used > rule.points + 1) return;
  const masked = maskedEmail(attempt.email);
  const message: LogMessage =
    used <= rule.points
      ? { key: 'activity.signInFailedUnknownEmail', values: { email: masked } }
      : {
          key: 'activity.signInFailedUnknownEmailsUnlogged',
          values: { minutes: Math.round(rule.seconds / 60) },
        };
  await recordUnknownAccountActivity(db, masked, message, {
    kind: 'admin_sign_in_failed',
    details: { address: attempt.address, email: masked },
  });
}
