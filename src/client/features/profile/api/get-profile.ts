import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/profile';
import { api } from '#client/lib/api-client';
import { profileKeys } from '#client/lib/profile-keys';

export const getProfile = () => api<Profile>('/user/profile');

/** Spec §7: the profile query does not retry. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.mine(),
    queryFn: getProfile,
    retry: false,
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
