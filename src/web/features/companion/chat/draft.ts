/**
 * Unsent messages to the AI companion, kept in localStorage (fmn.chatDraft) as they are typed
 * (lib/draft-store.ts), one per place: `companion` (the /companion page) and `memorial:<id>` (a
 * memorial's companion panel). An ended session sends the person through /auth and back, and what
 * they were writing is still in the box when they return. While a message is on its way the draft
 * keeps it; it goes once the companion has answered. The 20 most recent places are kept.
 */
import { useEffect, useState } from 'react';
import { draftStore } from '@web/lib/draft-store';

export const CHAT_DRAFT_KEY = 'fmn.chatDraft';
const MAX_PLACES = 20;

type Texts = Record<string, string>;

const store = draftStore<{ texts: Texts }>(CHAT_DRAFT_KEY, {
  fromStored: (v) => {
    const texts: Texts = {};
    if (typeof v.texts === 'object' && v.texts !== null) {
      for (const [place, text] of Object.entries(v.texts))
        if (typeof text === 'string' && text.trim()) texts[place] = text;
    }
    return { texts };
  },
  isBlank: (d) => Object.keys(d.texts).length === 0,
});

export function readChatDraft(userId: string, place: string, storage?: Storage): string {
  return store.read(userId, storage)?.texts[place] ?? '';
}

export function keepChatDraft(userId: string, place: string, text: string, storage?: Storage): void {
  const texts = { ...store.read(userId, storage)?.texts };
  if (!text.trim() && !(place in texts)) return;
  delete texts[place];
  if (text.trim()) texts[place] = text; // last: the most recent
  const places = Object.keys(texts);
  for (const old of places.slice(0, Math.max(0, places.length - MAX_PLACES))) delete texts[old];
  store.write(userId, { texts }, storage);
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
