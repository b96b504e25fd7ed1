/**
 * The unsent message to the AI companion (/companion), kept in localStorage (fmn.companionDraft)
 * as it is typed (lib/draft-store.ts): an ended session sends the person through /auth and back,
 * and what they were writing is still in the box when they return. While a message is on its way
 * the draft keeps it, and it goes once the companion has answered.
 */
import { draftStore, storedText } from '@web/lib/draft-store';

export const COMPANION_DRAFT_KEY = 'fmn.companionDraft';

const store = draftStore<{ text: string }>(COMPANION_DRAFT_KEY, {
  fromStored: (v) => ({ text: storedText(v.text) }),
  isBlank: (d) => !d.text.trim(),
});

export const readCompanionDraft = (userId: string, storage?: Storage): string => store.read(userId, storage)?.text ?? '';
export const keepCompanionDraft = (userId: string, text: string, storage?: Storage) => store.write(userId, { text }, storage);

/**
 * The unsent message in a chat panel (the memorial companion on a memorial page), kept the same
 * way under fmn.chatDraft with the place it was written in (`memorial:<id>`): it comes back only
 * there, and an empty box elsewhere does not remove it.
 */
export const CHAT_DRAFT_KEY = 'fmn.chatDraft';

const panelStore = draftStore<{ place: string; text: string }>(CHAT_DRAFT_KEY, {
  fromStored: (v) => ({ place: storedText(v.place), text: storedText(v.text) }),
  isBlank: (d) => !d.text.trim(),
});

export function readPanelDraft(userId: string, place: string, storage?: Storage): string {
  const draft = panelStore.read(userId, storage);
  return draft?.place === place ? draft.text : '';
}

export function keepPanelDraft(userId: string, place: string, text: string, storage?: Storage): void {
  if (!text.trim() && panelStore.read(userId, storage)?.place !== place) return;
  panelStore.write(userId, { place, text }, storage);
}
