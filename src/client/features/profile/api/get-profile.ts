import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '../../../../shared/schemas/user-profile';
import { api } from '../../../lib/api-client';

export const profileQueryKey = ['profile'] as const;

export const getProfile = () => api<UserProfile>('/user/profile');

/** Spec §7: the profile query does not retry. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: [...profileQueryKey, 'mine'] as const,
    queryFn: getProfile,
    retry: false,
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
