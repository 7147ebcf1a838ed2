import type { Cursor } from '#server/lib/paging';
import {
  EVERY_WORD_GRADES,
  gradesOfQuery,
  MATCH_GRADES,
  SOME_WORDS_GRADES,
  type GradeQueries,
  type MatchRow,
} from './match-grades';
import {
  dateBound,
  NEWEST_WALKED,
  NEWEST_WALKED_FURTHER,
  walkOnFor,
  type Walk,
  type WalkPlan,
} from './read-costs';

/**
 * How a search reads its page, decided without touching the database: the
 * plan yields each read it wants (PlannedRead), is handed the answer, and
 * decides the next from it; it returns the page's rows, best grade first.
 * search-found-reports.ts answers the reads with the statements of
 * search-statements.ts; the tests answer them with made-up walks.
 *
 * The order: a report ID the query names first. Then one walk over the newest
 * items grades each of them. Grades the walk found a page of (or every item
 * of, when it walked them all) are read from it; a grade it found a few of may
 * be walked on; rarer ones come from a full-text index, which reads all of
 * their items. Only when no item has every word do items with some count.
 */
export type PlannedRead =
  /** The items whose report IDs the query names (grade 5). */
  | { read: 'report-ids'; count: number }
  /** The query's grades: its words' forms, and which of them were never in a report together. */
  | { read: 'grades' }
  /** The grade the cursor is in, from the cursor on. */
  | { read: 'cursor-grade'; grade: number; count: number }
  /** A walk over the newest items (or those below `walk.from`), grading each. */
  | { read: 'walk'; walk: WalkPlan; count: number }
  /** A walk on for the best grade there is alone, below `from`. */
  | { read: 'exact-walk'; from: Cursor; items: number; count: number }
  /** The newest items of some grades from a full-text index, since these hours when `since` names some. */
  | { read: 'rare-grades'; grades: number[]; count: number; since: string[] | null };

/** What each read answers. */
export interface ReadAnswers {
  'report-ids': MatchRow[];
  grades: GradeQueries;
  'cursor-grade': MatchRow[];
  walk: Walk;
  'exact-walk': MatchRow[];
  'rare-grades': MatchRow[];
}

export type ReadAnswer = ReadAnswers[PlannedRead['read']];
type Reads<Result> = Generator<PlannedRead, Result, ReadAnswer>;

/** What the plan starts from. */
export interface PlanInput {
  /** The grade of the item the page goes on from, or Infinity for a first page. */
  afterScore: number;
  /** A page and one more row, which says whether there is a next page. */
  wanted: number;
  /** Whether some of the query's words are report IDs, and whether others are not. */
  namesReportIds: boolean;
  hasOtherWords: boolean;
  /** When the search began (ms since the epoch): a date-bounded read reaches it. */
  now: number;
}

function* ask<Read extends PlannedRead>(read: Read): Reads<ReadAnswers[Read['read']]> {
  return (yield read) as ReadAnswers[Read['read']];
}

/** The plan of one page; see PlannedRead. */
export function* planSearch(input: PlanInput): Reads<MatchRow[]> {
  const { afterScore, wanted } = input;
  const rows: MatchRow[] = [];
  if (input.namesReportIds && afterScore >= MATCH_GRADES.reportId)
    rows.push(...(yield* ask({ read: 'report-ids', count: wanted })));
  if (!input.hasOtherWords || rows.length >= wanted) return rows;
  const q = yield* ask({ read: 'grades' });
  if (gradesOfQuery(q, [...EVERY_WORD_GRADES, ...SOME_WORDS_GRADES]).includes(afterScore)) {
    rows.push(...(yield* ask({ read: 'cursor-grade', grade: afterScore, count: wanted - rows.length })));
    if (rows.length >= wanted) return rows;
  }
  const everyWord = gradesOfQuery(q, EVERY_WORD_GRADES).filter((value) => value < afterScore);
  const someWords = gradesOfQuery(q, SOME_WORDS_GRADES).filter((value) => value < afterScore);
  if (everyWord.length + someWords.length === 0) return rows;
  const count = wanted - rows.length;
  const best = Math.max(...everyWord, ...someWords);
  const first = yield* ask({
    read: 'walk',
    walk: { items: NEWEST_WALKED, from: null, best, stopAt: count },
    count,
  });
  const walk = yield* walkOn(first, count, afterScore);
  const rare = (scores: number[], need: number) => readRareGrades(first, scores, need, input.now);
  rows.push(...(yield* readGrades(walk, rare, { everyWord, someWords, afterScore, need: count })));
  return rows;
}

/**
 * The first walk, or, when walking on pays (walkOnFor), the first walk and
 * the next items together: each grade stays newest first (the others only
 * from the first walk when the second looked for the best grade alone: the
 * newest of them all the same).
 */
