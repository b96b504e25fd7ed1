/**
 * The grief journal (spec sections 2, 3, 5, 8 and 9): request and response shapes and the spec's
 * messages, one copy for the browser and the server. Entries are private to their author.
 */
import { z } from 'zod';
import { LIMITS, MOODS, type Mood } from '../constants';
import { FIELD_MSG, keysetCursor, text, uuidParam } from './fields';
import type { WrittenSupport } from './companion';

export const JOURNAL_MSG = {
  // Validation (spec section 5, "Journal entry").
  titleRequired: 'Title required',
  titleTooLong: 'Title too long (max 200 characters)',
  contentRequired: 'Content required',
  contentTooLong: 'Content too long (max 50,000 characters)',
  /** Not in the spec: only reachable by a hand-made request (the form offers the list). */
  moodInvalid: `Mood must be one of: ${MOODS.join(', ')}`,
  nothingToUpdate: 'Nothing to update.',
  /** Client-side validation toasts use this title with the first failing rule's message. */
  validationTitle: 'Validation Error',
  // Toasts (spec section 8, "Journal"); the update ones are ours (editing is not in the spec).
  loadFailed: 'Error loading journal entries',
  createFailed: 'Error creating entry',
  deleteFailed: 'Error deleting entry',
  updateFailed: 'Error updating entry',
  created: 'Journal entry created',
  deleted: 'Entry deleted',
  updated: 'Entry updated',
  exportFailed: 'Error downloading journal',
  notFound: 'We could not find that journal entry.',
  /** Ours: a `before` cursor that is not one of ours (decision 016). */
  pageNotFound: 'That page of the journal does not exist.',
  // Screen texts (spec section 2, "Journal").
  pageTitle: 'Grief Journal',
  newEntry: 'New Entry',
  emptyHeading: 'Your journal is waiting',
  emptyAction: 'Create First Entry',
  moodPlaceholder: 'How are you feeling?',
  download: 'Download journal',
  // Ours: an entry written without a connection (decision 025).
  queuedTitle: 'Kept safely on this device',
  queued: 'You are offline, so this entry will be sent as soon as you are back online. Nothing is lost.',
  queuedBadge: 'Waiting to be sent',
  queuedNote: 'Kept on this device until you are back online; then it is saved to your journal.',
  queuedRefused: 'This entry could not be saved:',
  queuedRemove: 'Remove from this device',
  sentTitle: 'Your offline entry is saved',
  sentMany: (n: number) => `Your ${n} offline entries are saved`,
} as const;

/** Entries per page of GET /api/journal (older ones come with the `before` cursor). */
export const JOURNAL_PAGE_SIZE = 100;

const title = text({ error: JOURNAL_MSG.titleRequired })
  .trim()
  .min(1, JOURNAL_MSG.titleRequired)
  .max(LIMITS.journalTitle, JOURNAL_MSG.titleTooLong);

const content = text({ error: JOURNAL_MSG.contentRequired })
  .trim()
  .min(1, JOURNAL_MSG.contentRequired)
  .max(LIMITS.journalContent, JOURNAL_MSG.contentTooLong);

/** Optional; null (or leaving it out) means no mood. */
const mood = z.enum(MOODS, { error: JOURNAL_MSG.moodInvalid }).nullish();

/**
 * POST /api/journal. Unknown fields (a user id, say) are refused. `clientId`, optional, is the id
 * the browser gave the entry before sending it: sending it again with the same one answers the
 * entry already saved (200) instead of saving a second copy (decision 025).
 */
export const journalCreateSchema = z.strictObject({
  title,
  content,
  mood,
  clientId: uuidParam(FIELD_MSG.invalidId).optional(),
});
export type JournalCreateInput = z.input<typeof journalCreateSchema>;

/** PATCH /api/journal/:id: any of the fields; mood null clears it. */
export const journalUpdateSchema = z
  .strictObject({ title: title.optional(), content: content.optional(), mood })
  .refine((v) => v.title !== undefined || v.content !== undefined || v.mood !== undefined, JOURNAL_MSG.nothingToUpdate);
export type JournalUpdateInput = z.input<typeof journalUpdateSchema>;

/** GET /api/journal: `before` is a page's `nextCursor`. */
export const journalListQuerySchema = z.object({ before: keysetCursor(JOURNAL_MSG.pageNotFound).optional() });

/** GET /api/journal/export: `tz` is the reader's time zone; one the runtime does not know is UTC. */
export const journalExportQuerySchema = z.object({ tz: z.string().optional() });

export interface JournalEntry {
  id: string;
  title: string;
  content: string;
  mood: Mood | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/journal: newest first; `nextCursor` is set when older entries remain. */
export interface JournalPage {
  entries: JournalEntry[];
  nextCursor: string | null;
}

/** POST /api/journal (201), GET and PATCH /api/journal/:id. */
export interface JournalEntryResponse {
  entry: JournalEntry;
  /**
   * On saving (POST, PATCH): what the crisis screen read in the entry (decision 043). Absent when
   * nothing worried it; `helplines` with a crisis, for the writer's country.
   */
  support?: WrittenSupport;
}

/** The download's file name: grief-journal-YYYY-MM-DD.md. */
export const journalExportFileName = (isoDay: string) => `grief-journal-${isoDay}.md`;
