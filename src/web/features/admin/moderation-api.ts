/** The site's moderation queue's calls (contract: src/shared/schemas/circles.ts, decision 035). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationQueue } from '@shared/schemas/circles';
import { api } from '@web/lib/api';

export const moderationKeys = { queue: ['admin', 'moderation'] as const };

export function useModerationQueue() {
  return useQuery({
    queryKey: moderationKeys.queue,
    queryFn: () => api.get<ModerationQueue>('/api/admin/moderation'),
  });
}

export type ModerationAction =
  | { kind: 'report'; id: string; action: 'remove-post' | 'dismiss' }
  | { kind: 'held-post'; id: string; action: 'release' | 'remove' }
  | { kind: 'held-peer-message'; id: string; action: 'release' | 'remove' };

const PATHS: Record<ModerationAction['kind'], string> = {
  report: '/api/admin/moderation/reports',
  'held-post': '/api/admin/moderation/posts',
  'held-peer-message': '/api/admin/moderation/peer-messages',
};

/** One action on a report, a held post or a held peer message; the queue (and its log) is read again afterwards, whatever happened. */
export function useModerate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: ModerationAction) => api.post<unknown>(`${PATHS[a.kind]}/${a.id}`, { action: a.action }),
    onSettled: () => qc.invalidateQueries({ queryKey: moderationKeys.queue }),
  });
}
