import { describe, expect, it } from 'vitest';
import { gradeQueries, MATCH_GRADES, type GradeQueries, type MatchRow } from './match-grades';
import { NEWEST_WALKED, NEWEST_WALKED_FURTHER, type Walk } from './read-costs';
import { planSearch, type PlanInput, type PlannedRead, type ReadAnswer } from './search-plan';
import type { WordTerms } from './search-terms';

const { reportId, exactInItem, looseInItem, everyWord, mostWords, someWords } = MATCH_GRADES;
const HOUR = 3_600_000;
const NOW = Date.parse('2026-03-02T12:30:00.000Z');
/** Cursor text of a moment `hours` before NOW. */
const at = (hours: number) => new Date(NOW - hours * HOUR).toISOString().replace('Z', '000Z');

/** `count` items of a grade, newest first, as a read returns them. */
const items = (grade: number, count: number, from = 0): MatchRow[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${grade}-${from + index}`,
    cursor_at: at((from + index) / 500),
    score: grade,
  }));

/** A walk over the newest items that came in over the last ten hours, or saw every item. */
function walk(rows: MatchRow[], catalogue: number, ending: 'went as far as sent' | 'saw every item'): Walk {
  const far = ending === 'went as far as sent';
  return {
    rows,
    everyItem: !far,
    end: far ? { at: at(10), id: 'last-walked' } : null,
    start: at(0),
    catalogue,
  };
}

const wordsOf = (count: number): WordTerms[] =>
  Array.from({ length: count }, (_, index) => ({
    word: `word${index}`,
    sameWords: [],
    closeWords: [`close${index}`],
    longerWords: [],
    kindNames: [],
  }));

const firstPage: PlanInput = {
  afterScore: Infinity,
  wanted: 25,
  namesReportIds: false,
  hasOtherWords: true,
  now: NOW,
};

/** Runs the plan, answering each read with `answers`; says what it read and the rows it returned. */
function run(input: PlanInput, grades: GradeQueries, answers: (read: PlannedRead) => ReadAnswer) {
  const plan = planSearch(input);
  const reads: PlannedRead[] = [];
  let step = plan.next();
  while (!step.done) {
    reads.push(step.value);
    step = plan.next(step.value.read === 'grades' ? grades : answers(step.value));
  }
  return { reads: reads.map((read) => read.read), planned: reads, rows: step.value };
}

const unexpected = (read: PlannedRead): never => {
  throw new Error(`unexpected read ${JSON.stringify(read)}`);
};

describe('the plan of a search', () => {
  it('reads a report ID alone, and the words only when the page wants more', () => {
    const byId = run({ ...firstPage, wanted: 1, namesReportIds: true }, gradeQueries(wordsOf(1)), (read) =>
      read.read === 'report-ids' ? items(reportId, 1) : unexpected(read),
    );
    expect(byId.reads).toEqual(['report-ids']);
    expect(byId.rows.map((row) => row.score)).toEqual([reportId]);
    const idOnly = run({ ...firstPage, namesReportIds: true, hasOtherWords: false }, gradeQueries([]), () =>
      items(reportId, 1),
    );
    expect(idOnly.reads).toEqual(['report-ids']);
  });

  it('takes a common word’s page from the first walk over the newest items', () => {
    const { reads, planned, rows } = run(firstPage, gradeQueries(wordsOf(1)), (read) =>
      read.read === 'walk'
        ? walk(items(exactInItem, 25), 1_000_000, 'went as far as sent')
        : unexpected(read),
    );
    expect(reads).toEqual(['grades', 'walk']);
    expect(planned[1]).toEqual({
      read: 'walk',
      walk: { items: NEWEST_WALKED, from: null, best: exactInItem, stopAt: 25 },
      count: 25,
    });
    expect(rows).toEqual(items(exactInItem, 25));
  });

  it('ranks from the walk alone when it saw every item, and words some items have only when none has all', () => {
    const seen = walk([...items(mostWords, 3), ...items(someWords, 30)], 900, 'saw every item');
    const { reads, rows } = run(firstPage, gradeQueries(wordsOf(3)), (read) =>
      read.read === 'walk' ? seen : unexpected(read),
    );
    expect(reads).toEqual(['grades', 'walk']);
    expect(rows).toEqual([...items(mostWords, 3), ...items(someWords, 22)]);
  });

  it('walks on for a grade the walk found a few of, in a catalogue where fetching them costs more', () => {
    const first = walk(items(looseInItem, 20), 1_000_000, 'went as far as sent');
    const on = walk(items(looseInItem, 5, 20), 1_000_000, 'went as far as sent');
    const { reads, planned, rows } = run(firstPage, gradeQueries(wordsOf(1)), (read) => {
      // No item of the better grade among them: older ones may have it.
      if (read.read === 'rare-grades') return [];
      if (read.read !== 'walk') return unexpected(read);
      return read.walk.from === null ? first : on;
    });
    expect(reads).toEqual(['grades', 'walk', 'walk', 'rare-grades']);
    expect(planned[2]).toEqual({
      read: 'walk',
      walk: { items: NEWEST_WALKED_FURTHER, from: first.end, best: looseInItem, stopAt: 5 },
      count: 25,
    });
    expect(planned[3]).toEqual({ read: 'rare-grades', grades: [exactInItem], count: 25, since: null });
    expect(rows).toEqual(items(looseInItem, 25));
  });

  it('walks on for the best grade there is by its own words alone', () => {
    const first = walk(items(exactInItem, 20), 1_000_000, 'went as far as sent');
    const { planned, rows } = run(firstPage, gradeQueries(wordsOf(1)), (read) => {
      if (read.read === 'walk') return first;
      if (read.read === 'exact-walk') return items(exactInItem, 5, 20);
      return unexpected(read);
    });
    expect(planned[2]).toEqual({
      read: 'exact-walk',
      from: first.end,
      items: NEWEST_WALKED_FURTHER,
      count: 5,
    });
    expect(rows).toEqual(items(exactInItem, 25));
  });

  it('reads a rare grade of a large catalogue by the hours its page likely came in', () => {
    const first = walk(items(exactInItem, 6), 1_000_000, 'went as far as sent');
    const { planned, rows } = run(firstPage, gradeQueries(wordsOf(1)), (read) => {
      if (read.read === 'walk') return first;
      if (read.read === 'rare-grades') return items(exactInItem, 25);
      return unexpected(read);
    });
    expect(planned.map((read) => read.read)).toEqual(['grades', 'walk', 'rare-grades']);
    const rare = planned[2] as Extract<PlannedRead, { read: 'rare-grades' }>;
    expect(rare.grades).toEqual([exactInItem, looseInItem, everyWord]);
    // Six in ten hours: a page of 25 three times over is about 125 hours back, up to the hour after now.
    expect(rare.since?.[0]).toBe('2026-02-25T07:00:00');
    expect(rare.since?.at(-1)).toBe('2026-03-02T13:00:00');
    expect(rows).toEqual(items(exactInItem, 25));
  });

  it('reads a rare grade whole when its latest hours fall short, or the catalogue is small', () => {
    const first = walk(items(exactInItem, 6), 1_000_000, 'went as far as sent');
    const large = run(firstPage, gradeQueries(wordsOf(1)), (read) => {
      if (read.read === 'walk') return first;
      if (read.read !== 'rare-grades') return unexpected(read);
      return read.since ? items(exactInItem, 10) : [...items(exactInItem, 12), ...items(everyWord, 13)];
    });
    expect(large.planned.slice(2).map((read) => 'since' in read && read.since !== null)).toEqual([
      true,
      false,
    ]);
    expect(large.rows).toHaveLength(25);
    const small = run(firstPage, gradeQueries(wordsOf(1)), (read) => {
      if (read.read === 'walk') return { ...first, catalogue: 100_000 };
      return read.read === 'rare-grades' ? items(exactInItem, 25) : unexpected(read);
    });
    expect(small.planned.slice(2)).toEqual([
      { read: 'rare-grades', grades: [exactInItem, looseInItem, everyWord], count: 25, since: null },
    ]);
  });

  it('goes on from the cursor in its grade, then the grades below it', () => {
    const next = { ...firstPage, afterScore: looseInItem };
    const { planned, rows } = run(next, gradeQueries(wordsOf(1)), (read) => {
      if (read.read === 'cursor-grade') return items(looseInItem, 4);
      if (read.read === 'walk') return walk(items(everyWord, 30), 1_000_000, 'went as far as sent');
      return unexpected(read);
    });
    expect(planned.slice(0, 3)).toEqual([
      { read: 'grades' },
      { read: 'cursor-grade', grade: looseInItem, count: 25 },
      { read: 'walk', walk: { items: NEWEST_WALKED, from: null, best: everyWord, stopAt: 21 }, count: 21 },
    ]);
    expect(rows).toEqual([...items(looseInItem, 4), ...items(everyWord, 21)]);
  });

  it('reads every grade down to all words but one at once when all are rare, and stops at items with every word', () => {
    const first = walk(items(mostWords, 2), 100_000, 'went as far as sent');
    const { planned, rows } = run(firstPage, gradeQueries(wordsOf(3)), (read) => {
      if (read.read === 'walk') return first;
      if (read.read === 'rare-grades') return [...items(everyWord, 1), ...items(mostWords, 9)];
      return unexpected(read);
    });
    expect(planned.slice(2)).toEqual([
      {
        read: 'rare-grades',
        grades: [exactInItem, looseInItem, everyWord, mostWords],
        count: 25,
        since: null,
      },
    ]);
    // An item has every word: items with fewer are no match.
    expect(rows).toEqual(items(everyWord, 1));
  });

  it('leaves out the grades that need words never in one report together', () => {
    const apart = gradeQueries(wordsOf(2), [[0, 1]]);
    const { planned, rows } = run(firstPage, apart, (read) => {
      if (read.read === 'walk') return walk(items(someWords, 3), 100_000, 'went as far as sent');
      if (read.read === 'rare-grades') return items(someWords, 25);
      return unexpected(read);
    });
    expect(planned[1]).toMatchObject({ read: 'walk', walk: { best: someWords } });
    expect(planned.slice(2)).toEqual([{ read: 'rare-grades', grades: [someWords], count: 25, since: null }]);
    expect(rows).toEqual(items(someWords, 25));
  });
});
