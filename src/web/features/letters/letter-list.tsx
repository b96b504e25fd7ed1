/**
 * The author's letters, newest first with their status (loading, empty and failed states), the
 * Premium Feature notice on the free tier, and the confirmations to cancel a delivery or delete.
 */
import { useRef } from 'react';
import { toast } from 'sonner';
import { Mail, PenLine } from 'lucide-react';
import { MSG } from '@shared/messages';
import { LETTER_MSG, type LegacyLetter } from '@shared/schemas/letters';
import type { MemorialSummary } from '@shared/schemas/memorials';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { PlanLimitCard } from '@web/components/plan-limit-card';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/errors';
import { useCancelLetter, useDeleteLetter, type useLetters } from './api';
import { LetterCard } from './letter-card';

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

export function PremiumNotice() {
  return (
    <PlanLimitCard title={MSG.plan.premiumTitle} testId="letters-premium">
      {MSG.plan.premium(LETTER_MSG.premiumLabel)}
    </PlanLimitCard>
  );
}

/** `showEmpty`: the empty state (not while the form is open); `onStart`: its Write a Letter, when the writer may. */
export function LetterList({
  letters,
  memorials,
  canWrite,
  showEmpty,
  onStart,
  onCancelDelivery,
  onDelete,
}: {
  letters: ReturnType<typeof useLetters>;
  memorials: MemorialSummary[] | undefined;
  canWrite: boolean;
  showEmpty: boolean;
  onStart?: () => void;
  onCancelDelivery: (letter: LegacyLetter) => void;
  onDelete: (letter: LegacyLetter) => void;
}) {
  const list = letters.data ?? [];
  return (
    <section aria-label="Your letters" className="space-y-4">
      {letters.isPending ? (
        <LetterSkeletons />
      ) : letters.data === undefined ? (
        <Card className="p-6 text-center">
          <p className="text-muted-foreground">{LETTER_MSG.loadRetryText}</p>
          <Button variant="outline" className="mt-4" onClick={() => void letters.refetch()}>
            {LETTER_MSG.retry}
          </Button>
        </Card>
      ) : list.length === 0 ? (
        showEmpty && <EmptyLetters onStart={onStart} />
      ) : (
        list.map((letter) => (
          <LetterCard
            key={letter.id}
            letter={letter}
            memorials={memorials}
            canWrite={canWrite}
            onCancelDelivery={onCancelDelivery}
            onDelete={onDelete}
          />
        ))
      )}
    </section>
  );
}

/** Cancelling a scheduled delivery; once cancelled, its Cancel delivery button is gone: the letter's heading takes the focus. */
export function CancelDeliveryDialog({
  letter,
  open,
  onOpenChange,
}: {
  letter: LegacyLetter | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelLetter();
  const cancelledId = useRef<string | null>(null);
  const confirm = async () => {
    if (!letter) return;
    try {
      await cancel.mutateAsync(letter.id);
      toast.success(LETTER_MSG.cancelled);
      cancelledId.current = letter.id;
      onOpenChange(false);
    } catch (err) {
      toast.error(LETTER_MSG.cancelFailed, { description: errorText(err, MSG.http.internal) });
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={LETTER_MSG.cancelTitle(letter?.recipientName ?? '')}
      description={LETTER_MSG.cancelDescription}
      confirmLabel={LETTER_MSG.cancelDelivery}
      onConfirm={confirm}
      focusAfterClose={() => {
        const id = cancelledId.current;
        cancelledId.current = null;
        return id ? document.querySelector<HTMLElement>(`[data-letter-id="${id}"] h3`) : null;
      }}
    />
  );
}

export function DeleteLetterDialog({
  letter,
  open,
  onOpenChange,
  focusAfterClose,
}: {
  letter: LegacyLetter | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focusAfterClose: () => HTMLElement | null;
}) {
  const remove = useDeleteLetter();
  const confirm = async () => {
    if (!letter) return;
    try {
      await remove.mutateAsync(letter.id);
      toast.success(LETTER_MSG.deleted);
      onOpenChange(false);
    } catch (err) {
      toast.error(LETTER_MSG.deleteFailed, { description: errorText(err, MSG.http.internal) });
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={LETTER_MSG.deleteTitle(letter?.recipientName ?? '')}
      description={LETTER_MSG.deleteDescription}
      confirmLabel={LETTER_MSG.deleteConfirm}
      onConfirm={confirm}
      focusAfterClose={focusAfterClose}
    />
  );
}
