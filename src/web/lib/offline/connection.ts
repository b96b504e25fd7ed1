/**
 * Whether the app is offline: the browser says so, or the last API call got no answer at all (the
 * network is there but the server cannot be reached). Any answer from the server ends it.
 */
import { useSyncExternalStore } from 'react';

let unreachable = false;
const listeners = new Set<() => void>();

/** Called by the API client after every call: `reached` is false when no answer came. */
export function reportReached(reached: boolean): void {
  if (unreachable === !reached) return;
  unreachable = !reached;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOffline = () => !navigator.onLine || unreachable;

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
