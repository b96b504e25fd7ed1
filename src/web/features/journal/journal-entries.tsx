/** The journal's entries, newest first, a page at a time: loading, empty and failed states, and deleting one. */
import { toast } from 'sonner';
import { BookHeart, Loader2, Plus } from 'lucide-react';
import { MSG } from '@shared/messages';
import { JOURNAL_MSG, type JournalEntry } from '@shared/schemas/journal';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/errors';
import { useDeleteEntry, type useJournal } from './api';
import { EntryCard } from './entry-card';

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
        Writing can help you hold on to memories and make room for what you feel. Start whenever you are ready; a single
        line is enough.
      </p>
      <Button className="mt-6" onClick={onStart}>
        <Plus aria-hidden />
        {JOURNAL_MSG.emptyAction}
      </Button>
    </Card>
  );
}

export function DeleteEntryDialog({
  entry,
  onOpenChange,
}: {
  entry: JournalEntry | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteEntry();
  const confirm = async () => {
    if (!entry) return;
    try {
      await remove.mutateAsync(entry.id);
      toast.success(JOURNAL_MSG.deleted);
      onOpenChange(false);
    } catch (err) {
      toast.error(JOURNAL_MSG.deleteFailed, { description: errorText(err, MSG.http.internal) });
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

/** `showEmpty`: the empty state's invitation (not while the New Entry form is open). */
export function JournalEntries({
  journal,
  showEmpty,
  onStart,
  onDelete,
}: {
  journal: ReturnType<typeof useJournal>;
  showEmpty: boolean;
  onStart: () => void;
  onDelete: (entry: JournalEntry) => void;
}) {
  const entries = journal.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <section aria-label="Your entries" className="space-y-4">
      {journal.isPending ? (
        <EntrySkeletons />
      ) : journal.data === undefined ? (
        <Card className="p-6 text-center">
          <p className="text-muted-foreground">We could not load your journal just now. Your entries are safe.</p>
          <Button variant="outline" className="mt-4" onClick={() => void journal.refetch()}>
            Try again
          </Button>
        </Card>
      ) : entries.length === 0 ? (
        showEmpty && <EmptyJournal onStart={onStart} />
      ) : (
        <>
          {entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} onDelete={onDelete} />
          ))}
          {journal.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void journal.fetchNextPage()}
                disabled={journal.isFetchingNextPage}
              >
                {journal.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
                Show older entries
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
