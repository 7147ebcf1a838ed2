import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailAlerts } from '#shared/schemas/notification';
import { api } from '#client/lib/api-client';
import { notificationKeys } from '#client/lib/query-keys';

export interface UnsubscribeLink {
  member: string;
  token: string;
}

const linkQuery = ({ member, token }: UnsubscribeLink) =>
  `member=${encodeURIComponent(member)}&token=${encodeURIComponent(token)}`;

/** GET /api/notifications/unsubscribe/check: whether the link still works, and the member's email alerts. */
export function useUnsubscribeLink(link: UnsubscribeLink) {
  return useQuery({
    queryKey: notificationKeys.unsubscribeLink(link.member, link.token),
    queryFn: ({ signal }) =>
      api<EmailAlerts>(`/notifications/unsubscribe/check?${linkQuery(link)}`, {
        signal,
        handleAuthErrors: false,
      }),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/notifications/unsubscribe: the link's member gets no more alert emails. */
export function useUnsubscribe(link: UnsubscribeLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<EmailAlerts>(`/notifications/unsubscribe?${linkQuery(link)}`, {
        method: 'POST',
        handleAuthErrors: false,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(notificationKeys.unsubscribeLink(link.member, link.token), data);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.emailAlerts() });
    },
  });
}
