/**
 * One journal entry: date, mood, title and text (line breaks kept; long text folds behind Read
 * more), with Edit (an inline form, prefilled) and Delete (the page asks first).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Pencil, Trash2 } from 'lucide-react';
import { MSG } from '@shared/messages';
import { JOURNAL_MSG, type JournalEntry } from '@shared/schemas/journal';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { errorText } from '@web/lib/errors';
import { useUpdateEntry } from './api';
import type { JournalDraft } from './draft';
import { EntryForm, capitalise } from './entry-form';

const DATE = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const SHORT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Text longer than this (or with more lines) is folded until Read more. */
const FOLD_CHARS = 700;
const FOLD_LINES = 10;

export function formatEntryDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${DATE.format(d)}, ${TIME.format(d)}`;
}

function EntryText({ content, id }: { content: string; id: string }) {
  const long = content.length > FOLD_CHARS || content.split('\n').length > FOLD_LINES;
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-2">
      <p
        id={id}
        className={
          'leading-relaxed break-words whitespace-pre-wrap text-foreground/90' +
          (long && !open ? ' line-clamp-[8] sm:line-clamp-[10]' : '')
        }
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
          {open ? 'Show less' : 'Read more'}
        </Button>
      )}
    </div>
  );
}

export function EntryCard({ entry, onDelete }: { entry: JournalEntry; onDelete: (entry: JournalEntry) => void }) {
  const ids = useId();
  const update = useUpdateEntry();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<JournalDraft>({ title: entry.title, content: entry.content, mood: entry.mood });
  const editRef = useRef<HTMLButtonElement>(null);
  const dirty =
    editing && (draft.title !== entry.title || draft.content !== entry.content || draft.mood !== entry.mood);
  const edited = Date.parse(entry.updatedAt) - Date.parse(entry.createdAt) >= 1000;

  // Leaving the page with unsaved changes asks first (the browser's own prompt).
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const startEditing = () => {
    setDraft({ title: entry.title, content: entry.content, mood: entry.mood });
    setEditing(true);
  };
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editRef.current?.focus());
  };

  const save = async (value: { title: string; content: string; mood: JournalEntry['mood'] }) => {
    if (value.title === entry.title && value.content === entry.content && value.mood === entry.mood)
      return stopEditing();
    try {
      await update.mutateAsync({ id: entry.id, ...value });
      toast.success(JOURNAL_MSG.updated);
      stopEditing();
    } catch (err) {
      toast.error(JOURNAL_MSG.updateFailed, { description: errorText(err, MSG.http.internal) });
    }
  };

  return (
    <Card className="motion-safe:animate-fade-in">
      <article aria-labelledby={`${ids}-title`} className="space-y-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <time dateTime={entry.createdAt}>{formatEntryDate(entry.createdAt)}</time>
          {entry.mood && (
            <Badge variant="secondary" aria-label={`Mood: ${capitalise(entry.mood)}`}>
              {capitalise(entry.mood)}
            </Badge>
          )}
          {edited && !editing && (
            <span className="text-xs">
              Edited <time dateTime={entry.updatedAt}>{SHORT.format(new Date(entry.updatedAt))}</time>
            </span>
          )}
        </div>
        {editing ? (
          <>
            <h3 id={`${ids}-title`} className="sr-only">
              Editing “{entry.title}”
            </h3>
            <EntryForm
              value={draft}
              onChange={setDraft}
              onSubmit={save}
              onCancel={stopEditing}
              pending={update.isPending}
              label={`Edit “${entry.title}”`}
              submitLabel="Save Changes"
              autoFocus
            />
          </>
        ) : (
          <>
            <h3 id={`${ids}-title`} className="font-serif text-xl leading-snug font-semibold break-words">
              {entry.title}
            </h3>
            <EntryText content={entry.content} id={`${ids}-content`} />
            <div className="flex justify-end gap-1 pt-1">
              <Button
                ref={editRef}
                variant="ghost"
                size="sm"
                onClick={startEditing}
                aria-label={`Edit “${entry.title}”`}
              >
                <Pencil aria-hidden />
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-muted-foreground hover:text-destructive"
                onClick={() => onDelete(entry)}
                aria-label={`Delete “${entry.title}”`}
              >
                <Trash2 aria-hidden />
                Delete
              </Button>
            </div>
          </>
        )}
      </article>
    </Card>
  );
}