function* walkOn(walk: Walk, count: number, afterScore: number): Reads<Walk> {
  const on = walkOnFor(walk, count, afterScore);
  if (!on) return walk;
  // The best grade there is needs no other told apart on the way.
  const further =
    on.grade === MATCH_GRADES.exactInItem
      ? {
          rows: yield* ask({
            read: 'exact-walk',
            from: on.from,
            items: NEWEST_WALKED_FURTHER,
            count: on.stopAt,
          }),
        }
      : yield* ask({
          read: 'walk',
          walk: { items: NEWEST_WALKED_FURTHER, from: on.from, best: on.grade, stopAt: on.stopAt },
          count,
        });
  const both = [...walk.rows, ...further.rows];
  const scores = [...new Set(both.map((row) => row.score))].sort((a, b) => b - a);
  return {
    rows: scores.flatMap((score) => both.filter((row) => row.score === score).slice(0, count)),
    everyItem: 'everyItem' in further ? further.everyItem : false,
    end: 'end' in further ? further.end : null,
    start: walk.start,
    catalogue: walk.catalogue,
  };
}

/**
 * The best and newest `need` items of some rare grades. When the first walk
 * found some of the best of them, their page is likely among the items stored
 * since a date that the walk's pace gives (dateBound): the index reads only
 * those. If as many as the page needs are of the best grade, they are its
 * newest, and no item before the date ranks above them; otherwise the grades
 * are read whole, as without a date.
 */
function* readRareGrades(first: Walk, scores: number[], need: number, now: number): Reads<MatchRow[]> {
  const best = Math.max(...scores);
  const ofBest = first.rows.filter((row) => row.score === best).length;
  const ofAll = first.rows.filter((row) => scores.includes(row.score)).length;
  const since = dateBound(first, ofBest, ofAll, need, now);
  if (since !== null) {
    const newest = yield* ask({ read: 'rare-grades', grades: scores, count: need, since });
    if (newest.length >= need && newest.every((row) => row.score === best)) return newest;
  }
  return yield* ask({ read: 'rare-grades', grades: scores, count: need, since: null });
}

type RareReads = (scores: number[], need: number) => Reads<MatchRow[]>;

interface GradesLeft {
  /** The query's grades with every word, and with some, below the cursor's. */
  everyWord: number[];
  someWords: number[];
  afterScore: number;
  /** How many rows the page still needs. */
  need: number;
}

/**
 * The rows of the grades below the cursor's, after the walk: from the walk
 * where it holds them, from the index where they are rare. Items with some of
 * the words count only when no item has them all.
 */
function* readGrades(walk: Walk, rare: RareReads, left: GradesLeft): Reads<MatchRow[]> {
  const { afterScore, need } = left;
  let { everyWord, someWords } = left;
  const found: MatchRow[] = [];
  const walkedOf = (scores: number[]) => walk.rows.filter((row) => scores.includes(row.score));
  // Every grade down to all words but one rare (no page has gone past any of them):
  // one read of the index of all words but one finds every one of them.
  const downToMostWords = [...EVERY_WORD_GRADES, MATCH_GRADES.mostWords];
  if (
    !walk.everyItem &&
    everyWord.length === EVERY_WORD_GRADES.length &&
    someWords.includes(MATCH_GRADES.mostWords) &&
    walkedOf(downToMostWords).length < need
  ) {
    const graded = yield* rare(downToMostWords, need);
    const withEveryWord = graded.filter((row) => row.score >= MATCH_GRADES.everyWord);
    found.push(...(withEveryWord.length > 0 ? withEveryWord : graded));
    if (withEveryWord.length > 0 || found.length >= need) return found;
    everyWord = [];
    someWords = someWords.filter((value) => value < MATCH_GRADES.mostWords);
  }
  // A page that goes on from an every-word grade knows some item has every word.
  let everyWordMatched = afterScore >= MATCH_GRADES.everyWord && afterScore <= MATCH_GRADES.exactInItem;
  for (const kind of [EVERY_WORD_GRADES, SOME_WORDS_GRADES]) {
    if (kind === SOME_WORDS_GRADES && everyWordMatched) break;
    const scores = kind === EVERY_WORD_GRADES ? everyWord : someWords;
    if (scores.length === 0) continue;
    const read = yield* readKind(walk, rare, scores, need - found.length);
    found.push(...read.rows);
    if (kind === EVERY_WORD_GRADES && read.matched) everyWordMatched = true;
    if (found.length >= need) break;
  }
  return found;
}

/**
 * The newest `need` items of some grades of one kind, best first: all from the
 * walk when it saw every item; all at once from the index when every one of
 * them is rare; otherwise grade by grade, from the walk or the index.
 */
function* readKind(
  walk: Walk,
  rare: RareReads,
  scores: number[],
  need: number,
): Reads<{ rows: MatchRow[]; matched: boolean }> {
  const walked = walk.rows.filter((row) => scores.includes(row.score));
  if (walk.everyItem) return { rows: walked.slice(0, need), matched: walked.length > 0 };
  if (walked.length < need) {
    const rows = yield* rare(scores, need);
    return { rows, matched: rows.length > 0 };
  }
  const rows: MatchRow[] = [];
  for (const grade of scores) {
    const left = need - rows.length;
    const ofGrade = walked.filter((row) => row.score === grade);
    rows.push(...(ofGrade.length >= left ? ofGrade.slice(0, left) : yield* rare([grade], left)));
    if (rows.length >= need) break;
  }
  return { rows, matched: true };
}
