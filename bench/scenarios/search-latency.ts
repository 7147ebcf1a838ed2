import { CATEGORY_CHIPS } from '#shared/constants/category-chips';
import { PAGE_SIZE_DEFAULT } from '#shared/constants/limits';
import { queryWords } from '#server/services/search/search-terms';
import { CAMPUS_LOCATIONS, COLORS } from '../catalogue';
import { latencies, type Measure, type Scenario } from '../measure';

/** A repeatable shuffle, so every run asks the same queries in the same order. */
function shuffled<T>(values: readonly T[], seed: number): T[] {
  const copy = [...values];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** A typo as people make them: a letter dropped, doubled or swapped with the next. */
function typo(word: string, kind: number): string {
  const at = 1 + (word.length % Math.max(1, word.length - 2));
  if (kind % 3 === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind % 3 === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + (word[at + 1] ?? '') + word[at] + word.slice(at + 2);
}

const lower = (values: readonly string[]) => values.map((value) => value.toLowerCase());
const items = lower(CATEGORY_CHIPS);
const colors = lower(COLORS);
const places = CAMPUS_LOCATIONS.map((place) => place.split(/[ ,]/)[0]!.toLowerCase());
const singleWords = [...new Set(items.flatMap((item) => item.split(' ')).filter((word) => word.length > 3))];

/**
 * What members search for, by kind, each query different from every other
 * (after the search has read its words), so none is answered from a cache.
 */
export function searchMix(items_: number): { kind: string; q: string }[] {
  const kinds: [string, string[]][] = [
    [
      'single word',
      shuffled([...singleWords, ...places, 'stickers', 'keychain', 'pouch', 'initials'], 1).slice(0, 36),
    ],
    ['category name', items.filter((item) => item.includes(' '))],
    [
      'typo',
      shuffled(singleWords, 2)
        .map((word, index) => typo(word, index))
        .slice(0, 30),
    ],
    [
      'word start',
      shuffled(singleWords, 3)
        .map((word) => word.slice(0, 3 + (word.length % 3)))
        .slice(0, 20),
    ],
    [
      'color and item',
      shuffled(
        colors.flatMap((color) => items.map((item) => `${color} ${item}`)),
        4,
      ).slice(0, 40),
    ],
    [
      'three words',
      shuffled(
        colors.flatMap((color) =>
          items.filter((item) => !item.includes(' ')).map((item) => `${color} ${item}`),
        ),
        5,
      )
        .slice(0, 40)
        .map((pair, index) => `${pair} ${places[index % places.length]}`),
    ],
    [
      'report id',
      Array.from(
        { length: 10 },
        (_, index) => `FND${String(1 + ((index * 7919) % items_)).padStart(6, '0')}`,
      ),
    ],
  ];
  const seen = new Set<string>();
  const mix: { kind: string; q: string }[] = [];
  for (const [kind, queries] of kinds) {
    for (const q of queries) {
      const key = JSON.stringify(queryWords(q));
      if (seen.has(key)) continue;
      seen.add(key);
      mix.push({ kind, q });
    }
  }
  return shuffled(mix, 6);
}

/** Asked once before the mix: a word no report holds, so it warms no part of the mix. */
const WARM_UP_QUERY = 'qzxv';

/** How many of the slowest queries a pass names in the report. */
const SLOWEST_SHOWN = 10;

/**
 * Search latency for a realistic mix of queries, each new, asked one at a
 * time: what a member waits for a search nobody made before (the database's
 * share, not a queue's). Runs first, before anything fills the caches. The
 * mix is then asked once more with another page size, which no cached page
 * answers: the same statements on database pages now in memory, so a query
 * slow in both passes has a slow plan, and one slow only in the first met a
 * cold cache. Each pass names its slowest queries.
 */
export const searchLatency: Scenario = {
  name: 'search-latency',
  async run({ ready, member, log }) {
    const mix = searchMix(ready.items);
    // The server's first search pays for its first connection and statements, not for the query.
    await fetch(`${ready.appUrl}/api/found-reports/search?q=${WARM_UP_QUERY}`, {
      headers: { cookie: member() },
    }).then((response) => response.arrayBuffer());
    const pass = async (name: string, limit: number | undefined): Promise<Measure[]> => {
      log(`${name}: ${mix.length} different queries, one at a time`);
      const times = new Map<string, number[]>();
      const asked: { kind: string; q: string; ms: number }[] = [];
      let failed = 0;
      for (const { kind, q } of mix) {
        const started = performance.now();
        const page = limit === undefined ? '' : `&limit=${limit}`;
        const response = await fetch(
          `${ready.appUrl}/api/found-reports/search?q=${encodeURIComponent(q)}${page}`,
          { headers: { cookie: member() } },
        );
        await response.arrayBuffer();
        const elapsed = performance.now() - started;
        if (!response.ok) failed++;
        times.set(kind, [...(times.get(kind) ?? []), elapsed]);
        asked.push({ kind, q, ms: Math.round(elapsed * 10) / 10 });
      }
      const all = [...times.values()].flat();
      const measure = (measureName: string, values: number[]): Measure => ({
        name: measureName,
        requestsPerSecond: 0,
        total: values.length,
        non2xx: measureName === name ? failed : 0,
        errors: 0,
        latencyMs: latencies(values),
      });
      return [
        { ...measure(name, all), slowest: asked.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN) },
        ...[...times].map(([kind, values]) => measure(`  ${kind}`, values)),
      ];
    };
    // The same number of requests to the bare route, one at a time: what a round trip through
    // HTTP costs on this machine just now, which moves with it from minute to minute.
    const bareTimes: number[] = [];
    for (let index = 0; index < mix.length; index++) {
      const started = performance.now();
      await fetch(`${ready.bareUrl}/bare`).then((response) => response.arrayBuffer());
      bareTimes.push(performance.now() - started);
    }
    const bare: Measure = {
      name: 'bare route, one at a time',
      requestsPerSecond: 0,
      total: bareTimes.length,
      non2xx: 0,
      errors: 0,
      latencyMs: latencies(bareTimes),
    };
    return [
      bare,
      ...(await pass('search-latency', undefined)),
      // One less than the default page: no cached page answers it.
      ...(await pass('search-latency again', PAGE_SIZE_DEFAULT - 1)),
    ];
  },
};
