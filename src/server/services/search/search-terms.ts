/** Longest query the search looks at, in words: enough for any real description of an item. */
export const MAX_QUERY_WORDS = 8;
/** Shorter words have too few trigrams for a meaningful "close word"; they are matched as typed. */
export const MIN_CORRECTED_WORD_LENGTH = 3;

/**
 * The words of a query: letters and digits only, lower-cased, each once. They
 * travel as query parameters and reach the full-text engine through
 * plainto_tsquery, so no character of the input is ever read as syntax.
 */
export function queryWords(query: string): string[] {
  const words =
    query
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}
