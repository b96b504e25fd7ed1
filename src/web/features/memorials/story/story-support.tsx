/**
 * Where a part of the memorial's page shows the note about words just saved there (decision 045).
 * The note and its crisis card are loaded only when there is one to show.
 */
import { useSyncExternalStore } from 'react';
import { LazyWrittenSupportNote } from '@web/components/lazy-written-support-note';
import { clearStorySupport, currentStorySupport, subscribeStorySupport, type StoryPart } from './support';

export function StorySupport({ part }: { part: StoryPart }) {
  const shown = useSyncExternalStore(subscribeStorySupport, currentStorySupport, () => null);
  if (!shown || shown.part !== part) return null;
  return (
    <LazyWrittenSupportNote
      support={shown.support}
      place={part === 'memorial' ? 'memorial' : 'story'}
      onClose={clearStorySupport}
    />
  );
}
