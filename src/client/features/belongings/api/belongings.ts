import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Belonging,
  BelongingInput,
  FinderConversation,
  FinderMessageInput,
  FinderReply,
  FinderReplyInput,
  ReceivedFinderMessage,
  SentFinderMessage,
  Sticker,
} from '#shared/schemas/belonging';
import { api } from '#client/lib/api-client';
import { belongingKeys } from '#client/lib/belonging-keys';

/** The signed-in member's belongings, newest first (GET /api/belongings). */
export function useBelongings() {
  return useQuery({
    queryKey: belongingKeys.mine(),
    queryFn: ({ signal }) => api<Belonging[]>('/belongings', { signal }),
  });
}

/** What finders wrote to the member (GET /api/belongings/finder-messages). */
export function useFinderMessages() {
  return useQuery({
    queryKey: belongingKeys.finderMessages(),
    queryFn: ({ signal }) => api<ReceivedFinderMessage[]>('/belongings/finder-messages', { signal }),
  });
}

/** Registers a belonging, or changes one when given its id. */
export function useSaveBelonging() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: BelongingInput }) =>
      id
        ? api<Belonging>(`/belongings/${id}`, { method: 'PUT', body: input })
        : api<Belonging>('/belongings', { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: belongingKeys.all }),
  });
}

export function useRemoveBelonging() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/belongings/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: belongingKeys.all }),
  });
}

/** A new sticker code: stickers printed with the old one stop working. */
export function useReplaceStickerCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Belonging>(`/belongings/${id}/sticker-code`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: belongingKeys.all }),
  });
}

/** Whether a scanned sticker is in use (GET /api/stickers/:code); no retry on a sticker not in use. */
export function useSticker(code: string) {
  return useQuery({
    queryKey: belongingKeys.sticker(code),
    queryFn: ({ signal }) => api<Sticker>(`/stickers/${encodeURIComponent(code)}`, { signal }),
    retry: false,
  });
}

/** Sends the owner a finder's message; the answer holds the key of the finder's private link. */
export function useSendFinderMessage(code: string) {
  return useMutation({
    mutationFn: (input: FinderMessageInput) =>
      api<SentFinderMessage>(`/stickers/${encodeURIComponent(code)}/messages`, {
        method: 'POST',
        body: input,
      }),
  });
}

/** The owner answers a finder's message (decision 0067). */
export function useReplyToFinder(messageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FinderReplyInput) =>
      api<FinderReply[]>(`/belongings/finder-messages/${messageId}/replies`, { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: belongingKeys.finderMessages() }),
  });
}

/** A finder's conversation, read through their private link; no retry on a link that opens nothing. */
export function useFinderConversation(key: string) {
  return useQuery({
    queryKey: belongingKeys.conversation(key),
    queryFn: ({ signal }) =>
      api<FinderConversation>(`/finder-conversations/${encodeURIComponent(key)}`, { signal }),
    retry: false,
  });
}

/** The finder writes to the owner again through their private link. */
export function useWriteAgain(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FinderReplyInput) =>
      api<FinderConversation>(`/finder-conversations/${encodeURIComponent(key)}/messages`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (conversation) => queryClient.setQueryData(belongingKeys.conversation(key), conversation),
  });
}
