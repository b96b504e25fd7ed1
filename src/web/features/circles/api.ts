/**
 * Support circle API calls and TanStack Query hooks (decision 035): the list, one circle, its
 * members, its conversation (pages of posts, kept up to date by the live stream, use-circle-stream.ts),
 * and everything a member or the circle admin does. Blocks are here too: in circles is where a
 * person meets them (the report dialog is components/report-dialog.tsx, shared with peer support).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type {
  BlocksResponse,
  CircleCreateInput,
  CircleInvitationCreated,
  CircleInvitationPreview,
  CircleListResponse,
  CircleMembership,
  CircleMembersResponse,
  CirclePost,
  CirclePostCreated,
  CirclePostsPage,
  CircleResponse,
  CircleUpdateInput,
} from '@shared/schemas/circles';
import { api } from '@web/lib/api';
import { isRefusal } from '@web/lib/errors';

const enc = encodeURIComponent;

export const circleKeys = {
  all: ['circles'] as const,
  list: ['circles', 'list'] as const,
  circle: (id: string) => ['circles', 'one', id] as const,
  members: (id: string) => ['circles', 'one', id, 'members'] as const,
  posts: (id: string) => ['circles', 'one', id, 'posts'] as const,
  invitation: (token: string) => ['circle-invitation', token] as const,
  blocks: ['blocks'] as const,
};

/** A refusal (a circle one may not see, a removed member) is an answer, not a hiccup worth repeating. */
const retry = (count: number, err: unknown) => !isRefusal(err) && count < 2;

export function useCircles() {
  return useQuery({
    queryKey: circleKeys.list,
    queryFn: () => api.get<CircleListResponse>('/api/circles'),
    retry,
  });
}

export function useCircle(id: string) {
  return useQuery({
    queryKey: circleKeys.circle(id),
    queryFn: async () => (await api.get<CircleResponse>(`/api/circles/${enc(id)}`)).circle,
    retry,
  });
}

export function useCircleMembers(id: string, enabled: boolean) {
  return useQuery({
    queryKey: circleKeys.members(id),
    queryFn: () => api.get<CircleMembersResponse>(`/api/circles/${enc(id)}/members`),
    enabled,
    retry,
  });
}

export type PostsData = InfiniteData<CirclePostsPage, string | null>;

/**
 * The conversation, newest page first. The live stream keeps it current, so it is never refetched
 * on its own (a refetch racing the stream could put back a post the stream had just changed).
 */
export function useCirclePosts(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: circleKeys.posts(id),
    queryFn: ({ pageParam }) =>
      api.get<CirclePostsPage>(`/api/circles/${enc(id)}/posts${pageParam ? `?before=${enc(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    retry,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Puts a post (new, or changed) into the cached conversation; pinned posts also in `pinned`. */
export function upsertPost(data: PostsData | undefined, post: CirclePost): PostsData | undefined {
  if (!data || data.pages.length === 0) return data;
  let found = false;
  const pages = data.pages.map((page) => {
    const posts = page.posts.map((p) => {
      if (p.id !== post.id) return p;
      found = true;
      return post;
    });
    return { ...page, posts };
  });
  const first = pages[0]!;
  pages[0] = {
    ...first,
    posts: found ? first.posts : [post, ...first.posts],
    pinned:
      post.pinned && post.status !== 'removed'
        ? [post, ...first.pinned.filter((p) => p.id !== post.id)]
        : first.pinned.filter((p) => p.id !== post.id),
  };
  return { ...data, pages };
}

/** A removed post keeps its place (its replies stay under it) but not its words (decision 035). */
export function markRemoved(data: PostsData | undefined, postId: string): PostsData | undefined {
  if (!data) return data;
  const strip = (p: CirclePost): CirclePost =>
    p.id === postId ? { ...p, body: '', status: 'removed', pinned: false, canRemove: false } : p;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      posts: page.posts.map(strip),
      pinned: page.pinned.filter((p) => p.id !== postId),
    })),
  };
}

/** Takes a person's posts out of the cached conversation (after blocking them). */
function withoutAuthor(data: PostsData | undefined, userId: string): PostsData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      posts: page.posts.filter((p) => p.author.id !== userId),
      pinned: page.pinned.filter((p) => p.author.id !== userId),
    })),
  };
}

export function useCreateCircle() {
  const qc = useQueryClient();
  return useMutation({
    /** The circle, and what the crisis screen read in its name and description (decision 045). */
    mutationFn: (input: CircleCreateInput) => api.post<CircleResponse>('/api/circles', input),
    onSuccess: ({ circle }) => {
      qc.setQueryData(circleKeys.circle(circle.id), circle);
      void qc.invalidateQueries({ queryKey: circleKeys.list });
    },
  });
}

export function useUpdateCircle(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CircleUpdateInput) => api.patch<CircleResponse>(`/api/circles/${enc(id)}`, input),
    onSuccess: ({ circle }) => {
      qc.setQueryData(circleKeys.circle(id), circle);
      void qc.invalidateQueries({ queryKey: circleKeys.list });
    },
  });
}

