/** AI companion API calls and TanStack Query hooks (conversations, usage, the companion reply). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AiUsage,
  CompanionRequest,
  CompanionResponse,
  ConversationDetail,
  ConversationSummary,
  MemorialPhotoContext,
} from '@shared/schemas/companion';
import { api } from '@web/lib/api';

export const companionKeys = {
  all: ['conversations'] as const,
  list: ['conversations', 'list'] as const,
  one: (id: string) => ['conversations', 'one', id] as const,
  usage: ['ai', 'usage'] as const,
};

/** Past conversations, newest activity first (only those with at least one message). */
export function useConversations() {
  return useQuery({
    queryKey: companionKeys.list,
    queryFn: async () => (await api.get<{ conversations: ConversationSummary[] }>('/api/conversations')).conversations,
  });
}

/** One conversation with its messages, oldest first. Disabled without an id. */
export function useConversation(id: string | null) {
  return useQuery({
    queryKey: companionKeys.one(id ?? ''),
    queryFn: () => api.get<ConversationDetail>(`/api/conversations/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
  });
}

/** This month's AI messages (limit null: unlimited). */
export function useAiUsage() {
  return useQuery({
    queryKey: companionKeys.usage,
    queryFn: () => api.get<AiUsage>('/api/ai/usage'),
    staleTime: 30_000,
  });
}

export function createConversation(memorialContext?: MemorialPhotoContext | null) {
  return api.post<ConversationSummary>('/api/conversations', memorialContext ? { memorialContext } : {});
}

export function askCompanion(body: CompanionRequest) {
  return api.post<CompanionResponse>('/api/functions/ai-companion', body);
}

export function useRenameConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      api.patch<ConversationSummary>(`/api/conversations/${encodeURIComponent(id)}`, { title }),
    onSuccess: (updated) => {
      qc.setQueryData<ConversationSummary[]>(companionKeys.list, (old) =>
        old?.map((c) => (c.id === updated.id ? { ...c, ...updated } : c)),
      );
      qc.setQueryData<ConversationDetail>(companionKeys.one(updated.id), (old) => (old ? { ...old, title: updated.title } : old));
      return qc.invalidateQueries({ queryKey: companionKeys.list });
    },
  });
}

export function useDeleteConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/conversations/${encodeURIComponent(id)}`),
    onSuccess: (_data, id) => {
      qc.setQueryData<ConversationSummary[]>(companionKeys.list, (old) => old?.filter((c) => c.id !== id));
      qc.removeQueries({ queryKey: companionKeys.one(id) });
      return qc.invalidateQueries({ queryKey: companionKeys.list });
    },
  });
}
