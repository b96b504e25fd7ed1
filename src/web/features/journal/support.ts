/**
 * What the crisis screen read in the entry just saved or edited (decision 043), for the journal page
 * to show above the entries until it is closed or the page is left.
 */
import type { JournalEntryResponse } from '@shared/schemas/journal';

export type JournalSupport = NonNullable<JournalEntryResponse['support']>;

/**
 * The note and whose entry brought it: an entry sent by the outbox while another screen was open
 * waits for its writer, and is never shown to someone else who signs in on this tab. `owner` is
 * null for a note set while the journal page is open (it is the writer's page).
 */
export interface ShownSupport {
  support: JournalSupport;
  owner: string | null;
}

let current: ShownSupport | null = null;
const listeners = new Set<() => void>();

/** Shows `support` (or nothing, with null) on the journal page of `owner`. */
export function setJournalSupport(support: JournalSupport | null, owner: string | null = null): void {
  current = support ? { support, owner } : null;
  for (const listener of listeners) listener();
}

/** What is waiting to be shown (read outside React too, as in an event handler). */
export const currentJournalSupport = (): ShownSupport | null => current;

/** The note for `userId`'s journal page, if one waits for them. */
export const supportFor = (shown: ShownSupport | null, userId: string): JournalSupport | null =>
  shown && (shown.owner === null || shown.owner === userId) ? shown.support : null;

/**
 * For `useSyncExternalStore` (routes/journal.tsx). This module imports nothing of React: api.ts,
 * which the offline sender shares, carries it, and React's interop would split a chunk off every route.
 */
export function subscribeJournalSupport(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
