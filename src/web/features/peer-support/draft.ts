/**
 * Unsent messages to grief buddies, kept in localStorage (fmn.peerDraft) as they are typed
 * (lib/draft-store.ts), one per connection (`peer:<connection id>`). A reload, a lost connection
 * or an ended session never loses what someone was writing; a draft goes once it is sent.
 */
import { placedDrafts } from '@web/lib/draft-store';

export const PEER_DRAFT_KEY = 'fmn.peerDraft';
const drafts = placedDrafts(PEER_DRAFT_KEY, 20);

export const peerDraftPlace = (connectionId: string) => `peer:${connectionId}`;

export function readPeerDraft(userId: string, connectionId: string, storage?: Storage): string {
  return drafts.read(userId, peerDraftPlace(connectionId), storage);
}

export function keepPeerDraft(userId: string, connectionId: string, text: string, storage?: Storage): void {
  drafts.keep(userId, peerDraftPlace(connectionId), text, storage);
}
