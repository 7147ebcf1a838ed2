import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategorySuggestion, FounderLookup, QuickIntakePayload } from '#shared/schemas/quick-intake';
import { api, withQuery } from '#client/lib/api-client';
import { dashboardKeys } from '#client/lib/console-query-keys';
import { foundReportKeys } from '#client/lib/query-keys';

export interface QuickIntakeCreated {
  success: true;
  reportId: string;
  _id: string;
  found_date: string;
  found_time: string;
}

/** POST /api/found-reports/quick-intake: an item handed in at the desk, stored at once. */
export function useQuickIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: QuickIntakePayload) =>
      api<QuickIntakeCreated>('/found-reports/quick-intake', { method: 'POST', body: payload }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}

/** GET /api/found-reports/quick-intake/founder: the member (or earlier founder) a university ID or email names. */
export const lookUpFounder = (key: string) =>
  api<FounderLookup>(withQuery('/found-reports/quick-intake/founder', { key }));

/** The category chip a name falls under, asked once the name has settled; the last answer stays while the next loads. */
export function useCategorySuggestion(name: string) {
  const trimmed = name.trim();
  return useQuery({
    queryKey: [...foundReportKeys.all, 'category', trimmed.toLowerCase()] as const,
    queryFn: ({ signal }) =>
      api<CategorySuggestion>(withQuery('/found-reports/quick-intake/category', { name: trimmed }), {
        signal,
      }),
    enabled: trimmed.length >= 2,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
