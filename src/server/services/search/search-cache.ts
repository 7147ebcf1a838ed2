import { changeNotice, type ChangeNotices } from '#server/db/change-notices';
import { NoticedCache } from '#server/lib/noticed-cache';
import type { IdPage } from '#server/services/found-reports/member-card-caches';
import type { WordVariants } from './word-variants';

/** A ranked page of search results, as ids: cards are kept apart, as claims change them. */
export type RankedPage = IdPage;

export interface SearchCaches {
  /** Ranked pages by query words, dates, cursor and page size. */
  pages: NoticedCache<RankedPage>;
  /** Each query word's variants ("walet" -> "wallet", "powerbank" -> "power bank"), by the word and its neighbours. */
  wordVariants: NoticedCache<WordVariants>;
}

/**
 * People search for the same few things (wallets, phones, id cards), and
 * ranking the matches of a common word is most of a search's cost. What a
 * search ranks changes only when found reports are added or change state, and
 * the database says so ('catalogue'); a claim does not change it.
 */
export function createSearchCaches(notices: ChangeNotices): SearchCaches {
  const concerns = (notice: string) => notice === changeNotice.catalogue;
  return {
    pages: new NoticedCache<RankedPage>({
      name: 'search-pages',
      notices,
      maxEntries: 2000,
      maxAgeMs: 10 * 60 * 1000,
      concerns,
    }),
    wordVariants: new NoticedCache<WordVariants>({
      name: 'search-word-variants',
      notices,
      maxEntries: 5000,
      maxAgeMs: 10 * 60 * 1000,
      concerns,
    }),
  };
}

const perServer = new WeakMap<ChangeNotices, SearchCaches>();

/** The search caches of the server these notices belong to, made on first use. */
export function searchCachesFor(notices: ChangeNotices): SearchCaches {
  let caches = perServer.get(notices);
  if (!caches) {
    caches = createSearchCaches(notices);
    perServer.set(notices, caches);
  }
  return caches;
}
