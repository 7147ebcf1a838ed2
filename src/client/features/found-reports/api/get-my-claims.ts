import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyClaimEntry } from '#shared/schemas/claim';
import { api } from '#client/lib/api-client';
import { myItemsKeys } from '#client/lib/query-keys';

/** GET /api/claims/mine: the member's own claims, newest first. */
export const getMyClaims = () => api<MyClaimEntry[]>('/claims/mine');

export const myClaimsQueryOptions = () =>
  queryOptions({ queryKey: myItemsKeys.claims(), queryFn: getMyClaims });

export const useMyClaims = () => useQuery(myClaimsQueryOptions());
