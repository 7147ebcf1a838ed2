import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANYTHING_CHANGED, ChangeNotices } from '#server/db/change-notices';
import type { DatabaseHandle } from '#server/db/client';
import { NoticedCache } from './noticed-cache';

/** A database whose listening connection the test controls: it can send notices and drop. */
function fakeDatabase() {
  let onNotice: ((payload: string) => void) | null = null;
  let onLost: ((error: Error) => void) | null = null;
  let failConnects = 0;
  const database = {
    kind: 'pglite',
    async listen(_channel: string, notice: (payload: string) => void, lost: (error: Error) => void) {
      if (failConnects > 0) {
        failConnects -= 1;
        throw new Error('connection refused');
      }
      onNotice = notice;
      onLost = lost;
      return async () => {
        onNotice = null;
      };
    },
  } as unknown as DatabaseHandle;
  return {
    database,
    send: (payload: string) => onNotice?.(payload),
    drop: (failNext = 0) => {
      failConnects = failNext;
      onLost?.(new Error('connection lost'));
    },
  };
}

async function setUp(maxEntries = 10, maxAgeMs = 60_000) {
  const fake = fakeDatabase();
  const trouble: unknown[] = [];
  const notices = await ChangeNotices.listen(fake.database, (error) => trouble.push(error));
  const cache = new NoticedCache<{ owner: string }>({
    notices,
    maxEntries,
    maxAgeMs,
    concerns: (notice) => notice.startsWith('owner:'),
    staleOn: (notice, _key, value) => notice === `owner:${value.owner}`,
  });
  return { ...fake, notices, cache, trouble };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a noticed cache', () => {
  it('answers what was stored until a notice about it arrives', async () => {
    const { cache, send } = await setUp();
    cache.set('a', { owner: 'x' }, cache.generation());
    cache.set('b', { owner: 'y' }, cache.generation());
    expect(cache.get('a')).toEqual({ owner: 'x' });

    send('owner:x');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual({ owner: 'y' });

    send('something-else');
    expect(cache.get('b')).toEqual({ owner: 'y' });
    send(ANYTHING_CHANGED);
    expect(cache.get('b')).toBeUndefined();
  });

  it('never stores a value read before a notice that concerns it', async () => {
    const { cache, send } = await setUp();
    const before = cache.generation();
    send('owner:x');
    cache.set('a', { owner: 'x' }, before);
    expect(cache.get('a')).toBeUndefined();

    // A notice about something else does not void the read.
    const again = cache.generation();
    send('unrelated');
    cache.set('a', { owner: 'x' }, again);
    expect(cache.get('a')).toEqual({ owner: 'x' });
  });

  it('a change made here is announced at once, before the database tells', async () => {
    const { cache, notices } = await setUp();
    cache.set('a', { owner: 'x' }, cache.generation());
    notices.announce('owner:x');
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops just the entry a notice names, when it names one', async () => {
    const fake = fakeDatabase();
    const notices = await ChangeNotices.listen(fake.database, () => {});
    const cache = new NoticedCache<string>({
      notices,
      maxEntries: 10,
      maxAgeMs: 60_000,
      concerns: (notice) => notice.startsWith('item:') || notice === 'everything',
      staleKey: (notice) => (notice.startsWith('item:') ? notice.slice('item:'.length) : undefined),
    });
    cache.set('a', 'A', cache.generation());
    cache.set('b', 'B', cache.generation());
    fake.send('item:a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
    // A notice that concerns the cache but names no entry clears it (there is no staleOn to ask).
    fake.send('everything');
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { cache } = await setUp(2);
    cache.set('a', { owner: 'a' }, cache.generation());
    cache.set('b', { owner: 'b' }, cache.generation());
    expect(cache.get('a')).toBeDefined();
    cache.set('c', { owner: 'c' }, cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('keeps an entry that is read often however many others come and go', async () => {
    const { cache } = await setUp(8);
    cache.set('often', { owner: 'often' }, cache.generation());
    for (let i = 0; i < 100; i++) {
      cache.set(`once-${i}`, { owner: 'once' }, cache.generation());
      expect(cache.get('often'), `after ${i + 1} others`).toBeDefined();
    }
    expect(cache.size).toBe(8);
    expect(cache.get('once-0')).toBeUndefined();
  });

  it('lets an entry answer for maxAgeMs at most', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cache } = await setUp(10, 1000);
    cache.set('a', { owner: 'a' }, cache.generation());
    vi.setSystemTime(Date.now() + 999);
    expect(cache.get('a')).toBeDefined();
    vi.setSystemTime(Date.now() + 2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('neither answers nor fills while notices could be missed, and starts empty when they are back', async () => {
    const { cache, notices, drop, trouble } = await setUp();
    cache.set('a', { owner: 'a' }, cache.generation());

    drop(1);
    expect(notices.live).toBe(false);
    expect(trouble).toHaveLength(1);
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', { owner: 'b' }, cache.generation());
    expect(cache.get('b')).toBeUndefined();

    // The first reconnection fails, the next one (after a longer wait) succeeds.
    await vi.waitFor(() => expect(notices.live).toBe(true), { timeout: 3000, interval: 20 });
    expect(trouble.length).toBeGreaterThanOrEqual(2);
    expect(cache.get('a')).toBeUndefined();
    cache.set('c', { owner: 'c' }, cache.generation());
    expect(cache.get('c')).toEqual({ owner: 'c' });
    await notices.close();
  });

  it('stops for good when closed', async () => {
    const { cache, notices, drop } = await setUp();
    await notices.close();
    drop();
    cache.set('a', { owner: 'a' }, cache.generation());
    expect(cache.get('a')).toBeUndefined();
    expect(notices.live).toBe(false);
  });
});
