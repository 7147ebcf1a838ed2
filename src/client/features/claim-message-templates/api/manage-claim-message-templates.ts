import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClaimMessageTemplateInput,
  ManagedClaimMessageTemplate,
} from '#shared/schemas/claim-conversation';
import { api } from '#client/lib/api-client';
import { claimMessageTemplateKeys } from '#client/lib/console-query-keys';
import { claimConversationKeys } from '#client/lib/query-keys';

const PATH = '/claim-message-templates';

/** GET /api/claim-message-templates: every template in every language, in the composer's order. */
export function useManagedClaimMessageTemplates() {
  return useQuery({
    queryKey: claimMessageTemplateKeys.list(),
    queryFn: ({ signal }) => api<ManagedClaimMessageTemplate[]>(PATH, { signal }),
  });
}

/** After any change: this list, and every composer's offer (kept for the page's life otherwise). */
function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: claimMessageTemplateKeys.all }),
      queryClient.invalidateQueries({ queryKey: [...claimConversationKeys.all, 'templates'] }),
    ]);
}

/** POST /api/claim-message-templates, or PUT …/{id} for a template that exists. */
export function useSaveClaimMessageTemplate(templateId: string | null) {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (template: ClaimMessageTemplateInput) =>
      templateId
        ? api<ManagedClaimMessageTemplate>(`${PATH}/${templateId}`, { method: 'PUT', body: template })
        : api<ManagedClaimMessageTemplate>(PATH, { method: 'POST', body: template }),
    onSuccess: refresh,
  });
}

/** DELETE /api/claim-message-templates/{id}. */
export function useRemoveClaimMessageTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (templateId: string) =>
      api<{ success: boolean }>(`${PATH}/${templateId}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/**
 * PUT /api/claim-message-templates/order. The list moves at once; a refused order
 * (another admin changed the templates) brings back what the server holds.
 */
export function useReorderClaimMessageTemplates() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (ordered: ManagedClaimMessageTemplate[]) =>
      api<ManagedClaimMessageTemplate[]>(`${PATH}/order`, {
        method: 'PUT',
        body: { ids: ordered.map((template) => template._id) },
      }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: claimMessageTemplateKeys.list() });
      queryClient.setQueryData(claimMessageTemplateKeys.list(), ordered);
    },
    onSettled: refresh,
  });
}
