import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClaimConversation,
  ClaimMessage,
  ClaimMessageInput,
  ClaimMessageTemplate,
} from '#shared/schemas/claim-conversation';
import { api } from '#client/lib/api-client';
import { claimConversationKeys, foundReportKeys, myItemsKeys } from '#client/lib/query-keys';

const path = (claimId: string) => `/claims/${encodeURIComponent(claimId)}`;

/** GET /api/claims/{claimId}/messages: the claimant's own thread, or any for staff. */
export const useClaimConversation = (claimId: string, enabled = true) =>
  useQuery({
    queryKey: claimConversationKeys.thread(claimId),
    queryFn: () => api<ClaimConversation>(`${path(claimId)}/messages`),
    enabled,
  });

/** GET /api/claims/{claimId}/message-templates (staff): in the claimant's language. */
export const useClaimMessageTemplates = (claimId: string, enabled = true) =>
  useQuery({
    queryKey: claimConversationKeys.templates(claimId),
    queryFn: () => api<ClaimMessageTemplate[]>(`${path(claimId)}/message-templates`),
    enabled,
    staleTime: Infinity,
  });

/** POST /api/claims/{claimId}/messages: 409 once the claim is no longer open. */
export function useSendClaimMessage(claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ClaimMessageInput) =>
      api<ClaimMessage>(`${path(claimId)}/messages`, { method: 'POST', body: message }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: claimConversationKeys.thread(claimId) }),
        // The item's history has the message now; the office's answer takes the thread out of the inbox.
        queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
        queryClient.invalidateQueries({ queryKey: claimConversationKeys.unanswered() }),
      ]),
  });
}

/** PATCH /api/claims/{claimId}/messages/read: the caller's side has read the thread. */
export function useMarkConversationRead(claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ success: boolean }>(`${path(claimId)}/messages/read`, { method: 'PATCH', body: {} }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: claimConversationKeys.thread(claimId) }),
        queryClient.invalidateQueries({ queryKey: myItemsKeys.claims() }),
        queryClient.invalidateQueries({ queryKey: claimConversationKeys.unanswered() }),
      ]),
  });
}
