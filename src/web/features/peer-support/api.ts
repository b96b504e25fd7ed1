/**
 * Peer support API calls and TanStack Query hooks (decision 036). The page reads everything it
 * shows at once with GET /api/peer (decision 022): the matching profile, the requests waiting for
 * the caller, the ones they sent, and their connections. Find Matches asks only when the person
 * asks; a connection's conversation is read page by page and kept current by its live stream
 * (use-peer-stream.ts).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type {
  PeerConnection,
  PeerMatchesResponse,
  PeerMessage,
  PeerMessageCreated,
  PeerMessagesPage,
  PeerRequestCreated,
  PeerOverview,
  PeerProfileSaved,
  PeerProfileInput,
  PeerRequestInput,
} from '@shared/schemas/peer-support';
import { api } from '@web/lib/api';
import { isRefusal } from '@web/lib/errors';

const enc = encodeURIComponent;

export const peerKeys = {
  all: ['peer'] as const,
  overview: ['peer', 'overview'] as const,
  matches: ['peer', 'matches'] as const,
  messages: (connectionId: string) => ['peer', 'messages', connectionId] as const,
};

/** A refusal is an answer, not a hiccup worth repeating. */
const retry = (count: number, err: unknown) => !isRefusal(err) && count < 2;

export function usePeerOverview() {
  return useQuery({
    queryKey: peerKeys.overview,
    queryFn: () => api.get<PeerOverview>('/api/peer'),
    retry,
  });
}

/** Suggestions, read only when the person presses Find Matches (`refetch`). */
export function usePeerMatches() {
  return useQuery({
    queryKey: peerKeys.matches,
    queryFn: () => api.get<PeerMatchesResponse>('/api/peer/matches'),
    enabled: false,
    retry: false,
  });
}

export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    /** The profile, and what the crisis screen read in its intro (decision 049). */
    mutationFn: (input: PeerProfileInput) => api.put<PeerProfileSaved>('/api/peer/profile', input),
    onSuccess: ({ support: _support, ...profile }: PeerProfileSaved) => {
      qc.setQueryData<PeerOverview>(peerKeys.overview, (old) => (old ? { ...old, profile } : old));
      // Suggestions were for the profile as it was.
      qc.removeQueries({ queryKey: peerKeys.matches });
    },
  });
}

export function useSendRequest() {
  const qc = useQueryClient();
  return useMutation({
    /** The request, and what the crisis screen read in its note (decision 045). */
    mutationFn: (input: PeerRequestInput) => api.post<PeerRequestCreated>('/api/peer/requests', input),
    onSuccess: ({ support: _support, ...request }: PeerRequestCreated) => {
      qc.setQueryData<PeerOverview>(peerKeys.overview, (old) =>
        old ? { ...old, outgoing: [request, ...old.outgoing.filter((r) => r.id !== request.id)] } : old,
      );
    },
  });
}

export function useWithdrawRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/peer/requests/${enc(id)}`),
    onSuccess: (_data, id) => {
      qc.setQueryData<PeerOverview>(peerKeys.overview, (old) =>
        old ? { ...old, outgoing: old.outgoing.filter((r) => r.id !== id) } : old,
      );
    },
  });
}

/** The receiver accepts (the new connection joins the list) or declines a request. */
export function useAnswerRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'accept' | 'decline' }) =>
      api.post<PeerConnection | undefined>(`/api/peer/requests/${enc(id)}`, { action }),
    onSuccess: (connection, { id }) => {
      qc.setQueryData<PeerOverview>(peerKeys.overview, (old) => {
        if (!old) return old;
        const incoming = old.incoming.filter((r) => r.id !== id);
        const connections =
          connection && typeof connection === 'object' && 'person' in connection
            ? [connection, ...old.connections.filter((c) => c.id !== connection.id)]
            : old.connections;
        return { ...old, incoming, connections };
      });
    },
    // Whatever happened (answered elsewhere, withdrawn), the lists are read again.
    onSettled: () => void qc.invalidateQueries({ queryKey: peerKeys.overview }),
  });
}

function withoutConnection(qc: ReturnType<typeof useQueryClient>, connectionId: string) {
  qc.setQueryData<PeerOverview>(peerKeys.overview, (old) =>
    old ? { ...old, connections: old.connections.filter((c) => c.id !== connectionId) } : old,
  );
  qc.removeQueries({ queryKey: peerKeys.messages(connectionId) });
}

export function useEndConnection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) => api.delete<void>(`/api/peer/connections/${enc(connectionId)}`),
    onSuccess: (_data, connectionId) => withoutConnection(qc, connectionId),
  });
}

/** Blocks the other person (POST /api/blocks), which ends the connection for both. */
export function useBlockPeer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; connectionId: string }) => api.post<unknown>('/api/blocks', { userId }),
    onSuccess: (_data, { connectionId }) => {
      withoutConnection(qc, connectionId);
      qc.removeQueries({ queryKey: peerKeys.matches });
      void qc.invalidateQueries({ queryKey: peerKeys.overview });
      // The list of blocked people (the circles' `blocks` key) shows them now.
      void qc.invalidateQueries({ queryKey: ['blocks'] });
    },
  });
}

export type MessagesData = InfiniteData<PeerMessagesPage, string | null>;

/**
 * A connection's conversation, newest page first. The live stream keeps it current, so it is never
 * refetched on its own (a refetch racing the stream could undo what the stream just applied).
 */
export function usePeerMessages(connectionId: string) {
  return useInfiniteQuery({
    queryKey: peerKeys.messages(connectionId),
    queryFn: ({ pageParam }) =>
      api.get<PeerMessagesPage>(
        `/api/peer/connections/${enc(connectionId)}/messages${pageParam ? `?before=${enc(pageParam)}` : ''}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Puts a message (new, or changed) into the cached conversation. */
export function upsertMessage(data: MessagesData | undefined, message: PeerMessage): MessagesData | undefined {
  if (!data || data.pages.length === 0) return data;
  let found = false;
  const pages = data.pages.map((page) => ({
    ...page,
    messages: page.messages.map((m) => {
      if (m.id !== message.id) return m;
      found = true;
      return message;
    }),
  }));
  if (!found) pages[0] = { ...pages[0]!, messages: [message, ...pages[0]!.messages] };
  return { ...data, pages };
}

/** A removed message keeps its place, not its words. */
export function markMessageRemoved(data: MessagesData | undefined, messageId: string): MessagesData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) => (m.id === messageId ? { ...m, body: '', status: 'removed' as const } : m)),
    })),
  };
}

/** Every message once, oldest first (the newest at the bottom, above the box to write in). */
export function orderedMessages(data: { pages: PeerMessagesPage[] } | undefined): PeerMessage[] {
  const all = new Map<string, PeerMessage>();
  for (const page of data?.pages ?? []) for (const m of page.messages) all.set(m.id, m);
  return [...all.values()].sort((a, b) =>
    a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1,
  );
}

export function useSendMessage(connectionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post<PeerMessageCreated>(`/api/peer/connections/${enc(connectionId)}/messages`, { body }),
    onSuccess: (created) => {
      qc.setQueryData<MessagesData>(peerKeys.messages(connectionId), (old) => upsertMessage(old, created.message));
    },
  });
}
