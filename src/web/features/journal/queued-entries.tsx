/**
 * Entries written without a connection, waiting in this device's outbox (outbox.ts): shown above
 * the journal, marked as waiting, until the server has them. One the server refused stays, with
 * the reason, until its writer removes it (after a confirmation).
 */
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { CloudOff } from 'lucide-react';
import { MSG } from '@shared/messages';
import { JOURNAL_MSG } from '@shared/schemas/journal';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { errorText } from '@web/lib/errors';
import { useQueuedEntries, useRemoveQueued } from './api';
import { formatEntryDate } from './entry-card';
import { capitalise } from './entry-form';
import type { QueuedEntry } from './outbox';

function QueuedCard({ entry, onRemove }: { entry: QueuedEntry; onRemove: (entry: QueuedEntry) => void }) {
  const id = useId();
  return (
    <Card className="border-dashed motion-safe:animate-fade-in">
      <article aria-labelledby={`${id}-title`} className="space-y-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <time dateTime={new Date(entry.queuedAt).toISOString()}>
            {formatEntryDate(new Date(entry.queuedAt).toISOString())}
          </time>
          {entry.mood && (
            <Badge variant="secondary" aria-label={`Mood: ${capitalise(entry.mood)}`}>
              {capitalise(entry.mood)}
            </Badge>
          )}
          <Badge variant="outline">
            <CloudOff aria-hidden />
            {JOURNAL_MSG.queuedBadge}
          </Badge>
        </div>
        <h3 id={`${id}-title`} className="font-serif text-xl leading-snug font-semibold break-words">
          {entry.title}
        </h3>
        <p className="leading-relaxed break-words whitespace-pre-wrap text-foreground/90">{entry.content}</p>
        {entry.refused ? (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p className="text-destructive">
              {JOURNAL_MSG.queuedRefused} {entry.refused}
            </p>
            <Button variant="outline" size="sm" onClick={() => onRemove(entry)}>
              {JOURNAL_MSG.queuedRemove}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{JOURNAL_MSG.queuedNote}</p>
        )}
      </article>
    </Card>
  );
}

export function QueuedEntries({ userId }: { userId: string }) {
  const queued = useQueuedEntries(userId);
  const remove = useRemoveQueued(userId);
  const [toRemove, setToRemove] = useState<QueuedEntry | null>(null);
  const entries = queued.data ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-label={JOURNAL_MSG.queuedBadge} className="space-y-4">
      {[...entries].reverse().map((entry) => (
        <QueuedCard key={entry.clientId} entry={entry} onRemove={setToRemove} />
      ))}
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title={`Remove “${toRemove?.title ?? ''}” from this device?`}
        description="It was never saved to your journal, so it will be gone for good. You may want to copy its text first."
        confirmLabel={JOURNAL_MSG.queuedRemove}
        onConfirm={async () => {
          if (!toRemove) return;
          try {
            await remove.mutateAsync(toRemove.clientId);
            setToRemove(null);
          } catch (err) {
            toast.error(JOURNAL_MSG.deleteFailed, { description: errorText(err, MSG.http.internal) });
          }
        }}
      />
    </section>
  );
}
