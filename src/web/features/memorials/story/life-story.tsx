/**
 * The life story (decision 038): titled sections in the family's order, their Markdown rendered
 * safely. Those who may tell the story write, edit, move and remove sections here; a visitor sees
 * the story alone.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ArrowDown, ArrowUp, BookOpen, Pencil, Plus, Trash2 } from 'lucide-react';
import { STORY_LIMITS, STORY_MSG, type StorySection } from '@shared/schemas/memorial-story';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { errorText } from '@web/lib/errors';
import { useAddSection, useDeleteSection, useEditSection, useReorderSections } from './api';
import { StoryMarkdown } from './story-markdown';
import { StorySupport } from './story-support';
import { setStorySupport } from './support';

function SectionEditor({
  memorialId,
  section,
  onDone,
}: {
  memorialId: string;
  section: StorySection | null;
  onDone: () => void;
}) {
  const add = useAddSection(memorialId);
  const edit = useEditSection(memorialId);
  const [title, setTitle] = useState(section?.title ?? '');
  const [body, setBody] = useState(section?.body ?? '');
  const [preview, setPreview] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const bodyId = useId();
  const hintId = useId();
  const errorId = useId();
  const pending = add.isPending || edit.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const saved = section
        ? await edit.mutateAsync({ sectionId: section.id, title, body })
        : await add.mutateAsync({ title, body });
      // Saved as written; what the crisis screen read in the words shows below the story (decision 045).
      setStorySupport(saved.support, 'story');
      toast.success(section ? 'Saved' : 'Added to the story');
      onDone();
    } catch (err) {
      setError(errorText(err, 'We could not save this part of the story. Please try again.'));
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-label={section ? `Edit “${section.title}”` : 'Add a part of the story'}
      className="space-y-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="space-y-1.5">
        <Label htmlFor={titleId}>Title</Label>
        <Input
          id={titleId}
          value={title}
          maxLength={STORY_LIMITS.sectionTitle}
          required
          onChange={(e) => setTitle(e.target.value)}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="space-y-1.5">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={bodyId}>Words</Label>
          <Button type="button" variant="ghost" size="sm" aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
            {preview ? 'Back to writing' : 'Preview'}
          </Button>
        </div>
        {preview ? (
          <div className="min-h-32 rounded-md border border-border p-3" aria-label="Preview">
            {body.trim() ? (
              <StoryMarkdown body={body} />
            ) : (
              <p className="text-muted-foreground">Nothing written yet.</p>
            )}
          </div>
        ) : (
          <Textarea
            id={bodyId}
            value={body}
            rows={8}
            maxLength={STORY_LIMITS.sectionBody}
            onChange={(e) => setBody(e.target.value)}
            aria-describedby={hintId}
          />
        )}
        <p id={hintId} className="text-sm text-muted-foreground">
          {STORY_MSG.markdownHint}
        </p>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : section ? 'Save' : 'Add to the story'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function LifeStory({
  memorialId,
  title,
  sections,
  canEdit,
}: {
  memorialId: string;
  title: string;
  sections: StorySection[];
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [removing, setRemoving] = useState<StorySection | null>(null);
  const remove = useDeleteSection(memorialId);
  const reorder = useReorderSections(memorialId);
  if (!sections.length && !canEdit) return null;

  const move = (index: number, delta: -1 | 1) => {
    const ids = sections.map((s) => s.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + delta, 0, moved!);
    reorder.mutate(ids, {
      onError: (err) => toast.error(errorText(err, 'We could not move this part. Please try again.')),
    });
  };

  return (
    <section aria-labelledby="story-heading" className="space-y-6">
      <h2 id="story-heading" className="text-2xl font-semibold">
        Life story
      </h2>
      {sections.length === 0 && editing !== 'new' && (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card/60 px-6 py-10 text-center">
          <BookOpen aria-hidden className="size-6 text-primary" />
          <p className="text-muted-foreground">
            No story written yet. Tell who {title} was, in as many parts as you like.
          </p>
        </div>
      )}
      {sections.map((section, i) =>
        editing === section.id ? (
          <SectionEditor key={section.id} memorialId={memorialId} section={section} onDone={() => setEditing(null)} />
        ) : (
          <article key={section.id} aria-labelledby={`section-${section.id}`} className="space-y-2">
            <h3 id={`section-${section.id}`} className="text-xl font-semibold break-words">
              {section.title}
            </h3>
            {section.body.trim() && <StoryMarkdown body={section.body} />}
            {canEdit && (
              <div className="flex flex-wrap items-center gap-2 pt-1">
                {section.addedBy && (
                  <p className="mr-auto text-xs text-muted-foreground">Added by {section.addedBy.name}</p>
                )}
                <Button size="sm" variant="outline" onClick={() => setEditing(section.id)}>
                  <Pencil aria-hidden />
                  Edit<span className="sr-only"> “{section.title}”</span>
                </Button>
                <Button size="sm" variant="ghost" disabled={i === 0 || reorder.isPending} onClick={() => move(i, -1)}>
                  <ArrowUp aria-hidden />
                  <span className="sr-only">Move “{section.title}” up</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={i === sections.length - 1 || reorder.isPending}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown aria-hidden />
                  <span className="sr-only">Move “{section.title}” down</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRemoving(section)}>
                  <Trash2 aria-hidden />
                  <span className="sr-only">Remove “{section.title}”</span>
                </Button>
              </div>
            )}
          </article>
        ),
      )}
      <StorySupport part="story" />
      {canEdit &&
        (editing === 'new' ? (
          <SectionEditor memorialId={memorialId} section={null} onDone={() => setEditing(null)} />
        ) : (
          sections.length < STORY_LIMITS.sections && (
            <Button variant="outline" onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              Add a part of the story
            </Button>
          )
        ))}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove “${removing?.title ?? ''}”?`}
        description="This part of the story will be removed from the memorial for everyone. This cannot be undone."
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
