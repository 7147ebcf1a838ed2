import { useSearchParams } from 'react-router';
import type { FoundDateRange } from '#client/lib/query-keys';

/**
 * The From/To filter kept in the address (?from=&to=), so a filtered list can
 * be bookmarked, shared and survives a reload. Other parameters (a search's q)
 * are left as they are.
 */
export function useDateRangeParams() {
  const [params, setParams] = useSearchParams();
  const range: FoundDateRange = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const setRange = (next: FoundDateRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of ['from', 'to'] as const) {
          const value = next[key];
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );
  return {
    params,
    range,
    filtered: Boolean(range.from || range.to),
    setRange,
    clearFilters: () => setRange({}),
  };
}
