import { textWords } from '#server/lib/text-words';
import { namesMeant, readPhrases } from '#server/services/vocabulary/read-item-kinds';

/**
 * How the words of a text become search terms. Searching found items and
 * matching lost reports to found items read words the same way, so both use
 * these functions: `queryWords` (the words of a text), `reportIdOf` (a report
 * ID typed as a word), and `termQueries` (the full-text queries of words and
 * their variants, by how strictly they match). The variants themselves (close
 * words for typos, joined and split forms) come from the words reports use:
 * see `wordVariants` in word-variants.ts; the names of kinds of things come
 * from services/vocabulary (`kindNamesOf`).
 */

/** Longest query the search looks at, in words: enough for any real description of an item. */
export const MAX_QUERY_WORDS = 8;
/** Shorter words have too few trigrams for a meaningful "close word"; they are matched as typed. */
export const MIN_CORRECTED_WORD_LENGTH = 3;
/** Words at least this long also match as the start of a longer word ('wal' finds wallet). */
export const MIN_PREFIX_LENGTH = 3;

/**
 * A query word: letters, their marks and digits. Bangla writes its vowel signs
 * and the virama as marks (মানিব্যাগ), which must not split a word (decision 0050).
 */
export const WORD = /^[\p{L}\p{M}\p{N}]+$/u;
const FOUND_REPORT_ID = /^fnd(\d{1,12})$/;

/**
 * The words of a query: letters (with their marks) and digits only, lower-cased, each once. No
 * other character reaches the full-text engine, so nothing in the input is
 * ever read as query syntax.
 */
export function queryWords(query: string): string[] {
  return [...new Set(textWords(query))].slice(0, MAX_QUERY_WORDS);
}

/** A found report's ID typed as a query word ('fnd000002', 'FND2'), as the report shows it. */
export function reportIdOf(word: string): string | undefined {
  const digits = FOUND_REPORT_ID.exec(word)?.[1];
  if (digits === undefined) return undefined;
  const number = BigInt(digits);
  if (number === 0n) return undefined;
  const text = number.toString();
  return `FND${text.padStart(Math.max(6, text.length), '0')}`;
}

/** A query word with the other words that stand for it. */
export interface WordTerms {
  /** The word as typed. */
  word: string;
  /** The same letters written otherwise: joined with a neighbour ('pen drive' -> 'pendrive') or split ('powerbank' -> 'power bank'). */
  sameWords: string[];
  /** Known words a typo away ('walet' -> 'wallet'). */
  closeWords: string[];
  /** Known words that start with it, when it has at least MIN_PREFIX_LENGTH letters ('wal' -> 'wallet'). */
  longerWords: string[];
  /** Names of the kind of thing it names, of kinds that kind holds or is one of ('phone' -> 'iphone'): kindNamesOf. */
  kindNames: string[];
}

/**
 * For each query word, the other names of the kind of thing it names, alone or
 * as part of a phrase with its neighbours ("credit card"): its own kind's, those
 * of the kinds and products it holds, and those of the kinds it is one of
 * (services/vocabulary). A word that names a maker stands for its products.
 */
export function kindNamesOf(words: string[]): string[][] {
  const names = words.map((): string[] => []);
  for (const phrase of readPhrases(words)) {
    if (!phrase.meanings) continue;
    // Only names the full-text engine reads as words, as a query's own are.
    const meant = namesMeant(phrase.meanings).filter((name) =>
      name.split(' ').every((part) => WORD.test(part)),
    );
    for (let index = phrase.start; index < phrase.start + phrase.length; index++)
      names[index] = meant.filter((name) => name !== words[index]);
  }
  return names;
}

/** Where in a report a word may match: the item's name, color and place, or anywhere (the description too). */
export type TermFields = 'item' | 'anywhere';

const FIELD_WEIGHTS: Record<TermFields, string> = { item: 'ABC', anywhere: '' };

/** One word (or two as a phrase, 'power bank') in to_tsquery syntax, limited to some fields. */
function lexemes(words: string, fields: TermFields): string {
  const parts = words.split(' ');
  for (const part of parts) if (!WORD.test(part)) throw new Error(`not a query word: ${part}`);
  const suffix = fields === 'anywhere' ? '' : `:${FIELD_WEIGHTS[fields]}`;
  return parts.map((part) => `${part}${suffix}`).join(' <-> ');
}

/**
 * One query word as to_tsquery text: the word itself or the same letters
 * written otherwise; `loose` adds the known words it begins, its close words
 * and the other names of its kind of thing, so that an item named as typed
 * ranks above them. (Known words rather than the prefix syntax `wal:*`: the full-text
 * index reads every item of every word a prefix matches: decision 0012.)
 * Only words of letters and digits get here (queryWords), so the text holds
 * no syntax but what is built here.
 */
export function termQuery(terms: WordTerms, fields: TermFields, loose: boolean): string {
  const words = [terms.word, ...terms.sameWords];
  if (loose) words.push(...terms.longerWords, ...terms.closeWords, ...terms.kindNames);
  return `(${[...new Set(words)].map((word) => lexemes(word, fields)).join(' | ')})`;
}

/** Every word, each in one of its forms. */
export const everyTerm = (words: WordTerms[], fields: TermFields, loose: boolean): string =>
  words.map((terms) => termQuery(terms, fields, loose)).join(' & ');

/** Any word in any of its forms, anywhere. */
export const anyTerm = (words: WordTerms[]): string =>
  words.map((terms) => termQuery(terms, 'anywhere', true)).join(' | ');
