import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client';
import type { Queryable } from '#server/services/jobs/job-queue';
import { notifyMember } from '#server/services/notifications/notify-member';
import type { MessageKey } from '#shared/i18n/message-key';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';

export type FinderNews = 'stored' | 'returned';

const NEWS: Record<FinderNews, { title: MessageKey; body: MessageKey }> = {
  stored: { title: 'notices.foundStoredTitle', body: 'notices.foundStoredBody' },
  returned: { title: 'notices.foundReturnedTitle', body: 'notices.foundReturnedBody' },
};

/**
 * Tells the member who found an item what became of it, in the bell and by
 * email if they allow it: never who the owner is. The finder is the member who
 * reported it online, or the member whose email the desk wrote down as its
 * founder. Call it inside the transaction that stores or hands over the item.
 * `except` is a member not to tell (a finder who was the owner after all).
 */
export async function tellFinder(
  tx: Queryable,
  foundReportId: string,
  news: FinderNews,
  except: string | null = null,
): Promise<void> {
  const [row] = await queryRows(
    tx,
    sql`SELECT coalesce(f.reported_by_user_id,
              (SELECT u.id FROM people p JOIN users u ON lower(u.email) = lower(p.email)
                WHERE p.id = f.founder_person_id)) AS finder,
            f.item_name, f.report_id
        FROM found_reports f WHERE f.id = ${foundReportId}::uuid`,
    z.object({ finder: z.string().nullable(), item_name: z.string(), report_id: z.string() }),
  );
  if (!row?.finder || row.finder === except) return;
  await notifyMember(tx, {
    memberId: row.finder,
    kind: `found-${news}`,
    title: { key: NEWS[news].title },
    body: { key: NEWS[news].body, values: { itemName: row.item_name, reportId: row.report_id } },
    link: pagePath(routePatterns.user.myItems),
  });
}
