import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminKeys, consoleItemKeys, dashboardKeys } from './console-query-keys';
import { profileKeys } from './profile-keys';
import { foundReportKeys, sessionKeys } from './query-keys';

/** What is cached after a member searched, browsed and opened an item, and an admin looked at the dashboard. */
function filledCache() {
  const client = new QueryClient();
  const keys = [
    foundReportKeys.search('wallet', { from: '2026-01-01' }),
    foundReportKeys.storedForMembers({}),
    consoleItemKeys.details('abc'),
    dashboardKeys.stats(),
    dashboardKeys.leaderboard(),
    profileKeys.mine(),
    sessionKeys.current(),
    adminKeys.detail('Admin@DIU.edu.bd'),
  ];
  for (const key of keys) client.setQueryData(key, 'cached');
  return client;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('query keys', () => {
  it('a found-report change refreshes the search, the recovered items and the details, nothing else', async () => {
    const client = filledCache();
    await client.invalidateQueries({ queryKey: foundReportKeys.all, refetchType: 'none' });
    expect(stale(client)).toEqual([
      foundReportKeys.search('wallet', { from: '2026-01-01' }),
      foundReportKeys.storedForMembers({}),
      consoleItemKeys.details('abc'),
    ]);
  });

  it('a dashboard change refreshes every dashboard query', async () => {
    const client = filledCache();
    await client.invalidateQueries({ queryKey: dashboardKeys.all, refetchType: 'none' });
    expect(stale(client)).toEqual([dashboardKeys.stats(), dashboardKeys.leaderboard()]);
  });

  it('treats an unset and a missing filter as the same, and admin emails case-blind', () => {
    const unset = foundReportKeys.storedForMembers({
      from: undefined,
      category: undefined,
      place: undefined,
    });
    expect(hashKey(unset)).toBe(hashKey(foundReportKeys.storedForMembers({})));
    expect(hashKey(foundReportKeys.storedForMembers({ color: 'black' }))).not.toBe(hashKey(unset));
    expect(adminKeys.detail('Admin@DIU.edu.bd')).toEqual(adminKeys.detail('admin@diu.edu.bd'));
  });
});
