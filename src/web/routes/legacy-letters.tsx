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
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Mail, PenLine, Plus, Sparkles } from 'lucide-react';
import { MSG } from '@shared/messages';
import { LETTER_MSG, type LegacyLetter, type LetterCreateInput } from '@shared/schemas/letters';
import { AppPage } from '@web/components/app-page';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCancelLetter, useCreateLetter, useDeleteLetter, useLetters } from '@web/features/letters/api';
import {
  EMPTY_LETTER_DRAFT,
  clearLetterDraft,
  isBlankLetterDraft,
  readLetterDraft,
  writeLetterDraft,
  type LetterDraft,
} from '@web/features/letters/draft';
import { LetterCard, letterErrorDescription } from '@web/features/letters/letter-card';
import { LetterForm } from '@web/features/letters/letter-form';
import { useMyMemorials } from '@web/features/memorials/api';
import { ApiError } from '@web/lib/api';
import { useSignedInSession } from '@web/lib/session';

function LetterSkeletons() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your letters…
      </span>
      {[0, 1].map((i) => (
        <Card key={i} className="space-y-3 p-5 sm:p-6">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="h-5 w-48 rounded-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-3/5" />
        </Card>
      ))}
    </div>
  );
}

function EmptyLetters({ onStart }: { onStart?: () => void }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center motion-safe:animate-fade-in">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
        <Mail aria-hidden className="size-8" />
      </span>
      <p className="mt-5 max-w-md text-lg leading-relaxed">{LETTER_MSG.empty}</p>
      {onStart && (
        <Button className="mt-6" onClick={onStart}>
          <PenLine aria-hidden />
          {LETTER_MSG.newLetter}
        </Button>
      )}
    </Card>
  );
}

