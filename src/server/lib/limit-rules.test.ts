import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, parseLimits, waitFor } from './limit-rules';

describe('the LIMITS setting', () => {
  it('keeps the defaults for what it does not name', () => {
    expect(parseLimits(undefined)).toEqual({ rules: DEFAULT_LIMITS });
    expect(parseLimits('')).toEqual({ rules: DEFAULT_LIMITS });
  });

  it("sets a member's allowance and window, and an admin's allowance apart", () => {
    const parsed = parseLimits('found-reports=5/30m, found-reports:admin=50/30m,claims-per-item=1/2d');
    if (!('rules' in parsed)) throw new Error(parsed.problems.join());
    expect(parsed.rules['found-reports']).toMatchObject({ points: 5, adminPoints: 50, seconds: 1800 });
    expect(parsed.rules['claims-per-item']).toMatchObject({ points: 1, seconds: 2 * 86_400 });
    expect(parsed.rules['lost-reports']).toEqual(DEFAULT_LIMITS['lost-reports']);
  });

  it('names each entry it cannot read', () => {
    const parsed = parseLimits('found-reports=5,reports=1/1h,claims=0/1h,withdrawals=3/1w');
    expect('problems' in parsed && parsed.problems).toEqual([
      expect.stringContaining('"found-reports=5"'),
      expect.stringContaining('"reports=1/1h"'),
      expect.stringContaining('"claims=0/1h"'),
      expect.stringContaining('"withdrawals=3/1w"'),
    ]);
  });
});

describe('how long a refused caller is told to wait', () => {
  it('rounds up to minutes, hours or days', () => {
    expect(waitFor(5)).toEqual({ count: 1, unit: 'minute' });
    expect(waitFor(61)).toEqual({ count: 2, unit: 'minute' });
    expect(waitFor(3600)).toEqual({ count: 60, unit: 'minute' });
    expect(waitFor(2 * 3600 + 1)).toEqual({ count: 3, unit: 'hour' });
    expect(waitFor(3 * 86_400)).toEqual({ count: 3, unit: 'day' });
  });
});
