import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { LeaderboardEntry } from '#shared/schemas/admin';
import { apiRequest, type ApiResponse } from '#client/lib/api-client';
import { dashboardKeys } from '#client/lib/console-query-keys';

const PAGE_SIZE = 10;

/** GET /api/admin/dashboard/leaderboard: people ranked by found reports submitted. */
export const getLeaderboard = (page: string) => apiRequest<LeaderboardEntry[]>(page);

export const leaderboardQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: dashboardKeys.leaderboard(),
    queryFn: ({ pageParam }) => getLeaderboard(pageParam),
    initialPageParam: `/admin/dashboard/leaderboard?limit=${PAGE_SIZE}`,
    getNextPageParam: (last: ApiResponse<LeaderboardEntry[]>) => last.next ?? undefined,
  });

export type RankedLeaderboardEntry = LeaderboardEntry & { rank: number };

/** The server answers in rank order, so a row's rank is its place across every loaded page. */
function withRanks(
  data: InfiniteData<ApiResponse<LeaderboardEntry[]>, unknown>,
): InfiniteData<ApiResponse<RankedLeaderboardEntry[]>, unknown> {
  let rank = 0;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((entry) => ({ ...entry, rank: (rank += 1) })),
    })),
  };
}

export const useLeaderboard = () => useInfiniteQuery({ ...leaderboardQueryOptions(), select: withRanks });
