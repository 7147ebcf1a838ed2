import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN_SLOWDOWN, slowdownMs } from './login-throttle';

describe('the sign-in slowdown', () => {
  it('leaves the first attempts of a window alone, then waits longer each time, up to a cap', () => {
    const { limit, stepMs, maxMs } = ADMIN_LOGIN_SLOWDOWN;
    expect(slowdownMs(1)).toBe(0);
    expect(slowdownMs(limit)).toBe(0);
    expect(slowdownMs(limit + 1)).toBe(stepMs);
    expect(slowdownMs(limit + 2)).toBe(2 * stepMs);
    expect(slowdownMs(limit + 1000)).toBe(maxMs);
  });
});
