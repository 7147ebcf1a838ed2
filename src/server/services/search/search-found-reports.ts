import { sql, type SQL } from 'drizzle-orm';
import type { FoundReportCard } from '../../../shared/schemas/found-report';
import type { ListQuery } from '../../../shared/schemas/list-query';
import { queryRows, type Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { cardColumns, toCard, type CardRow } from '../found-reports/found-report-rows';
import { foundDateFilter, type Page } from '../found-reports/list-found-reports';
import { decodeCursor, encodeCursor, splitPage } from '../paging/page';
import { fuzzyTerms } from './search-terms';

/**
 * How many matches are ranked at most. Ranking every match of a common word
 * among 100,000 items costs hundreds of milliseconds; the newest few hundred
 * matches are what anyone looks through.
 */
export const SEARCH_CANDIDATES = 500;

interface SearchRow extends CardRow {
  score: string;
}

/**
 * Stored items matching a query, best first, then newest. Three passes, each
 * through an index, each run only when the one before found nothing:
 *  1. full-text: every word (stemmed, so plurals match; in any order),
 *  2. trigram: every word close to a word of the item (typos),
 *  3. trigram: any word close (a query with one word the items lack).
 * Candidates are then ranked by full-text rank plus word similarity, the item
 * name counting most.
 */
export async function searchFoundReports(
  db: Database,
  memberId: string,
  query: ListQuery & { q: string },
): Promise<Page<FoundReportCard>> {
  const rows = await queryRows<SearchRow>(db, searchStatement(memberId, query));
  const page = splitPage(rows, query.limit);
  return {
    items: page.rows.map(toCard),
    nextCursor:
      page.hasMore && page.last
        ? encodeCursor({ at: page.last.cursor_at, id: page.last.id, score: page.last.score })
        : null,
  };
}

/** The search as one SQL statement (exported so its plan can be checked). */
export function searchStatement(memberId: string, query: ListQuery & { q: string }): SQL {
  // NUL cannot travel in a Postgres text value; other control characters only separate words.
  const text = query.q.replace(/\p{Cc}/gu, ' ');
  const terms = fuzzyTerms(text);
  const dates = foundDateFilter(query);
  const after = decodeCursor(query.cursor);
  // A list's cursor carries no score: it cannot say where a ranked page ends.
  if (after && after.score === undefined) throw badRequest('The page cursor is not valid', 'INVALID_CURSOR');
  const close = (term: string) => sql`f.search_text %> ${term}::text`;
  const none = sql`false`;
  const allClose = terms.length > 0 ? sql.join(terms.map(close), sql` AND `) : none;
  const anyClose = terms.length > 1 ? sql.join(terms.map(close), sql` OR `) : none;
  const similarity: SQL =
    terms.length > 0
      ? sql.join(
          terms.map(
            (term) =>
              sql`word_similarity(${term}::text, lower(f.item_name)) + 0.5 * word_similarity(${term}::text, f.search_text)`,
          ),
          sql` + `,
        )
      : sql`0`;

  // Inlined (not a CTE) so the planner sees a constant query and uses the GIN index.
  const tsQuery = sql`plainto_tsquery('english', ${text})`;
  return sql`WITH full_text AS (
          SELECT f.* FROM found_reports f
          WHERE f.status = 'stored' AND f.search_vector @@ ${tsQuery} ${dates}
          ORDER BY f.created_at DESC LIMIT ${SEARCH_CANDIDATES}
        ),
        all_words AS (
          SELECT f.* FROM found_reports f
          WHERE NOT EXISTS (SELECT 1 FROM full_text) AND f.status = 'stored' AND (${allClose}) ${dates}
          ORDER BY f.created_at DESC LIMIT ${SEARCH_CANDIDATES}
        ),
        any_word AS (
          SELECT f.* FROM found_reports f
          WHERE NOT EXISTS (SELECT 1 FROM full_text) AND NOT EXISTS (SELECT 1 FROM all_words)
            AND f.status = 'stored' AND (${anyClose}) ${dates}
          ORDER BY f.created_at DESC LIMIT ${SEARCH_CANDIDATES}
        ),
        candidates AS (
          SELECT * FROM full_text UNION ALL SELECT * FROM all_words UNION ALL SELECT * FROM any_word
        ),
        ranked AS (
          SELECT f.*, (2 * ts_rank(f.search_vector, ${tsQuery}) + ${similarity})::float8 AS score
          FROM candidates f
        )
        SELECT ${cardColumns}, f.score::text AS score,
          EXISTS (SELECT 1 FROM claims c WHERE c.found_report_id = f.id AND c.user_id = ${memberId}::uuid) AS claimed_by_me
        FROM ranked f
        ${
          after
            ? sql`WHERE (f.score, f.created_at, f.id) < (${after.score ?? '0'}::float8, ${after.at}::timestamptz, ${after.id}::uuid)`
            : sql``
        }
        ORDER BY f.score DESC, f.created_at DESC, f.id DESC
        LIMIT ${query.limit + 1}`;
}
