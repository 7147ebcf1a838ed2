import type { MessageKey } from '#shared/i18n/message-key';

/**
 * Why an admin's session ended by itself, and what they are told. Kept apart from
 * the auth schemas so the browser's first screens can read a 401's code without
 * loading the validation library.
 */

/** Too long without activity, or past its lifetime. */
export type SignedOutReason = 'idle' | 'lifetime';

/** What the admin is told, by the API's 401 and on the admin login page: the catalogue's text. */
export const SIGNED_OUT_MESSAGES = {
  idle: 'errors.signedOutIdle',
  lifetime: 'errors.signedOutLifetime',
} as const satisfies Record<SignedOutReason, MessageKey>;

export const SIGNED_OUT_CODES: Record<SignedOutReason, string> = {
  idle: 'SESSION_IDLE',
  lifetime: 'SESSION_LIFETIME',
};

export function signedOutReason(value: unknown): SignedOutReason | null {
  if (value === 'idle' || value === SIGNED_OUT_CODES.idle) return 'idle';
  if (value === 'lifetime' || value === SIGNED_OUT_CODES.lifetime) return 'lifetime';
  return null;
}
