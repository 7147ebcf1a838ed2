import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  FinderMessageInput,
  ReceivedFinderMessage,
  SentFinderMessage,
  Sticker,
} from '#shared/schemas/belonging';
import {
  BELONGING_CATEGORIES,
  finderMessageSchema,
  MAX_LISTED_FINDER_MESSAGES,
} from '#shared/schemas/belonging';
import { queryRows, type Database } from '#server/db/client';
import { notFound } from '#server/lib/errors';
import { text } from '#server/lib/i18n';
import { isoTime } from '#server/lib/paging';
import { notifyMember } from '#server/services/notifications/notify-member';
import { newReplyKey, repliesTo } from './finder-conversations';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';

/** What a finder's page may know of a scanned sticker: that it is in use, and what kind of thing it is on. */
export async function stickerInUse(db: Database, code: string): Promise<Sticker> {
  const [row] = await queryRows(
    db,
    sql`SELECT category FROM belongings WHERE sticker_code = ${code}`,
    z.object({ category: z.enum(BELONGING_CATEGORIES) }),
  );
  if (!row) throw notFound(text('belongings.stickerNotInUse'));
  return { inUse: true, category: row.category };
}

/**
 * Passes a finder's message to the owner of the sticker they scanned: kept, and
 * told at once under the bell, by push and by mail. The finder learns nothing
 * of the owner; what they wrote is shown as text wherever it appears. The
 * answer holds the key of the finder's private link to read the owner's
 * replies (decision 0067), given this once.
 */
export async function sendFinderMessage(
  db: Database,
  code: string,
  input: FinderMessageInput,
): Promise<SentFinderMessage> {
  const fields = finderMessageSchema.parse(input);
  const replyKey = newReplyKey();
  await db.transaction(async (tx) => {
    const [belonging] = await queryRows(
      tx,
      sql`SELECT id, user_id, name FROM belongings WHERE sticker_code = ${code}`,
      z.object({ id: z.string(), user_id: z.string(), name: z.string() }),
    );
    if (!belonging) throw notFound(text('belongings.stickerNotInUse'));
    await tx.execute(
      sql`INSERT INTO finder_messages (belonging_id, message, contact, reply_key_hash)
          VALUES (${belonging.id}::uuid, ${fields.message}, ${fields.contact}, ${replyKey.hash})`,
    );
    await notifyMember(tx, {
      memberId: belonging.user_id,
      kind: 'finder-message',
      title: text('notices.finderMessageTitle', { name: belonging.name }),
      body: fields.contact
        ? text('notices.finderMessageBodyWithContact', { message: fields.message, contact: fields.contact })
        : text('notices.finderMessageBody', { message: fields.message }),
      link: pagePath(routePatterns.user.belongings),
      push: 'finder-messages',
    });
  });
  return { success: true, replyKey: replyKey.key };
}

/** What finders wrote about the member's belongings, newest first. */
export async function listFinderMessages(db: Database, memberId: string): Promise<ReceivedFinderMessage[]> {
  const rows = await queryRows(
    db,
    sql`SELECT m.id, m.belonging_id, b.name AS belonging_name, m.message, m.contact,
          ${isoTime(sql`m.created_at`)} AS sent_at, m.reply_key_hash IS NOT NULL AS can_reply
        FROM finder_messages m JOIN belongings b ON b.id = m.belonging_id
        WHERE b.user_id = ${memberId}::uuid
        ORDER BY m.created_at DESC, m.id
        LIMIT ${MAX_LISTED_FINDER_MESSAGES}`,
    z.object({
      id: z.string(),
      belonging_id: z.string(),
      belonging_name: z.string(),
      message: z.string(),
      contact: z.string(),
      sent_at: z.string(),
      can_reply: z.boolean(),
    }),
  );
  const replies = await repliesTo(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    _id: row.id,
    belongingId: row.belonging_id,
    belongingName: row.belonging_name,
    message: row.message,
    contact: row.contact,
    sentAt: row.sent_at,
    canReply: row.can_reply,
    replies: replies.get(row.id) ?? [],
  }));
}
