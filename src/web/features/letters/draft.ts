/**
 * The new letter's draft, kept in localStorage (fmn.letterDraft) as it is written, like the
 * journal's New Entry: a reload, a lost connection or an ended session never loses a letter. It is
 * tied to the account that wrote it and cleared once the letter is saved or the writer clears it.
 */
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
export const isBlankLetterDraft = (d: LetterDraft) => !d.recipientName.trim() && !d.letterContent.trim() && !d.recipientEmail.trim();

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function readLetterDraft(userId: string, storage: Storage | undefined = globalThis.localStorage): LetterDraft | null {
  try {
    const raw = storage?.getItem(LETTER_DRAFT_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (v.userId !== userId) return null;
    const draft: LetterDraft = {
      recipientName: str(v.recipientName),
      memorialId: str(v.memorialId),
      scheduledDeliveryDate: str(v.scheduledDeliveryDate),
      recipientEmail: str(v.recipientEmail),
      letterContent: str(v.letterContent),
    };
    return isBlankLetterDraft(draft) ? null : draft;
  } catch {
    return null;
  }
}

export function writeLetterDraft(userId: string, draft: LetterDraft, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (isBlankLetterDraft(draft)) storage?.removeItem(LETTER_DRAFT_KEY);
    else storage?.setItem(LETTER_DRAFT_KEY, JSON.stringify({ userId, ...draft, savedAt: Date.now() }));
  } catch {
    // Storage full or disabled (private mode): the form still works, only without the safety net.
  }
}

export function clearLetterDraft(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(LETTER_DRAFT_KEY);
  } catch {
    /* nothing to clear */
  }
}
