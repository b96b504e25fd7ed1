/** The admin console's calls (contract: src/shared/schemas/admin.ts) and the email queue's. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminEmailJobList, PeopleListResponse, PersonResponse } from '@shared/schemas/admin';
import type { Tier } from '@shared/tiers';
import { api } from '@web/lib/api';
import { SESSION_KEY } from '@web/lib/session';

export const adminKeys = {
  people: (q: string, page: number) => ['admin', 'people', q, page] as const,
  allPeople: ['admin', 'people'] as const,
  failedEmails: ['admin', 'email-jobs', 'failed'] as const,
};

export function usePeople(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.people(q, page),
    queryFn: () =>
      api.get<PeopleListResponse>(`/api/admin/people?${new URLSearchParams({ q, page: String(page) }).toString()}`),
    placeholderData: keepPreviousData,
  });
}

export type PersonChange =
  | { id: string; kind: 'plan'; plan: Tier }
  | { id: string; kind: 'trial' }
  | { id: string; kind: 'admin'; admin: boolean };

export function useChangePerson() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (change: PersonChange) => {
      const path = `/api/admin/people/${change.id}`;
      if (change.kind === 'plan') return (await api.put<PersonResponse>(`${path}/plan`, { plan: change.plan })).person;
      if (change.kind === 'trial') return (await api.post<PersonResponse>(`${path}/trial`)).person;
      return (await api.put<PersonResponse>(`${path}/admin`, { admin: change.admin })).person;
    },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: adminKeys.allPeople });
      // The admin may have changed their own plan or role.
      await qc.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

export function useFailedEmails() {
  return useQuery({
    queryKey: adminKeys.failedEmails,
    queryFn: () => api.get<AdminEmailJobList>('/api/admin/email-jobs?status=failed'),
  });
}

export function useRetryEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<unknown>(`/api/admin/email-jobs/${id}/retry`),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.failedEmails }),
  });
}
