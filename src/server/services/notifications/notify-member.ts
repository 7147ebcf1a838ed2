import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { NotifiedItem } from '#shared/schemas/notification';
import type { PushTopic } from '#shared/schemas/push';
import { queryRows } from '#server/db/client';
import { storedText } from '#server/lib/i18n';
import type { MessageRef } from '#shared/i18n/message-key';
import { enqueueJob, type JobPriority, type Queryable } from '#server/services/jobs/job-queue';
import { queuePushes } from '#server/services/push/push-subscriptions';

export interface MemberNotice {
  memberId: string;
  /** What it is about: 'match', 'id-card', or another feature's own kind (a claim decision). */
  kind: string;
  /** Catalogue texts: each member reads them in their own language. */
  title: MessageRef;
  body: MessageRef;
  /** Where in the app the member acts on it. */
  link?: string | null;
  items?: NotifiedItem[];
  /** Also by email, when the member allows it (the default). */
  email?: boolean;
  /** Also pushed to the member's devices that want this kind of alert (decision 0046); never when absent. */
  push?: PushTopic;
  /** A claim's thread the member may answer by replying to the mail (decision 0080): the claim's row id. */
  replyThread?: string;
  /** Housekeeping notices (a sweep's) are mailed after the news members are waiting on. */
  priority?: JobPriority;
}

/**
 * Tells a member something: in the app at once (the bell), and by email and
 * push after the commit if they allow it. Call it inside the transaction that makes the
 * news true, so the notice and its mail exist exactly when the news does.
 * Returns the notification's id.
 */
export async function notifyMember(tx: Queryable, notice: MemberNotice): Promise<string> {
  const [row] = await queryRows(
    tx,
    sql`INSERT INTO notifications (user_id, kind, title, body, link, items)
        VALUES (${notice.memberId}::uuid, ${notice.kind}, ${storedText(notice.title)}, ${storedText(notice.body)}, ${notice.link ?? null},
          ${JSON.stringify(notice.items ?? [])}::jsonb)
        RETURNING id`,
    z.object({ id: z.string() }),
  );
  if (notice.push)
    await queuePushes(tx, { notificationId: row!.id, memberId: notice.memberId, topic: notice.push });
  if (notice.email !== false)
    await enqueueJob(
      tx,
      'alert-mail',
      {
        notificationId: row!.id,
        ...(notice.replyThread
          ? { replyThread: { claimUuid: notice.replyThread, memberId: notice.memberId } }
          : {}),
      },
      notice.priority ?? 'prompt',
    );
  return row!.id;
}
