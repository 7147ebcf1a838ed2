import { describe, expect, it } from 'vitest';
import { consoleRoutePatterns } from './console-route-patterns';
import { pagePath } from './page-path';
import { routePatterns } from './route-patterns';

describe('pagePath', () => {
  it('gives a page without parts as its pattern says', () => {
    expect(pagePath(routePatterns.user.myItems)).toBe('/user/my-items');
    expect(pagePath(consoleRoutePatterns.notifications)).toBe('/admin/notifications');
  });

  it('fills each part in, encoded, so an odd value stays one part of one path', () => {
    expect(pagePath(routePatterns.user.item, { reportId: 'FND000123' })).toBe('/user/items/FND000123');
    expect(pagePath(consoleRoutePatterns.item, { reportId: 'a/b c?' })).toBe('/admin/items/a%2Fb%20c%3F');
    expect(pagePath(consoleRoutePatterns.pass, { claimId: '7e1d' })).toBe('/admin/pass/7e1d');
  });

  it('writes the query after the path, leaving out what is undefined', () => {
    expect(pagePath(routePatterns.user.myItems, { claim: 'c-1' })).toBe('/user/my-items?claim=c-1');
    expect(pagePath(consoleRoutePatterns.pickups, { date: '2026-12-06', desk: undefined })).toBe(
      '/admin/pickups?date=2026-12-06',
    );
    expect(pagePath(consoleRoutePatterns.item, { reportId: 'FND1' }, { q: 'a&b' })).toBe(
      '/admin/items/FND1?q=a%26b',
    );
  });
});
