/**
 * Unsent messages to the AI companion, kept in localStorage (fmn.chatDraft) as they are typed
 * (lib/draft-store.ts), one per place: `companion` (the /companion page) and `memorial:<id>` (a
 * memorial's companion panel). An ended session sends the person through /auth and back, and what
 * they were writing is still in the box when they return. While a message is on its way the draft
 * keeps it; it goes once the companion has answered. The 20 most recent places are kept.
 */
import { useEffect, useState } from 'react';
import { placedDrafts } from '@web/lib/draft-store';

export const CHAT_DRAFT_KEY = 'fmn.chatDraft';
const drafts = placedDrafts(CHAT_DRAFT_KEY, 20);

export function readChatDraft(userId: string, place: string, storage?: Storage): string {
  return drafts.read(userId, place, storage);
}

export function keepChatDraft(userId: string, place: string, text: string, storage?: Storage): void {
  drafts.keep(userId, place, text, storage);
}

/**
 * The message box of a chat: its text, kept as a draft for the signed-in account at `place`
 * (nothing is kept without both), `giveBack` for a message that could not be sent (it goes back
 * before anything typed since), and whether the box still holds the draft it was restored with.
 */
export function useMessageBox({
  userId,
  place,
  sending,
}: {
  userId: string | null;
  place: string | null;
  sending: boolean;
}) {
  const [input, setInput] = useState(() => (userId && place ? readChatDraft(userId, place) : ''));
  const [restoredText] = useState(input);
  useEffect(() => {
    if (userId && place && !sending) keepChatDraft(userId, place, input);
  }, [userId, place, input, sending]);
  return {
    input,
    setInput,
    giveBack: (raw: string) => setInput((current) => (current.trim() ? `${raw}\n\n${current}` : raw)),
    restored: restoredText !== '' && input === restoredText && !sending,
  };
}
