import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest, text } from '#server/lib/errors';

export const COMMON_PASSWORD = text('errors.commonPassword');

/**
 * The commonly used passwords of zxcvbn-ts's maintained list (about 50,000,
 * from real leaks), kept on the server only: the client would have to
 * download them all.
 */
let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common']));

/** `Sunshine2024!` is `sunshine` with a year and a mark: as easy to guess as the word. */
const withoutDecoration = (password: string) => password.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');

/** True when the password, or its letters without leading or trailing digits and marks, is on the list. */
export function isCommonPassword(password: string): boolean {
  const lowered = password.normalize('NFKC').toLowerCase();
  const core = withoutDecoration(lowered);
  const list = commonPasswords();
  // One character repeated, however long, is no password either.
  return list.has(lowered) || (core.length >= 4 && list.has(core)) || /^(.)\1*$/u.test(lowered);
}

/** Refuses a commonly used password with the message the forms show. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD, 'COMMON_PASSWORD');
}
