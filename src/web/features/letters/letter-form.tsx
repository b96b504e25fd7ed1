/**
 * The legacy letter form (spec sections 2, 4, 5 and 9): recipient name, an optional memorial, a
 * delivery date, the recipient's email (ours: delivery by email, decision 011) and the letter in
 * 12 rows, with AI Generate, Save and Cancel. Used for a new letter and for editing one.
 *
 * AI Generate needs a memorial and a recipient; while it works the button reads "Generating..."
 * and is disabled, then the draft fills the letter field (after asking, if there was text). The
 * rules are checked before sending; the first failing one is an error toast and its field gets
 * the focus.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Loader2, Save, Sparkles } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import { LETTER_MSG, type LegacyLetter, type LetterCreateInput } from '@shared/schemas/letters';
import type { MemorialSummary } from '@shared/schemas/memorials';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { CharacterCount } from '@web/components/character-count';
import { generateLetter } from './api';
import type { LetterDraft } from './draft';
import { checkLetter, generateErrorDescription, localToday, type LetterField } from './rules';

const NO_MEMORIAL = 'none';

export interface LetterFormProps {
  value: LetterDraft;
  onChange: (value: LetterDraft) => void;
  /** The writer's memorials for the select; undefined while they load. */
  memorials: MemorialSummary[] | undefined;
  /** Called with the checked values; resolves when the save is over. */
  onSubmit: (value: LetterCreateInput) => Promise<void>;
  onCancel: () => void;
  pending: boolean;
  /** Accessible name of the form, e.g. "New letter". */
  label: string;
  submitLabel: string;
  /** When editing: the saved letter (the unchanged date of a scheduled letter is not checked again). */
  original?: Pick<LegacyLetter, 'scheduledDeliveryDate' | 'status'>;
  autoFocus?: boolean;
  /** Shown under the fields (the draft note). */
  footer?: ReactNode;
}

