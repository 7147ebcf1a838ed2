import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '#server/db/client';
import type { Queryable } from '#server/services/jobs/job-queue';
import { placesNamed } from '#server/services/vocabulary/read-item-kinds';
import { statesSerialNumber } from './named-owners';
import { itemTerms, nameSearchTerms, typoSearchWords, type ItemTerms } from './item-terms';
import {
  BELONGING_THRESHOLD,
  MATCH_THRESHOLD,
  scoreBelonging,
  scoreMatch,
  type MatchSide,
} from './score-match';
import { describedItemColumns } from '#server/db/row-columns';

/**
 * The text configuration the search engine stems with (decision 0004): a lost
 * "wallets" is a stored "wallet" here exactly as in search.
 */
const TEXT_CONFIG = sql.raw(`'english'`);
/** At most this many candidates are scored per report: the nearest in time come first. */
export const MATCH_CANDIDATES = 300;
/**
 * At most this many matches are kept per report, the best ones: when scores of
 * people lost a black wallet, a stored black wallet alerts the likeliest, not
 * the whole campus.
 */
export const MATCHES_KEPT = 20;

/** A row of `foundColumns` or `lostColumns`: one side of a match. */
const reportRow = z.object({
  id: z.string(),
  report_id: z.string(),
  ...describedItemColumns,
  day: z.string(),
  location: z.string(),
  member_id: z.string().nullable(),
  place_stems: z.array(z.string()),
  text_stems: z.array(z.string()),
});
type ReportRow = z.output<typeof reportRow>;

/** A lost report and a stored item that may be the same thing, with how alike they are. */
export interface FoundMatch {
  lost: ReportRow;
  found: ReportRow;
  score: number;
}

const stems = (text: SQL) => sql`tsvector_to_array(to_tsvector(${TEXT_CONFIG}, ${text}))`;

const side = (row: ReportRow, terms: ItemTerms): MatchSide => ({
  terms,
  placeStems: row.place_stems,
  places: placesNamed(row.location),
  textStems: row.text_stems,
  date: row.day,
});

const termsOf = (row: ReportRow) =>
  itemTerms({ itemName: row.item_name, color: row.color, description: row.description });

/** Any of the words (each through plainto_tsquery, which reads no syntax). */
const anyOf = (words: string[]) =>
  sql`(${sql.join(
    words.map((word) => sql`plainto_tsquery(${TEXT_CONFIG}, ${word})`),
    sql` || `,
  )})`;

const foundColumns = sql`f.id, f.report_id, f.item_name, f.color, f.description,
  to_char(f.found_date, 'YYYY-MM-DD') AS day, f.found_location AS location, f.reported_by_user_id AS member_id,
  ${stems(sql`f.found_location`)} AS place_stems,
  ${stems(sql`f.item_name || ' ' || f.description`)} AS text_stems`;

const lostColumns = sql`l.id, l.report_id, l.item_name, l.color, l.description,
  to_char(l.lost_date, 'YYYY-MM-DD') AS day, l.lost_location AS location, l.reported_by_user_id AS member_id,
  ${stems(sql`l.lost_location`)} AS place_stems,
  ${stems(sql`l.item_name || ' ' || l.description`)} AS text_stems`;

export async function storedItem(db: Queryable, foundReportId: string): Promise<ReportRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`SELECT ${foundColumns} FROM found_reports f WHERE f.id = ${foundReportId}::uuid AND f.status = 'stored'`,
    reportRow,
  );
  return row;
}

export async function openLostReport(db: Queryable, lostReportId: string): Promise<ReportRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`SELECT ${lostColumns} FROM lost_reports l WHERE l.id = ${lostReportId}::uuid AND l.status = 'open'`,
    reportRow,
  );
  return row;
}

/**
 * Open lost reports a stored item may answer, best first. Candidates come from
 * the indexes: the lost name's stemmed words against the item's name words and
 * their synonyms, or a name word within typing distance (pg_trgm); lost no
 * later than the day after it was found. Each is then scored (score-match.ts).
 * `reporters` limits the reports to those of these members.
 */
