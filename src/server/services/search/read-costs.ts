import type { Cursor } from '#server/lib/paging';
import type { MatchRow } from './match-grades';

/**
 * What a search's reads cost against each other, and so which one it makes.
 * A walk reads the newest items in the order they lie on disk and tests each
 * one's words; a full-text index finds a grade's items anywhere in the table,
 * one table page each. The constants are ratios measured on the bench's
 * million-item catalogue: decisions 0021, 0023, 0027 and 0039 give the figures.
 */

/**
 * How many of the newest stored items the grades are first looked for in, in
 * one walk. A grade with a page of matches among them is common, and the walk
 * has that page; a grade with a few goes on walking (NEWEST_WALKED_FURTHER); a
 * grade with fewer still is rare, and a full-text index finds all of its items.
 */
export const NEWEST_WALKED = 5_000;
/**
 * How many more items a walk goes on over when it found some of a grade but
 * not a page, and the rest is likely among them: walking on reads the next
 * pages of the table in order, where the index would fetch every item of the
 * grade from anywhere in it.
 */
export const NEWEST_WALKED_FURTHER = 40_000;
/**
 * About how many items a walk tests for the cost of fetching one item through
 * the full-text index. Walking on pays only while the items it expects to walk
 * cost less than the items the index would fetch.
 */
export const WALKED_PER_FETCHED = 10;
/**
 * How many times the items a rare grade's page is expected among (from how
 * many the walk found) a date-bounded read covers: three times as many hold
 * fewer than a page about once in fifty reads, which then read the grade whole.
 */
export const DATE_BOUND_MARGIN = 3;
/**
 * About how many items since an hour a full-text index reads (the hour's
 * entries beside the words') for the cost of reading one item from the table.
 * A bound pays when the items it leaves unread cost more than those since it.
 */
export const SINCE_READ_PER_FETCHED = 200;
/**
 * The fewest items a grade is expected to hold for a bounded read: a few
 * hundred items cost little read whole, and naming the hours of a grade that
 * small made the mix slower on PGlite at 100,000 items (decision 0027).
 */
export const MIN_FETCHED_BOUNDED = 500;
/** The most hours a bounded read names: a longer span reads most of a grade anyway. */
export const MOST_HOURS_READ = 2_000;
const HOUR_MS = 3_600_000;

/** Where a walk over the newest items goes: how far, from where, and when it may stop. */
export interface WalkPlan {
  /** How many items it walks at most. */
  items: number;
  /** The item it starts below (the last item of an earlier walk), or null for the newest. */
  from: Cursor | null;
  /** The grade whose page ends the walk early. */
  best: number;
  /** It stops once it has this many items of that grade. */
  stopAt: number;
}

/** What a walk over the newest items found. */
export interface Walk {
  /** Its matches, best grade first, then newest. */
  rows: MatchRow[];
  /** Whether it saw every item (after the filters). */
  everyItem: boolean;
  /** Its last item, when it walked as far as it was sent (and so may go on from there). */
  end: Cursor | null;
  /** Its first item's time (cursor text), or null when it found no item. */
  start: string | null;
  /** About how many items the table holds (the planner's count, from the last ANALYZE). */
  catalogue: number;
}

/** A walk on for one grade: from where the first walk ended, until it has `stopAt` more of it. */
export interface WalkOn {
  from: Cursor;
  grade: number;
  stopAt: number;
}

/**
 * Whether to walk on for the best grade (below the cursor's) that the first
 * walk found some items of but not `count`: when the rest of its page is
 * likely among the next NEWEST_WALKED_FURTHER items, and walking them costs
 * less than fetching every item of the grade (as many as the walk found, in
 * proportion to the catalogue) from the index.
 */
export function walkOnFor(walk: Walk, count: number, afterScore: number): WalkOn | null {
  const found = walk.rows.find((row) => row.score < afterScore);
  if (!found || !walk.end) return null;
  const ofFound = walk.rows.filter((row) => row.score === found.score).length;
  const toWalk = ((count - ofFound) * NEWEST_WALKED) / Math.max(ofFound, 1);
  const toFetch = (ofFound * walk.catalogue) / NEWEST_WALKED;
  if (ofFound >= count || toWalk > NEWEST_WALKED_FURTHER || toWalk > toFetch * WALKED_PER_FETCHED)
    return null;
  return { from: walk.end, grade: found.score, stopAt: count - ofFound };
}

/**
 * The hours (UTC, `YYYY-MM-DDTHH:00:00`) since the one in which a rare
 * grade's `need` newest items likely begin, up to the hour after the later of
 * the newest item and `now` (an item stored meanwhile is among them), from a
 * walk over the newest NEWEST_WALKED items that found `ofBest` items of the
 * best grade asked for (and `ofAll` of all of them); or null when the walk has
 * no pace to tell (it found none, or did not walk that far), or the grades are
 * small, or reading all of their items costs less than reading the items of
 * those hours.
 */
export function dateBound(
  walk: Walk,
  ofBest: number,
  ofAll: number,
  need: number,
  now: number,
): string[] | null {
  if (ofBest === 0 || walk.end === null || walk.start === null) return null;
  const items = (DATE_BOUND_MARGIN * need * NEWEST_WALKED) / ofBest;
  const fetched = (ofAll * walk.catalogue) / NEWEST_WALKED;
  if (fetched < MIN_FETCHED_BOUNDED) return null;
  if (items / SINCE_READ_PER_FETCHED + DATE_BOUND_MARGIN * need >= fetched) return null;
  const newest = Date.parse(walk.start);
  const walked = newest - Date.parse(walk.end.at);
  const first = Math.floor((newest - (walked * items) / NEWEST_WALKED) / HOUR_MS);
  const last = Math.floor(Math.max(newest, now) / HOUR_MS) + 1;
  if (!(last - first < MOST_HOURS_READ)) return null;
  return Array.from(
    { length: last - first + 1 },
    (_, hour) => `${new Date((first + hour) * HOUR_MS).toISOString().slice(0, 13)}:00:00`,
  );
}
