/**
 * What the crisis screen read in a letter just written or edited (decision 049), for the Legacy
 * Letters page to show until it is closed or the page is left. A letter is private until it is
 * delivered: only its writer sees this. Imports nothing of React (as the memorial's store).
 */
import type { WrittenSupport } from '@shared/schemas/companion';

let current: WrittenSupport | null = null;
const listeners = new Set<() => void>();

/** Shows `support` (nothing, with undefined): each save replaces the last note. */
export function setLetterSupport(support: WrittenSupport | undefined): void {
  current = support ?? null;
  for (const listener of listeners) listener();
}

export function clearLetterSupport(): void {
  if (!current) return;
  current = null;
  for (const listener of listeners) listener();
}

export const currentLetterSupport = (): WrittenSupport | null => current;

/** With a crisis the help lines keep the focus: a closing form does not take it back. */
export const helpLinesShown = (): boolean => current?.risk === 'crisis';

export function subscribeLetterSupport(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
