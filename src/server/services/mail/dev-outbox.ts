import { desc } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { devOutbox } from '#server/db/schema';

const OUTBOX_LIMIT = 100;

export type OutboxMail = typeof devOutbox.$inferSelect;

/** The latest mail the development outbox holds, newest first. */
export async function latestOutboxMail(db: Database): Promise<OutboxMail[]> {
  return db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(OUTBOX_LIMIT);
}
