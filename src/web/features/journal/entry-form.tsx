/**
 * The journal entry form (spec section 4 "Journal and legacy letter forms"; 9: content textarea
 * 8 rows): title, an optional mood and the text, used for a new entry and for editing one. It
 * checks the spec's rules before sending (lib/form.ts): each field that breaks one says so under
 * it, and the first message is also the error toast.
 */
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Loader2, Save } from 'lucide-react';
import type { z } from 'zod';
import { LIMITS, MOODS, type Mood } from '@shared/constants';
import { JOURNAL_MSG, journalCreateSchema } from '@shared/schemas/journal';
import { CharacterCount } from '@web/components/character-count';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { onInvalidFields, useDraftSync, useZodForm } from '@web/lib/form';
import { cn } from '@web/lib/utils';
import type { JournalDraft } from './draft';

const NO_MOOD = 'none';

export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

const sameDraft = (a: JournalDraft, b: JournalDraft) =>
  a.title === b.title && a.content === b.content && a.mood === b.mood;

export interface EntryFormProps {
  value: JournalDraft;
  onChange: (value: JournalDraft) => void;
  /** Called with the checked, trimmed values; resolves when the save is over. */
  onSubmit: (value: { title: string; content: string; mood: Mood | null }) => Promise<void>;
  onCancel: () => void;
  pending: boolean;
  /** Accessible name of the form, e.g. "New journal entry". */
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  /** Shown under the fields (e.g. the draft note or a Clear button). */
  footer?: ReactNode;
  className?: string;
}

export function EntryForm({
  value,
  onChange,
  onSubmit,
  onCancel,
  pending,
  label,
  submitLabel,
  autoFocus,
  footer,
  className,
}: EntryFormProps) {
  const id = useId();
  const form = useZodForm<JournalDraft, z.output<typeof journalCreateSchema>>(journalCreateSchema, {
    defaultValues: value,
  });
  const errors = form.formState.errors;
  const [title = '', content = ''] = useWatch({ control: form.control, name: ['title', 'content'] });
  const titleOver = title.length >= LIMITS.journalTitle * 0.8;
  const contentOver = content.length >= LIMITS.journalContent * 0.8;

  // The form holds what is typed; the draft follows it (kept on this device for a new entry).
  useDraftSync(form, value, onChange, sameDraft);

  const submit = form.handleSubmit(async (v) => {
    if (pending) return;
    await onSubmit({ title: v.title, content: v.content, mood: v.mood ?? null });
  }, onInvalidFields(form));

  // Ctrl+Enter (Cmd+Enter) in the text saves, as in most writing apps.
  const onContentKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={label} noValidate className={cn('space-y-4', className)}>
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_14rem]">
        <FormField
          label="Title"
          error={errors.title?.message}
          describedBy={[titleOver && `${id}-title-count`]}
          after={
            <CharacterCount id={`${id}-title-count`} length={title.length} limit={LIMITS.journalTitle} from={0.8} />
          }
        >
          {(field) => (
            <Input
              {...field}
              placeholder="A few words for today"
              autoFocus={autoFocus}
              autoComplete="off"
              {...form.register('title')}
            />
          )}
        </FormField>
        <Controller
          control={form.control}
          name="mood"
          render={({ field: mood }) => (
            <FormField
              label={
                <>
                  Mood <span className="font-normal text-muted-foreground">(optional)</span>
                </>
              }
              error={errors.mood?.message}
            >
              {(field) => (
                <Select
                  value={mood.value ?? ''}
                  onValueChange={(v) => mood.onChange(v === NO_MOOD ? null : (v as Mood))}
                >
                  <SelectTrigger {...field} ref={mood.ref} onBlur={mood.onBlur}>
                    <SelectValue placeholder={JOURNAL_MSG.moodPlaceholder} />
                  </SelectTrigger>
                  <SelectContent>
                    {MOODS.map((m) => (
                      <SelectItem key={m} value={m}>
                        {capitalise(m)}
                      </SelectItem>
                    ))}
                    {mood.value && <SelectItem value={NO_MOOD}>No particular mood</SelectItem>}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          )}
        />
      </div>
      <FormField
        label="What is on your mind?"
        error={errors.content?.message}
        describedBy={[contentOver && `${id}-content-count`]}
        after={
          <CharacterCount id={`${id}-content-count`} length={content.length} limit={LIMITS.journalContent} from={0.8} />
        }
      >
        {(field) => (
          <Textarea
            {...field}
            rows={8}
            onKeyDown={onContentKeyDown}
            placeholder="Write freely. There is no right or wrong way to grieve."
            className="min-h-40 leading-relaxed"
            {...form.register('content')}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-xs text-muted-foreground">{footer}</div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending} aria-disabled={pending}>
            {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
            {pending ? 'Saving...' : submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
