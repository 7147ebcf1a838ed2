import type { DatabaseHandle } from './client';

/** The channel the database's triggers notify on (migration 0002). */
export const CHANGES_CHANNEL = 'clf_changes';
/** Said to listeners when notices may have been missed: anything may have changed. */
export const ANYTHING_CHANGED = '*';

/** The notices the triggers send, built the same way here for announcing local changes. */
export const changeNotice = {
  session: (tokenHash: string) => `session:${tokenHash}`,
  /** A member's row changed; the triggers on `users` send it as user:<id>. */
  member: (id: string) => `user:${id}`,
  admin: (id: string) => `admin:${id}`,
  claim: (memberId: string, foundReportId: string) => `claim:${memberId}:${foundReportId}`,
  /** A member's notifications were added, read or removed (migration 0021). */
  notifications: (memberId: string) => `notifications:${memberId}`,
  /** A console account's notifications (its staff alerts) were added, read or removed (migration 0040). */
  adminNotifications: (adminId: string) => `admin-notifications:${adminId}`,
  /** One of a member's lost reports was matched, closed or opened again (migration 0022). */
  lostReports: (memberId: string) => `lost-reports:${memberId}`,
  /** A message on a claim's conversation: its claimant's (empty once they left) and the office's pages hear (migration 0028). */
  claimMessage: (memberId: string) => `claim-message:${memberId}`,
  catalogue: 'catalogue',
} as const;

/** What a notice of this kind names ('session:<hash>' gives the hash), or undefined for other kinds. */
export function noticeSubject(
  notice: string,
  kind:
    | 'session'
    | 'user'
    | 'admin'
    | 'claim'
    | 'claim-message'
    | 'notifications'
    | 'admin-notifications'
    | 'lost-reports',
): string | undefined {
  return notice.startsWith(`${kind}:`) ? notice.slice(kind.length + 1) : undefined;
}

export type ChangeListener = (notice: string) => void;

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;

/**
 * What has changed in the database, as notices ('user:<id>', 'catalogue', …)
 * for the server's caches. The database's triggers send them on commit from
 * whichever process made the change; a change made here is also announced at
 * once, so this server's next request never reads a stale copy.
 *
 * `live` is false while the listening connection is down and notices may be
 * missed: caches must then neither answer nor fill. It reconnects by itself,
 * and says ANYTHING_CHANGED when it is back.
 */
export class ChangeNotices {
  #listeners = new Set<ChangeListener>();
  #live = false;
  #closed = false;
  #stop: (() => Promise<void>) | null = null;
  #retryMs = RETRY_FIRST_MS;
  #retryTimer: NodeJS.Timeout | null = null;

  private constructor(
    private readonly database: DatabaseHandle,
    private readonly onTrouble: (error: unknown) => void,
  ) {}

  /** Starts listening; the first connection must succeed, later ones are retried. */
  static async listen(database: DatabaseHandle, onTrouble: (error: unknown) => void): Promise<ChangeNotices> {
    const notices = new ChangeNotices(database, onTrouble);
    await notices.#connect();
    return notices;
  }

  get live(): boolean {
    return this.#live;
  }

  onChange(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Tells this server's caches now; the database tells every server on commit. */
  announce(notice: string): void {
    for (const listener of this.#listeners) listener(notice);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#live = false;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    await this.#stop?.();
    this.#stop = null;
  }

  async #connect(): Promise<void> {
    const stop = await this.database.listen(
      CHANGES_CHANNEL,
      (notice) => this.announce(notice),
      (error) => this.#lost(error),
    );
    if (this.#closed) return stop();
    this.#stop = stop;
    this.#live = true;
    this.#retryMs = RETRY_FIRST_MS;
    this.announce(ANYTHING_CHANGED);
  }

  #lost(error: unknown): void {
    this.#live = false;
    this.#stop = null;
    this.announce(ANYTHING_CHANGED);
    if (this.#closed) return;
    this.onTrouble(error);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      if (this.#closed) return;
      this.#connect().catch((retryError: unknown) => this.#lost(retryError));
    }, this.#retryMs);
    this.#retryTimer.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
  }
}
