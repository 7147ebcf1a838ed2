import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile, type ProfilePayload } from '#shared/schemas/profile';
import { api } from '#client/lib/api-client';
import { profileKeys } from '#client/lib/profile-keys';
import { profileQueryOptions } from './get-profile';

export { profileSchema };
export type { ProfilePayload };

/** POST /api/user/profile: creates or replaces the member's profile. */
export const updateProfile = (payload: ProfilePayload) =>
  api<Profile>('/user/profile', { method: 'POST', body: payload });

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
