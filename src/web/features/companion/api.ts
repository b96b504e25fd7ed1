/**
 * AI companion API calls and TanStack Query hooks: conversations, usage, and the stored reply of
 * /companion. Each write is a mutation hook that keeps the cache right itself.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AiUsage,
  CompanionRequest,
  CompanionResponse,
  ConversationDetail,
  ConversationSummary,
  MemorialPhotoContext,
} from '@shared/schemas/companion';
import { helplinesFor } from '@shared/safety';
import { api } from '@web/lib/api';
import { hasCode } from '@web/lib/errors';

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

/** Reads the allowance again: the server counts it (check-ins and crisis replies are not in it). */
export function useRefreshAiUsage() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: companionKeys.usage });
}

/** A new, empty conversation (about a memorial, or not), ready in the cache under its id. */
export function useCreateConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (memorialContext: MemorialPhotoContext | null) =>
      api.post<ConversationSummary>('/api/conversations', memorialContext ? { memorialContext } : {}),
    onSuccess: (created, memorialContext) =>
      qc.setQueryData<ConversationDetail>(companionKeys.one(created.id), {
        ...created,
        memorialContext: created.memorialContext ?? memorialContext,
        messages: [],
        helplines: null,
      }),
  });
}

/**
 * The companion's stored reply (spec section 7, ai-companion). The turn goes into the
 * conversation's cached copy at once (with the stage and, on a crisis, the help lines); then the
 * stored copy, the list and the allowance are read again.
 */
export function useAskCompanion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
    }: {
      body: CompanionRequest & { conversationId: string };
      sentAt: number;
      lineIds: { user: string; reply: string };
    }) => api.post<CompanionResponse>('/api/functions/ai-companion', body),
    onSuccess: (res, { body, sentAt, lineIds }) => {
      const id = body.conversationId;
      const content = body.messages[body.messages.length - 1]?.content ?? '';
      const now = new Date().toISOString();
      const crisis = res.safety?.risk === 'crisis';
      qc.setQueryData<ConversationDetail>(companionKeys.one(id), (old) =>
        old
          ? {
              ...old,
              currentGriefStage: res.grief_stage ?? old.currentGriefStage,
              helplines: crisis
                ? res.safety.helplines?.length
                  ? res.safety.helplines
                  : helplinesFor(null)
                : old.helplines,
              updatedAt: now,
              messages: [
                ...old.messages,
                {
                  id: lineIds.user,
                  role: 'user',
                  content,
                  mood: body.mood ?? null,
                  riskLevel: res.safety?.risk ?? 'none',
                  createdAt: new Date(sentAt).toISOString(),
                },
                {
                  id: lineIds.reply,
                  role: 'assistant',
                  content: res.choices[0]?.message.content ?? '',
                  mood: null,
                  riskLevel: 'none',
                  createdAt: now,
                },
              ],
            }
          : old,
      );
      // The stored copy (real ids, the title the server gave it) and the new place in the list.
      void qc.invalidateQueries({ queryKey: companionKeys.one(id) });
      void qc.invalidateQueries({ queryKey: companionKeys.list });
      void qc.invalidateQueries({ queryKey: companionKeys.usage });
    },
    onError: (err) => {
      if (hasCode(err, 'AI_QUOTA_REACHED')) void qc.invalidateQueries({ queryKey: companionKeys.usage });
    },
  });
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
      qc.setQueryData<ConversationDetail>(companionKeys.one(updated.id), (old) =>
        old ? { ...old, title: updated.title } : old,
      );
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
