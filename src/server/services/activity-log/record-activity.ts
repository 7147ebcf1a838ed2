import { activityLog } from '@/db/schema';
import type { Database } from '@/db/client';

type Executor = Pick<Database, 'insert'>;

/**
 * Writes one line of the admins' activity log. Call it inside the same
 * transaction as the action, so the log never claims what did not happen.
 */
export async function recordActivity(
  db: Executor,
  admin: { id: string; name: string; email: string },
  action: string,
): Promise<void> {
  await db.insert(activityLog).values({
    adminId: admin.id,
    adminName: admin.name,
    adminEmail: admin.email,
    action,
  });
}
