/**
 * Journal API calls and TanStack Query hooks: the newest-first list (a page at a time), create,
 * edit, delete, download. Each write is a mutation hook that keeps the cache right itself.
 * Offline (decision 025): the first page is read from this device's copy, and a new entry waits in
 * the outbox (outbox.ts) until it can be sent.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  type JournalCreateInput,
  type JournalEntry,
  type JournalEntryResponse,
  type JournalPage,
  type JournalUpdateInput,
} from '@shared/schemas/journal';
import { api, apiErrorFrom, ApiError, NETWORK_MESSAGE } from '@web/lib/api';
import { browserTimeZone } from '@web/lib/dates';
import { readThrough } from '@web/lib/offline/kept-copies';
import { newClientId, queuedEntries, queueEntry, sending, unqueueEntry, type QueuedEntry } from './outbox';
import { setJournalSupport } from './support';

export const journalKeys = {
  all: ['journal'] as const,
  list: ['journal', 'list'] as const,
  queued: (userId: string) => ['journal', 'queued', userId] as const,
};

type Pages = InfiniteData<JournalPage, string | null>;

/** The journal, newest first; `fetchNextPage` brings older entries while `hasNextPage`. */
export function useJournal() {
  return useInfiniteQuery({
    queryKey: journalKeys.list,
    queryFn: ({ pageParam }) =>
      pageParam
        ? api.get<JournalPage>(`/api/journal?before=${encodeURIComponent(pageParam)}`)
        : readThrough('journal', () => api.get<JournalPage>('/api/journal')),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Offline, the first page comes from this device's copy.
    networkMode: 'always',
  });
}

/** The account's entries written offline and not yet on the server, oldest first. */
export function useQueuedEntries(userId: string) {
  return useQuery({
    queryKey: journalKeys.queued(userId),
    queryFn: () => queuedEntries(userId),
    networkMode: 'always',
    staleTime: Infinity,
  });
}

/**
 * POST /api/journal with the entry's own id (sent again, it is saved once); with what the crisis
 * screen read in it (decision 043).
 */
export const postEntryReadingSupport = (entry: Omit<QueuedEntry, 'userId' | 'queuedAt'>) =>
  api.post<JournalEntryResponse>('/api/journal', {
    title: entry.title,
    content: entry.content,
    mood: entry.mood,
    clientId: entry.clientId,
  } satisfies JournalCreateInput);

function mapEntries(
  data: Pages | undefined,
  f: (entries: JournalEntry[], pageIndex: number) => JournalEntry[],
): Pages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p, i) => ({ ...p, entries: f(p.entries, i) })) };
}

/** A new entry at the top of the list on screen. */
export function showCreated(qc: ReturnType<typeof useQueryClient>, entry: JournalEntry) {
  qc.setQueryData<Pages>(journalKeys.list, (old) =>
    mapEntries(old, (entries, i) => (i === 0 ? [entry, ...entries.filter((e) => e.id !== entry.id)] : entries)),
  );
}

/**
 * Saves a new entry: first into this device's outbox, then to the server. Without an answer it
 * stays in the outbox (`queued`) and is sent when the connection is back; a refusal takes it out
 * again (the form, and its draft, still hold it).
 */
export function useCreateEntry(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    // Runs offline too: the outbox is the point.
    networkMode: 'always',
    mutationFn: async (input: {
      title: string;
      content: string;
      mood: QueuedEntry['mood'];
    }): Promise<JournalEntryResponse | { queued: QueuedEntry }> => {
      const queued: QueuedEntry = { ...input, clientId: newClientId(), userId, queuedAt: Date.now() };
      const kept = await queueEntry(queued);
      try {
        const saved = await sending(queued.clientId, () => postEntryReadingSupport(queued));
        if (kept) await unqueueEntry(queued.clientId);
        return saved;
      } catch (err) {
        if (kept && err instanceof ApiError && err.code === 'NETWORK') return { queued };
        if (kept) await unqueueEntry(queued.clientId);
        throw err;
      }
    },
    onSuccess: async (result) => {
      if ('queued' in result) {
        await qc.invalidateQueries({ queryKey: journalKeys.queued(userId) });
        return;
      }
      showCreated(qc, result.entry);
      setJournalSupport(result.support ?? null, userId);
      await qc.invalidateQueries({ queryKey: journalKeys.list });
    },
  });
}

/** Takes an entry the server refused out of the outbox (its writer chose to). */
export function useRemoveQueued(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (clientId: string) => unqueueEntry(clientId),
    onSuccess: () => qc.invalidateQueries({ queryKey: journalKeys.queued(userId) }),
  });
}

export function useUpdateEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: JournalUpdateInput & { id: string }) =>
      api.patch<JournalEntryResponse>(`/api/journal/${encodeURIComponent(id)}`, input),
    onSuccess: async ({ entry, support }) => {
      if (support) setJournalSupport(support);
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
