/**
 * The live conversation (decision 035, 7): an EventSource on GET /api/streams/circles/:id that
 * starts after the `lastEventId` of the posts page read, so nothing falls between the read and the
 * stream. Each event goes into the TanStack Query cache of the conversation. When the connection
 * drops, the browser's EventSource reconnects by itself and sends the last event id it saw
 * (Last-Event-ID), so the server replays what was missed; when the server refused outright (the
 * EventSource gave up), we open it again ourselves from the last id seen, waiting longer each time.
 * `reload` (the last id seen is too old to replay) reads the conversation again and starts over.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CirclePost, CircleStreamEvent } from '@shared/schemas/circles';
import { circleKeys, markRemoved, upsertPost, type PostsData } from './api';

export type StreamState = 'connecting' | 'live' | 'reconnecting';

const KINDS = ['post', 'post-removed', 'members', 'reload'] as const;
const RETRY_MS = [1_000, 3_000, 10_000, 30_000];

/**
 * `ready`: the first page of posts has been read (its lastEventId is where the stream starts).
 * `onNewPost`: a post that was not on the page before arrived (to announce it).
 */
export function useCircleStream(circleId: string, ready: boolean, onNewPost: (post: CirclePost) => void): StreamState {
  const qc = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const onNewPostRef = useRef(onNewPost);
  useEffect(() => {
    onNewPostRef.current = onNewPost;
  }, [onNewPost]);

  useEffect(() => {
    if (!ready) return;
    const postsKey = circleKeys.posts(circleId);
    const firstPageEventId = () => qc.getQueryData<PostsData>(postsKey)?.pages[0]?.lastEventId ?? 0;
    let lastId = firstPageEventId();
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const apply = (event: CircleStreamEvent) => {
      switch (event.kind) {
        case 'post': {
          const before = qc.getQueryData<PostsData>(postsKey);
          const known = before?.pages.some((p) => p.posts.some((x) => x.id === event.post.id)) ?? false;
          qc.setQueryData<PostsData>(postsKey, (old) => upsertPost(old, event.post));
          if (!known) onNewPostRef.current(event.post);
          break;
        }
        case 'post-removed':
          qc.setQueryData<PostsData>(postsKey, (old) => markRemoved(old, event.postId));
          break;
        case 'members':
          // Membership changed (a mute, an admin handed on, someone left): the header and the panel.
          void qc.invalidateQueries({ queryKey: circleKeys.members(circleId) });
          void qc.invalidateQueries({ queryKey: circleKeys.circle(circleId), exact: true });
          break;
        case 'reload':
          close();
          setState('reconnecting');
          void qc.refetchQueries({ queryKey: postsKey }).then(() => {
            if (stopped) return;
            lastId = firstPageEventId();
            open();
          });
          break;
      }
    };

    const close = () => {
      source?.close();
      source = null;
    };

    const open = () => {
      if (stopped) return;
      const es = new EventSource(`/api/streams/circles/${encodeURIComponent(circleId)}?after=${lastId}`);
      source = es;
      es.onopen = () => {
        failures = 0;
        setState('live');
      };
      es.onerror = () => {
        setState('reconnecting');
        if (es.readyState !== EventSource.CLOSED) return; // the browser is reconnecting by itself
        // Refused (the circle is gone, we were removed, the session ended): ask again later, and
        // let the page read the circle again, which shows why.
        close();
        void qc.invalidateQueries({ queryKey: circleKeys.circle(circleId), exact: true });
        const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
        failures += 1;
        timer = setTimeout(open, wait);
      };
      for (const kind of KINDS) {
        es.addEventListener(kind, (e: MessageEvent<string>) => {
          const id = Number(e.lastEventId);
          if (Number.isFinite(id) && id > lastId) lastId = id;
          let event: CircleStreamEvent;
          try {
            event = JSON.parse(e.data) as CircleStreamEvent;
          } catch {
            return;
          }
          apply(event);
        });
      }
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      close();
    };
  }, [circleId, ready, qc]);

  return state;
}
