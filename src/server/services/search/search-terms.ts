/** Longest query the trigram part looks at, in words: enough for any real description of an item. */
export const MAX_FUZZY_TERMS = 6;
/** Shorter words make trigrams that match almost anything; full-text search still sees them. */
export const MIN_FUZZY_TERM_LENGTH = 3;

/**
 * The words of a query, for the typo-tolerant trigram match: letters and digits
 * only, lower-cased, de-duplicated. They travel as query parameters, so no
 * character of the input is ever read as pattern or query syntax.
 */
export function fuzzyTerms(query: string): string[] {
  const words =
    query
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.filter((word) => word.length >= MIN_FUZZY_TERM_LENGTH))];
  return unique.slice(0, MAX_FUZZY_TERMS);
}
