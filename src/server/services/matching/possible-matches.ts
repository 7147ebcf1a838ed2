import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { myClaimSchema, OPEN_CLAIM_STATUSES } from '#shared/schemas/claim';
import type { FoundReportCard } from '#shared/schemas/found-report';
import { possibleMatchSchema, type LostReportMatches } from '#shared/schemas/notification';
import { UNDO_WINDOW_MS } from '#shared/constants/limits';
import { queryRows, type Database } from '#server/db/client';
import { conflict, notFound, text } from '#server/lib/errors';
import type { ServiceContext } from '#server/services/service-context';
import { claimFoundReport } from '#server/services/claims/claim-found-report';
import { cardColumns, cardRow, toCard } from '#server/services/found-reports/found-report-rows';
import { isoTime } from '#server/lib/paging';
import { memberView } from '#server/services/found-reports/member-card-privacy';
import type { UniversityConfig } from '#shared/university/university-config';

export const MATCH_NOT_FOUND = text('errors.matchNotFound');
export const STORED_ITEM_NOT_FOUND = text('errors.storedItemNotFound');
export const TOO_LATE_TO_UNDO = text('errors.tooLateToUndo');

/** An open lost report, with one of its matches when it has any (the found item's columns). */
const matchRow = z.object({
  lost_id: z.string(),
  lost_report_id: z.string(),
  lost_item_name: z.string(),
  lost_color: z.string(),
  lost_date: z.string(),
  lost_location: z.string(),
  checked: z.boolean(),
  match_id: z.string().nullable(),
  dismissed_at: z.string().nullable(),
  state: possibleMatchSchema.shape.state.nullable(),
  score: z.number().nullable(),
  report_id: z.string().nullable(),
  item_name: z.string().nullable(),
  color: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  found_date: z.string().nullable(),
  found_time: z.string().nullable(),
  found_location: z.string().nullable(),
});

/**
 * The member's open lost reports, newest first, each with the stored items that
 * may be it, best first, and whether matching has looked for them yet. Items no
 * longer in storage are left out, and so are dismissed pairs once 'Not mine'
 * can no longer be undone; until then they come with the time it can be.
 */
export async function possibleMatchesOf(
  db: Database,
  university: UniversityConfig,
  memberId: string,
  now: Date,
): Promise<LostReportMatches[]> {
  const undoFrom = new Date(now.getTime() - UNDO_WINDOW_MS).toISOString();
  const rows = await queryRows(
    db,
    sql`SELECT l.id AS lost_id, l.report_id AS lost_report_id, l.item_name AS lost_item_name, l.color AS lost_color,
          to_char(l.lost_date, 'YYYY-MM-DD') AS lost_date, l.lost_location, l.matched_at IS NOT NULL AS checked,
          m.id AS match_id, m.state, m.score, f.report_id, f.item_name, f.color, f.description, f.image_url,
          to_char(f.found_date, 'YYYY-MM-DD') AS found_date, f.found_time, f.found_location,
          CASE WHEN m.state = 'dismissed' THEN ${isoTime(sql`m.updated_at`)} END AS dismissed_at
        FROM lost_reports l
        LEFT JOIN matches m ON m.lost_report_id = l.id
          AND (m.state <> 'dismissed' OR m.updated_at > ${undoFrom}::timestamptz)
          AND EXISTS (SELECT 1 FROM found_reports s WHERE s.id = m.found_report_id AND s.status = 'stored')
        LEFT JOIN found_reports f ON f.id = m.found_report_id
        WHERE l.reported_by_user_id = ${memberId}::uuid AND l.status = 'open'
        ORDER BY l.created_at DESC, l.id, m.score DESC NULLS LAST, f.created_at DESC`,
    matchRow,
  );
  const reports = new Map<string, LostReportMatches>();
  for (const row of rows) {
    let report = reports.get(row.lost_id);
    if (!report) {
      report = {
        _id: row.lost_id,
        reportId: row.lost_report_id,
        itemName: row.lost_item_name,
        color: row.lost_color,
        lost_date: row.lost_date,
        lost_location: row.lost_location,
        checked: row.checked,
        matches: [],
      };
      reports.set(row.lost_id, report);
    }
    if (row.match_id && row.report_id && row.state) {
      report.matches.push({
        _id: row.match_id,
        state: row.state,
        undoUntil: row.dismissed_at
          ? new Date(Date.parse(row.dismissed_at) + UNDO_WINDOW_MS).toISOString()
          : null,
        score: Number(row.score),
        item: memberView(
          {
            reportId: row.report_id,
            itemName: row.item_name!,
            color: row.color!,
            description: row.description!,
            imageUrl: row.image_url,
            found_date: row.found_date!,
            found_time: row.found_time,
            found_location: row.found_location!,
          },
          university,
        ),
      });
    }
  }
  return [...reports.values()];
}

