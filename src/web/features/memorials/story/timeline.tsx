/**
 * The timeline (decision 038): life's moments as a vertical list by year and date, each with a
 * few words and, when chosen, a photo from the gallery. Those who may tell the story add, edit and
 * remove moments here.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CalendarDays, Pencil, Plus, Trash2 } from 'lucide-react';
import { STORY_LIMITS, eventWhenLabel, type TimelineEvent } from '@shared/schemas/memorial-story';
import type { MediaItem } from '@shared/schemas/memorials';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { errorText } from '@web/lib/errors';
import { useAddEvent, useDeleteEvent, useEditEvent } from './api';
import { StorySupport } from './story-support';
import { setStorySupport } from './support';

function EventEditor({
  memorialId,
  event,
  photos,
  onDone,
}: {
  memorialId: string;
  event: TimelineEvent | null;
  photos: MediaItem[];
  onDone: () => void;
}) {
  const add = useAddEvent(memorialId);
  const edit = useEditEvent(memorialId);
  const [when, setWhen] = useState(event ? (event.date ?? String(event.year)) : '');
  const [title, setTitle] = useState(event?.title ?? '');
  const [description, setDescription] = useState(event?.description ?? '');
  const [mediaId, setMediaId] = useState(event?.mediaId ?? '');
  const [error, setError] = useState<string | null>(null);
  const ids = { when: useId(), whenHint: useId(), title: useId(), words: useId(), photo: useId(), error: useId() };
  const pending = add.isPending || edit.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const w = when.trim();
    const input = {
      ...(/^\d{4}$/.test(w) ? { year: Number(w) } : { date: w }),
      title,
      description,
      mediaId: mediaId || null,
    };
    try {
      const saved = event ? await edit.mutateAsync({ eventId: event.id, ...input }) : await add.mutateAsync(input);
      setStorySupport(saved.support, 'timeline');
      toast.success(event ? 'Saved' : 'Added to the timeline');
      onDone();
    } catch (err) {
      setError(errorText(err, 'We could not save this moment. Please try again.'));
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-label={event ? `Edit “${event.title}”` : 'Add a moment to the timeline'}
      className="space-y-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <div className="space-y-1.5">
          <Label htmlFor={ids.when}>Year or date</Label>
          <Input
            id={ids.when}
            value={when}
            required
            placeholder="1972 or 1972-06-03"
            inputMode="numeric"
            onChange={(e) => setWhen(e.target.value)}
            aria-describedby={ids.whenHint}
          />
          <p id={ids.whenHint} className="text-xs text-muted-foreground">
            A year, or a full date as YYYY-MM-DD.
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.title}>Title</Label>
          <Input
            id={ids.title}
            value={title}
            required
            maxLength={STORY_LIMITS.eventTitle}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.words}>A few words (optional)</Label>
        <Textarea
          id={ids.words}
          value={description}
          rows={3}
          maxLength={STORY_LIMITS.eventDescription}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      {photos.length > 0 && (
        <div className="space-y-1.5">
          <Label htmlFor={ids.photo}>Photo (optional)</Label>
          <select
            id={ids.photo}
            value={mediaId}
            onChange={(e) => setMediaId(e.target.value)}
            className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm"
          >
            <option value="">No photo</option>
            {photos.map((p, i) => (
              <option key={p.id} value={p.id}>
                {p.caption ? `Photo ${i + 1}: ${p.caption}` : `Photo ${i + 1}`}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : event ? 'Save' : 'Add to the timeline'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function Timeline({
  memorialId,
  events,
  photos,
  canEdit,
}: {
  memorialId: string;
  events: TimelineEvent[];
  photos: MediaItem[];
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [removing, setRemoving] = useState<TimelineEvent | null>(null);
  const remove = useDeleteEvent(memorialId);
  if (!events.length && !canEdit) return null;

  return (
    <section aria-labelledby="timeline-heading" className="space-y-6">
      <h2 id="timeline-heading" className="text-2xl font-semibold">
        Timeline
      </h2>
      {events.length === 0 && editing !== 'new' && (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card/60 px-6 py-10 text-center">
          <CalendarDays aria-hidden className="size-6 text-primary" />
          <p className="text-muted-foreground">No moments on the timeline yet.</p>
        </div>
      )}
      {events.length > 0 && (
        <ol className="relative space-y-6 border-l-2 border-primary/25 pl-6">
          {events.map((event) =>
            editing === event.id ? (
              <li key={event.id}>
                <EventEditor memorialId={memorialId} event={event} photos={photos} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={event.id} className="relative">
                <span
                  aria-hidden
                  className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-primary ring-4 ring-background"
                />
                <div className="flex gap-4">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium tracking-wide text-primary tabular-nums">
                      {eventWhenLabel(event)}
                    </p>
                    <h3 className="text-lg font-semibold break-words">{event.title}</h3>
                    {event.description && (
                      <p className="mt-1 leading-relaxed break-words whitespace-pre-line text-foreground/90">
                        {event.description}
                      </p>
                    )}
                  </div>
                  {event.photo && (
                    <img
                      src={event.photo.thumb}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      width={80}
                      height={80}
                      className="size-20 shrink-0 rounded-lg object-cover"
                    />
                  )}
                </div>
                {canEdit && (
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    {event.addedBy && (
                      <p className="mr-auto text-xs text-muted-foreground">Added by {event.addedBy.name}</p>
                    )}
                    <Button size="sm" variant="outline" onClick={() => setEditing(event.id)}>
                      <Pencil aria-hidden />
                      Edit<span className="sr-only"> “{event.title}”</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setRemoving(event)}>
                      <Trash2 aria-hidden />
                      <span className="sr-only">Remove “{event.title}”</span>
                    </Button>
                  </div>
                )}
              </li>
            ),
          )}
        </ol>
      )}
      <StorySupport part="timeline" />
      {canEdit &&
        (editing === 'new' ? (
          <EventEditor memorialId={memorialId} event={null} photos={photos} onDone={() => setEditing(null)} />
        ) : (
          events.length < STORY_LIMITS.events && (
            <Button variant="outline" onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              Add a moment
            </Button>
          )
        ))}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove “${removing?.title ?? ''}” from the timeline?`}
        description="It will be removed for everyone. This cannot be undone."
        confirmLabel="Remove"
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            setRemoving(null);
          } catch (err) {
            toast.error(errorText(err, 'We could not remove it. Please try again.'));
          }
        }}
      />
    </section>
  );
}
