/** Collaborators of a memorial (decision 038): the list, invitations, removals, and the invitation link. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OkResponse } from '@shared/schemas/common';
import type {
  CollaborationsResponse,
  CollaboratorsResponse,
  InvitationAcceptedResponse,
  InvitationPreview,
  InviteCollaboratorInput,
  PendingInvitation,
} from '@shared/schemas/collaborators';
import { api } from '@web/lib/api';

export const collaboratorKeys = {
  of: (memorialId: string) => ['collaborators', memorialId] as const,
  mine: ['collaborations'] as const,
  invitation: (token: string) => ['collaboration-invitation', token] as const,
};

export function useCollaborators(memorialId: string) {
  return useQuery({
    queryKey: collaboratorKeys.of(memorialId),
    queryFn: () => api.get<CollaboratorsResponse>(`/api/memorials/${memorialId}/collaborators`),
  });
}

export function useInviteCollaborator(memorialId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteCollaboratorInput) =>
      api.post<{ invitation: PendingInvitation; url: string; emailed: boolean }>(
        `/api/memorials/${memorialId}/collaborators/invitations`,
        input,
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: collaboratorKeys.of(memorialId) }),
  });
}

export function useRevokeInvitation(memorialId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api.delete<OkResponse>(`/api/memorials/${memorialId}/collaborators/invitations/${invitationId}`),
    onSettled: () => qc.invalidateQueries({ queryKey: collaboratorKeys.of(memorialId) }),
  });
}

/** The owner removes a collaborator, or a collaborator leaves (their own id). */
export function useRemoveCollaborator(memorialId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<OkResponse>(`/api/memorials/${memorialId}/collaborators/${userId}`),
    onSettled: () => qc.invalidateQueries({ queryKey: collaboratorKeys.of(memorialId) }),
  });
}

export function useMyCollaborations() {
  return useQuery({
    queryKey: collaboratorKeys.mine,
    queryFn: async () => (await api.get<CollaborationsResponse>('/api/collaborations')).memorials,
  });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: collaboratorKeys.invitation(token),
    queryFn: () => api.get<InvitationPreview>(`/api/collaboration-invitations/${encodeURIComponent(token)}`),
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<InvitationAcceptedResponse>(`/api/collaboration-invitations/${encodeURIComponent(token)}/accept`),
    onSuccess: () => qc.invalidateQueries({ queryKey: collaboratorKeys.mine }),
  });
}
