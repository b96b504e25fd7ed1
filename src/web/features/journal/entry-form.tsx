/**
 * The journal entry form (spec section 4 "Journal and legacy letter forms"; 9: content textarea
 * 8 rows): title, an optional mood and the text, used for a new entry and for editing one. It
 * checks the spec's rules before sending; the first failing rule's message is an error toast.
 */
import { useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Loader2, Save } from 'lucide-react';
import { LIMITS, MOODS, type Mood } from '@shared/constants';
import { JOURNAL_MSG, journalCreateSchema } from '@shared/schemas/journal';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { CharacterCount } from '@web/components/character-count';
import { cn } from '@web/lib/utils';
import type { JournalDraft } from './draft';

const NO_MOOD = 'none';

export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

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

export function EntryForm({ value, onChange, onSubmit, onCancel, pending, label, submitLabel, autoFocus, footer, className }: EntryFormProps) {
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const titleOver = value.title.length >= LIMITS.journalTitle * 0.8;
  const contentOver = value.content.length >= LIMITS.journalContent * 0.8;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (pending) return;
    const parsed = journalCreateSchema.safeParse({ title: value.title, content: value.content, mood: value.mood });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      toast.error(JOURNAL_MSG.validationTitle, { description: issue?.message });
      (issue?.path[0] === 'content' ? contentRef : titleRef).current?.focus();
      return;
    }
    await onSubmit({ title: parsed.data.title, content: parsed.data.content, mood: parsed.data.mood ?? null });
  };

  // Ctrl+Enter (Cmd+Enter) in the text saves, as in most writing apps.
  const onContentKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={label} noValidate className={cn('space-y-4', className)}>
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            ref={titleRef}
            id={`${id}-title`}
            value={value.title}
            onChange={(e) => onChange({ ...value, title: e.target.value })}
            placeholder="A few words for today"
            autoFocus={autoFocus}
            autoComplete="off"
            aria-invalid={value.title.length > LIMITS.journalTitle || undefined}
            aria-describedby={titleOver ? `${id}-title-count` : undefined}
          />
          <CharacterCount id={`${id}-title-count`} length={value.title.length} limit={LIMITS.journalTitle} from={0.8} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-mood`}>
            Mood <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Select value={value.mood ?? ''} onValueChange={(v) => onChange({ ...value, mood: v === NO_MOOD ? null : (v as Mood) })}>
            <SelectTrigger id={`${id}-mood`}>
              <SelectValue placeholder={JOURNAL_MSG.moodPlaceholder} />
            </SelectTrigger>
            <SelectContent>
              {MOODS.map((m) => (
                <SelectItem key={m} value={m}>
                  {capitalise(m)}
                </SelectItem>
              ))}
              {value.mood && <SelectItem value={NO_MOOD}>No particular mood</SelectItem>}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-content`}>What is on your mind?</Label>
        <Textarea
          ref={contentRef}
          id={`${id}-content`}
          rows={8}
          value={value.content}
          onChange={(e) => onChange({ ...value, content: e.target.value })}
          onKeyDown={onContentKeyDown}
          placeholder="Write freely. There is no right or wrong way to grieve."
          aria-invalid={value.content.length > LIMITS.journalContent || undefined}
          aria-describedby={contentOver ? `${id}-content-count` : undefined}
          className="min-h-40 leading-relaxed"
        />
        <CharacterCount id={`${id}-content-count`} length={value.content.length} limit={LIMITS.journalContent} from={0.8} />
      </div>
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
