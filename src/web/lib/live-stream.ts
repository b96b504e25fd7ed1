/**
 * A live conversation's stream (decisions 035 and 036): an EventSource on one of the stream routes
 * (`/api/streams/circles/:id`, `/api/streams/peer/:id`) that starts after the `lastEventId` of the
 * page read, so nothing falls between the read and the stream. When the connection drops, the
 * browser's EventSource reconnects by itself and sends the last event id it saw (Last-Event-ID),
 * so the server replays what was missed; when the server refused outright (the EventSource gave
 * up), we open it again ourselves from the last id seen, waiting longer each time.
 *
 * The feature decides what an event means: `onEvent` applies it and answers `'reload'` (the last id
 * seen is too old to replay: read the conversation again with `reload`, then start over from its
 * new `startAfter`) or `'stop'` (the conversation is over: close for good).
 */
import { useEffect, useRef, useState } from 'react';

export type StreamState = 'connecting' | 'live' | 'reconnecting';

const RETRY_MS = [1_000, 3_000, 10_000, 30_000];

export interface LiveStreamOptions<E> {
  /** The stream's path without `?after=`; a new path opens a new stream. */
  path: string;
  /** The first page has been read (its lastEventId is where the stream starts). */
  ready: boolean;
  /** The SSE `event:` names to listen to. */
  kinds: readonly string[];
  /** The event id the stream starts after (read again after a reload). */
  startAfter: () => number;
  onEvent: (event: E) => 'reload' | 'stop' | void;
  /** Reads the conversation again (a `reload` event). */
  reload: () => Promise<unknown>;
  /** The server refused the stream (gone, removed, session ended): the page reads again to learn why. */
  onRefused?: () => void;
}

export function useLiveStream<E>(options: LiveStreamOptions<E>): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  // The callbacks change with every render; the stream does not.
  const opts = useRef(options);
  useEffect(() => {
    opts.current = options;
  });
  const { path, ready } = options;

  useEffect(() => {
    if (!ready) return;
    let lastId = opts.current.startAfter();
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const close = () => {
      source?.close();
      source = null;
    };

    const handle = (e: MessageEvent<string>) => {
      const id = Number(e.lastEventId);
      if (Number.isFinite(id) && id > lastId) lastId = id;
      let event: E;
      try {
        event = JSON.parse(e.data) as E;
      } catch {
        return;
      }
      const next = opts.current.onEvent(event);
      if (next === 'stop') {
        stopped = true;
        close();
      } else if (next === 'reload') {
        close();
        setState('reconnecting');
        void opts.current.reload().then(() => {
          if (stopped) return;
          lastId = opts.current.startAfter();
          open();
        });
      }
    };

    const open = () => {
      if (stopped) return;
      const es = new EventSource(`${path}?after=${lastId}`);
      source = es;
      es.onopen = () => {
        failures = 0;
        setState('live');
      };
      es.onerror = () => {
        setState('reconnecting');
        if (es.readyState !== EventSource.CLOSED) return; // the browser is reconnecting by itself
        close();
        opts.current.onRefused?.();
        const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
        failures += 1;
        timer = setTimeout(open, wait);
      };
      for (const kind of opts.current.kinds) es.addEventListener(kind, handle);
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      close();
    };
  }, [path, ready]);

  return state;
}
