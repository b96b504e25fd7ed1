/**
 * Unsent posts and replies in circles, kept in localStorage (fmn.circleDraft) as they are typed
 * (lib/draft-store.ts), one per place: `circle:<id>` for a circle's box, `reply:<post id>` for a
 * reply. A reload, a lost connection or an ended session never loses what someone was writing; a
 * draft goes once its post is shared. The 20 most recent places are kept.
 */
import { draftStore } from '@web/lib/draft-store';

export const CIRCLE_DRAFT_KEY = 'fmn.circleDraft';
const MAX_PLACES = 20;

type Texts = Record<string, string>;

const store = draftStore<{ texts: Texts }>(CIRCLE_DRAFT_KEY, {
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

export function readCircleDraft(userId: string, place: string, storage?: Storage): string {
  return store.read(userId, storage)?.texts[place] ?? '';
}

export function keepCircleDraft(userId: string, place: string, text: string, storage?: Storage): void {
  const texts = { ...store.read(userId, storage)?.texts };
  if (!text.trim() && !(place in texts)) return;
  delete texts[place];
  if (text.trim()) texts[place] = text; // last: the most recent
  const places = Object.keys(texts);
  for (const old of places.slice(0, Math.max(0, places.length - MAX_PLACES))) delete texts[old];
  store.write(userId, { texts }, storage);
}
