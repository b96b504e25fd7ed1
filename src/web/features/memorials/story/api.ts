/**
 * The story's API calls (decision 038): sections, timeline, captions, cover and voice memories.
 * Each write reads the memorial's page again, so what is shown is what the server keeps.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSectionInput,
  StorySectionResponse,
  StorySectionsResponse,
  TimelineEventInput,
  TimelineEventResponse,
  UpdateSectionInput,
} from '@shared/schemas/memorial-story';
import type { MediaResponse } from '@shared/schemas/memorials';
import { api, apiErrorFrom, ApiError, NETWORK_MESSAGE } from '@web/lib/api';

function useStoryMutation<V, R>(id: string, fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: ['memorials', id] }),
  });
}

export const useAddSection = (id: string) =>
  useStoryMutation(id, (input: CreateSectionInput) =>
    api.post<StorySectionResponse>(`/api/memorials/${id}/story`, input),
  );

export const useEditSection = (id: string) =>
  useStoryMutation(id, ({ sectionId, ...input }: UpdateSectionInput & { sectionId: string }) =>
    api.patch<StorySectionResponse>(`/api/memorials/${id}/story/${sectionId}`, input),
  );

export const useDeleteSection = (id: string) =>
  useStoryMutation(id, (sectionId: string) => api.delete<{ ok: true }>(`/api/memorials/${id}/story/${sectionId}`));

export const useReorderSections = (id: string) =>
  useStoryMutation(id, (sectionIds: string[]) =>
    api.put<StorySectionsResponse>(`/api/memorials/${id}/story/order`, { sectionIds }),
  );

export const useAddEvent = (id: string) =>
  useStoryMutation(id, (input: TimelineEventInput) =>
    api.post<TimelineEventResponse>(`/api/memorials/${id}/timeline`, input),
  );

export const useEditEvent = (id: string) =>
  useStoryMutation(id, ({ eventId, ...input }: TimelineEventInput & { eventId: string }) =>
    api.patch<TimelineEventResponse>(`/api/memorials/${id}/timeline/${eventId}`, input),
  );

export const useDeleteEvent = (id: string) =>
  useStoryMutation(id, (eventId: string) => api.delete<{ ok: true }>(`/api/memorials/${id}/timeline/${eventId}`));

export const useSetCaption = (id: string) =>
  useStoryMutation(id, ({ mediaId, caption }: { mediaId: string; caption: string | null }) =>
    api.patch<MediaResponse>(`/api/memorials/${id}/media/${mediaId}`, { caption }),
  );

export const useSetCover = (id: string) =>
  useStoryMutation(id, (mediaId: string | null) =>
    api.patch<{ coverMediaId: string | null }>(`/api/memorials/${id}/cover`, { mediaId }),
  );

export const useDeleteVoiceMemory = (id: string) =>
  useStoryMutation(id, (mediaId: string) => api.delete<{ ok: true }>(`/api/memorials/${id}/media/${mediaId}`));

/** A voice memory: its title and the file, one form upload. */
export const useUploadVoiceMemory = (id: string) =>
  useStoryMutation(id, async ({ title, file }: { title: string; file: File }) => {
    const form = new FormData();
    form.append('title', title);
    form.append('file', file, file.name);
    let res: Response;
    try {
      res = await fetch(`/api/memorials/${id}/media?type=audio`, {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
    } catch {
      throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
    }
    const body: unknown = await res.json().catch(() => undefined);
    if (!res.ok) throw apiErrorFrom(res.status, body, 'The upload did not finish. Please try again.');
    return body as MediaResponse;
  });
