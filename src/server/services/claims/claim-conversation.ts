import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { LogMessage } from '#shared/i18n/log-message';
import type {
  ClaimConversation,
  ClaimMessage,
  ClaimMessageTemplate,
  UnansweredThread,
} from '#shared/schemas/claim-conversation';
import { claimStatusSchema, OPEN_CLAIM_STATUSES, type ClaimStatus } from '#shared/schemas/claim';
import { DEFAULT_LANGUAGE, isLanguage } from '#shared/i18n/languages';
import { queryRows, type Database } from '#server/db/client';
import { badRequest, conflict, notFound, text } from '#server/lib/errors';
import type { Actor } from '#server/lib/actor';
import { isoTime } from '#server/lib/paging';
import { recordActivity, recordMemberActivity } from '#server/services/activity-log/record-activity';
import { notifyMember } from '#server/services/notifications/notify-member';
import { notifyStaff } from '#server/services/notifications/notify-staff';
import type { Executor } from './claim-rows';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';
import { consoleRoutePatterns } from '#shared/console-route-patterns';

/** The newest messages a thread shows; the per-member limit keeps a thread far below it. */
const THREAD_LENGTH = 500;

const threadClaimRow = z.object({
  id: z.string(),
  claim_id: z.string(),
  user_id: z.string().nullable(),
  status: claimStatusSchema,
  found_report_id: z.string(),
  report_id: z.string(),
  item_name: z.string(),
  desk_id: z.string(),
});
type ThreadClaim = z.infer<typeof threadClaimRow>;

const messageRow = z.object({
  id: z.string(),
  from_office: z.boolean(),
  author_name: z.string().nullable(),
  body: z.string(),
  image_url: z.string().nullable(),
  created_at: z.string(),
  unread: z.boolean(),
});
type MessageRow = z.infer<typeof messageRow>;

/** Where a claimant reads one claim's conversation. */
export const conversationLink = (claimId: string) => pagePath(routePatterns.user.myItems, { claim: claimId });

/**
 * The claim a caller may read the conversation of: staff any, a member only
 * their own (someone else's is as good as missing, 404). `lock` holds the
 * claim's row, so a message never lands on a claim a decision just closed.
 */
async function claimFor(db: Executor, actor: Actor, claimId: string, lock = false): Promise<ThreadClaim> {
  const [claim] = await queryRows(
    db,
    sql`SELECT c.id, c.claim_id, c.user_id, c.status, c.found_report_id, f.report_id, f.item_name, f.desk_id
        FROM claims c JOIN found_reports f ON f.id = c.found_report_id
        WHERE c.claim_id = ${claimId.toUpperCase()}
        ${lock ? sql`FOR UPDATE OF c` : sql``}`,
    threadClaimRow,
  );
  if (!claim || (actor.kind === 'member' && claim.user_id !== actor.id))
    throw notFound(text('errors.claimNotFound'));
  return claim;
}

const isOpen = (status: ClaimStatus) => OPEN_CLAIM_STATUSES.includes(status);

/** Messages the other side wrote after this side last read the thread are unread. */
function unreadBy(actor: Actor) {
  return actor.kind === 'admin'
    ? sql`(NOT m.from_office AND m.created_at > coalesce(c.office_read_at, '-infinity'))`
    : sql`(m.from_office AND m.created_at > coalesce(c.member_read_at, '-infinity'))`;
}

const toMessage = (row: MessageRow): ClaimMessage => ({
  _id: row.id,
  fromOffice: row.from_office,
  authorName: row.author_name,
  text: row.body,
  imageUrl: row.image_url,
  createdAt: row.created_at,
  unread: row.unread,
});

/** A claim's conversation, oldest first, with what the caller's side has not read yet. */
export async function readConversation(
  db: Database,
  actor: Actor,
  claimId: string,
): Promise<ClaimConversation> {
  const claim = await claimFor(db, actor, claimId);
  const rows = await queryRows(
    db,
    sql`SELECT * FROM (
          SELECT m.id, m.from_office, CASE WHEN m.from_office THEN a.name END AS author_name, m.body, m.image_url,
            ${isoTime(sql`m.created_at`)} AS created_at, ${unreadBy(actor)} AS unread, m.created_at AS at
          FROM claim_messages m JOIN claims c ON c.id = m.claim_id
          LEFT JOIN admins a ON a.id = m.author_admin_id
          WHERE m.claim_id = ${claim.id}::uuid
          ORDER BY m.created_at DESC, m.id DESC
          LIMIT ${THREAD_LENGTH}
        ) newest ORDER BY at, id`,
    messageRow,
  );
  const messages = rows.map(toMessage);
  return {
    claimId: claim.claim_id,
    status: claim.status,
    readOnly: !isOpen(claim.status),
    unread: messages.filter((message) => message.unread).length,
    messages,
  };
}

