/**
 * The New Entry form of the journal: its draft is kept on this device as it is typed (draft.ts);
 * saved without a connection, the entry waits in this device's outbox (outbox.ts).
 */
import { toast } from 'sonner';
import { MSG } from '@shared/messages';
import { JOURNAL_MSG } from '@shared/schemas/journal';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { errorText } from '@web/lib/errors';
import { useCreateEntry } from './api';
import type { JournalDraft, NewEntryDraft } from './draft';
import { EntryForm } from './entry-form';

/** `onClose`: saved, or put away (the draft stays on this device: New Entry brings it back). */
export function NewEntryCard({
  userId,
  entry,
  onClose,
}: {
  userId: string;
  entry: NewEntryDraft;
  onClose: () => void;
}) {
  const create = useCreateEntry(userId);

  const save = async (value: { title: string; content: string; mood: JournalDraft['mood'] }) => {
    let result;
    try {
      result = await create.mutateAsync(value);
    } catch (err) {
      toast.error(JOURNAL_MSG.createFailed, { description: errorText(err, MSG.http.internal) });
      return;
    }
    // Offline: kept in this device's outbox, sent once the connection is back (decision 025).
    if ('queued' in result) toast.info(JOURNAL_MSG.queuedTitle, { description: JOURNAL_MSG.queued });
    else toast.success(JOURNAL_MSG.created);
    entry.clear();
    onClose();
  };

  return (
    <Card className="p-5 motion-safe:animate-fade-in sm:p-6">
      <h2 className="mb-4 text-lg font-semibold">{JOURNAL_MSG.newEntry}</h2>
      <EntryForm
        value={entry.draft}
        onChange={entry.change}
        onSubmit={save}
        onCancel={onClose}
        pending={create.isPending}
        label="New journal entry"
        submitLabel="Save Entry"
        autoFocus
        footer={
          <span className="flex flex-wrap items-center gap-x-2">
            {entry.restored ? 'We kept the draft you were writing.' : 'Your draft is kept on this device as you write.'}
            {!entry.blank && !create.isPending && (
              <Button type="button" variant="link" size="sm" className="h-auto px-0 text-xs" onClick={entry.clear}>
                Clear draft
              </Button>
            )}
          </span>
        }
      />
    </Card>
  );
}
