/**
 * A connection's private conversation, live (decision 036, 4): the stream of GET
 * /api/streams/peer/:id (lib/live-stream.ts: the start after the page read, the replay on
 * reconnection, the retries), each event going into the conversation's cache. `ended` (the other
 * person ended the connection or blocked) closes the stream and the page reads its lists again,
 * where the connection is gone; a refused stream does the same.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { PeerMessage, PeerStreamEvent } from '@shared/schemas/peer-support';
import { useLiveStream, type StreamState } from '@web/lib/live-stream';
import { markMessageRemoved, peerKeys, upsertMessage, type MessagesData } from './api';

const KINDS = ['message', 'message-removed', 'ended', 'reload'] as const;

export function usePeerStream(
  connectionId: string,
  ready: boolean,
  onNewMessage: (message: PeerMessage) => void,
): StreamState {
  const qc = useQueryClient();
  const key = peerKeys.messages(connectionId);
  const readLists = () => void qc.invalidateQueries({ queryKey: peerKeys.overview });
  return useLiveStream<PeerStreamEvent>({
    path: `/api/streams/peer/${encodeURIComponent(connectionId)}`,
    ready,
    kinds: KINDS,
    startAfter: () => qc.getQueryData<MessagesData>(key)?.pages[0]?.lastEventId ?? 0,
    reload: () => qc.refetchQueries({ queryKey: key }),
    onRefused: readLists,
    onEvent: (event) => {
      switch (event.kind) {
        case 'message': {
          const known =
            qc.getQueryData<MessagesData>(key)?.pages.some((p) => p.messages.some((m) => m.id === event.message.id)) ??
            false;
          qc.setQueryData<MessagesData>(key, (old) => upsertMessage(old, event.message));
          if (!known) onNewMessage(event.message);
          return;
        }
        case 'message-removed':
          qc.setQueryData<MessagesData>(key, (old) => markMessageRemoved(old, event.messageId));
          return;
        case 'ended':
          readLists();
          return 'stop';
        case 'reload':
          return 'reload';
      }
    },
  });
}
