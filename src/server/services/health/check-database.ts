import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';

/** True when the database answers a trivial query. */
export async function checkDatabase(db: Database): Promise<boolean> {
  await db.execute(sql`SELECT 1`);
  return true;
}
