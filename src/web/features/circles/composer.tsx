/**
 * Writing to a circle: a post, or a reply under one. Ctrl+Enter (Cmd+Enter) posts, as in the
 * journal; Enter makes a new line, because posts here are often long. A count shows near the
 * 5,000-character limit. When posting fails, the words stay in the box and the person is told so:
 * nothing someone wrote is ever lost. A muted member reads why they cannot post instead of a box. What is typed is kept on this device until it is
 * shared (draft.ts), so a reload or an ended session loses nothing either.
 */
import { useMemo } from 'react';
import { LIMITS } from '@shared/constants';
import { CIRCLE_MSG, type CirclePostCreated } from '@shared/schemas/circles';
import { MessageComposer } from '@web/components/message-composer';
import { hasCode } from '@web/lib/errors';
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
  const create = useCreatePost(circleId);
  const place = parentId ? `reply:${parentId}` : `circle:${circleId}`;
  const draft = useMemo(
    () => ({ read: () => readCircleDraft(me, place), keep: (body: string) => keepCircleDraft(me, place, body) }),
    [me, place],
  );
  return (
    <MessageComposer
      label={label}
      placeholder={CIRCLE_MSG.postPlaceholder}
      submitLabel={submitLabel}
      hint="Ctrl+Enter to post."
      limit={LIMITS.circlePost}
      texts={{ required: CIRCLE_MSG.postRequired, tooLong: CIRCLE_MSG.postTooLong, failed: CIRCLE_MSG.postFailed }}
      draft={draft}
      send={(body) => create.mutateAsync({ body, parentId })}
      pending={create.isPending}
      onSent={onPosted}
      refused={(err) => hasCode(err, 'CIRCLE_MUTED', 'CIRCLE_REMOVED', 'NOT_FOUND')}
      onRefused={onRefused}
      onCancel={onCancel}
      rows={parentId ? 2 : 3}
      autoFocus={autoFocus}
    />
  );
}
