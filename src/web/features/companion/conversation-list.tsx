/**
 * Past conversations with the AI companion (/companion): newest activity first, the one on screen
 * marked, each renamed in place or deleted after a confirmation.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Check, Loader2, Pencil, Plus, Trash2, X } from 'lucide-react';
import { firstIssueMessage } from '@shared/schemas/auth';
import { COMPANION_MSG, renameConversationRequest, type ConversationSummary } from '@shared/schemas/companion';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FieldError, useFormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/errors';
import { cn } from '@web/lib/utils';
import { useConversations, useDeleteConversation, useRenameConversation } from './api';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** "14:05" for today, "3 Mar 2025" otherwise. */
function when(timestamp: string): string {
  const d = new Date(timestamp);
  if (Number.isNaN(d.getTime())) return '';
  return d.toDateString() === new Date().toDateString() ? TIME.format(d) : DAY.format(d);
}

export function DeleteConversationDialog({
  conversation,
  onOpenChange,
  onDeleted,
}: {
  conversation: ConversationSummary | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: (id: string) => void;
}) {
  const remove = useDeleteConversation();
  const confirm = async () => {
    if (!conversation) return;
    try {
      await remove.mutateAsync(conversation.id);
      toast.success('Conversation deleted');
      onDeleted(conversation.id);
      onOpenChange(false);
    } catch (err) {
      toast.error('Error', { description: errorText(err, 'We could not delete that conversation. Please try again.') });
    }
  };
  return (
    <ConfirmDialog
      open={conversation !== null}
      onOpenChange={onOpenChange}
      title={`Delete “${conversation?.title ?? ''}”?`}
      description="This conversation and all of its messages will be removed for good. This cannot be undone."
      confirmLabel="Delete"
      onConfirm={confirm}
    />
  );
}

function ConversationItem({
  conversation,
  selected,
  disabled,
  onSelect,
  onDelete,
}: {
  conversation: ConversationSummary;
  selected: boolean;
  disabled: boolean;
  onSelect: (c: ConversationSummary) => void;
  onDelete: (c: ConversationSummary) => void;
}) {
  const rename = useRenameConversation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(conversation.title);
  // The rule the new name breaks, under the box until it is changed (decision 019).
  const [invalid, setInvalid] = useState<string | null>(null);
  const nameField = useFormField({ error: invalid });
  const inputRef = useRef<HTMLInputElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (editing) inputRef.current?.select();
  }, [editing]);

  const startEditing = () => {
    setInvalid(null);
    setDraft(conversation.title);
    setEditing(true);
  };
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => renameRef.current?.focus());
  };

  const save = async () => {
    const parsed = renameConversationRequest.safeParse({ title: draft });
    if (!parsed.success) {
      const message = firstIssueMessage(parsed.error);
      setInvalid(message);
      toast.error(COMPANION_MSG.validationTitle, { description: message });
      inputRef.current?.focus();
      return;
    }
    setInvalid(null);
    if (parsed.data.title === conversation.title) return stopEditing();
    try {
      await rename.mutateAsync({ id: conversation.id, title: parsed.data.title });
      stopEditing();
    } catch (err) {
      toast.error('Error', { description: errorText(err, 'We could not rename that conversation. Please try again.') });
    }
  };

  if (editing) {
    return (
      <li>
        <form
          className="flex items-center gap-1 rounded-lg bg-secondary/70 p-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Input
            ref={inputRef}
            {...nameField.control}
            value={draft}
            onChange={(e) => {
              setInvalid(null);
              setDraft(e.target.value);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                stopEditing();
              }
            }}
            data-rename-input
            maxLength={120}
            aria-label={`New name for “${conversation.title}”`}
            className="h-9"
            disabled={rename.isPending}
          />
          <Button
            type="submit"
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label="Save the new name"
            disabled={rename.isPending}
          >
            {rename.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Check aria-hidden />}
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label="Cancel renaming"
            onClick={stopEditing}
          >
            <X aria-hidden />
          </Button>
        </form>
        <FieldError id={nameField.errorId} message={invalid} className="px-2 pt-1" />
      </li>
    );
  }

  return (
    <li
      className={cn(
        'group flex items-center gap-1 rounded-lg transition-colors',
        selected ? 'bg-secondary' : 'hover:bg-secondary/60',
      )}
    >
      <button
        type="button"
        onClick={() => onSelect(conversation)}
        disabled={disabled}
        aria-current={selected ? 'page' : undefined}
        className="min-w-0 flex-1 rounded-lg px-3 py-2 text-left focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span
          className={cn(
            'block truncate text-sm',
            selected ? 'font-semibold text-foreground' : 'font-medium text-foreground/90',
          )}
        >
          {conversation.title}
        </span>
        <time dateTime={conversation.updatedAt} className="block text-xs text-muted-foreground">
          {when(conversation.updatedAt)}
          {conversation.memorialContext?.memorialName && ` · ${conversation.memorialContext.memorialName}`}
        </time>
      </button>
      <Button
        ref={renameRef}
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground"
        onClick={startEditing}
        aria-label={`Rename “${conversation.title}”`}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="mr-1 size-8 text-muted-foreground hover:text-destructive"
        onClick={() => onDelete(conversation)}
        disabled={disabled}
        aria-label={`Delete “${conversation.title}”`}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

export function ConversationList({
  selectedId,
  busy,
  onSelect,
  onNew,
  onDelete,
  hideHeading = false,
}: {
  hideHeading?: boolean;
  selectedId: string | null;
  busy: boolean;
  onSelect: (c: ConversationSummary) => void;
  onNew: () => void;
  onDelete: (c: ConversationSummary) => void;
}) {
  const headingId = useId();
  const list = useConversations();
  return (
    <nav aria-labelledby={headingId} className="flex min-h-0 flex-1 flex-col gap-3">
      <h2
        id={headingId}
        className={cn('font-sans text-sm font-semibold tracking-normal text-foreground', hideHeading && 'sr-only')}
      >
        Past conversations
      </h2>
      <Button onClick={onNew} disabled={busy} variant="outline" className="w-full justify-start">
        <Plus aria-hidden />
        New conversation
      </Button>
      <div className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1 pb-2">
        {list.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <span className="sr-only">Loading your conversations…</span>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="space-y-1.5 px-3 py-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            ))}
          </div>
        ) : list.isError && !list.data ? (
          <div className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
            <p>We could not load your conversations just now.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm leading-relaxed text-muted-foreground">
            No past conversations yet. When you talk with the companion, your conversations are kept here, privately, so
            you can come back to them.
          </p>
        ) : (
          <ul className="space-y-1">
            {list.data.map((c) => (
              <ConversationItem
                key={c.id}
                conversation={c}
                selected={c.id === selectedId}
                disabled={busy}
                onSelect={onSelect}
                onDelete={onDelete}
              />
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}
