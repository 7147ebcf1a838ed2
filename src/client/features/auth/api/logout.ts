import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast';
import type { MessageKey } from '#shared/i18n/message-key';
import { t } from '#client/lib/i18n';
import { paths } from '#client/lib/paths';
import { api, ApiError } from '#client/lib/api-client';
import { forgetSession } from '#client/lib/forget-session';

const logoutMutationKey = ['auth', 'logout'] as const;

export const logout = () => api<void>('/auth/logout', { method: 'POST', handleAuthErrors: false });

/**
 * Ends the session: 'Logged out successfully', then `/`. The member header says
 * 'Failed to logout' on failure and every other place 'Failed to log out' (spec §8),
 * so the caller picks the failure text.
 */
export function useLogout(failureMessage: MessageKey = 'common.logoutFailed') {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: async () => {
      try {
        await logout();
      } catch (error) {
        // A session that already ended is the outcome we wanted.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: async () => {
      toast.success(t('common.loggedOut'));
      // Forget the session before leaving: while any logout is pending (this one is
      // until this returns) the layouts' guards show a spinner, not a trip to sign-in,
      // and `/` then sends the signed-out visitor to sign in. Leaving first let `/` see
      // the member still signed in and send them back to search whenever the page was
      // redrawn before the session was forgotten.
      forgetSession(queryClient);
      await navigate(paths.home, { replace: true });
    },
    onError: () => {
      toast.error(t(failureMessage));
    },
  });
}

/** Whether a logout started anywhere on the page is still under way. */
export function useLoggingOut(): boolean {
  return useIsMutating({ mutationKey: logoutMutationKey }) > 0;
}