function PremiumNotice() {
  return (
    <Alert role="status" data-testid="letters-premium">
      <Sparkles aria-hidden />
      <AlertTitle>{MSG.plan.premiumTitle}</AlertTitle>
      <AlertDescription>
        <p>{MSG.plan.premium(LETTER_MSG.premiumLabel)}</p>
        <Button asChild size="sm" className="mt-3">
          <Link to="/pricing">{LETTER_MSG.viewPlans}</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export default function LegacyLettersPage() {
  const { user, entitlements } = useSignedInSession();
  const entitled = entitlements.features.canCreateLegacyLetters;
  const letters = useLetters();
  const memorials = useMyMemorials();
  const create = useCreateLetter();
  const cancel = useCancelLetter();
  const remove = useDeleteLetter();

  // The new letter's draft: restored from this device, and the form opens on it.
  const [draft, setDraft] = useState<LetterDraft>(() => readLetterDraft(user.id) ?? EMPTY_LETTER_DRAFT);
  const [formOpen, setFormOpen] = useState(() => entitled && !isBlankLetterDraft(draft));
  const [restored] = useState(() => !isBlankLetterDraft(draft));
  // The letter a dialog is about stays set while the dialog closes, so its title does not flicker.
  const [toCancel, setToCancel] = useState<LegacyLetter | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [toDelete, setToDelete] = useState<LegacyLetter | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const cancelledId = useRef<string | null>(null);
  const newLetterRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `${LETTER_MSG.pageTitle} · Forget-me-not`;
  }, []);

  // The server says "premium" (the plan changed since the session was read): show the notice.
  const refused = letters.error instanceof ApiError && letters.error.code === 'PREMIUM_FEATURE';
  const canWrite = entitled && !refused;

  // Spec section 8: a failed load is a toast (with a way to try again), once per failure.
  const { isError, errorUpdatedAt, refetch } = letters;
  useEffect(() => {
    if (!isError || refused) return;
    toast.error(LETTER_MSG.loadFailed, {
      id: 'letters-load-failed',
      description: letterErrorDescription(letters.error),
      action: { label: LETTER_MSG.retry, onClick: () => void refetch() },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [isError, errorUpdatedAt, refetch, refused]);

  const list = letters.data ?? [];
  const loaded = letters.data !== undefined;
  const empty = loaded && list.length === 0;

  const changeDraft = (next: LetterDraft) => {
    setDraft(next);
    writeLetterDraft(user.id, next);
  };

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

  const save = async (value: LetterCreateInput) => {
    try {
      await create.mutateAsync(value);
    } catch (err) {
      toast.error(LETTER_MSG.saveFailed, { description: letterErrorDescription(err) });
      return;
    }
    toast.success(LETTER_MSG.saved);
    clearLetterDraft();
    setDraft(EMPTY_LETTER_DRAFT);
    closeForm();
  };

  const clearForm = () => {
    clearLetterDraft();
    setDraft(EMPTY_LETTER_DRAFT);
  };

  const confirmCancel = async () => {
    if (!toCancel) return;
    try {
      await cancel.mutateAsync(toCancel.id);
      toast.success(LETTER_MSG.cancelled);
      cancelledId.current = toCancel.id;
      setCancelOpen(false);
    } catch (err) {
      toast.error(LETTER_MSG.cancelFailed, { description: letterErrorDescription(err) });
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      toast.success(LETTER_MSG.deleted);
      setDeleteOpen(false);
    } catch (err) {
      toast.error(LETTER_MSG.deleteFailed, { description: letterErrorDescription(err) });
    }
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
          <ConfirmDialog
            open={cancelOpen}
            onOpenChange={setCancelOpen}
            title={LETTER_MSG.cancelTitle(toCancel?.recipientName ?? '')}
            description={LETTER_MSG.cancelDescription}
            confirmLabel={LETTER_MSG.cancelDelivery}
            onConfirm={confirmCancel}
            // Once cancelled, its Cancel delivery button is gone: the letter's heading takes the focus.
            focusAfterClose={() =>
              cancelledId.current ? document.querySelector<HTMLElement>(`[data-letter-id="${cancelledId.current}"] h3`) : null
            }
          />
          <ConfirmDialog
            open={deleteOpen}
            onOpenChange={setDeleteOpen}
            title={LETTER_MSG.deleteTitle(toDelete?.recipientName ?? '')}
            description={LETTER_MSG.deleteDescription}
            confirmLabel={LETTER_MSG.deleteConfirm}
            onConfirm={confirmDelete}
            focusAfterClose={() => newLetterRef.current ?? headingRef.current}
          />
        </>
      }
    >
      <p className="text-muted-foreground">{LETTER_MSG.intro}</p>

      {!canWrite && <PremiumNotice />}

      {canWrite && formOpen && (
        <Card className="p-5 motion-safe:animate-fade-in sm:p-6">
          <h2 className="mb-4 text-lg font-semibold">{LETTER_MSG.newLetter}</h2>
          <LetterForm
            value={draft}
            onChange={changeDraft}
            memorials={memorials.data ?? (memorials.isError ? [] : undefined)}
            onSubmit={save}
            onCancel={closeForm}
            pending={create.isPending}
            label={LETTER_MSG.formTitle}
            submitLabel={LETTER_MSG.save}
            autoFocus
            footer={
              <span className="flex flex-wrap items-center gap-x-2">
                {restored && !isBlankLetterDraft(draft) ? LETTER_MSG.draftRestored : LETTER_MSG.draftKept}
                {!isBlankLetterDraft(draft) && !create.isPending && (
                  <Button type="button" variant="link" size="sm" className="h-auto px-0 text-xs" onClick={clearForm}>
                    {LETTER_MSG.clearDraft}
                  </Button>
                )}
              </span>
            }
          />
        </Card>
      )}

      <section aria-label="Your letters" className="space-y-4">
        {refused ? null : letters.isPending ? (
          <LetterSkeletons />
        ) : !loaded ? (
          <Card className="p-6 text-center">
            <p className="text-muted-foreground">{LETTER_MSG.loadRetryText}</p>
            <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
              {LETTER_MSG.retry}
            </Button>
          </Card>
        ) : empty ? (
          !formOpen && <EmptyLetters onStart={canWrite ? openForm : undefined} />
        ) : (
          list.map((letter) => (
            <LetterCard
              key={letter.id}
              letter={letter}
              memorials={memorials.data}
              canWrite={canWrite}
              onCancelDelivery={(l) => {
                cancelledId.current = null;
                setToCancel(l);
                setCancelOpen(true);
              }}
              onDelete={(l) => {
                setToDelete(l);
                setDeleteOpen(true);
              }}
            />
          ))
        )}
      </section>
    </AppPage>
  );
}
