/** The community rooms' calls (contract: src/shared/schemas/community.ts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCommunityRoomResponse,
  AdminCommunityRoomsResponse,
  CommunityRoomsResponse,
  RoomCreateInput,
  RoomUpdateInput,
} from '@shared/schemas/community';
import { api } from '@web/lib/api';

export const communityKeys = {
  rooms: ['community', 'rooms'] as const,
  adminRooms: ['admin', 'community-rooms'] as const,
};

/** The open rooms; only asked when the session says the person may enter (the server decides). */
export function useCommunityRooms(enabled: boolean) {
  return useQuery({
    queryKey: communityKeys.rooms,
    queryFn: () => api.get<CommunityRoomsResponse>('/api/community/rooms'),
    enabled,
  });
}

export function useAdminRooms() {
  return useQuery({
    queryKey: communityKeys.adminRooms,
    queryFn: () => api.get<AdminCommunityRoomsResponse>('/api/admin/community-rooms'),
  });
}

export type RoomChange =
  { kind: 'create'; input: RoomCreateInput } | { kind: 'update'; id: string; input: RoomUpdateInput };

export function useChangeRoom() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (change: RoomChange) =>
      change.kind === 'create'
        ? (await api.post<AdminCommunityRoomResponse>('/api/admin/community-rooms', change.input)).room
        : (await api.patch<AdminCommunityRoomResponse>(`/api/admin/community-rooms/${change.id}`, change.input)).room,
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: communityKeys.adminRooms }),
        qc.invalidateQueries({ queryKey: communityKeys.rooms }),
      ]);
    },
  });
}
