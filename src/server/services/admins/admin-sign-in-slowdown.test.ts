import { describe, expect, it } from 'vitest';
import { slowdownMs, SLOWDOWN_MAX_MS, SLOWDOWN_STEP_MS } from './admin-sign-in';

describe('the sign-in slowdown', () => {
  it('leaves the first attempts of a window alone, then waits longer each time, up to a cap', () => {
    expect(slowdownMs(1, 10)).toBe(0);
    expect(slowdownMs(10, 10)).toBe(0);
    expect(slowdownMs(11, 10)).toBe(SLOWDOWN_STEP_MS);
    expect(slowdownMs(12, 10)).toBe(2 * SLOWDOWN_STEP_MS);
    expect(slowdownMs(1010, 10)).toBe(SLOWDOWN_MAX_MS);
  });
});
