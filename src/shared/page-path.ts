/** A query's parameters; those left undefined are not written. */
export type PageQuery = Record<string, string | undefined>;

/** The `:name` parts of a page's pattern, e.g. `'reportId'` of `'/user/items/:reportId'`. */
export type PatternParam<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PatternParam<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type PagePathArgs<P extends string> = [PatternParam<P>] extends [never]
  ? [query?: PageQuery]
  : [params: Record<PatternParam<P>, string>, query?: PageQuery];

/**
 * The path of one page, from its pattern in route-patterns.ts or console-route-patterns.ts: each
 * `:name` part filled in encoded, then the query. Mails, notices and pushes link to pages through
 * this, so a page's URL is written once, where the client's router matches it.
 */
export function pagePath<P extends string>(pattern: P, ...args: PagePathArgs<P>): string {
  const hasParams = pattern.includes(':');
  const params = (hasParams ? args[0] : {}) as Record<string, string>;
  const query = hasParams ? args[1] : args[0];
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pagePath: ${pattern} needs ${name}`);
    return encodeURIComponent(value);
  });
  const kept = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return kept.length === 0 ? path : `${path}?${new URLSearchParams(kept).toString()}`;
}
