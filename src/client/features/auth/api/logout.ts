import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { MESSAGES } from '../../../../shared/constants/messages';
import { paths } from '../../../app/paths';
import { api, ApiError } from '../../../lib/api-client';
import { forgetSession } from './forget-session';

export const logout = () => api<void>('/auth/logout', { method: 'POST', handleAuthErrors: false });

/**
 * Ends the session: 'Logged out successfully', then `/`. The member header says
 * 'Failed to logout' on failure and every other place 'Failed to log out' (spec §8),
 * so the caller picks the failure text.
 */
export function useLogout(failureMessage: string = MESSAGES.logoutFailed) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch (error) {
        // A session that already ended is the outcome we wanted.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: async () => {
      toast.success(MESSAGES.loggedOut);
      // Leave the signed-in pages first: forgetting the session while they are
      // shown would make their guard send the person to sign in again.
      await navigate(paths.home, { replace: true });
      forgetSession(queryClient);
    },
    onError: () => {
      toast.error(failureMessage);
    },
  });
}
