import { anyTerm, everyTerm, type WordTerms } from './search-terms';
import { mayBeTogether, type ApartWords } from './word-pairs';

/**
 * How well an item matches, best first. Items of one grade are equally good
 * and come newest first, so each grade is read as "the newest N items whose
 * text matches", which an index answers without ranking every match: a better
 * match is never left out for being older, however many items match.
 */
export const MATCH_GRADES = {
  /** The query names the item's report ID. */
  reportId: 5,
  /** Every word, as typed (or joined or split), in the item's name, color or place. */
  exactInItem: 4,
  /** Every word in the name, color or place, some only as the start of a word or a close word. */
  looseInItem: 3,
  /** Every word somewhere, the description included. */
  everyWord: 2,
  /** All words but one, when no item has them all (queries of three words or more). */
  mostWords: 1,
  /** Some of the words, when no item has them all. */
  someWords: 0,
} as const;

/** Grades items with every word, best first; and those with some, which count only when no item has every word. */
export const EVERY_WORD_GRADES = [MATCH_GRADES.exactInItem, MATCH_GRADES.looseInItem, MATCH_GRADES.everyWord];
export const SOME_WORDS_GRADES = [MATCH_GRADES.mostWords, MATCH_GRADES.someWords];

/** An item found for a query: its grade, and its time as cursor text. */
export interface MatchRow {
  id: string;
  cursor_at: string;
  score: number;
}

/** A query's tsqueries, as to_tsquery text, from strictest to broadest. */
export interface GradeQueries {
  exactInItem: string;
  looseInItem: string;
  everyWord: string;
  /**
   * Whether an item may have every word: false when two of them were never in
   * one report together (search_word_pairs), and the every-word grades have
   * no items.
   */
  everyWordPossible: boolean;
  /**
   * All words but one, one alternative per word left out (only those whose
   * words may be together): undefined for fewer than three words, where all
   * but one is one, or when no alternative may have items. Kept apart because
   * the full-text index finds each alternative by its rarest word, but reads
   * every word's whole list for an OR of ANDs.
   */
  mostWords: string[] | undefined;
  /** Undefined for one word, where some of the words is every word. */
  someWords: string | undefined;
  /**
   * The exact item grade's query without field weights, for the index of the
   * item's own words (the loose one's is the every-word query).
   */
  exactInItemUnweighted: string;
}

/** A query's grades; `apart` names words never together in a report, whose grades are left out. */
export function gradeQueries(words: WordTerms[], apart: readonly ApartWords[] = []): GradeQueries {
  const places = words.map((_terms, index) => index);
  const mostWords =
    words.length >= 3
      ? places
          .filter((left) => mayBeTogether(places.toSpliced(left, 1), apart))
          .map((left) => everyTerm(words.toSpliced(left, 1), 'anywhere', true))
      : [];
  return {
    exactInItem: everyTerm(words, 'item', false),
    looseInItem: everyTerm(words, 'item', true),
    everyWord: everyTerm(words, 'anywhere', true),
    everyWordPossible: mayBeTogether(places, apart),
    mostWords: mostWords.length > 0 ? mostWords : undefined,
    someWords: words.length >= 2 ? anyTerm(words) : undefined,
    exactInItemUnweighted: everyTerm(words, 'anywhere', false),
  };
}

/**
 * The grades a query has: all but one word needs three words, some of the
 * words two; and none needs words that were never in a report together.
 */
export function gradesOfQuery(q: GradeQueries, scores: readonly number[]): number[] {
  return scores.filter(
    (value) =>
      (q.everyWordPossible || value < MATCH_GRADES.everyWord) &&
      (value !== MATCH_GRADES.mostWords || q.mostWords !== undefined) &&
      (value !== MATCH_GRADES.someWords || q.someWords !== undefined),
  );
}
