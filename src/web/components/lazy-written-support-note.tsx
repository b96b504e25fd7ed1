/**
 * The note about words just saved (components/written-support-note.tsx, decision 045), loaded only
 * when there is one to show: the pages that may show it carry this small loader, not the note and
 * its crisis card.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const WrittenSupportNote = lazy(() => import('@web/components/written-support-note'));

export function LazyWrittenSupportNote(props: ComponentProps<typeof WrittenSupportNote>) {
  return (
    <Suspense fallback={null}>
      <WrittenSupportNote {...props} />
    </Suspense>
  );
}