/**
 * The caller's side has read the thread up to its newest message from the other
 * side: the claimant for themselves, staff for the office. The claimant's bell
 * notices about it are read with it.
 */
export async function markConversationRead(db: Database, actor: Actor, claimId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const claim = await claimFor(tx, actor, claimId);
    const fromOffice = actor.kind === 'member';
    const column = fromOffice ? sql.raw('member_read_at') : sql.raw('office_read_at');
    await tx.execute(
      sql`UPDATE claims c SET ${column} = newest.at
          FROM (SELECT max(created_at) AS at FROM claim_messages
                WHERE claim_id = ${claim.id}::uuid AND from_office = ${fromOffice}) newest
          WHERE c.id = ${claim.id}::uuid AND newest.at IS NOT NULL
            AND newest.at > coalesce(c.${column}, '-infinity')`,
    );
    if (actor.kind === 'member') {
      await tx.execute(
        sql`UPDATE notifications SET read_at = now()
            WHERE user_id = ${actor.id}::uuid AND kind = 'claim-message' AND link = ${conversationLink(claim.claim_id)}
              AND read_at IS NULL`,
      );
    }
  });
}

const IMAGE_ID = /^\/api\/images\/([0-9a-f-]{36})\/(?:card|detail)\.webp$/;

/**
 * Adds a message to an open claim's conversation and tells the other side: the
 * claimant by bell, push and mail (alert mail under the digest rules), the
 * office's open pages live. A closed, rejected or withdrawn claim's thread is
 * read-only (409). The message joins the item's history.
 */
export async function postClaimMessage(
  db: Database,
  actor: Actor,
  claimId: string,
  input: { text: string; imageUrl: string | null },
): Promise<ClaimMessage> {
  return db.transaction(async (tx) => {
    const claim = await claimFor(tx, actor, claimId, true);
    if (!isOpen(claim.status)) throw conflict(text('errors.conversationReadOnly'), 'CONVERSATION_READ_ONLY');
    const imageId = input.imageUrl ? IMAGE_ID.exec(input.imageUrl)?.[1] : undefined;
    if (input.imageUrl) {
      const [image] = imageId
        ? await queryRows(
            tx,
            sql`SELECT id FROM images WHERE id = ${imageId}::uuid`,
            z.object({ id: z.string() }),
          )
        : [];
      // Cleared away unused, or never uploaded here: the form must upload it again.
      if (!image) throw badRequest(text('validation.uploadAgain'), 'INVALID_IMAGE');
    }
    const fromOffice = actor.kind === 'admin';
    const [row] = await queryRows(
      tx,
      sql`INSERT INTO claim_messages (claim_id, from_office, author_user_id, author_admin_id, body, image_url)
          VALUES (${claim.id}::uuid, ${fromOffice}, ${fromOffice ? null : actor.id}::uuid,
            ${fromOffice ? actor.id : null}::uuid, ${input.text}, ${input.imageUrl})
          RETURNING id, from_office, ${fromOffice ? actor.name : null}::text AS author_name, body, image_url,
            ${isoTime(sql`created_at`)} AS created_at, false AS unread`,
      messageRow,
    );
    const facts = {
      kind: 'claim_message' as const,
      foundReportId: claim.found_report_id,
      claimId: claim.id,
      details: { messageId: row!.id },
    };
    const action: LogMessage = {
      key: 'activity.claimMessage',
      values: { claimId: claim.claim_id, reportId: claim.report_id },
    };
    if (actor.kind === 'admin') {
      await recordActivity(tx, actor, action, facts);
      // A claimant who has left has nobody to tell.
      if (claim.user_id) {
        const item = { itemName: claim.item_name, reportId: claim.report_id, claimId: claim.claim_id };
        await notifyMember(tx, {
          memberId: claim.user_id,
          kind: 'claim-message',
          title: text('notices.claimMessageTitle', item),
          body: input.text
            ? text('notices.claimMessageBody', { ...item, message: input.text })
            : text('notices.claimMessagePhotoBody', item),
          link: conversationLink(claim.claim_id),
          push: 'messages',
          replyThread: claim.id,
        });
      }
    } else {
      await recordMemberActivity(tx, actor.id, action, facts);
      // The desk holding the item hears the member wrote (decision 0070).
      const item = { itemName: claim.item_name, reportId: claim.report_id, claimId: claim.claim_id };
      await notifyStaff(tx, {
        deskId: claim.desk_id,
        kind: 'claim-message',
        title: text('notices.staffClaimMessageTitle', item),
        body: input.text
          ? text('notices.staffClaimMessageBody', { ...item, message: input.text })
          : text('notices.staffClaimMessagePhotoBody', item),
        link: pagePath(consoleRoutePatterns.item, { reportId: claim.report_id }),
      });
    }
    return toMessage(row!);
  });
}

