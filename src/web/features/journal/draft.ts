/**
 * The New Entry draft, kept in localStorage (fmn.journalDraft) as it is typed, so a reload, a lost
 * connection or an ended session never loses what someone wrote. It is tied to the account that
 * wrote it (another account signing in on the same browser does not see it) and cleared once the
 * entry is saved or the writer clears the form.
 */
import { MOODS, type Mood } from '@shared/constants';

export const DRAFT_KEY = 'fmn.journalDraft';

export interface JournalDraft {
  title: string;
  content: string;
  mood: Mood | null;
}

export const EMPTY_DRAFT: JournalDraft = { title: '', content: '', mood: null };

export const isBlankDraft = (d: JournalDraft) => !d.title.trim() && !d.content.trim() && !d.mood;

export function readDraft(userId: string): JournalDraft | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<JournalDraft> & { userId?: unknown };
    if (v.userId !== userId) return null;
    const draft: JournalDraft = {
      title: typeof v.title === 'string' ? v.title : '',
      content: typeof v.content === 'string' ? v.content : '',
      mood: (MOODS as readonly unknown[]).includes(v.mood) ? (v.mood as Mood) : null,
    };
    return isBlankDraft(draft) ? null : draft;
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, draft: JournalDraft): void {
  try {
    if (isBlankDraft(draft)) window.localStorage.removeItem(DRAFT_KEY);
    else window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ userId, ...draft, savedAt: Date.now() }));
  } catch {
    // Storage full or disabled (private mode): the form still works, only without the safety net.
  }
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(DRAFT_KEY);
  } catch {
    /* nothing to clear */
  }
}
