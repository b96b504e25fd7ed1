/**
 * The New Entry draft, kept in localStorage (fmn.journalDraft) as it is typed (lib/draft-store.ts):
 * cleared once the entry is saved or the writer clears the form.
 */
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
