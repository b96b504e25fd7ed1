/**
 * How the live stream's events change a cached peer conversation (api.ts): a new message, one
 * changed (a held message released), a removed one, the order shown; and the unsent words kept
 * on this device per connection (draft.ts).
 */
import { describe, expect, it } from 'vitest';
import type { PeerMessage, PeerMessagesPage } from '@shared/schemas/peer-support';
import { markMessageRemoved, orderedMessages, upsertMessage, type MessagesData } from './api';
import { keepPeerDraft, readPeerDraft } from './draft';

function message(id: string, createdAt: string, extra: Partial<PeerMessage> = {}): PeerMessage {
  return { id, connectionId: 'c', mine: false, body: `words of ${id}`, status: 'visible', createdAt, ...extra };
}

function data(...pages: PeerMessage[][]): MessagesData {
  const connection = { id: 'c', person: { id: 'p', name: null, bio: null }, connectedAt: '', unread: 0 };
  return {
    pages: pages.map((messages): PeerMessagesPage => ({ connection, messages, nextCursor: null, lastEventId: 3 })),
    pageParams: pages.map(() => null),
  };
}

describe('the cached conversation', () => {
  it('adds a new message to the newest page and shows every message once, oldest first', () => {
    const old = data([message('b', '2026-01-02T00:00:00Z')], [message('a', '2026-01-01T00:00:00Z')]);
    const next = upsertMessage(old, message('c', '2026-01-03T00:00:00Z'));
    expect(next?.pages[0]?.messages.map((m) => m.id)).toEqual(['c', 'b']);
    expect(orderedMessages(next).map((m) => m.id)).toEqual(['a', 'b', 'c']);
    // The same message twice (the answer to the send and the stream) stays one.
    expect(orderedMessages(upsertMessage(next, message('c', '2026-01-03T00:00:00Z'))).map((m) => m.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('changes a known message in place (a held message released) and takes a removed one’s words', () => {
    const old = data([message('a', '2026-01-01T00:00:00Z', { status: 'held', mine: true })]);
    const released = upsertMessage(old, message('a', '2026-01-01T00:00:00Z', { mine: true }));
    expect(released?.pages[0]?.messages).toHaveLength(1);
    expect(released?.pages[0]?.messages[0]?.status).toBe('visible');
    const removed = markMessageRemoved(released, 'a');
    expect(removed?.pages[0]?.messages[0]).toMatchObject({ status: 'removed', body: '' });
    expect(upsertMessage(undefined, message('x', ''))).toBeUndefined();
  });
});

describe('unsent words', () => {
  it('are kept per connection for the account that wrote them, until sent', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    } as unknown as Storage;
    keepPeerDraft('u1', 'c1', 'I wanted to say', fake);
    expect(readPeerDraft('u1', 'c1', fake)).toBe('I wanted to say');
    expect(readPeerDraft('u1', 'c2', fake)).toBe('');
    expect(readPeerDraft('u2', 'c1', fake)).toBe('');
    keepPeerDraft('u1', 'c1', '', fake);
    expect(readPeerDraft('u1', 'c1', fake)).toBe('');
  });
});
