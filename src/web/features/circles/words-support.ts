/**
 * What the crisis screen read in a circle's name and description just created or changed (decision
 * 045), for the circle's page to show until it is closed or the page is left. A circle just created
 * opens on its own page, so the note waits here for it. Imports nothing of React.
 */
import type { WrittenSupport } from '@shared/schemas/companion';

export interface ShownCircleSupport {
  support: WrittenSupport;
  circleId: string;
}

let current: ShownCircleSupport | null = null;
const listeners = new Set<() => void>();

/** Shows `support` on the page of `circleId` (nothing, with undefined): each save replaces the last note. */
export function setCircleSupport(support: WrittenSupport | undefined, circleId: string): void {
  current = support ? { support, circleId } : null;
  for (const listener of listeners) listener();
}

export function clearCircleSupport(): void {
  if (!current) return;
  current = null;
  for (const listener of listeners) listener();
}

export const currentCircleSupport = (): ShownCircleSupport | null => current;

export function subscribeCircleSupport(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
