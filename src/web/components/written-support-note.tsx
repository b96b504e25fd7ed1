/**
 * The answer to words the crisis screen was worried by, once they are saved as written (decision
 * 045): with a crisis, a few plain words and the crisis card with the help lines of the writer's
 * country, which take the focus; otherwise a gentle note. Either is closed with Close. Loaded only
 * when needed (React.lazy), so the pages that may show it do not carry it.
 */
import { useEffect, useRef } from 'react';
import { helplinesFor } from '@shared/safety';
import type { WrittenSupport } from '@shared/schemas/companion';
import { WRITTEN_SUPPORT_MSG, type WrittenSupportPlace } from '@shared/written-support';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CrisisCard } from '@web/components/crisis-card';
import { SafetyNote } from '@web/components/safety-note';

export default function WrittenSupportNote({
  support,
  place,
  onClose,
}: {
  support: WrittenSupport;
  place: WrittenSupportPlace;
  onClose: () => void;
}) {
  const crisisRef = useRef<HTMLDivElement>(null);
  const saved = WRITTEN_SUPPORT_MSG.saved[place];
  // The form that was open has closed: keyboard and screen-reader users are brought to these words.
  useEffect(() => {
    if (support.risk === 'crisis') crisisRef.current?.focus();
  }, [support]);

  if (support.risk === 'crisis') {
    return (
      <div
        ref={crisisRef}
        tabIndex={-1}
        role="status"
        className="space-y-3 outline-hidden"
        data-testid="written-crisis-support"
      >
        <Alert role="none">
          <AlertTitle>{WRITTEN_SUPPORT_MSG.crisisTitle}</AlertTitle>
          <AlertDescription>{WRITTEN_SUPPORT_MSG.crisisNote(saved)}</AlertDescription>
        </Alert>
        <CrisisCard helplines={support.helplines.length ? support.helplines : helplinesFor(null)} />
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={onClose}>
            {WRITTEN_SUPPORT_MSG.close}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <SafetyNote note={WRITTEN_SUPPORT_MSG.concernNote(saved)} onClose={onClose} testId="written-concern-support" />
  );
}
