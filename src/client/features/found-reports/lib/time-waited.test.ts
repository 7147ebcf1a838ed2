import { describe, expect, it } from 'vitest';
import { timeWaited } from './time-waited';

const since = '2026-04-13T09:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('timeWaited', () => {
  it('counts the largest whole unit, rounded down', () => {
    expect(timeWaited(since, at('2026-04-13T09:00:59.999Z'))).toEqual({ unit: 'now' });
    expect(timeWaited(since, at('2026-04-13T09:01:00.000Z'))).toEqual({ unit: 'minutes', count: 1 });
    expect(timeWaited(since, at('2026-04-13T09:59:59.000Z'))).toEqual({ unit: 'minutes', count: 59 });
    expect(timeWaited(since, at('2026-04-13T10:00:00.000Z'))).toEqual({ unit: 'hours', count: 1 });
    expect(timeWaited(since, at('2026-04-14T08:59:00.000Z'))).toEqual({ unit: 'hours', count: 23 });
    expect(timeWaited(since, at('2026-04-16T10:00:00.000Z'))).toEqual({ unit: 'days', count: 3 });
  });

  it('reads a message stamped after the reader’s clock, or an unreadable time, as just now', () => {
    expect(timeWaited(since, at('2026-04-13T08:59:00.000Z'))).toEqual({ unit: 'now' });
    expect(timeWaited('not a time', at('2026-04-13T10:00:00.000Z'))).toEqual({ unit: 'now' });
  });
});
