/**
 * Grief Journal, /journal (spec sections 2, 4, 5, 8 and 9). A private place to write: a New Entry
 * form (title, mood, text in 8 rows) that resets and collapses after saving, the entries newest
 * first with date and mood, editing in place, deleting after a confirmation, and a Markdown
 * download of the whole journal. The unsaved New Entry is kept on this device as it is typed
 * (features/journal/draft.ts), so a reload or an ended session never loses it.
 *
 * Client-side validation failures are error toasts titled "Validation Error" with the first failing
 * rule's message (the spec's section 5 wording); a refusal from the server is "Error creating
 * entry" with the server's message (section 8).
 */
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { BookHeart, Download, Loader2, Plus } from 'lucide-react';
import { JOURNAL_MSG, type JournalEntry } from '@shared/schemas/journal';
import { AppPage } from '@web/components/app-page';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { downloadJournal, useCreateEntry, useDeleteEntry, useJournal } from '@web/features/journal/api';
import { EMPTY_DRAFT, clearDraft, isBlankDraft, readDraft, writeDraft, type JournalDraft } from '@web/features/journal/draft';
import { EntryCard, errorDescription } from '@web/features/journal/entry-card';
import { EntryForm } from '@web/features/journal/entry-form';
import { useSignedInSession } from '@web/lib/session';

function EntrySkeletons() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your journal…
      </span>
      {[0, 1, 2].map((i) => (
        <Card key={i} className="space-y-3 p-5 sm:p-6">
          <div className="flex gap-3">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-16 rounded-full" />
          </div>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-3/5" />
        </Card>
      ))}
    </div>
  );
}

function EmptyJournal({ onStart }: { onStart: () => void }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center motion-safe:animate-fade-in">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
        <BookHeart aria-hidden className="size-8" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold">{JOURNAL_MSG.emptyHeading}</h2>
      <p className="mt-3 max-w-md leading-relaxed text-muted-foreground">
        Writing can help you hold on to memories and make room for what you feel. Start whenever you are ready; a single line is
        enough.
      </p>
      <Button className="mt-6" onClick={onStart}>
        <Plus aria-hidden />
        {JOURNAL_MSG.emptyAction}
      </Button>
    </Card>
  );
}

function DeleteEntryDialog({ entry, onOpenChange }: { entry: JournalEntry | null; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteEntry();
  const confirm = async () => {
    if (!entry) return;
    try {
      await remove.mutateAsync(entry.id);
      toast.success(JOURNAL_MSG.deleted);
      onOpenChange(false);
    } catch (err) {
      toast.error(JOURNAL_MSG.deleteFailed, { description: errorDescription(err) });
    }
  };
  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={onOpenChange}
      title={`Delete “${entry?.title ?? ''}”?`}
      description="This entry will be removed for good. This cannot be undone."
      confirmLabel="Delete Entry"
      onConfirm={confirm}
    />
  );
}

