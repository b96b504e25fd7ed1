/**
 * Journal API calls and TanStack Query hooks: the newest-first list (a page at a time), create,
 * edit, delete, download. Each write is a mutation hook that keeps the cache right itself.
 */
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { JournalCreateInput, JournalEntry, JournalPage, JournalUpdateInput } from '@shared/schemas/journal';
import { api, apiErrorFrom, ApiError, NETWORK_MESSAGE } from '@web/lib/api';
import { browserTimeZone } from '@web/lib/dates';

export const journalKeys = {
  all: ['journal'] as const,
  list: ['journal', 'list'] as const,
};

type Pages = InfiniteData<JournalPage, string | null>;

/** The journal, newest first; `fetchNextPage` brings older entries while `hasNextPage`. */
export function useJournal() {
  return useInfiniteQuery({
    queryKey: journalKeys.list,
    queryFn: ({ pageParam }) =>
      api.get<JournalPage>(pageParam ? `/api/journal?before=${encodeURIComponent(pageParam)}` : '/api/journal'),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

function mapEntries(
  data: Pages | undefined,
  f: (entries: JournalEntry[], pageIndex: number) => JournalEntry[],
): Pages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p, i) => ({ ...p, entries: f(p.entries, i) })) };
}

export function useCreateEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: JournalCreateInput) =>
      (await api.post<{ entry: JournalEntry }>('/api/journal', input)).entry,
    onSuccess: async (entry) => {
      qc.setQueryData<Pages>(journalKeys.list, (old) =>
        mapEntries(old, (entries, i) => (i === 0 ? [entry, ...entries] : entries)),
      );
      await qc.invalidateQueries({ queryKey: journalKeys.list });
    },
  });
}

export function useUpdateEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: JournalUpdateInput & { id: string }) =>
      (await api.patch<{ entry: JournalEntry }>(`/api/journal/${encodeURIComponent(id)}`, input)).entry,
    onSuccess: async (entry) => {
      qc.setQueryData<Pages>(journalKeys.list, (old) =>
        mapEntries(old, (entries) => entries.map((e) => (e.id === entry.id ? entry : e))),
      );
      await qc.invalidateQueries({ queryKey: journalKeys.list });
    },
  });
}

export function useDeleteEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/journal/${encodeURIComponent(id)}`),
    onSuccess: async (_data, id) => {
      qc.setQueryData<Pages>(journalKeys.list, (old) =>
        mapEntries(old, (entries) => entries.filter((e) => e.id !== id)),
      );
      await qc.invalidateQueries({ queryKey: journalKeys.list });
    },
  });
}

/** The server's file name from Content-Disposition, or a sensible one. */
function fileNameOf(res: Response): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'grief-journal.md';
}

/**
 * Downloads the whole journal as Markdown (dates in the reader's time zone). Fetched first, so a
 * failure is a toast rather than a file holding an error message.
 */
async function downloadJournal(): Promise<void> {
  const tz = browserTimeZone();
  let res: Response;
  try {
    res = await fetch(`/api/journal/export${tz ? `?tz=${encodeURIComponent(tz)}` : ''}`, {
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  if (!res.ok) throw apiErrorFrom(res.status, await res.json().catch(() => null));
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(res);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The Markdown download of the whole journal (nothing cached changes). */
export function useDownloadJournal() {
  return useMutation({ mutationFn: downloadJournal });
}
