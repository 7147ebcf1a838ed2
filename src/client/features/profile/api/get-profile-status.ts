import { queryOptions } from '@tanstack/react-query';
import type { ProfileStatus } from '#shared/schemas/profile';
import { api } from '#client/lib/api-client';
import { profileKeys } from '#client/lib/profile-keys';

export const getProfileStatus = () => api<ProfileStatus>('/user/profile-status', { handleAuthErrors: false });

/** Read once right after sign-in; never served from an old answer. */
export const profileStatusQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.status(),
    queryFn: getProfileStatus,
    staleTime: 0,
    retry: false,
  });
