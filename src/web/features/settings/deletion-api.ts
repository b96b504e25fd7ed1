/** Leaving (decision 031): the deletion request, the "cancelled" notice, and memorial hand-over offers. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OkResponse } from '@shared/schemas/common';
import type {
  DeletionNoticeResponse,
  DeletionProof,
  DeletionRequestedResponse,
  TransferAcceptedResponse,
  TransferListResponse,
  TransferOffer,
  TransferOfferInput,
  TransferPreviewResponse,
} from '@shared/schemas/account-deletion';
import { api } from '@web/lib/api';

export const transferKeys = {
  mine: ['memorial-transfers'] as const,
  offer: (token: string) => ['memorial-transfer', token] as const,
};

export function useRequestDeletion(userId: string) {
  return useMutation({
    mutationFn: (proof: DeletionProof) => api.post<DeletionRequestedResponse>(`/api/users/${userId}/deletion`, proof),
  });
}

/** Whether a sign-in just cancelled this account's deletion (the server says so once). */
export function takeDeletionNotice(userId: string) {
  return api.post<DeletionNoticeResponse>(`/api/users/${userId}/deletion-notice`);
}

export function useMyTransfers() {
  return useQuery({
    queryKey: transferKeys.mine,
    queryFn: () => api.get<TransferListResponse>('/api/memorial-transfers'),
  });
}

export function useOfferTransfer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: TransferOfferInput) =>
      (await api.post<{ offer: TransferOffer }>('/api/memorial-transfers', input)).offer,
    onSuccess: () => qc.invalidateQueries({ queryKey: transferKeys.mine }),
  });
}

export function useWithdrawTransfer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<OkResponse>(`/api/memorial-transfers/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: transferKeys.mine }),
  });
}

export function useTransferPreview(token: string) {
  return useQuery({
    queryKey: transferKeys.offer(token),
    queryFn: () => api.get<TransferPreviewResponse>(`/api/memorial-transfers/by-token/${encodeURIComponent(token)}`),
    retry: false,
  });
}

export function useAcceptTransfer(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<TransferAcceptedResponse>(`/api/memorial-transfers/by-token/${encodeURIComponent(token)}/accept`),
    // The receiver's lists (their memorials) now hold one more.
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' }),
  });
}
