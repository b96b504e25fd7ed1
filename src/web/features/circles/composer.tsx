/**
 * Writing to a circle: a post, or a reply under one. Ctrl+Enter (Cmd+Enter) posts, as in the
 * journal; Enter makes a new line, because posts here are often long. A count shows near the
 * 5,000-character limit. When posting fails, the words stay in the box and the person is told so:
 * nothing someone wrote is ever lost. A muted member reads why they cannot post instead of a box. What is typed is kept on this device until it is
 * shared (draft.ts), so a reload or an ended session loses nothing either.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Loader2, Send } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { CIRCLE_MSG, type CirclePostCreated } from '@shared/schemas/circles';
import { CharacterCount } from '@web/components/character-count';
import { FieldError, useFormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { errorText, hasCode } from '@web/lib/errors';
import { useCreatePost } from './api';
import { keepCircleDraft, readCircleDraft } from './draft';

export function Composer({
  circleId,
  me,
  parentId,
  label,
  submitLabel,
  autoFocus,
  onPosted,
  onRefused,
  onCancel,
}: {
  circleId: string;
  /** The writer: their unsent words are kept on this device (draft.ts). */
  me: string;
  parentId?: string;
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  onPosted: (created: CirclePostCreated) => void;
  /** The server said the caller may not post (muted, removed): the page reads the circle again. */
  onRefused: () => void;
  onCancel?: () => void;
}) {
  const ids = useId();
  const create = useCreatePost(circleId);
  const place = parentId ? `reply:${parentId}` : `circle:${circleId}`;
  const [body, setBody] = useState(() => readCircleDraft(me, place));
  useEffect(() => keepCircleDraft(me, place, body), [me, place, body]);
  const [problem, setProblem] = useState<string | null>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const nearLimit = body.length >= LIMITS.circlePost * 0.9;
  const { errorId, control } = useFormField({
    error: problem,
    describedBy: [`${ids}-hint`, nearLimit && `${ids}-count`],
  });

  const submit = async () => {
    if (create.isPending) return;
    const text = body.trim();
    if (!text) {
      setProblem(CIRCLE_MSG.postRequired);
      boxRef.current?.focus();
      return;
    }
    if (text.length > LIMITS.circlePost) {
      setProblem(CIRCLE_MSG.postTooLong);
      boxRef.current?.focus();
      return;
    }
    setProblem(null);
    try {
      const created = await create.mutateAsync({ body: text, parentId });
      setBody('');
      // Now, not on the next render: a reply's box closes (unmounts) at once.
      keepCircleDraft(me, place, '');
      onPosted(created);
    } catch (err) {
      // The words stay in the box; say why, and what to do.
      if (hasCode(err, 'CIRCLE_MUTED', 'CIRCLE_REMOVED', 'NOT_FOUND')) onRefused();
      const why = errorText(err, MSG.http.internal);
      setProblem(hasCode(err, 'VALIDATION') ? why : `${CIRCLE_MSG.postFailed} ${why}`);
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
        rows={parentId ? 2 : 3}
        value={body}
        autoFocus={autoFocus}
        onChange={(e) => {
          setBody(e.target.value);
          if (problem && e.target.value.trim()) setProblem(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={CIRCLE_MSG.postPlaceholder}
        readOnly={create.isPending}
        aria-busy={create.isPending || undefined}
      />
      <FieldError id={errorId} message={problem} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="space-y-1">
          <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
            Ctrl+Enter to post.
          </p>
          <CharacterCount id={`${ids}-count`} length={body.length} limit={LIMITS.circlePost} from={0.9} />
        </div>
        <div className="flex gap-2">
          {onCancel && (
            <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={create.isPending}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="sm" disabled={create.isPending}>
            {create.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
