/**
 * The answer to words the crisis screen was worried by, once they are saved as written (decisions
 * 043, 045 and 049): with a crisis, a few plain words and the crisis card with the help lines of the
 * writer's country, which take the focus; otherwise a gentle note. Either is closed with Close.
 * The journal's answer and the one for words written for others differ only in their words.
 */
import { useEffect, useRef } from 'react';
import { helplinesFor } from '@shared/safety';
import type { Helpline } from '@shared/schemas/companion';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CrisisCard } from '@web/components/crisis-card';
import { SafetyNote } from '@web/components/safety-note';

export interface SupportAnswerProps {
  support: { risk: 'concern' | 'crisis'; helplines?: Helpline[] };
  words: { crisisTitle: string; crisisNote: string; concernNote: string; close: string };
  /** `<testIdPrefix>-crisis-support` or `<testIdPrefix>-concern-support`. */
  testIdPrefix: string;
  onClose: () => void;
}

export function SupportAnswer({ support, words, testIdPrefix, onClose }: SupportAnswerProps) {
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
        data-testid={`${testIdPrefix}-crisis-support`}
      >
        <Alert role="none">
          <AlertTitle>{words.crisisTitle}</AlertTitle>
          <AlertDescription>{words.crisisNote}</AlertDescription>
        </Alert>
        <CrisisCard helplines={support.helplines?.length ? support.helplines : helplinesFor(null)} />
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={onClose}>
            {words.close}
          </Button>
        </div>
      </div>
    );
  }
  return <SafetyNote note={words.concernNote} onClose={onClose} testId={`${testIdPrefix}-concern-support`} />;
}