export async function matchesForStoredItem(
  db: Queryable,
  found: ReportRow,
  reporters?: string[],
): Promise<FoundMatch[]> {
  const terms = termsOf(found);
  const words = nameSearchTerms(terms);
  if (words.length === 0) return [];
  const typos = typoSearchWords(terms).map((word) => sql`${word} <% lower(l.item_name)`);
  const rows = await queryRows(
    db, // The reports naming the item come from the name indexes first (MATERIALIZED
    // keeps the planner from walking every open report by date instead, looking
    // for a rare name: 178 ms against 0.2 ms at 100,000 reports); only then the
    // nearest in time are chosen. Stems are taken of the chosen ones only.
    sql`WITH named AS MATERIALIZED (
          SELECT l.id, l.lost_date, l.created_at
          FROM lost_reports l
          WHERE l.status = 'open'
            AND (l.name_vector @@ ${anyOf(words)} ${typos.length > 0 ? sql`OR ${sql.join(typos, sql` OR `)}` : sql``})
            ${reporters ? sql`AND l.reported_by_user_id = ANY(${sql.param(reporters)}::uuid[])` : sql``}
        ), nearest AS (
          SELECT id, lost_date, created_at FROM named
          WHERE lost_date <= ${found.day}::date + 1
          ORDER BY lost_date DESC, created_at DESC
          LIMIT ${MATCH_CANDIDATES}
        )
        SELECT ${lostColumns}
        FROM nearest JOIN lost_reports l ON l.id = nearest.id
        ORDER BY nearest.lost_date DESC, nearest.created_at DESC`,
    reportRow,
  );
  const foundSide = side(found, terms);
  return keep(rows.map((lost) => ({ lost, found, score: scoreMatch(side(lost, termsOf(lost)), foundSide) })));
}

/** Stored items a lost report may be, best first: the same signals the other way round. */
export async function matchesForLostReport(db: Queryable, lost: ReportRow): Promise<FoundMatch[]> {
  const terms = termsOf(lost);
  const words = nameSearchTerms(terms);
  if (words.length === 0) return [];
  const query = anyOf(words);
  const typos = typoSearchWords(terms).map((word) => sql`${word} <% f.search_text`);
  const rows = await queryRows(
    db,
    sql`SELECT ${foundColumns} FROM (
          SELECT f.id, f.report_id, f.item_name, f.color, f.description, f.found_date, f.found_location,
            f.reported_by_user_id
          FROM found_reports f
          WHERE f.status = 'stored' AND f.found_date >= ${lost.day}::date - 1
            AND ((f.search_vector @@ ${query} AND to_tsvector(${TEXT_CONFIG}, f.item_name) @@ ${query})
              ${typos.length > 0 ? sql`OR ${sql.join(typos, sql` OR `)}` : sql``})
          ORDER BY f.found_date, f.created_at DESC
          LIMIT ${MATCH_CANDIDATES}
        ) AS f`,
    reportRow,
  );
  const lostSide = side(lost, terms);
  return keep(
    rows.map((found) => ({ lost, found, score: scoreMatch(lostSide, side(found, termsOf(found))) })),
  );
}

function keep(scored: { lost: ReportRow; found: ReportRow; score: { score: number; refused?: string } }[]) {
  return scored
    .filter((pair) => !pair.score.refused && pair.score.score >= MATCH_THRESHOLD)
    .map((pair) => ({ lost: pair.lost, found: pair.found, score: pair.score.score }))
    .sort((a, b) => b.score - a.score)
    .slice(0, MATCHES_KEPT);
}

/** A registered belonging a stored item may be, with how alike they are. */
export interface BelongingMatch {
  belongingId: string;
  memberId: string;
  name: string;
  score: number;
}

/**
 * Registered belongings a stored item may be, best first, at most one per
 * member. Candidates come from the belongings' names by the same words and
 * synonyms as lost reports (the newest 300 registered); each is scored by
 * scoreBelonging, whose marks weigh most.
 */
export async function belongingsLikeStoredItem(db: Queryable, found: ReportRow): Promise<BelongingMatch[]> {
  const terms = termsOf(found);
  const words = nameSearchTerms(terms);
  if (words.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`SELECT b.id, b.user_id, b.name, b.color, b.brand, b.model, b.marks, b.serial_number <> '' AS has_serial_number,
          ${stems(sql`b.model || ' ' || b.marks`)} AS mark_stems
        FROM belongings b
        WHERE to_tsvector(${TEXT_CONFIG}, b.name) @@ ${anyOf(words)}
        ORDER BY b.created_at DESC
        LIMIT ${MATCH_CANDIDATES}`,
    z.object({
      id: z.string(),
      user_id: z.string(),
      name: z.string(),
      color: z.string(),
      brand: z.string(),
      model: z.string(),
      marks: z.string(),
      mark_stems: z.array(z.string()),
      has_serial_number: z.boolean(),
    }),
  );
  const foundSide = {
    ...side(found, terms),
    statesSerialNumber: statesSerialNumber(
      [found.item_name, found.color, found.description, found.location].join(' '),
    ),
  };
  const best = new Map<string, BelongingMatch>();
  for (const row of rows) {
    const { score, refused } = scoreBelonging(
      {
        terms: itemTerms({
          itemName: row.name,
          color: row.color,
          description: `${row.brand} ${row.model} ${row.marks}`,
        }),
        markStems: row.mark_stems,
        hasSerialNumber: row.has_serial_number,
      },
      foundSide,
    );
    if (refused || score < BELONGING_THRESHOLD) continue;
    const kept = best.get(row.user_id);
    if (!kept || kept.score < score)
      best.set(row.user_id, { belongingId: row.id, memberId: row.user_id, name: row.name, score });
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, MATCHES_KEPT);
}

export type { ReportRow as MatchedReport };