export default function JournalPage() {
  const { user } = useSignedInSession();
  const journal = useJournal();
  const create = useCreateEntry();
  // The draft of the New Entry: restored from this device, and the form opens on it.
  const [draft, setDraft] = useState<JournalDraft>(() => readDraft(user.id) ?? EMPTY_DRAFT);
  const [formOpen, setFormOpen] = useState(() => !isBlankDraft(draft));
  const [restored] = useState(() => !isBlankDraft(draft));
  const [toDelete, setToDelete] = useState<JournalEntry | null>(null);
  const [downloading, setDownloading] = useState(false);
  const newEntryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    document.title = 'Grief Journal · Forget-me-not';
  }, []);

  // Spec section 8: a failed load is a toast (with a way to try again), once per failure.
  const { isError, errorUpdatedAt, refetch } = journal;
  useEffect(() => {
    if (!isError) return;
    toast.error(JOURNAL_MSG.loadFailed, {
      id: 'journal-load-failed',
      description: errorDescription(journal.error),
      action: { label: 'Try again', onClick: () => void refetch() },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [isError, errorUpdatedAt, refetch]);

  const entries = journal.data?.pages.flatMap((p) => p.entries) ?? [];
  const loaded = journal.data !== undefined;
  const empty = loaded && entries.length === 0;

  const changeDraft = (next: JournalDraft) => {
    setDraft(next);
    writeDraft(user.id, next);
  };

  const openForm = () => setFormOpen(true);
  const closeForm = () => {
    // The draft stays on this device: New Entry brings it back.
    setFormOpen(false);
    requestAnimationFrame(() => newEntryRef.current?.focus());
  };

  const save = async (value: { title: string; content: string; mood: JournalDraft['mood'] }) => {
    try {
      await create.mutateAsync(value);
    } catch (err) {
      toast.error(JOURNAL_MSG.createFailed, { description: errorDescription(err) });
      return;
    }
    toast.success(JOURNAL_MSG.created);
    clearDraft();
    setDraft(EMPTY_DRAFT);
    closeForm();
  };

  const clearForm = () => {
    clearDraft();
    setDraft(EMPTY_DRAFT);
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadJournal();
    } catch (err) {
      toast.error(JOURNAL_MSG.exportFailed, { description: errorDescription(err) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AppPage
      title={JOURNAL_MSG.pageTitle}
      icon={<BookHeart aria-hidden className="size-5 shrink-0 text-primary" />}
      actions={
        <>
          {loaded && !empty && (
            <Button variant="outline" size="sm" onClick={() => void download()} disabled={downloading} aria-label={JOURNAL_MSG.download}>
              {downloading ? <Loader2 aria-hidden className="animate-spin" /> : <Download aria-hidden />}
              <span className="hidden sm:inline">{JOURNAL_MSG.download}</span>
            </Button>
          )}
          {!formOpen && (
            <Button ref={newEntryRef} size="sm" onClick={openForm}>
              <Plus aria-hidden />
              {JOURNAL_MSG.newEntry}
            </Button>
          )}
        </>
      }
      after={<DeleteEntryDialog entry={toDelete} onOpenChange={(open) => !open && setToDelete(null)} />}
    >
      <p className="text-muted-foreground">A private place for your thoughts and feelings. Only you can read what you write here.</p>

      {formOpen && (
        <Card className="p-5 motion-safe:animate-fade-in sm:p-6">
          <h2 className="mb-4 text-lg font-semibold">{JOURNAL_MSG.newEntry}</h2>
          <EntryForm
            value={draft}
            onChange={changeDraft}
            onSubmit={save}
            onCancel={closeForm}
            pending={create.isPending}
            label="New journal entry"
            submitLabel="Save Entry"
            autoFocus
            footer={
              <span className="flex flex-wrap items-center gap-x-2">
                {restored && !isBlankDraft(draft) ? 'We kept the draft you were writing.' : 'Your draft is kept on this device as you write.'}
                {!isBlankDraft(draft) && !create.isPending && (
                  <Button type="button" variant="link" size="sm" className="h-auto px-0 text-xs" onClick={clearForm}>
                    Clear draft
                  </Button>
                )}
              </span>
            }
          />
        </Card>
      )}

      <section aria-label="Your entries" className="space-y-4">
        {journal.isPending ? (
          <EntrySkeletons />
        ) : !loaded ? (
          <Card className="p-6 text-center">
            <p className="text-muted-foreground">We could not load your journal just now. Your entries are safe.</p>
            <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
              Try again
            </Button>
          </Card>
        ) : empty ? (
          !formOpen && <EmptyJournal onStart={openForm} />
        ) : (
          <>
            {entries.map((entry) => (
              <EntryCard key={entry.id} entry={entry} onDelete={setToDelete} />
            ))}
            {journal.hasNextPage && (
              <div className="flex justify-center">
                <Button variant="outline" onClick={() => void journal.fetchNextPage()} disabled={journal.isFetchingNextPage}>
                  {journal.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
                  Show older entries
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </AppPage>
  );
}
