/**
 * The box people write in to a live conversation (a support circle's posts and replies, a grief
 * buddy's messages). Ctrl+Enter (Cmd+Enter) sends; Enter makes a new line, because what people
 * write here is often long. A count shows near the limit. What is typed is kept on this device
 * until it is sent (the feature's draft store), and when sending fails the words stay in the box
 * and the person is told why: nothing someone wrote is ever lost.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Loader2, Send } from 'lucide-react';
import { MSG } from '@shared/messages';
import { CharacterCount } from '@web/components/character-count';
import { FieldError, useFormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { errorText, hasCode } from '@web/lib/errors';

export interface MessageComposerProps<T> {
  label: string;
  placeholder: string;
  submitLabel: string;
  /** "Ctrl+Enter to post." */
  hint: string;
  limit: number;
  texts: { required: string; tooLong: string; failed: string };
  /** The unsent words kept on this device: read once, kept on every change, cleared once sent. */
  draft: { read: () => string; keep: (body: string) => void };
  send: (body: string) => Promise<T>;
  pending: boolean;
  onSent: (result: T) => void;
  /** Whether a failure means the person may no longer write here (the page reads its state again). */
  refused: (err: unknown) => boolean;
  onRefused: () => void;
  onCancel?: () => void;
  rows?: number;
  autoFocus?: boolean;
}

export function MessageComposer<T>({
  label,
  placeholder,
  submitLabel,
  hint,
  limit,
  texts,
  draft,
  send,
  pending,
  onSent,
  refused,
  onRefused,
  onCancel,
  rows = 3,
  autoFocus,
}: MessageComposerProps<T>) {
  const ids = useId();
  const [body, setBody] = useState(draft.read);
  const keep = draft.keep;
  useEffect(() => keep(body), [keep, body]);
  const [problem, setProblem] = useState<string | null>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const nearLimit = body.length >= limit * 0.9;
  const { errorId, control } = useFormField({
    error: problem,
    describedBy: [`${ids}-hint`, nearLimit && `${ids}-count`],
  });

  const submit = async () => {
    if (pending) return;
    const text = body.trim();
    if (!text || text.length > limit) {
      setProblem(text ? texts.tooLong : texts.required);
      boxRef.current?.focus();
      return;
    }
    setProblem(null);
    try {
      const result = await send(text);
      setBody('');
      // Now, not on the next render: a reply's box closes (unmounts) at once.
      keep('');
      onSent(result);
    } catch (err) {
      // The words stay in the box (and on this device); say why, and what to do.
      if (refused(err)) onRefused();
      const why = errorText(err, MSG.http.internal);
      setProblem(hasCode(err, 'VALIDATION') ? why : `${texts.failed} ${why}`);
      boxRef.current?.focus();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form
      aria-label={label}
      noValidate
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Label htmlFor={control.id}>{label}</Label>
      <Textarea
        ref={boxRef}
        {...control}
        rows={rows}
        value={body}
        autoFocus={autoFocus}
        onChange={(e) => {
          setBody(e.target.value);
          if (problem && e.target.value.trim()) setProblem(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        readOnly={pending}
        aria-busy={pending || undefined}
      />
      <FieldError id={errorId} message={problem} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="space-y-1">
          <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
          <CharacterCount id={`${ids}-count`} length={body.length} limit={limit} from={0.9} />
        </div>
        <div className="flex gap-2">
          {onCancel && (
            <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="sm" disabled={pending}>
            {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
