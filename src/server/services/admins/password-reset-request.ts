import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { text, tooManyRequests } from '#server/lib/errors';
import { sendPasswordReset } from '#server/services/admins/admins';
import type { Limits } from '#server/services/limits/limits';

export const RESET_TOO_MANY = text('errors.tooManyResets');

/**
 * Someone asks for a reset link for an email. Counted before any mail, in one
 * statement per counter: an address past its limit is told so (429); an
 * account past its limit gets no more mail this hour, silently, however many
 * requests arrive at once. Returns whether a mail went out (never told to the caller).
 */
export async function requestPasswordReset(
  context: { db: Database; config: AppConfig; limits: Limits },
  request: { email: string; address: string },
): Promise<boolean> {
  const { limits } = context;
  const byAddress = await limits.count('password-resets-per-address', { address: request.address });
  if (byAddress.reached) {
    throw tooManyRequests(RESET_TOO_MANY, Math.max(1, Math.ceil(byAddress.msBeforeNext / 1000)));
  }
  const byAccount = await limits.count('password-resets-per-account', { account: request.email });
  if (byAccount.reached) return false;
  return sendPasswordReset(context, null, request.email);
}
