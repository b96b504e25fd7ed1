/**
 * What the crisis screen read in the family's words just saved on the memorial (decision 045), for
 * the part of the page where they were written to show until it is closed or the page is left. It
 * imports nothing of React (the journal's store does the same, decision 043).
 */
import type { WrittenSupport } from '@shared/schemas/companion';

/** The part of the memorial's page the words were written in. */
export type StoryPart = 'story' | 'gallery' | 'voice' | 'timeline' | 'memorial';

export interface ShownStorySupport {
  support: WrittenSupport;
  part: StoryPart;
}

let current: ShownStorySupport | null = null;
const listeners = new Set<() => void>();

/** Shows `support` under `part` (or nothing, with undefined or null): each save replaces the last note. */
export function setStorySupport(support: WrittenSupport | null | undefined, part: StoryPart): void {
  current = support ? { support, part } : null;
  for (const listener of listeners) listener();
}

export function clearStorySupport(): void {
  if (!current) return;
  current = null;
  for (const listener of listeners) listener();
}

export const currentStorySupport = (): ShownStorySupport | null => current;

/** For `useSyncExternalStore` (story-support.tsx). */
export function subscribeStorySupport(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
