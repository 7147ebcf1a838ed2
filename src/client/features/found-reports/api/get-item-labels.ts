import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemLabel } from '#shared/schemas/storage';
import { api, withQuery } from '#client/lib/api-client';
import { consoleItemKeys } from '#client/lib/console-query-keys';

/** GET /api/found-reports/labels?items=…: what each chosen item's shelf label shows (admin). */
export const getItemLabels = (reportIds: string[]) =>
  api<ItemLabel[]>(withQuery('/found-reports/labels', { items: reportIds.join(',') }));

export const itemLabelsQueryOptions = (reportIds: string[]) =>
  queryOptions({
    queryKey: consoleItemKeys.labels(reportIds),
    queryFn: () => getItemLabels(reportIds),
  });

export const useItemLabels = (reportIds: string[]) =>
  useQuery({ ...itemLabelsQueryOptions(reportIds), enabled: reportIds.length > 0 });
