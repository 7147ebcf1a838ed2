import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FinderConversation, FinderReply, FinderReplyInput } from '#shared/schemas/belonging';
import {
  BELONGING_CATEGORIES,
  FINDER_REPLY_AUTHORS,
  finderReplyInputSchema,
  MAX_FINDER_REPLIES,
} from '#shared/schemas/belonging';
import { queryRows, type Database } from '#server/db/client';
import { conflict, notFound } from '#server/lib/errors';
import { text } from '#server/lib/i18n';
import { isoTime } from '#server/lib/paging';
import type { Queryable } from '#server/services/jobs/job-queue';
import { notifyMember } from '#server/services/notifications/notify-member';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';

/**
 * A finder's message opens a conversation (decision 0067): the owner answers
 * in the app, and the finder, who may have no account, reads the answer and
 * writes again through a private link. Neither side is shown anything of the
 * other but what they wrote: not a name, an email address or a phone number.
 */

/** A new key for a finder's private link: 240 random bits, 40 characters of base64url. */
export function newReplyKey(): { key: string; hash: string } {
  const key = randomBytes(30).toString('base64url');
  return { key, hash: hashReplyKey(key) };
}

/** Only the hash is kept: whoever reads the table cannot open a conversation. */
const hashReplyKey = (key: string) => createHash('sha256').update(key).digest('base64url');

const replyRow = z.object({
  id: z.string(),
  finder_message_id: z.string(),
  author: z.enum(FINDER_REPLY_AUTHORS),
  message: z.string(),
  sent_at: z.string(),
});
type ReplyRow = z.infer<typeof replyRow>;

const toReply = (row: ReplyRow): FinderReply => ({
  _id: row.id,
  author: row.author,
  message: row.message,
  sentAt: row.sent_at,
});

/** The messages after the first of the given finder's messages, oldest first, by the message they answer. */
export async function repliesTo(db: Queryable, messageIds: string[]): Promise<Map<string, FinderReply[]>> {
  const replies = new Map<string, FinderReply[]>();
  if (messageIds.length === 0) return replies;
  const rows = await queryRows(
    db,
    sql`SELECT id, finder_message_id, author, message, ${isoTime(sql`created_at`)} AS sent_at
        FROM finder_replies
        WHERE finder_message_id IN (${sql.join(
          messageIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        ORDER BY created_at, id`,
    replyRow,
  );
  for (const row of rows) {
    const list = replies.get(row.finder_message_id) ?? [];
    list.push(toReply(row));
    replies.set(row.finder_message_id, list);
  }
  return replies;
}

/** Adds a message to a conversation, refusing one past the most a conversation holds. */
async function addReply(
  tx: Queryable,
  finderMessageId: string,
  author: FinderReply['author'],
  message: string,
): Promise<void> {
  // The lock makes the count and the insert one step for two messages racing.
  await tx.execute(sql`SELECT id FROM finder_messages WHERE id = ${finderMessageId}::uuid FOR UPDATE`);
  const [count] = await queryRows(
    tx,
    sql`SELECT count(*)::int AS replies FROM finder_replies WHERE finder_message_id = ${finderMessageId}::uuid`,
    z.object({ replies: z.number() }),
  );
  if ((count?.replies ?? 0) >= MAX_FINDER_REPLIES) {
    throw conflict(text('belongings.conversationFull', { max: MAX_FINDER_REPLIES }), 'CONVERSATION_FULL');
  }
  await tx.execute(
    sql`INSERT INTO finder_replies (finder_message_id, author, message)
        VALUES (${finderMessageId}::uuid, ${author}, ${message})`,
  );
}

/**
 * The owner answers a finder's message. Another member's message, or one sent
 * before finders were given a link, answers 404: nobody could read the answer.
 * Returns the conversation's messages after the first.
 */
export async function replyToFinder(
  db: Database,
  memberId: string,
  finderMessageId: string,
  input: FinderReplyInput,
): Promise<FinderReply[]> {
  const { message } = finderReplyInputSchema.parse(input);
  return db.transaction(async (tx) => {
    const [row] = await queryRows(
      tx,
      sql`SELECT m.id FROM finder_messages m JOIN belongings b ON b.id = m.belonging_id
          WHERE m.id = ${finderMessageId}::uuid AND b.user_id = ${memberId}::uuid
            AND m.reply_key_hash IS NOT NULL`,
      z.object({ id: z.string() }),
    );
    if (!row) throw notFound(text('belongings.finderMessageNotFound'));
    await addReply(tx, row.id, 'owner', message);
    return (await repliesTo(tx, [row.id])).get(row.id) ?? [];
  });
}

const conversationRow = z.object({
  id: z.string(),
  category: z.enum(BELONGING_CATEGORIES),
  message: z.string(),
  sent_at: z.string(),
  user_id: z.string(),
  belonging_name: z.string(),
});
type ConversationRow = z.infer<typeof conversationRow>;

async function conversationByKey(db: Queryable, key: string, lock = false): Promise<ConversationRow> {
  const [row] = await queryRows(
    db,
    sql`SELECT m.id, b.category, m.message, ${isoTime(sql`m.created_at`)} AS sent_at,
          b.user_id, b.name AS belonging_name
        FROM finder_messages m JOIN belongings b ON b.id = m.belonging_id
        WHERE m.reply_key_hash = ${hashReplyKey(key)}
        ${lock ? sql`FOR UPDATE OF m` : sql``}`,
    conversationRow,
  );
  // One answer whatever the reason: a key never given, or its belonging removed.
  if (!row) throw notFound(text('belongings.conversationNotFound'));
  return row;
}

/** The conversation as its finder reads it: the kind of thing, what was written, and nothing of the owner. */
export async function finderConversation(db: Database, key: string): Promise<FinderConversation> {
  const row = await conversationByKey(db, key);
  return {
    category: row.category,
    message: row.message,
    sentAt: row.sent_at,
    replies: (await repliesTo(db, [row.id])).get(row.id) ?? [],
  };
}

/** The finder writes again through their link; the owner is told as of a first message. */
export async function finderWritesAgain(
  db: Database,
  key: string,
  input: FinderReplyInput,
): Promise<FinderConversation> {
  const { message } = finderReplyInputSchema.parse(input);
  return db.transaction(async (tx) => {
    const row = await conversationByKey(tx, key, true);
    await addReply(tx, row.id, 'finder', message);
    await notifyMember(tx, {
      memberId: row.user_id,
      kind: 'finder-message',
      title: text('notices.finderWroteAgainTitle', { name: row.belonging_name }),
      body: text('notices.finderWroteAgainBody', { message }),
      link: pagePath(routePatterns.user.belongings),
      push: 'finder-messages',
    });
    return {
      category: row.category,
      message: row.message,
      sentAt: row.sent_at,
      replies: (await repliesTo(tx, [row.id])).get(row.id) ?? [],
    };
  });
}