export function useDeleteCircle(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/circles/${enc(id)}`),
    onSuccess: () => {
      qc.removeQueries({ queryKey: circleKeys.circle(id) });
      void qc.invalidateQueries({ queryKey: circleKeys.list });
    },
  });
}

/**
 * Whether a join let the person in or became a request for the admin's approval: the answer
 * carries the caller's membership, on its own or in the circle.
 */
export function joinedAs(res: unknown): 'active' | 'requested' {
  const r = (res ?? {}) as { membership?: CircleMembership; circle?: { membership?: CircleMembership } };
  const m = r.membership ?? r.circle?.membership;
  return m?.status === 'requested' ? 'requested' : 'active';
}

/** Joins a circle (with an invitation's token for a private one); the circle is read again after. */
export function useJoinCircle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, invitation }: { id: string; invitation?: string }) =>
      api.post<unknown>(`/api/circles/${enc(id)}/join`, invitation ? { invitation } : {}),
    onSuccess: async (_data, { id }) => {
      await qc.invalidateQueries({ queryKey: circleKeys.circle(id) });
      void qc.invalidateQueries({ queryKey: circleKeys.list });
    },
  });
}

export function useLeaveCircle(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>(`/api/circles/${enc(id)}/leave`),
    onSuccess: () => {
      qc.removeQueries({ queryKey: circleKeys.circle(id) });
      void qc.invalidateQueries({ queryKey: circleKeys.list });
    },
  });
}

export function useCreatePost(circleId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, parentId }: { body: string; parentId?: string }) =>
      api.post<CirclePostCreated>(`/api/circles/${enc(circleId)}/posts`, parentId ? { body, parentId } : { body }),
    onSuccess: (created) => {
      qc.setQueryData<PostsData>(circleKeys.posts(circleId), (old) => upsertPost(old, created.post));
    },
  });
}

/** Pin, unpin, approve (a held post of a new account), or remove a post. */
export function usePostAction(circleId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, action }: { postId: string; action: 'pin' | 'unpin' | 'approve' | 'remove' }) => {
      const path = `/api/circles/${enc(circleId)}/posts/${enc(postId)}`;
      if (action === 'remove') {
        await api.delete<unknown>(path);
        return null;
      }
      return api.post<{ post?: CirclePost } | undefined>(`${path}/${action}`);
    },
    onSuccess: (res, { postId, action }) => {
      qc.setQueryData<PostsData>(circleKeys.posts(circleId), (old) => {
        if (action === 'remove') return markRemoved(old, postId);
        if (res?.post) return upsertPost(old, res.post);
        return old;
      });
    },
  });
}

export type MemberAction =
  | { kind: 'mute'; userId: string; minutes: number | null }
  | { kind: 'unmute'; userId: string }
  | { kind: 'remove'; userId: string }
  | { kind: 'make-admin'; userId: string }
  | { kind: 'approve' | 'decline'; userId: string }
  | { kind: 'block'; userId: string };

/** What the circle admin does to a member or a request, and blocking a person. */
export function useMemberAction(circleId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: MemberAction) => {
      const base = `/api/circles/${enc(circleId)}`;
      switch (a.kind) {
        case 'mute':
          return api.post<unknown>(`${base}/members/${enc(a.userId)}/mute`, { minutes: a.minutes });
        case 'unmute':
          return api.post<unknown>(`${base}/members/${enc(a.userId)}/unmute`);
        case 'remove':
          return api.delete<unknown>(`${base}/members/${enc(a.userId)}`);
        case 'make-admin':
          return api.post<unknown>(`${base}/admin`, { userId: a.userId });
        case 'approve':
        case 'decline':
          return api.post<unknown>(`${base}/requests/${enc(a.userId)}/${a.kind}`);
        case 'block':
          return api.post<unknown>('/api/blocks', { userId: a.userId });
      }
    },
    onSuccess: (_data, a) => {
      if (a.kind === 'block') {
        qc.setQueryData<PostsData>(circleKeys.posts(circleId), (old) => withoutAuthor(old, a.userId));
        void qc.invalidateQueries({ queryKey: circleKeys.blocks });
      }
      void qc.invalidateQueries({ queryKey: circleKeys.members(circleId) });
      if (a.kind === 'make-admin' || a.kind === 'approve' || a.kind === 'remove') {
        void qc.invalidateQueries({ queryKey: circleKeys.circle(circleId), exact: true });
      }
    },
  });
}

export function useCreateInvitation(circleId: string) {
  return useMutation({
    mutationFn: () => api.post<CircleInvitationCreated>(`/api/circles/${enc(circleId)}/invitations`),
  });
}

export function useRevokeInvitation(circleId: string) {
  return useMutation({
    mutationFn: (invitationId: string) =>
      api.delete<void>(`/api/circles/${enc(circleId)}/invitations/${enc(invitationId)}`),
  });
}

/** What an invitation link opens on, before joining. */
export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: circleKeys.invitation(token ?? ''),
    queryFn: () => api.get<CircleInvitationPreview>(`/api/circle-invitations/${enc(token ?? '')}`),
    enabled: Boolean(token),
    retry,
  });
}

export function useBlocks(enabled = true) {
  return useQuery({
    queryKey: circleKeys.blocks,
    queryFn: () => api.get<BlocksResponse>('/api/blocks'),
    enabled,
    retry,
  });
}

export function useUnblock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<void>(`/api/blocks/${enc(userId)}`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: circleKeys.blocks });
      // Their posts and name may show again.
      void qc.invalidateQueries({ queryKey: circleKeys.all });
    },
  });
}
