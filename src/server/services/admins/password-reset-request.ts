import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { tooManyRequests } from '#server/lib/errors';
import { sendPasswordReset } from '#server/services/admins/admins';
import {
  countAttempt,
  RESET_REQUEST_PER_ACCOUNT,
  RESET_REQUEST_PER_ADDRESS,
} from '#server/services/auth/login-throttle';

export const RESET_TOO_MANY = 'Too many password reset requests. Please try again later.';

/**
 * Someone asks for a reset link for an email. Counted before any mail, in one
 * statement per counter: an address past its limit is told so (429); an
 * account past its limit gets no more mail this hour, silently, however many
 * requests arrive at once. Returns whether a mail went out (never told to the caller).
 */
export async function requestPasswordReset(
  context: { db: Database; config: AppConfig },
  request: { email: string; address: string },
): Promise<boolean> {
  const { db } = context;
  const addressAttempts = await countAttempt(
    db,
    `password-reset:address:${request.address}`,
    RESET_REQUEST_PER_ADDRESS,
  );
  if (addressAttempts > RESET_REQUEST_PER_ADDRESS.limit) throw tooManyRequests(RESET_TOO_MANY);
  const accountAttempts = await countAttempt(
    db,
    `password-reset:account:${request.email}`,
    RESET_REQUEST_PER_ACCOUNT,
  );
  if (accountAttempts > RESET_REQUEST_PER_ACCOUNT.limit) return false;
  return sendPasswordReset(context, null, request.email);
}
