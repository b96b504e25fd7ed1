/**
 * The new letter's draft, kept in localStorage (fmn.letterDraft) as it is written, like the
 * journal's New Entry (lib/draft-store.ts): cleared once the letter is saved or the writer clears it.
 */
import { useState } from 'react';
import { draftStore, storedText } from '@web/lib/draft-store';

export const LETTER_DRAFT_KEY = 'fmn.letterDraft';

export interface LetterDraft {
  recipientName: string;
  /** '' for no memorial. */
  memorialId: string;
  /** YYYY-MM-DD or ''. */
  scheduledDeliveryDate: string;
  recipientEmail: string;
  letterContent: string;
}

export const EMPTY_LETTER_DRAFT: LetterDraft = {
  recipientName: '',
  memorialId: '',
  scheduledDeliveryDate: '',
  recipientEmail: '',
  letterContent: '',
};

/** Nothing typed: only a memorial or a date chosen is not worth keeping. */
export const isBlankLetterDraft = (d: LetterDraft) =>
  !d.recipientName.trim() && !d.letterContent.trim() && !d.recipientEmail.trim();

const store = draftStore<LetterDraft>(LETTER_DRAFT_KEY, {
  fromStored: (v) => ({
    recipientName: storedText(v.recipientName),
    memorialId: storedText(v.memorialId),
    scheduledDeliveryDate: storedText(v.scheduledDeliveryDate),
    recipientEmail: storedText(v.recipientEmail),
    letterContent: storedText(v.letterContent),
  }),
  isBlank: isBlankLetterDraft,
});

export const readLetterDraft = (userId: string, storage?: Storage) => store.read(userId, storage);
export const writeLetterDraft = (userId: string, draft: LetterDraft, storage?: Storage) =>
  store.write(userId, draft, storage);
export const clearLetterDraft = (storage?: Storage) => store.clear(storage);

/** The new letter being written: restored from this device, and kept there at every change. */
export function useNewLetterDraft(userId: string) {
  const [draft, setDraft] = useState<LetterDraft>(() => readLetterDraft(userId) ?? EMPTY_LETTER_DRAFT);
  const [restored] = useState(() => !isBlankLetterDraft(draft));
  return {
    draft,
    blank: isBlankLetterDraft(draft),
    /** The form still holds the draft this device kept from before. */
    restored: restored && !isBlankLetterDraft(draft),
    change: (next: LetterDraft) => {
      setDraft(next);
      writeLetterDraft(userId, next);
    },
    clear: () => {
      clearLetterDraft();
      setDraft(EMPTY_LETTER_DRAFT);
    },
  };
}

export type NewLetterDraft = ReturnType<typeof useNewLetterDraft>;
