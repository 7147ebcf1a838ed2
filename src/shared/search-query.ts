import { MAX_SEARCH_QUERY } from './constants/limits';

/**
 * A search query as the search reads it: trimmed, and cut after MAX_SEARCH_QUERY
 * characters (a longer one, as from a pasted link, is searched for its start).
 */
export function cutSearchQuery(q: string): string {
  const characters = Array.from(q.trim());
  return characters.length > MAX_SEARCH_QUERY
    ? characters.slice(0, MAX_SEARCH_QUERY).join('').trimEnd()
    : q.trim();
}