/** What staff often write on a claim, in its claimant's language (the default one when unknown). */
export async function claimMessageTemplates(
  db: Database,
  actor: Actor,
  claimId: string,
): Promise<ClaimMessageTemplate[]> {
  const claim = await claimFor(db, actor, claimId);
  const [member] = claim.user_id
    ? await queryRows(
        db,
        sql`SELECT language FROM users WHERE id = ${claim.user_id}::uuid`,
        z.object({ language: z.string().nullable() }),
      )
    : [];
  const language = isLanguage(member?.language) ? member.language : DEFAULT_LANGUAGE;
  // A template kept from before every language was required falls back to the default one's words.
  const rows = await queryRows(
    db,
    sql`SELECT id, words ->> 'title' AS title, words ->> 'body' AS body
        FROM claim_message_templates,
          LATERAL (SELECT coalesce(texts -> ${language}, texts -> ${DEFAULT_LANGUAGE}) AS words) w
        WHERE words IS NOT NULL
        ORDER BY position, id`,
    z.object({ id: z.string(), title: z.string(), body: z.string() }),
  );
  return rows.map((row) => ({ _id: row.id, title: row.title, text: row.body }));
}

const unansweredRow = z.object({
  claim_id: z.string(),
  report_id: z.string(),
  item_name: z.string(),
  status: claimStatusSchema,
  claimant_name: z.string().nullable(),
  body: z.string(),
  image_url: z.string().nullable(),
  created_at: z.string(),
  unread: z.number(),
});

/** Open claims whose newest message is the claimant's, on the given desks (undefined: every desk). */
const unansweredFrom = (deskIds: string[] | undefined) =>
  sql`FROM claims c
        JOIN found_reports f ON f.id = c.found_report_id
        LEFT JOIN users u ON u.id = c.user_id
        CROSS JOIN LATERAL (
          SELECT m.from_office, m.body, m.image_url, m.created_at FROM claim_messages m
          WHERE m.claim_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1
        ) last
        WHERE c.status IN (${sql.join(
          OPEN_CLAIM_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )})
          AND NOT last.from_office
          ${deskIds ? sql`AND f.desk_id = ANY(${sql.param(deskIds)}::uuid[])` : sql``}`;

/**
 * The staff inbox (decision 0075): open claims whose newest message is the
 * claimant's, so the office owes an answer, newest first; for desk staff only
 * their desks' items (`deskIds`; undefined is every desk).
 */
export async function unansweredThreads(
  db: Database,
  deskIds: string[] | undefined,
  limit: number,
): Promise<UnansweredThread[]> {
  const rows = await queryRows(
    db,
    sql`SELECT c.claim_id, f.report_id, f.item_name, c.status, u.name AS claimant_name,
          last.body, last.image_url, ${isoTime(sql`last.created_at`)} AS created_at,
          (SELECT count(*)::int FROM claim_messages m
            WHERE m.claim_id = c.id AND NOT m.from_office
              AND m.created_at > coalesce(c.office_read_at, '-infinity')) AS unread
        ${unansweredFrom(deskIds)}
        ORDER BY last.created_at DESC, c.claim_id DESC
        LIMIT ${limit}`,
    unansweredRow,
  );
  return rows.map((row) => ({
    claimId: row.claim_id,
    reportId: row.report_id,
    itemName: row.item_name,
    status: row.status,
    claimantName: row.claimant_name,
    lastText: row.body,
    lastHasPhoto: row.image_url !== null,
    lastAt: row.created_at,
    unread: row.unread,
  }));
}

/** How many threads the staff inbox holds for these desks: the number beside its link. */
export async function unansweredThreadCount(db: Database, deskIds: string[] | undefined): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`SELECT count(*)::int AS count ${unansweredFrom(deskIds)}`,
    z.object({ count: z.number() }),
  );
  return row?.count ?? 0;
}
