/**
 * The account's preferences (spec sections 3, 4 and 8: the row is created with the defaults the
 * first time it is read) and the one-click email links (unsubscribe, and undo).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreferencesUpdateInput, UserPreferences } from '@shared/schemas/preferences';
import type { UnsubscribeResult } from '@shared/schemas/reminders';
import { api } from '@web/lib/api';

export const preferenceKeys = {
  mine: ['preferences'] as const,
};

export function usePreferences(enabled = true) {
  return useQuery({
    queryKey: preferenceKeys.mine,
    queryFn: async () => (await api.get<{ preferences: UserPreferences }>('/api/preferences')).preferences,
    enabled,
    staleTime: 60_000,
  });
}

export function useUpdatePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: PreferencesUpdateInput) =>
      (await api.patch<{ preferences: UserPreferences }>('/api/preferences', input)).preferences,
    onSuccess: (preferences) => {
      qc.setQueryData(preferenceKeys.mine, preferences);
    },
  });
}

/** Turns the token's emails (anniversary reminders or guestbook) off for the account it names. */
export function unsubscribe(token: string) {
  return api.post<UnsubscribeResult>('/api/email/unsubscribe', { token });
}

/** Undoes `unsubscribe` with the same token. */
export function resubscribe(token: string) {
  return api.post<UnsubscribeResult>('/api/email/resubscribe', { token });
}
