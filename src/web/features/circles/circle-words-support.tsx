/**
 * On a circle's page: the note about its name or description just saved (decision 045). The note
 * and its crisis card are loaded only when there is one to show.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { LazyWrittenSupportNote } from '@web/components/lazy-written-support-note';
import { clearCircleSupport, currentCircleSupport, subscribeCircleSupport } from './words-support';

export function CircleWordsSupport({ circleId }: { circleId: string }) {
  const shown = useSyncExternalStore(subscribeCircleSupport, currentCircleSupport, () => null);
  // The note belongs to this visit of the circle's page.
  useEffect(() => clearCircleSupport, []);
  if (!shown || shown.circleId !== circleId) return null;
  return <LazyWrittenSupportNote support={shown.support} place="circle" onClose={clearCircleSupport} />;
}
