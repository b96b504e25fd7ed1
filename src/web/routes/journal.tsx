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
 *
 * An entry the crisis screen was worried by is saved as written; the page then shows a gentle note,
 * or with a crisis the help lines, above the entries (decision 043).
 */
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { BookHeart, Download, Loader2, Plus } from 'lucide-react';
import { MSG } from '@shared/messages';
import { JOURNAL_MSG, type JournalEntry } from '@shared/schemas/journal';
import { AppPage } from '@web/components/app-page';
import { Button } from '@web/components/ui/button';
import { useDownloadJournal, useJournal } from '@web/features/journal/api';
import { useNewEntryDraft } from '@web/features/journal/draft';
import { DeleteEntryDialog, JournalEntries } from '@web/features/journal/journal-entries';
import { NewEntryCard } from '@web/features/journal/new-entry';
import { QueuedEntries } from '@web/features/journal/queued-entries';
import {
  currentJournalSupport,
  setJournalSupport,
  subscribeJournalSupport,
  supportFor,
} from '@web/features/journal/support';
import { errorText } from '@web/lib/errors';
import { useSignedInSession } from '@web/lib/session';

// Only when an entry brought a note (decision 043): the journal's own scripts do not carry the card.
const JournalSupportNote = lazy(() => import('@web/features/journal/journal-support'));

export default function JournalPage() {
  const { user } = useSignedInSession();
  const journal = useJournal();
  const download = useDownloadJournal();
  // The draft of the New Entry: restored from this device, and the form opens on it.
  const entry = useNewEntryDraft(user.id);
  const [formOpen, setFormOpen] = useState(() => !entry.blank);
  const [toDelete, setToDelete] = useState<JournalEntry | null>(null);
  const newEntryRef = useRef<HTMLButtonElement>(null);
  const shown = useSyncExternalStore(subscribeJournalSupport, currentJournalSupport, () => null);
  const support = supportFor(shown, user.id);

  useEffect(() => {
    document.title = 'Grief Journal · Forget-me-not';
    // The note about an entry belongs to this visit of the page.
    return () => setJournalSupport(null);
  }, []);

  // Spec section 8: a failed load is a toast (with a way to try again), once per failure.
  const { isError, errorUpdatedAt, refetch } = journal;
  useEffect(() => {
    if (!isError) return;
    toast.error(JOURNAL_MSG.loadFailed, {
      id: 'journal-load-failed',
      description: errorText(journal.error, MSG.http.internal),
      action: { label: 'Try again', onClick: () => void refetch() },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [isError, errorUpdatedAt, refetch]);

  const loaded = journal.data !== undefined;
  const empty = loaded && journal.data.pages.every((p) => p.entries.length === 0);

  const closeForm = () => {
    // The draft stays on this device: New Entry brings it back.
    setFormOpen(false);
    // After an entry that brought the help lines, they take the focus instead (journal-support.tsx).
    if (currentJournalSupport()?.support.risk !== 'crisis') requestAnimationFrame(() => newEntryRef.current?.focus());
  };

  const downloadAll = async () => {
    try {
      await download.mutateAsync();
    } catch (err) {
      toast.error(JOURNAL_MSG.exportFailed, { description: errorText(err, MSG.http.internal) });
    }
  };

  return (
    <AppPage
      title={JOURNAL_MSG.pageTitle}
      icon={<BookHeart aria-hidden className="size-5 shrink-0 text-primary" />}
      actions={
        <>
          {loaded && !empty && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void downloadAll()}
              disabled={download.isPending}
              aria-label={JOURNAL_MSG.download}
            >
              {download.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Download aria-hidden />}
              <span className="hidden sm:inline">{JOURNAL_MSG.download}</span>
            </Button>
          )}
          {!formOpen && (
            <Button ref={newEntryRef} size="sm" onClick={() => setFormOpen(true)}>
              <Plus aria-hidden />
              {JOURNAL_MSG.newEntry}
            </Button>
          )}
        </>
      }
      after={<DeleteEntryDialog entry={toDelete} onOpenChange={(open) => !open && setToDelete(null)} />}
    >
      <p className="text-muted-foreground">
        A private place for your thoughts and feelings. Only you can read what you write here.
      </p>
      {support && (
        <Suspense fallback={null}>
          <JournalSupportNote support={support} onClose={() => setJournalSupport(null)} />
        </Suspense>
      )}
      {formOpen && <NewEntryCard userId={user.id} entry={entry} onClose={closeForm} />}
      <QueuedEntries userId={user.id} />
      <JournalEntries
        journal={journal}
        showEmpty={!formOpen}
        onStart={() => setFormOpen(true)}
        onDelete={setToDelete}
      />
    </AppPage>
  );
}
