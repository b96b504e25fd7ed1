/**
 * Memorial API calls and TanStack Query hooks, shared by the memorial screens. Each write is a
 * mutation hook that keeps the cache right itself (the screens never touch query keys).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMemorialInput,
  GuestbookEntryResponse,
  GuestbookEntryInput,
  GuestbookPage,
  MediaItem,
  MediaKind,
  MemorialCreatedResponse,
  MemorialPage,
  MemorialResponse,
  MemorialSummary,
  MemorialView,
  UpdateMemorialInput,
} from '@shared/schemas/memorials';
import { guestbookQueryKey, memorialQueryKey } from '@shared/constants';
import { api, apiErrorFrom, ApiError } from '@web/lib/api';
import { hasCode } from '@web/lib/errors';
import { readThrough } from '@web/lib/offline/kept-copies';

export const memorialKeys = {
  mine: ['memorials', 'mine'] as const,
  one: memorialQueryKey,
  guestbook: guestbookQueryKey,
};

const withShare = (path: string, share?: string | null) =>
  share ? `${path}${path.includes('?') ? '&' : '?'}share=${encodeURIComponent(share)}` : path;

export function useMyMemorials() {
  return useQuery({
    queryKey: memorialKeys.mine,
    // Offline, the list this device kept for the signed-in person (decision 025).
    queryFn: async () =>
      (await readThrough('memorials:mine', () => api.get<{ memorials: MemorialSummary[] }>('/api/memorials')))
        .memorials,
    networkMode: 'always',
  });
}

export function useMemorial(id: string, share?: string | null, options: { enabled?: boolean } = {}) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: memorialKeys.one(id, share),
    enabled: options.enabled ?? true,
    queryFn: async () => {
      // One request for the page: the first guestbook page comes with the memorial. Offline, the
      // page as the signed-in person last saw it (decision 025; nothing is kept for a visitor).
      const path = withShare(`/api/memorials/${id}`, share);
      const page = await readThrough(`memorial:${path}`, () => api.get<MemorialPage>(path));
      qc.setQueryData(memorialKeys.guestbook(id, share), page.guestbook);
      return page.memorial;
    },
    // Signed media URLs last an hour: refresh well before.
    staleTime: 10 * 60_000,
    networkMode: 'always',
    refetchInterval: 30 * 60_000,
  });
}

/** Everything memorial on screen is read again (after uploads: the gallery, the counts on the dashboard). */
export function useRefreshMemorials() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: ['memorials'] });
}

/** A new memorial (its files are uploaded after it: uploadMemorialFile, then useRefreshMemorials). */
export function useCreateMemorial() {
  const qc = useQueryClient();
  return useMutation({
    /** Its id, and what the crisis screen read in its title and description (decision 049). */
    mutationFn: (input: CreateMemorialInput) => api.post<MemorialCreatedResponse>('/api/memorials', input),
    onSuccess: () => void qc.invalidateQueries({ queryKey: memorialKeys.mine }),
  });
}

export function useUpdateMemorial(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMemorialInput) => api.patch<MemorialResponse>(`/api/memorials/${id}`, input),
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

/** The featured song as a YouTube link, or none (null). */
export function useSetSongUrl(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (youtubeUrl: string | null) =>
      (await api.put<{ memorial: MemorialView }>(`/api/memorials/${id}/song`, { youtubeUrl })).memorial,
    onSuccess: (memorial) => {
      qc.setQueryData(memorialKeys.one(id), memorial);
      void qc.invalidateQueries({ queryKey: memorialKeys.mine });
    },
  });
}

/** A memorial's photos and videos in the cache, in this order. */
function setMedia(qc: ReturnType<typeof useQueryClient>, id: string, media: (old: MediaItem[]) => MediaItem[]) {
  qc.setQueryData<MemorialView>(memorialKeys.one(id), (old) =>
    old ? { ...old, media: media(old.media).map((m, i) => ({ ...m, displayOrder: i })) } : old,
  );
}

/** Removes a photo or video (one already gone counts as removed). */
export function useDeleteMedia(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (mediaId: string) => {
      try {
        await api.delete<{ ok: true }>(`/api/memorials/${id}/media/${mediaId}`);
      } catch (err) {
        if (!hasCode(err, 'NOT_FOUND')) throw err;
      }
    },
    onSuccess: (_data, mediaId) => {
      setMedia(qc, id, (media) => media.filter((m) => m.id !== mediaId));
      void qc.invalidateQueries({ queryKey: memorialKeys.mine });
    },
  });
}

/**
 * The gallery's new order: shown at once, and sent one after another (one scope) so the last move
 * always wins on the server. A refused order is read again.
 */
export function useReorderMedia(id: string) {
  const qc = useQueryClient();
  return useMutation({
    scope: { id: `memorial-media-order:${id}` },
    mutationFn: (media: MediaItem[]) =>
      api.put<{ media: MediaItem[] }>(`/api/memorials/${id}/media/order`, { mediaIds: media.map((m) => m.id) }),
    onMutate: (media) => setMedia(qc, id, () => media),
    onError: () => void qc.invalidateQueries({ queryKey: memorialKeys.one(id) }),
  });
}

/** Turns the private share link on or off; `share` is the token of the page's address (its cache key). */
export function useSetSharing(id: string, share: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put<{ shareEnabled: boolean; shareToken: string | null }>(`/api/memorials/${id}/sharing`, { enabled }),
    onSuccess: (res) =>
      qc.setQueryData<MemorialView>(memorialKeys.one(id, share), (m) =>
        m ? { ...m, shareEnabled: res.shareEnabled, shareToken: res.shareToken } : m,
      ),
  });
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
  return api.get<GuestbookPage>(
    withShare(`/api/memorials/${id}/guestbook?cursor=${encodeURIComponent(cursor)}`, share),
  );
}

export function usePostGuestbookEntry(id: string, share: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: GuestbookEntryInput) =>
      api.post<GuestbookEntryResponse>(withShare(`/api/memorials/${id}/guestbook`, share), input),
    onSuccess: () => void qc.invalidateQueries({ queryKey: memorialKeys.guestbook(id, share) }),
  });
}

/** The family shows a message the crisis screen held (decision 041). */
export function useApproveGuestbookEntry(id: string, share: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => api.post<{ ok: true }>(`/api/memorials/${id}/guestbook/${entryId}/approve`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: memorialKeys.guestbook(id, share) }),
  });
}

/** The owner removes a message (the list keeps it out at once; the first page is read again). */
export function useDeleteGuestbookEntry(id: string, share: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => api.delete<{ ok: true }>(`/api/memorials/${id}/guestbook/${entryId}`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: memorialKeys.guestbook(id, share) }),
  });
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
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body);
      } else {
        reject(apiErrorFrom(xhr.status, body, 'The upload did not finish. Please try again.'));
      }
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK', 'The upload was interrupted. Please check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was cancelled.'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
