/**
 * Work typed but not sent yet (a member's profile was incomplete, an admin's
 * session ended), kept for this tab only: it survives a trip to the profile page and a reload,
 * and never outlives the browser session.
 */
const PREFIX = 'clf-draft:';

export function keepDraft(name: string, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + name, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the draft is a convenience, the form still holds the text.
  }
}

export function readDraft<T>(name: string): T | null {
  try {
    const text = sessionStorage.getItem(PREFIX + name);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

export function dropDraft(name: string): void {
  try {
    sessionStorage.removeItem(PREFIX + name);
  } catch {
    // Nothing kept, nothing to drop.
  }
}

/** Where a person goes back to after completing their profile or signing in again ('returnTo'). */
export const RETURN_TO_PARAM = 'returnTo';

/** Only a page of this app under /user/ is a place to go back to. */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/user/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** Only a page of the admin console is a place to go back to after the admin sign-in. */
export function safeAdminReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/admin/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
