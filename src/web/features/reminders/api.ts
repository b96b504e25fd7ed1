/** A memorial's anniversary reminder choices (owner only, decision 011) and its calendar file. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemorialReminders, RemindersUpdateInput } from '@shared/schemas/reminders';
import { api } from '@web/lib/api';
import { browserTimeZone } from '@web/lib/dates';

export const reminderKeys = {
  one: (memorialId: string) => ['reminders', memorialId] as const,
};

const path = (memorialId: string) => `/api/reminders/${encodeURIComponent(memorialId)}`;

export function useReminders(memorialId: string, enabled = true) {
  return useQuery({
    queryKey: reminderKeys.one(memorialId),
    queryFn: () => api.get<MemorialReminders>(path(memorialId)),
    enabled,
  });
}

export function useUpdateReminders(memorialId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<RemindersUpdateInput, 'timeZone'>) =>
      api.patch<MemorialReminders>(path(memorialId), { ...input, timeZone: browserTimeZone() }),
    onSuccess: (reminders) => qc.setQueryData(reminderKeys.one(memorialId), reminders),
    onError: () => void qc.invalidateQueries({ queryKey: reminderKeys.one(memorialId) }),
  });
}

/**
 * Turns the account's anniversary emails on with `turnOn` (the preferences feature's call, passed
 * in by the route), then shows them on in this memorial's card.
 */
export function useTurnOnAnniversaryEmails(memorialId: string, turnOn: () => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: turnOn,
    onSuccess: () =>
      qc.setQueryData<MemorialReminders>(reminderKeys.one(memorialId), (r) =>
        r ? { ...r, emailAnniversaryReminders: true } : r,
      ),
  });
}

/** The .ics file with the memorial's yearly dates (a plain download link). */
export const calendarUrl = (memorialId: string) => `${path(memorialId)}/calendar.ics`;
