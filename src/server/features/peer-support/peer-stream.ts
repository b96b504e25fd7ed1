/**
 * Peer conversation streams (decision 036) on the shared live feed (src/server/live/feed.ts): for
 * each batch of events the messages they name are read once; a held message reaches its author
 * alone, a removed one arrives as `message-removed`, and `ended` (the connection ended, or a block)
 * is sent and then closes every stream of the connection.
 */
import type { PeerStreamEvent } from '@shared/schemas/peer-support';
import type { AppDeps } from '../../app-env';
import { peerTopic, type LiveEventRow } from '../../live/events';
import { createLiveStreams, HEARTBEAT_MS, type FeedSource, type LiveStreams } from '../../live/feed';
import * as q from './peer-support.queries';
import { mayReadMessage, shapeMessage } from './peer-support.service';

export interface PeerReader {
  userId: string;
  connection: q.ConnectionRow;
}

interface Loaded {
  messages: Map<string, q.MessageRow>;
}

function peerSource(deps: AppDeps): FeedSource<PeerReader, Loaded, PeerStreamEvent> {
  const message = (row: LiveEventRow, loaded: Loaded, reader: PeerReader) => {
    const m = row.subjectId ? loaded.messages.get(row.subjectId) : undefined;
    return m && mayReadMessage(m, reader.userId) ? m : null;
  };
  return {
    name: 'peer',
    topic: peerTopic,
    async load(_key, rows) {
      const ids = [...new Set(rows.filter((r) => r.kind === 'message' && r.subjectId).map((r) => r.subjectId!))];
      return { messages: new Map((await q.messagesByIds(deps.database.db, ids)).map((m) => [m.id, m])) };
    },
    variant(row, loaded, reader) {
      if (row.kind !== 'message') return '';
      const m = message(row, loaded, reader);
      if (!m) return null;
      return m.authorId === reader.userId ? 'a' : 'o';
    },
    shape(row, loaded, reader) {
      if (row.kind === 'ended') return { kind: 'ended' };
      if (row.kind === 'message-removed' && row.subjectId) return { kind: 'message-removed', messageId: row.subjectId };
      if (row.kind === 'message') {
        const m = message(row, loaded, reader);
        if (!m) return null;
        if (m.status === 'removed') return { kind: 'message-removed', messageId: m.id };
        return { kind: 'message', message: shapeMessage(m, reader.userId) };
      }
      return null;
    },
    ends: (row) => row.kind === 'ended',
    seen: (_key, reader) => q.markRead(deps.database.db, reader.connection, reader.userId, deps.now()),
  };
}

export type PeerStreams = LiveStreams<PeerReader>;

export function createPeerStreams(deps: AppDeps, heartbeatMs = HEARTBEAT_MS): PeerStreams {
  return createLiveStreams(deps, peerSource(deps), heartbeatMs);
}
