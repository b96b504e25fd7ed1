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
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { Loader2, Save, Sparkles } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import { LETTER_MSG, type LegacyLetter, type LetterCreateInput } from '@shared/schemas/letters';
import type { MemorialSummary } from '@shared/schemas/memorials';
import { CharacterCount } from '@web/components/character-count';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { onInvalidFields, useCheckedForm, useDraftSync } from '@web/lib/form';
import { useGenerateLetter } from './api';
import type { LetterDraft } from './draft';
import { checkLetter, generateErrorDescription, localToday, type LetterField } from './rules';

const NO_MEMORIAL = 'none';

const sameDraft = (a: LetterDraft, b: LetterDraft) =>
  a.recipientName === b.recipientName &&
  a.memorialId === b.memorialId &&
  a.scheduledDeliveryDate === b.scheduledDeliveryDate &&
  a.recipientEmail === b.recipientEmail &&
  a.letterContent === b.letterContent;

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

/** A memorial that is no longer the writer's (deleted meanwhile) counts as none. */
function memorialShown(memorialId: string, memorials: MemorialSummary[] | undefined): string {
  const known = memorials?.some((m) => m.id === memorialId) ?? false;
  return memorialId && (known || memorials === undefined) ? memorialId : NO_MEMORIAL;
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
  const contentRef = useRef<HTMLTextAreaElement | null>(null);
  const [today] = useState(() => localToday());
  const [generating, setGenerating] = useState(false);
  const generate = useGenerateLetter();
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [live, setLive] = useState('');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The rules of rules.ts, every field at once (lib/form.ts).
  const resolver: Resolver<LetterDraft, unknown, LetterCreateInput> = (draft) => {
    const memorialId = memorialShown(draft.memorialId, memorials) === NO_MEMORIAL ? '' : draft.memorialId;
    const checked = checkLetter({ ...draft, memorialId }, localToday(), original);
    if (checked.ok) return { values: checked.value, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(checked.problems.map((p) => [p.field, { type: 'validate', message: p.message }])),
    };
  };
  const form = useCheckedForm<LetterDraft, LetterCreateInput>(resolver, { defaultValues: value });
  useDraftSync(form, value, onChange, sameDraft);
  const errors = form.formState.errors;
  const [memorialId = '', letterContent = ''] = useWatch({
    control: form.control,
    name: ['memorialId', 'letterContent'],
  });

  const focus = (field: LetterField) => form.setFocus(field);
  const memorialValue = memorialShown(memorialId, memorials);
  const busy = pending || generating;

  const submit = form.handleSubmit(async (checked) => {
    if (busy) return;
    await onSubmit(checked);
  }, onInvalidFields(form));

  const runGenerate = async () => {
    const { memorialId: forMemorial, recipientName } = form.getValues();
    setGenerating(true);
    setLive(LETTER_MSG.generatingLive);
    try {
      const letter = await generate.mutateAsync({ memorialId: forMemorial, recipientName: recipientName.trim() });
      if (!mounted.current) return;
      form.setValue('letterContent', letter, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
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
    const { recipientName, letterContent: text } = form.getValues();
    if (!recipientName.trim() || memorialValue === NO_MEMORIAL) {
      toast.error(LETTER_MSG.validationTitle, { description: LETTER_MSG.needMemorialAndRecipient });
      focus(memorialValue === NO_MEMORIAL ? 'memorialId' : 'recipientName');
      return;
    }
    if (text.trim()) setConfirmReplace(true);
    else void runGenerate();
  };

  // Ctrl+Enter (Cmd+Enter) in the letter saves, as in the journal.
  const onContentKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  };

  const countId = `${id}-count`;
  const nearLimit = letterContent.length >= LIMITS.letterContent * 0.9;
  const content = form.register('letterContent');

  return (
    <>
      <form onSubmit={(e) => void submit(e)} aria-label={label} noValidate className="space-y-4">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label={LETTER_MSG.recipientLabel} error={errors.recipientName?.message}>
            {(field) => (
              <Input
                {...field}
                placeholder="Who is this letter for?"
                autoFocus={autoFocus}
                autoComplete="off"
                {...form.register('recipientName')}
              />
            )}
          </FormField>
          <Controller
            control={form.control}
            name="memorialId"
            render={({ field: memorial }) => (
              <FormField
                label={
                  <>
                    {LETTER_MSG.memorialLabel} <span className="font-normal text-muted-foreground">(optional)</span>
                  </>
                }
                error={errors.memorialId?.message}
              >
                {(field) => (
                  <Select
                    value={memorialValue}
                    onValueChange={(v) => memorial.onChange(v === NO_MEMORIAL ? '' : v)}
                    disabled={memorials === undefined}
                  >
                    <SelectTrigger {...field} ref={memorial.ref} onBlur={memorial.onBlur}>
                      <SelectValue
                        placeholder={memorials === undefined ? 'Loading your memorials…' : LETTER_MSG.noMemorial}
                      />
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
                )}
              </FormField>
            )}
          />
          <FormField
            label={
              <>
                {LETTER_MSG.dateLabel} <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            error={errors.scheduledDeliveryDate?.message}
          >
            {(field) => <Input {...field} type="date" min={today} {...form.register('scheduledDeliveryDate')} />}
          </FormField>
          <FormField
            label={
              <>
                {LETTER_MSG.emailLabel} <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            error={errors.recipientEmail?.message}
            hint={LETTER_MSG.emailHint}
          >
            {(field) => (
              <Input
                {...field}
                type="email"
                inputMode="email"
                autoComplete="off"
                maxLength={LIMITS.email}
                placeholder="name@example.com"
                {...form.register('recipientEmail')}
              />
            )}
          </FormField>
        </div>

        <FormField
          label={LETTER_MSG.contentLabel}
          error={errors.letterContent?.message}
          describedBy={[nearLimit && countId]}
          after={
            <>
              <CharacterCount id={countId} length={letterContent.length} limit={LIMITS.letterContent} from={0.9} />
              <p role="status" aria-live="polite" className="sr-only">
                {live}
              </p>
            </>
          }
        >
          {(field) => (
            <Textarea
              {...field}
              rows={12}
              onKeyDown={onContentKeyDown}
              readOnly={generating}
              aria-busy={generating || undefined}
              placeholder={LETTER_MSG.contentPlaceholder}
              className="min-h-64 font-serif text-base leading-relaxed"
              {...content}
              ref={(el) => {
                content.ref(el);
                contentRef.current = el;
              }}
            />
          )}
        </FormField>

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