export function LetterForm({
  value,
  onChange,
  memorials,
  onSubmit,
  onCancel,
  pending,
  label,
  submitLabel,
  original,
  autoFocus,
  footer,
}: LetterFormProps) {
  const id = useId();
  const recipientRef = useRef<HTMLInputElement>(null);
  const memorialRef = useRef<HTMLButtonElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const [today] = useState(() => localToday());
  const [generating, setGenerating] = useState(false);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [live, setLive] = useState('');
  // The AI draft arrives after the writer may have typed elsewhere: merge into the newest value.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const set = (patch: Partial<LetterDraft>) => onChange({ ...latest.current, ...patch });
  const focus = (field: LetterField) => {
    const el = {
      recipientName: recipientRef,
      memorialId: memorialRef,
      scheduledDeliveryDate: dateRef,
      recipientEmail: emailRef,
      letterContent: contentRef,
    }[field].current;
    el?.focus();
  };

  const known = memorials?.some((m) => m.id === value.memorialId) ?? false;
  const memorialValue = value.memorialId && (known || memorials === undefined) ? value.memorialId : NO_MEMORIAL;
  const busy = pending || generating;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    const draft = memorialValue === NO_MEMORIAL ? { ...value, memorialId: '' } : value;
    const checked = checkLetter(draft, localToday(), original);
    if (!checked.ok) {
      toast.error(LETTER_MSG.validationTitle, { description: checked.message });
      focus(checked.field);
      return;
    }
    await onSubmit(checked.value);
  };

  const runGenerate = async () => {
    const { memorialId, recipientName } = latest.current;
    setGenerating(true);
    setLive(LETTER_MSG.generatingLive);
    try {
      const letter = await generateLetter(memorialId, recipientName.trim());
      if (!mounted.current) return;
      set({ letterContent: letter });
      setLive(LETTER_MSG.generatedLive);
      toast.success(LETTER_MSG.generated);
      requestAnimationFrame(() => {
        const area = contentRef.current;
        if (!area) return;
        area.focus();
        area.setSelectionRange(0, 0);
        area.scrollTop = 0;
      });
    } catch (err) {
      setLive('');
      toast.error(LETTER_MSG.generateFailed, { description: generateErrorDescription(err) });
    } finally {
      if (mounted.current) setGenerating(false);
    }
  };

  const askGenerate = () => {
    if (busy) return;
    if (!value.recipientName.trim() || memorialValue === NO_MEMORIAL) {
      toast.error(LETTER_MSG.validationTitle, { description: LETTER_MSG.needMemorialAndRecipient });
      focus(memorialValue === NO_MEMORIAL ? 'memorialId' : 'recipientName');
      return;
    }
    if (value.letterContent.trim()) setConfirmReplace(true);
    else void runGenerate();
  };

  // Ctrl+Enter (Cmd+Enter) in the letter saves, as in the journal.
  const onContentKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  };

  const emailHintId = `${id}-email-hint`;
  const countId = `${id}-count`;
  const nearLimit = value.letterContent.length >= LIMITS.letterContent * 0.9;

  return (
    <>
      <form onSubmit={(e) => void submit(e)} aria-label={label} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-recipient`}>{LETTER_MSG.recipientLabel}</Label>
            <Input
              ref={recipientRef}
              id={`${id}-recipient`}
              value={value.recipientName}
              onChange={(e) => set({ recipientName: e.target.value })}
              placeholder="Who is this letter for?"
              autoFocus={autoFocus}
              autoComplete="off"
              aria-invalid={value.recipientName.length > LIMITS.letterRecipient || undefined}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-memorial`}>
              {LETTER_MSG.memorialLabel} <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Select
              value={memorialValue}
              onValueChange={(v) => set({ memorialId: v === NO_MEMORIAL ? '' : v })}
              disabled={memorials === undefined}
            >
              <SelectTrigger ref={memorialRef} id={`${id}-memorial`}>
                <SelectValue placeholder={memorials === undefined ? 'Loading your memorials…' : LETTER_MSG.noMemorial} />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_MEMORIAL}>{LETTER_MSG.noMemorial}</SelectItem>
                {memorials?.map((m) => (
                  <SelectItem key={m.id} value={m.id}>
                    {m.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-date`}>
              {LETTER_MSG.dateLabel} <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Input
              ref={dateRef}
              id={`${id}-date`}
              type="date"
              min={today}
              value={value.scheduledDeliveryDate}
              onChange={(e) => set({ scheduledDeliveryDate: e.target.value })}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-email`}>
              {LETTER_MSG.emailLabel} <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Input
              ref={emailRef}
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="off"
              maxLength={LIMITS.email}
              value={value.recipientEmail}
              onChange={(e) => set({ recipientEmail: e.target.value })}
              aria-describedby={emailHintId}
              placeholder="name@example.com"
            />
          </div>
          <p id={emailHintId} className="-mt-2 text-xs text-muted-foreground sm:col-span-2">
            {LETTER_MSG.emailHint}
          </p>
        </div>

        <div className="space-y-1.5">
          <Label htmlFor={`${id}-content`}>{LETTER_MSG.contentLabel}</Label>
          <Textarea
            ref={contentRef}
            id={`${id}-content`}
            rows={12}
            value={value.letterContent}
            onChange={(e) => set({ letterContent: e.target.value })}
            onKeyDown={onContentKeyDown}
            readOnly={generating}
            aria-busy={generating || undefined}
            placeholder={LETTER_MSG.contentPlaceholder}
            aria-invalid={value.letterContent.length > LIMITS.letterContent || undefined}
            aria-describedby={nearLimit ? countId : undefined}
            className="min-h-64 font-serif text-base leading-relaxed"
          />
          <CharacterCount id={countId} length={value.letterContent.length} limit={LIMITS.letterContent} from={0.9} />
          <p role="status" aria-live="polite" className="sr-only">
            {live}
          </p>
        </div>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button type="button" variant="outline" onClick={askGenerate} disabled={busy} aria-disabled={busy}>
            {generating ? <Loader2 aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
            {generating ? LETTER_MSG.generating : LETTER_MSG.aiGenerate}
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              {LETTER_MSG.cancel}
            </Button>
            <Button type="submit" disabled={busy} aria-disabled={busy}>
              {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
              {pending ? LETTER_MSG.saving : submitLabel}
            </Button>
          </div>
        </div>
        {footer && <div className="text-xs text-muted-foreground">{footer}</div>}
      </form>

      <ConfirmDialog
        open={confirmReplace}
        onOpenChange={setConfirmReplace}
        title={LETTER_MSG.replaceTitle}
        description={LETTER_MSG.replaceDescription}
        confirmLabel={LETTER_MSG.replaceConfirm}
        focusAfterClose={() => contentRef.current}
        onConfirm={async () => {
          setConfirmReplace(false);
          void runGenerate();
        }}
      />
    </>
  );
}
