/**
 * What the crisis screen read in the entry just saved or edited (decision 043), for the journal page
 * to show above the entries until it is closed or the page is left.
 */
import type { JournalEntryResponse } from '@shared/schemas/journal';

export type JournalSupport = NonNullable<JournalEntryResponse['support']>;

let current: JournalSupport | null = null;
const listeners = new Set<() => void>();

/** Shows `support` (or nothing, with null) on the journal page. */
export function setJournalSupport(support: JournalSupport | null): void {
  current = support;
  for (const listener of listeners) listener();
}

/** What is shown now (read outside React, as in an event handler). */
export const currentJournalSupport = (): JournalSupport | null => current;

/**
 * For `useSyncExternalStore` (routes/journal.tsx). This module imports nothing of React: api.ts,
 * which the offline sender shares, carries it, and React's interop would split a chunk off every route.
 */
export function subscribeJournalSupport(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
