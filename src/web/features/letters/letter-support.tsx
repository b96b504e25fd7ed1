/**
 * On the Legacy Letters page: the note about a letter just saved (decision 049). The note and its
 * crisis card are loaded only when there is one to show.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { clearLetterSupport, currentLetterSupport, subscribeLetterSupport } from './support';

const WrittenSupportNote = lazy(() => import('@web/components/written-support-note'));

export function LetterSupport() {
  const shown = useSyncExternalStore(subscribeLetterSupport, currentLetterSupport, () => null);
  // The note belongs to this visit of the page.
  useEffect(() => clearLetterSupport, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <WrittenSupportNote support={shown} place="letter" onClose={clearLetterSupport} />
    </Suspense>
  );
}