async function ownMatch(db: Database, memberId: string, matchId: string) {
  const [row] = await queryRows(
    db,
    sql`SELECT f.report_id, m.state, m.lost_report_id FROM matches m
        JOIN lost_reports l ON l.id = m.lost_report_id
        JOIN found_reports f ON f.id = m.found_report_id
        WHERE m.id = ${matchId}::uuid AND l.reported_by_user_id = ${memberId}::uuid`,
    z.object({ report_id: z.string(), state: z.string(), lost_report_id: z.string() }),
  );
  if (!row) throw notFound(MATCH_NOT_FOUND);
  return row;
}

/**
 * 'Not mine': the pair is dismissed and never suggested again, once the
 * member can no longer take it back (UNDO_WINDOW_MS).
 */
export async function dismissMatch(
  db: Database,
  memberId: string,
  matchId: string,
  now: Date,
): Promise<void> {
  await ownMatch(db, memberId, matchId);
  await db.execute(sql`UPDATE matches
        SET state_before_dismissal = state, state = 'dismissed', updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${matchId}::uuid AND state <> 'dismissed'`);
}

/** Undoes 'Not mine' while it may be: the pair is what it was before. */
export async function restoreMatch(
  db: Database,
  memberId: string,
  matchId: string,
  now: Date,
): Promise<void> {
  await ownMatch(db, memberId, matchId);
  const undoFrom = new Date(now.getTime() - UNDO_WINDOW_MS).toISOString();
  const rows = await queryRows(
    db,
    sql`UPDATE matches
        SET state = coalesce(state_before_dismissal, 'suggested'), state_before_dismissal = NULL,
          updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${matchId}::uuid AND state = 'dismissed' AND updated_at > ${undoFrom}::timestamptz
        RETURNING id`,
    z.object({ id: z.string() }),
  );
  if (rows.length === 0) throw conflict(TOO_LATE_TO_UNDO, 'TOO_LATE_TO_UNDO');
}

/**
 * 'This is mine': files a claim on the item through the claim service (same
 * rules, same messages), then keeps the pair as confirmed. Returns the item's id.
 */
export async function confirmMatch(
  { db, changes }: ServiceContext,
  memberId: string,
  matchId: string,
  message: string | null,
): Promise<{ itemId: string }> {
  const match = await ownMatch(db, memberId, matchId);
  const { itemId } = await claimFoundReport(
    { db, changes },
    memberId,
    match.report_id,
    message,
    match.lost_report_id,
  );
  await db.execute(
    sql`UPDATE matches SET state = 'confirmed', updated_at = now() WHERE id = ${matchId}::uuid`,
  );
  return { itemId };
}

/** One stored item as a member's card (its link in an alert); gone from storage is not found. */
export async function storedItemCard(
  db: Database,
  university: UniversityConfig,
  memberId: string,
  reportId: string,
): Promise<FoundReportCard> {
  // The member's latest claim on it, whatever its state, as the members' lists send it.
  const [row] = await queryRows(
    db,
    sql`SELECT ${cardColumns},
          (SELECT json_build_object('claimId', c.claim_id, 'status', c.status, 'reason', c.reason)
             FROM claims c WHERE c.found_report_id = f.id AND c.user_id = ${memberId}::uuid
             ORDER BY c.claimed_at DESC, c.id DESC LIMIT 1) AS my_claim
        FROM found_reports f WHERE f.report_id = ${reportId} AND f.status = 'stored'`,
    cardRow.extend({ my_claim: myClaimSchema.nullable() }),
  );
  if (!row) throw notFound(STORED_ITEM_NOT_FOUND);
  const mine = row.my_claim ?? null;
  return memberView(
    toCard({
      ...row,
      my_claim: mine,
      claimed_by_me: mine !== null && OPEN_CLAIM_STATUSES.includes(mine.status),
    }),
    university,
  );
}
