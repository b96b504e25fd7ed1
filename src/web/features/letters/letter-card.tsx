/**
 * One legacy letter in the list (spec section 2: To: <recipient>, created date, scheduled date;
 * ours: its delivery status and memorial). The text folds after a few lines behind Read more.
 * Before delivery it can be edited in place (the same form, prefilled), its delivery cancelled
 * (only while scheduled) and it can be deleted; once delivered, only deleted. The page asks before
 * cancelling or deleting.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { AlertTriangle, Ban, CalendarClock, Flower2, Lock, MailCheck, Pencil, Trash2, XCircle } from 'lucide-react';
import { MSG } from '@shared/messages';
import { LETTER_MSG, type LegacyLetter, type LetterCreateInput } from '@shared/schemas/letters';
import type { MemorialSummary } from '@shared/schemas/memorials';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { errorText } from '@web/lib/errors';
import { cn } from '@web/lib/utils';
import { useUpdateLetter } from './api';
import type { LetterDraft } from './draft';
import { LetterForm } from './letter-form';
import {
  canCancel,
  canEdit,
  changedFields,
  draftFromLetter,
  formatDay,
  formatStamp,
  letterStatus,
  type StatusTone,
} from './rules';

/** Text longer than this (or with more lines) is folded until Read more. */
const FOLD_CHARS = 360;
const FOLD_LINES = 5;

const TONE: Record<StatusTone, { icon: typeof Lock; className: string }> = {
  private: { icon: Lock, className: 'bg-secondary text-secondary-foreground' },
  scheduled: { icon: CalendarClock, className: 'bg-primary/10 text-primary' },
  delivered: { icon: MailCheck, className: 'bg-success/15 text-foreground' },
  cancelled: { icon: Ban, className: 'bg-muted text-muted-foreground' },
  failed: { icon: AlertTriangle, className: 'bg-destructive/10 text-destructive' },
};

function LetterText({ content, id }: { content: string; id: string }) {
  const long = content.length > FOLD_CHARS || content.split('\n').length > FOLD_LINES;
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-1">
      <p
        id={id}
        className={cn(
          'font-serif leading-relaxed break-words whitespace-pre-wrap text-foreground/90',
          long && !open && 'line-clamp-4',
        )}
      >
        {content}
      </p>
      {long && (
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? LETTER_MSG.showLess : LETTER_MSG.readMore}
        </Button>
      )}
    </div>
  );
}

export interface LetterCardProps {
  letter: LegacyLetter;
  memorials: MemorialSummary[] | undefined;
  /** False on the free tier: the letter can be deleted, not edited. */
  canWrite: boolean;
  onCancelDelivery: (letter: LegacyLetter) => void;
  onDelete: (letter: LegacyLetter) => void;
}

export function LetterCard({ letter, memorials, canWrite, onCancelDelivery, onDelete }: LetterCardProps) {
  const ids = useId();
  const update = useUpdateLetter();
  const [editingState, setEditing] = useState(false);
  const [draft, setDraft] = useState<LetterDraft>(() => draftFromLetter(letter));
  const editRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const status = letterStatus(letter);
  const StatusIcon = TONE[status.tone].icon;
  const editable = canWrite && canEdit(letter);
  // Delivered meanwhile (another tab, the scheduler): the form closes, nothing can change now.
  const editing = editingState && editable;

  const original = draftFromLetter(letter);
  const dirty = editing && (Object.keys(original) as (keyof LetterDraft)[]).some((k) => original[k] !== draft[k]);

  // Leaving the page with unsaved changes asks first (the browser's own prompt).
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const startEditing = () => {
    setDraft(draftFromLetter(letter));
    setEditing(true);
  };
  // Once the form has closed (and the Edit button is back), the focus returns to it.
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    (editRef.current ?? headingRef.current)?.focus();
  }, [editing]);
  const stopEditing = () => {
    refocus.current = true;
    setEditing(false);
  };

  const save = async (value: LetterCreateInput) => {
    const changes = changedFields(letter, value);
    if (Object.keys(changes).length === 0) return stopEditing();
    try {
      await update.mutateAsync({ id: letter.id, ...changes });
      toast.success(LETTER_MSG.updated);
      stopEditing();
    } catch (err) {
      toast.error(LETTER_MSG.updateFailed, { description: errorText(err, MSG.http.internal) });
    }
  };

  return (
    <Card className="motion-safe:animate-fade-in" data-testid="letter-card" data-letter-id={letter.id}>
      <article aria-labelledby={`${ids}-title`} className="space-y-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3
            ref={headingRef}
            tabIndex={-1}
            id={`${ids}-title`}
            className="font-serif text-xl leading-snug font-semibold break-words outline-none"
          >
            {LETTER_MSG.to(letter.recipientName)}
          </h3>
          <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
            <span>
              <time dateTime={letter.createdAt}>{LETTER_MSG.written(formatStamp(letter.createdAt))}</time>
            </span>
            {letter.scheduledDeliveryDate && (
              <span>
                <time dateTime={letter.scheduledDeliveryDate}>
                  {LETTER_MSG.deliveryDate(formatDay(letter.scheduledDeliveryDate))}
                </time>
              </span>
            )}
          </p>
        </div>

        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span
            data-testid="letter-status"
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-medium',
              TONE[status.tone].className,
            )}
          >
            <StatusIcon aria-hidden className="size-3.5 shrink-0" />
            {status.text}
          </span>
          {status.detail && <span className="break-all text-muted-foreground">{status.detail}</span>}
          {letter.memorialTitle && (
            <span className="inline-flex items-center gap-1.5 text-muted-foreground">
              <Flower2 aria-hidden className="size-3.5 shrink-0 text-primary" />
              {LETTER_MSG.memorial(letter.memorialTitle)}
            </span>
          )}
        </div>

        {editing ? (
          <div className="rounded-lg border bg-background/60 p-4">
            <h4 className="sr-only">{LETTER_MSG.editTitle(letter.recipientName)}</h4>
            <LetterForm
              value={draft}
              onChange={setDraft}
              memorials={memorials}
              onSubmit={save}
              onCancel={stopEditing}
              pending={update.isPending}
              label={LETTER_MSG.editTitle(letter.recipientName)}
              submitLabel={LETTER_MSG.saveChanges}
              original={letter}
              autoFocus
              footer={letter.status === 'cancelled' ? LETTER_MSG.rescheduleNote : undefined}
            />
          </div>
        ) : (
          <>
            <LetterText content={letter.letterContent} id={`${ids}-content`} />
            <div className="flex flex-wrap justify-end gap-1 pt-1">
              {editable && (
                <Button
                  ref={editRef}
                  variant="ghost"
                  size="sm"
                  onClick={startEditing}
                  aria-label={`${LETTER_MSG.edit} the letter to ${letter.recipientName}`}
                >
                  <Pencil aria-hidden />
                  {LETTER_MSG.edit}
                </Button>
              )}
              {canCancel(letter) && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onCancelDelivery(letter)}
                  aria-label={`${LETTER_MSG.cancelDelivery} of the letter to ${letter.recipientName}`}
                >
                  <XCircle aria-hidden />
                  {LETTER_MSG.cancelDelivery}
                </Button>
              )}
              <Button
                variant="ghost"
                size="sm"
                className="text-muted-foreground hover:text-destructive"
                onClick={() => onDelete(letter)}
                aria-label={`${LETTER_MSG.delete} the letter to ${letter.recipientName}`}
              >
                <Trash2 aria-hidden />
                {LETTER_MSG.delete}
              </Button>
            </div>
          </>
        )}
      </article>
    </Card>
  );
}
