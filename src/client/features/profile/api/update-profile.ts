import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  userProfileSchema,
  type UserProfile,
  type UserProfilePayload,
} from '../../../../shared/schemas/user-profile';
import { api } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';
import { profileQueryOptions } from './get-profile';

export { userProfileSchema };
export type { UserProfilePayload };

/** POST /api/user/profile: creates or replaces the member's profile. */
export const updateProfile = (payload: UserProfilePayload) =>
  api<UserProfile>('/user/profile', { method: 'POST', body: payload });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      if (profile) queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
