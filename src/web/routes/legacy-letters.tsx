/**
 * Legacy Letters, /legacy-letters (spec sections 2, 4, 5, 8 and 9; delivery by email is ours,
 * decision 011). A Write a Letter form (recipient, optional memorial, delivery date, recipient
 * email, the letter in 12 rows, AI Generate) that resets and collapses after saving; the letters
 * newest first with their status; editing before delivery, cancelling a scheduled delivery and
 * deleting, each after a confirmation where something is lost. The unsaved new letter is kept on
 * this device as it is written (features/letters/draft.ts).
 *
 * Letters are a paid feature: on the free tier the page says so (Premium Feature) instead of
 * letting someone write and then refusing; the server refuses anyway.
 */
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Mail, Plus } from 'lucide-react';
import { MSG } from '@shared/messages';
import { LETTER_MSG, type LegacyLetter } from '@shared/schemas/letters';
import { AppPage } from '@web/components/app-page';
import { Button } from '@web/components/ui/button';
import { useLetters } from '@web/features/letters/api';
import { useNewLetterDraft } from '@web/features/letters/draft';
import { CancelDeliveryDialog, DeleteLetterDialog, LetterList, PremiumNotice } from '@web/features/letters/letter-list';
import { NewLetterCard } from '@web/features/letters/new-letter';
import { useMyMemorials } from '@web/features/memorials/api';
import { errorText, hasCode } from '@web/lib/errors';
import { useSignedInSession } from '@web/lib/session';

export default function LegacyLettersPage() {
  const { user, entitlements } = useSignedInSession();
  const entitled = entitlements.features.canCreateLegacyLetters;
  const letters = useLetters();
  const memorials = useMyMemorials();

  // The new letter's draft: restored from this device, and the form opens on it.
  const letter = useNewLetterDraft(user.id);
  const [formOpen, setFormOpen] = useState(() => entitled && !letter.blank);
  // The letter a dialog is about stays set while the dialog closes, so its title does not flicker.
  const [toCancel, setToCancel] = useState<LegacyLetter | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [toDelete, setToDelete] = useState<LegacyLetter | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const newLetterRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `${LETTER_MSG.pageTitle} · Forget-me-not`;
  }, []);

  // The server says "premium" (the plan changed since the session was read): show the notice.
  const refused = hasCode(letters.error, 'PREMIUM_FEATURE');
  const canWrite = entitled && !refused;

  // Spec section 8: a failed load is a toast (with a way to try again), once per failure.
  const { isError, errorUpdatedAt, refetch } = letters;
  useEffect(() => {
    if (!isError || refused) return;
    toast.error(LETTER_MSG.loadFailed, {
      id: 'letters-load-failed',
      description: errorText(letters.error, MSG.http.internal),
      action: { label: LETTER_MSG.retry, onClick: () => void refetch() },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [isError, errorUpdatedAt, refetch, refused]);

  // Once the form has collapsed (and its button is back), the focus goes to Write a Letter.
  const focusAfterClose = useRef(false);
  useEffect(() => {
    if (formOpen || !focusAfterClose.current) return;
    focusAfterClose.current = false;
    (newLetterRef.current ?? headingRef.current)?.focus();
  }, [formOpen]);

  const openForm = () => setFormOpen(true);
  const closeForm = () => {
    // The draft stays on this device: Write a Letter brings it back.
    focusAfterClose.current = true;
    setFormOpen(false);
  };

  return (
    <AppPage
      title={LETTER_MSG.pageTitle}
      icon={<Mail aria-hidden className="size-5 shrink-0 text-primary" />}
      headingRef={headingRef}
      actions={
        canWrite &&
        !formOpen && (
          <Button ref={newLetterRef} size="sm" onClick={openForm}>
            <Plus aria-hidden />
            {LETTER_MSG.newLetter}
          </Button>
        )
      }
      after={
        <>
          <CancelDeliveryDialog letter={toCancel} open={cancelOpen} onOpenChange={setCancelOpen} />
          <DeleteLetterDialog
            letter={toDelete}
            open={deleteOpen}
            onOpenChange={setDeleteOpen}
            focusAfterClose={() => newLetterRef.current ?? headingRef.current}
          />
        </>
      }
    >
      <p className="text-muted-foreground">{LETTER_MSG.intro}</p>
      {!canWrite && <PremiumNotice />}
      {canWrite && formOpen && (
        <NewLetterCard
          letter={letter}
          memorials={memorials.data ?? (memorials.isError ? [] : undefined)}
          onClose={closeForm}
        />
      )}
      {!refused && (
        <LetterList
          letters={letters}
          memorials={memorials.data}
          canWrite={canWrite}
          showEmpty={!formOpen}
          onStart={canWrite ? openForm : undefined}
          onCancelDelivery={(l) => {
            setToCancel(l);
            setCancelOpen(true);
          }}
          onDelete={(l) => {
            setToDelete(l);
            setDeleteOpen(true);
          }}
        />
      )}
    </AppPage>
  );
}
