/** Memorial API calls and TanStack Query hooks, shared by the memorial screens. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMemorialInput,
  GuestbookEntry,
  GuestbookEntryInput,
  GuestbookPage,
  MediaItem,
  MediaKind,
  MemorialPage,
  MemorialSummary,
  MemorialView,
  UpdateMemorialInput,
} from '@shared/schemas/memorials';
import { api, ApiError } from '@web/lib/api';

export const memorialKeys = {
  mine: ['memorials', 'mine'] as const,
  one: (id: string, share?: string | null) => ['memorials', id, share ?? null] as const,
  guestbook: (id: string, share?: string | null) => ['memorials', id, 'guestbook', share ?? null] as const,
};

const withShare = (path: string, share?: string | null) =>
  share ? `${path}${path.includes('?') ? '&' : '?'}share=${encodeURIComponent(share)}` : path;

export function useMyMemorials() {
  return useQuery({
    queryKey: memorialKeys.mine,
    queryFn: async () => (await api.get<{ memorials: MemorialSummary[] }>('/api/memorials')).memorials,
  });
}

export function useMemorial(id: string, share?: string | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: memorialKeys.one(id, share),
    queryFn: async () => {
      // One request for the page: the first guestbook page comes with the memorial.
      const page = await api.get<MemorialPage>(withShare(`/api/memorials/${id}`, share));
      qc.setQueryData(memorialKeys.guestbook(id, share), page.guestbook);
      return page.memorial;
    },
    // Signed media URLs last an hour: refresh well before.
    staleTime: 10 * 60_000,
    refetchInterval: 30 * 60_000,
  });
}

export function createMemorial(input: CreateMemorialInput) {
  return api.post<{ memorial: { id: string } }>('/api/memorials', input);
}

export function useUpdateMemorial(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMemorialInput) => api.patch<{ memorial: MemorialView }>(`/api/memorials/${id}`, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['memorials'] }),
  });
}

export function useDeleteMemorial(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ ok: true }>(`/api/memorials/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['memorials'] }),
  });
}

export function setSongUrl(id: string, youtubeUrl: string | null) {
  return api.put<{ memorial: MemorialView }>(`/api/memorials/${id}/song`, { youtubeUrl });
}

export function deleteMedia(id: string, mediaId: string) {
  return api.delete<{ ok: true }>(`/api/memorials/${id}/media/${mediaId}`);
}

export function reorderMedia(id: string, mediaIds: string[]) {
  return api.put<{ media: MediaItem[] }>(`/api/memorials/${id}/media/order`, { mediaIds });
}

export function setSharing(id: string, enabled: boolean) {
  return api.put<{ shareEnabled: boolean; shareToken: string | null }>(`/api/memorials/${id}/sharing`, { enabled });
}

export function useGuestbook(id: string, share?: string | null) {
  return useQuery({
    queryKey: memorialKeys.guestbook(id, share),
    queryFn: () => api.get<GuestbookPage>(withShare(`/api/memorials/${id}/guestbook`, share)),
    // The first page arrives with the memorial (useMemorial); it is fetched on its own only when
    // it is older than this, or after a message is signed or deleted (invalidated).
    staleTime: 30_000,
  });
}

export function fetchGuestbookPage(id: string, cursor: string, share?: string | null) {
  return api.get<GuestbookPage>(withShare(`/api/memorials/${id}/guestbook?cursor=${encodeURIComponent(cursor)}`, share));
}

export function postGuestbookEntry(id: string, input: GuestbookEntryInput, share?: string | null) {
  return api.post<{ entry: GuestbookEntry }>(withShare(`/api/memorials/${id}/guestbook`, share), input);
}

export function deleteGuestbookEntry(id: string, entryId: string) {
  return api.delete<{ ok: true }>(`/api/memorials/${id}/guestbook/${entryId}`);
}

export function qrCodeUrl(id: string, share?: string | null) {
  return withShare(`/api/memorials/${id}/qr.png`, share);
}

/**
 * Uploads one file with progress (XMLHttpRequest: fetch has no upload progress). `kind` is
 * photo or video (gallery) or song (the featured song).
 */
export function uploadMemorialFile(
  id: string,
  kind: MediaKind,
  file: File,
  onProgress: (fraction: number) => void,
): { promise: Promise<unknown>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const url = kind === 'song' ? `/api/memorials/${id}/song` : `/api/memorials/${id}/media?type=${kind}`;
  const promise = new Promise<unknown>((resolve, reject) => {
    xhr.open(kind === 'song' ? 'PUT' : 'POST', url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { error?: { code: string; message: string } } | null;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body);
      } else {
        reject(new ApiError(xhr.status, body?.error?.code ?? `HTTP_${xhr.status}`, body?.error?.message ?? 'The upload did not finish. Please try again.'));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'The upload was interrupted. Please check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was cancelled.'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
