/**
 * The journal's answer to an entry the crisis screen was worried by (decision 043): with a crisis,
 * the help lines of the writer's country and a few plain words; otherwise a gentle note. Loaded only
 * when needed, so the journal's own scripts do not carry the help-line card.
 */
import { useEffect, useRef } from 'react';
import { JOURNAL_SUPPORT_MSG } from '@shared/journal-support';
import { helplinesFor } from '@shared/safety';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SafetyNote } from '@web/components/safety-note';
import { CrisisCard } from '@web/components/crisis-card';
import type { JournalSupport } from './support';

export default function JournalSupportNote({ support, onClose }: { support: JournalSupport; onClose: () => void }) {
  const crisisRef = useRef<HTMLDivElement>(null);
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
        data-testid="journal-crisis-support"
      >
        <Alert role="none">
          <AlertTitle>{JOURNAL_SUPPORT_MSG.crisisTitle}</AlertTitle>
          <AlertDescription>{JOURNAL_SUPPORT_MSG.crisisNote}</AlertDescription>
        </Alert>
        <CrisisCard helplines={support.helplines?.length ? support.helplines : helplinesFor(null)} />
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={onClose}>
            {JOURNAL_SUPPORT_MSG.close}
          </Button>
        </div>
      </div>
    );
  }
  return <SafetyNote note={JOURNAL_SUPPORT_MSG.concernNote} onClose={onClose} testId="journal-concern-support" />;
}
