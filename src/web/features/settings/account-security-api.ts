/** The account's security calls (decision 028): email confirmation and signed-in devices. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSessionsResponse,
  ChangePasswordInput,
  EmailVerificationResponse,
  SignOutOthersResponse,
} from '@shared/schemas/account-security';
import type { OkResponse } from '@shared/schemas/common';
import { api } from '@web/lib/api';

export const EMAIL_VERIFICATION_KEY = ['account', 'email-verification'] as const;
export const SESSIONS_KEY = ['account', 'sessions'] as const;

export function useEmailVerification() {
  return useQuery({
    queryKey: EMAIL_VERIFICATION_KEY,
    queryFn: () => api.get<EmailVerificationResponse>('/api/account/email-verification'),
    staleTime: 60_000,
  });
}

export function useResendVerification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<EmailVerificationResponse>('/api/account/email-verification'),
    onSuccess: (data) => qc.setQueryData(EMAIL_VERIFICATION_KEY, data),
  });
}

export function useAccountSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => api.get<AccountSessionsResponse>('/api/account/sessions'),
  });
}

export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<OkResponse>(`/api/account/sessions/${encodeURIComponent(id)}`),
    onSettled: () => qc.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useEndOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SignOutOthersResponse>('/api/account/sessions/sign-out-others'),
    onSettled: () => qc.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<OkResponse>('/api/account/password', input),
    // The other devices were signed out.
    onSuccess: () => qc.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
