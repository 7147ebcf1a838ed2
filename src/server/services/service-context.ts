import type { Database } from '#server/db/client';

/** Whoever keeps caches hears of a change from the service that made it (decision 0007). */
export interface ChangeAnnouncer {
  announce(notice: string): void;
}

/**
 * What a service that changes data works with: the database, and where it
 * announces its change notices (the server's `app.changes`), right after its
 * transaction commits, so no caller can forget to.
 */
export interface ServiceContext {
  db: Database;
  changes: ChangeAnnouncer;
}
