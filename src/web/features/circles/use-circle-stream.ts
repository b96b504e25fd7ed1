/**
 * A circle's live conversation (decision 035, 7): the stream of GET /api/streams/circles/:id
 * (lib/live-stream.ts: the start after the page read, the replay on reconnection, the retries),
 * each event going into the TanStack Query cache of the conversation. `reload` (the last id seen
 * is too old to replay) reads the conversation again and starts over.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { CirclePost, CircleStreamEvent } from '@shared/schemas/circles';
import { useLiveStream, type StreamState } from '@web/lib/live-stream';
import { circleKeys, markRemoved, upsertPost, type PostsData } from './api';

export type { StreamState };

const KINDS = ['post', 'post-removed', 'members', 'reload'] as const;

/**
 * `ready`: the first page of posts has been read (its lastEventId is where the stream starts).
 * `onNewPost`: a post that was not on the page before arrived (to announce it).
 */
export function useCircleStream(circleId: string, ready: boolean, onNewPost: (post: CirclePost) => void): StreamState {
  const qc = useQueryClient();
  const postsKey = circleKeys.posts(circleId);
  return useLiveStream<CircleStreamEvent>({
    path: `/api/streams/circles/${encodeURIComponent(circleId)}`,
    ready,
    kinds: KINDS,
    startAfter: () => qc.getQueryData<PostsData>(postsKey)?.pages[0]?.lastEventId ?? 0,
    reload: () => qc.refetchQueries({ queryKey: postsKey }),
    // Refused (the circle is gone, we were removed, the session ended): the page reads the circle
    // again, which shows why.
    onRefused: () => void qc.invalidateQueries({ queryKey: circleKeys.circle(circleId), exact: true }),
    onEvent: (event) => {
      switch (event.kind) {
        case 'post': {
          const before = qc.getQueryData<PostsData>(postsKey);
          const known = before?.pages.some((p) => p.posts.some((x) => x.id === event.post.id)) ?? false;
          qc.setQueryData<PostsData>(postsKey, (old) => upsertPost(old, event.post));
          if (!known) onNewPost(event.post);
          return;
        }
        case 'post-removed':
          qc.setQueryData<PostsData>(postsKey, (old) => markRemoved(old, event.postId));
          return;
        case 'members':
          // Membership changed (a mute, an admin handed on, someone left): the header and the panel.
          void qc.invalidateQueries({ queryKey: circleKeys.members(circleId) });
          void qc.invalidateQueries({ queryKey: circleKeys.circle(circleId), exact: true });
          return;
        case 'reload':
          return 'reload';
      }
    },
  });
}
