import { ANYTHING_CHANGED, type ChangeNotices } from '#server/db/change-notices';

export interface NoticedCacheOptions<Value> {
  /** What the cache holds, as metrics name it (kebab-case). */
  name?: string;
  notices: ChangeNotices;
  /** The most entries kept; the least recently used go first. */
  maxEntries: number;
  /** How long an entry may answer at most, a bound even if a notice were lost. */
  maxAgeMs: number;
  /** Whether a notice is about what this cache holds (ANYTHING_CHANGED always is). */
  concerns: (notice: string) => boolean;
  /** The one entry a notice makes stale, when the notice names it: no need to look at the others. */
  staleKey?: (notice: string) => string | undefined;
  /** Which entries a notice that concerns the cache makes stale (each is asked); without it, all of them. */
  staleOn?: (notice: string, key: string, value: Value) => boolean;
}

const byServer = new WeakMap<ChangeNotices, NoticedCache<unknown>[]>();

/** The caches kept honest by these notices: one server's caches, for its metrics. */
export function cachesHearing(notices: ChangeNotices): readonly NoticedCache<unknown>[] {
  return byServer.get(notices) ?? [];
}

interface Entry<Value> {
  value: Value;
  storedAt: number;
  /** When it last moved to the front of the order: the count of moves so far. */
  movedAt: number;
}

/**
 * An in-process cache of database reads that the database's change notices
 * keep honest. It answers only while notices are heard, and a value read
 * before a change is never stored after the change was noticed: fill with the
 * generation taken before reading.
 */
export class NoticedCache<Value> {
  #entries = new Map<string, Entry<Value>>();
  #generation = 0;
  /** Entries moved to the front (stored or read again) so far. */
  #moves = 0;
  /** Lookups answered from memory, and not: plain numbers, read only when metrics are scraped. */
  hits = 0;
  misses = 0;
  #reading = new Map<string, { generation: number; value: Promise<Value> }>();

  constructor(private readonly options: NoticedCacheOptions<Value>) {
    options.notices.onChange((notice) => this.#notice(notice));
    const siblings = byServer.get(options.notices) ?? [];
    siblings.push(this as NoticedCache<unknown>);
    byServer.set(options.notices, siblings);
  }

  get name(): string {
    return this.options.name ?? 'unnamed';
  }

  /** Take before reading the database; hand to set() with what was read. */
  generation(): number {
    return this.#generation;
  }

  get(key: string): Value | undefined {
    const entry = this.options.notices.live ? this.#entries.get(key) : undefined;
    if (!entry) {
      this.misses++;
      return undefined;
    }
    if (Date.now() - entry.storedAt > this.options.maxAgeMs) {
      this.#entries.delete(key);
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Re-inserting keeps the Map in least-recently-used order. An entry is moved
    // only once a quarter of the cache has moved ahead of it: the same few entries
    // answer thousands of times a second, and each move costs a delete and an
    // insert. An entry read lately is never more than that quarter behind the
    // entries read or stored after it.
    if (this.#moves - entry.movedAt >= Math.ceil(this.options.maxEntries / 4)) {
      entry.movedAt = ++this.#moves;
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry.value;
  }

  set(key: string, value: Value, generation: number): void {
    if (generation !== this.#generation || !this.options.notices.live) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: Date.now(), movedAt: ++this.#moves });
    if (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  /**
   * The value kept for `key`, or else `read` it, once for all who ask at the
   * same time: a change voids every entry at once, and 50 requests then read
   * the same page 50 times over. Only askers since the same change share a read.
   */
  async getOrRead(key: string, read: () => Promise<Value>): Promise<Value> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const generation = this.#generation;
    const reading = this.#reading.get(key);
    if (reading && reading.generation === generation) return reading.value;
    const value = read();
    this.#reading.set(key, { generation, value });
    try {
      const result = await value;
      this.set(key, result, generation);
      return result;
    } finally {
      if (this.#reading.get(key)?.value === value) this.#reading.delete(key);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  #notice(notice: string): void {
    if (notice !== ANYTHING_CHANGED && !this.options.concerns(notice)) return;
    // A read in flight may be about what changed, entry or not yet: voids its fill.
    this.#generation++;
    if (notice === ANYTHING_CHANGED) {
      this.#entries.clear();
      return;
    }
    const key = this.options.staleKey?.(notice);
    if (key !== undefined) {
      this.#entries.delete(key);
      return;
    }
    const { staleOn } = this.options;
    if (!staleOn) {
      this.#entries.clear();
      return;
    }
    for (const [key, entry] of this.#entries) {
      if (staleOn(notice, key, entry.value)) this.#entries.delete(key);
    }
  }
}
