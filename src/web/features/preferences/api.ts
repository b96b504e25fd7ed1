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

/**
 * The email's one-click link (no session needed): `unsubscribe` turns the token's emails
 * (anniversary reminders or guestbook) off for the account it names, `resubscribe` undoes it. A
 * signed-in copy of the preferences is read again.
 */
export function useEmailSubscription() {
  const qc = useQueryClient();
  const onSuccess = () => void qc.invalidateQueries({ queryKey: preferenceKeys.mine });
  return {
    unsubscribe: useMutation({
      mutationFn: (token: string) => api.post<UnsubscribeResult>('/api/email/unsubscribe', { token }),
      onSuccess,
    }),
    resubscribe: useMutation({
      mutationFn: (token: string) => api.post<UnsubscribeResult>('/api/email/resubscribe', { token }),
      onSuccess,
    }),
  };
}
