/**
 * What the crisis screen said to the author of the guestbook message just left (decision 041): a
 * held message is explained and the help lines shown; a worrying one gets a gentle note.
 */
import type { ReactNode } from 'react';
import { GUESTBOOK_SUPPORT_MSG } from '@shared/guestbook-support';
import { helplinesFor } from '@shared/safety';
import type { Helpline } from '@shared/schemas/companion';
import type { GuestbookEntryResponse } from '@shared/schemas/memorials';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { SafetyNote } from '@web/components/safety-note';

export default function SignedSupport({
  support,
  renderSupport,
  onClose,
}: {
  support: NonNullable<GuestbookEntryResponse['support']>;
  renderSupport: (helplines: Helpline[]) => ReactNode;
  onClose: () => void;
}) {
  if (support.risk === 'crisis') {
    return (
      <div role="status" className="space-y-3" data-testid="guestbook-held">
        <Alert role="none">
          <AlertTitle>{GUESTBOOK_SUPPORT_MSG.heldTitle}</AlertTitle>
          <AlertDescription>{GUESTBOOK_SUPPORT_MSG.heldNote}</AlertDescription>
        </Alert>
        {renderSupport(support.helplines?.length ? support.helplines : helplinesFor(null))}
      </div>
    );
  }
  return <SafetyNote note={GUESTBOOK_SUPPORT_MSG.concernNote} onClose={onClose} testId="guestbook-concern" />;
}
