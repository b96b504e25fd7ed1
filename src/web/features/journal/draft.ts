/**
 * The New Entry draft, kept in localStorage (fmn.journalDraft) as it is typed (lib/draft-store.ts):
 * cleared once the entry is saved or the writer clears the form.
 */
import { useState } from 'react';
import { MOODS, type Mood } from '@shared/constants';
import { draftStore, storedText } from '@web/lib/draft-store';

export const DRAFT_KEY = 'fmn.journalDraft';

export interface JournalDraft {
  title: string;
  content: string;
  mood: Mood | null;
}

export const EMPTY_DRAFT: JournalDraft = { title: '', content: '', mood: null };

export const isBlankDraft = (d: JournalDraft) => !d.title.trim() && !d.content.trim() && !d.mood;

const store = draftStore<JournalDraft>(DRAFT_KEY, {
  fromStored: (v) => ({
    title: storedText(v.title),
    content: storedText(v.content),
    mood: (MOODS as readonly unknown[]).includes(v.mood) ? (v.mood as Mood) : null,
  }),
  isBlank: isBlankDraft,
});

export const readDraft = (userId: string) => store.read(userId);
export const writeDraft = (userId: string, draft: JournalDraft) => store.write(userId, draft);
export const clearDraft = () => store.clear();

/** The New Entry being written: restored from this device, and kept there at every change. */
export function useNewEntryDraft(userId: string) {
  const [draft, setDraft] = useState<JournalDraft>(() => readDraft(userId) ?? EMPTY_DRAFT);
  const [restored] = useState(() => !isBlankDraft(draft));
  return {
    draft,
    blank: isBlankDraft(draft),
    /** The form still holds the draft this device kept from before. */
    restored: restored && !isBlankDraft(draft),
    change: (next: JournalDraft) => {
      setDraft(next);
      writeDraft(userId, next);
    },
    clear: () => {
      clearDraft();
      setDraft(EMPTY_DRAFT);
    },
  };
}

export type NewEntryDraft = ReturnType<typeof useNewEntryDraft>;
