/**
 * Where a part of the memorial's page shows the note about words just saved there (decision 045).
 * The note and its crisis card are loaded only when there is one to show.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { clearStorySupport, currentStorySupport, subscribeStorySupport, type StoryPart } from './support';

const WrittenSupportNote = lazy(() => import('@web/components/written-support-note'));

export function StorySupport({ part }: { part: StoryPart }) {
  const shown = useSyncExternalStore(subscribeStorySupport, currentStorySupport, () => null);
  if (!shown || shown.part !== part) return null;
  return (
    <Suspense fallback={null}>
      <WrittenSupportNote
        support={shown.support}
        place={part === 'memorial' ? 'memorial' : 'story'}
        onClose={clearStorySupport}
      />
    </Suspense>
  );
}
