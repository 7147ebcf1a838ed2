import { CATEGORY_CHIPS } from '#shared/constants/category-chips';
import { CAMPUS_LOCATIONS, COLORS } from '../catalogue';
import { warmAndLoad, type Measure, type Scenario } from '../measure';

/** What people type: item names, colors with items, places, and the odd typo. Repeats: mostly from the cache. */
const SEARCHES = [
  'wallet',
  'black wallet',
  'walet',
  'headphones library',
  'blue water bottle',
  'keys',
  'student id card',
  'charger cafeteria',
  'hedphones',
  'silver laptop',
  'umbrella main gate',
  'power bank',
];

/** Every color, item and place together: thousands of queries, none asked twice in a run. */
const DISTINCT_SEARCHES = COLORS.flatMap((color) =>
  CATEGORY_CHIPS.flatMap((item) =>
    CAMPUS_LOCATIONS.map((place) => `${color} ${item} ${place.split(/[ ,]/)[0]}`.toLowerCase()),
  ),
);
/** Consecutive queries differ in all three words (the stride is prime to the count). */
const DISTINCT_STRIDE = 997;

/**
 * Requests per second and latency at 50 connections, while an admin stores
 * an item every second (each store tells every cache the catalogue changed):
 *   bare     a bare Fastify route in the same process: the ceiling
 *   list     the first page of /api/found-reports/stored-for-users
 *   search   /api/found-reports/search over a spread of realistic queries, mostly answered from the cache
 *   search-distinct  the same endpoint with every query new: each matched and ranked by the database
 *   claim    PATCH /api/found-reports/{id}/claim by many members on many items
 */
/** BENCH_MEASURES (a comma-separated subset of the names above) runs only those; bare always runs. */
const wanted = process.env.BENCH_MEASURES?.split(',').map((name) => name.trim());
const runs = (name: string) => !wanted || wanted.includes(name);

export const throughput: Scenario = {
  name: 'throughput',
  async run(context) {
    const { ready, member } = context;
    const results: Measure[] = [];
    results.push(await warmAndLoad(context, 'bare', ready.bareUrl, () => ({ path: '/bare' })));
    if (runs('list'))
      results.push(
        await warmAndLoad(context, 'list', ready.appUrl, () => ({
          path: '/api/found-reports/stored-for-users',
          headers: { cookie: member() },
        })),
      );
    let s = 0;
    if (runs('search'))
      results.push(
        await warmAndLoad(context, 'search', ready.appUrl, () => ({
          path: `/api/found-reports/search?q=${encodeURIComponent(SEARCHES[s++ % SEARCHES.length]!)}`,
          headers: { cookie: member() },
        })),
      );
    let d = 0;
    if (runs('search-distinct'))
      results.push(
        await warmAndLoad(context, 'search-distinct', ready.appUrl, () => ({
          path: `/api/found-reports/search?q=${encodeURIComponent(
            DISTINCT_SEARCHES[(d++ * DISTINCT_STRIDE) % DISTINCT_SEARCHES.length]!,
          )}`,
          headers: { cookie: member() },
        })),
      );
    // Every request a new (member, item) pair: each claim is a real, successful one.
    let c = 0;
    const cookies = ready.memberCookies;
    if (runs('claim'))
      results.push(
        await warmAndLoad(context, 'claim', ready.appUrl, () => {
          const i = c++;
          const item = 1 + (Math.floor(i / cookies.length) % ready.items);
          return {
            method: 'PATCH',
            path: `/api/found-reports/FND${String(item).padStart(6, '0')}/claim`,
            headers: { cookie: cookies[i % cookies.length]!, 'content-type': 'application/json' },
            body: JSON.stringify({ message: 'I think this is mine' }),
          };
        }),
      );
    const bare = results[0]!.requestsPerSecond;
    for (const result of results)
      result.shareOfBare = Math.round((result.requestsPerSecond / bare) * 1000) / 1000;
    return results;
  },
};
