/**
 * The zero-width joiner and non-joiner (U+200D, U+200C) choose how letters are
 * drawn (র‍্যা rather than র্যা), not which word is written: some Bangla
 * keyboards type them inside words. Unicode leaves them out of word boundaries
 * and of comparisons, and so do search and matching (decision 0062).
 */
const JOINERS = /[\u200C\u200D]/gu;

/**
 * The words of a text as search, matching and the admin lists read them:
 * letters with their marks (Bangla's vowel signs and virama, decision 0050)
 * and digits, lower-cased, a joiner inside a word kept out of it.
 */
export function textWords(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .replace(JOINERS, '')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}
