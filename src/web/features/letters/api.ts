/**
 * Legacy letter API calls and TanStack Query hooks: the author's letters (newest first), create,
 * edit, cancel a delivery, delete, the AI draft, and the recipient's public reading of a delivered
 * letter. Every create and edit sends the browser's time zone, so a letter goes out in the morning
 * of its date where the author lives.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveredLetter, LegacyLetter, LetterCreateInput, LetterUpdateInput } from '@shared/schemas/letters';
import { api } from '@web/lib/api';
import { browserTimeZone } from '@web/lib/dates';
import { isRefusal } from '@web/lib/errors';

export const letterKeys = {
  all: ['letters'] as const,
  list: ['letters', 'list'] as const,
  delivered: (token: string) => ['delivered-letter', token] as const,
};

export function useLetters(enabled = true) {
  return useQuery({
    queryKey: letterKeys.list,
    queryFn: async () => (await api.get<{ letters: LegacyLetter[] }>('/api/letters')).letters,
    enabled,
    // A refusal (free tier) or a missing letter is an answer, not a hiccup worth repeating.
    retry: (count, err) => !isRefusal(err) && count < 2,
  });
}

function replaceIn(list: LegacyLetter[] | undefined, letter: LegacyLetter): LegacyLetter[] | undefined {
  return list?.map((l) => (l.id === letter.id ? letter : l));
}

export function useCreateLetter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: LetterCreateInput) =>
      (await api.post<{ letter: LegacyLetter }>('/api/letters', { ...input, timeZone: browserTimeZone() })).letter,
    onSuccess: async (letter) => {
      qc.setQueryData<LegacyLetter[]>(letterKeys.list, (old) =>
        old ? [letter, ...old.filter((l) => l.id !== letter.id)] : [letter],
      );
      await qc.invalidateQueries({ queryKey: letterKeys.list });
    },
  });
}

export function useUpdateLetter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: LetterUpdateInput & { id: string }) =>
      (
        await api.patch<{ letter: LegacyLetter }>(`/api/letters/${encodeURIComponent(id)}`, {
          ...input,
          timeZone: browserTimeZone(),
        })
      ).letter,
    onSuccess: async (letter) => {
      qc.setQueryData<LegacyLetter[]>(letterKeys.list, (old) => replaceIn(old, letter));
      await qc.invalidateQueries({ queryKey: letterKeys.list });
    },
    // A refusal (delivered meanwhile, 409) means our copy is out of date.
    onError: () => void qc.invalidateQueries({ queryKey: letterKeys.list }),
  });
}

export function useCancelLetter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<{ letter: LegacyLetter }>(`/api/letters/${encodeURIComponent(id)}/cancel`)).letter,
    onSuccess: async (letter) => {
      qc.setQueryData<LegacyLetter[]>(letterKeys.list, (old) => replaceIn(old, letter));
      await qc.invalidateQueries({ queryKey: letterKeys.list });
    },
    onError: () => void qc.invalidateQueries({ queryKey: letterKeys.list }),
  });
}

export function useDeleteLetter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/letters/${encodeURIComponent(id)}`),
    onSuccess: async (_data, id) => {
      qc.setQueryData<LegacyLetter[]>(letterKeys.list, (old) => old?.filter((l) => l.id !== id));
      await qc.invalidateQueries({ queryKey: letterKeys.list });
    },
  });
}

/** The AI draft for a memorial and a recipient (spec section 7, generate-legacy-letter); nothing cached changes. */
export function useGenerateLetter() {
  return useMutation({
    mutationFn: async ({ memorialId, recipientName }: { memorialId: string; recipientName: string }) =>
      (
        await api.post<{ letter: string }>('/api/functions/generate-legacy-letter', {
          memorial_id: memorialId,
          recipient_name: recipientName,
        })
      ).letter,
  });
}

/** What the recipient reads, by the private token from their email (no session needed). */
export function useDeliveredLetter(token: string) {
  return useQuery({
    queryKey: letterKeys.delivered(token),
    queryFn: async () =>
      (await api.get<{ letter: DeliveredLetter }>(`/api/delivered-letters/${encodeURIComponent(token)}`)).letter,
    enabled: token.length > 0,
    retry: (count, err) => !isRefusal(err) && count < 2,
    staleTime: Infinity,
  });
}
