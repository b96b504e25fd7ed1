/**
 * Voice memories (decision 038): short recordings with a title, played inline. Those who may add
 * media add them when the owner's plan allows; the owner (and whoever may delete media) removes them.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Mic, Trash2 } from 'lucide-react';
import { MSG } from '@shared/messages';
import { STORY_LIMITS, STORY_MSG, durationLabel, type VoiceMemory } from '@shared/schemas/memorial-story';
import { FILE_RULES } from '@shared/schemas/memorials';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorText } from '@web/lib/errors';
import { useDeleteVoiceMemory, useUploadVoiceMemory } from './api';
import { StorySupport } from './story-support';
import { setStorySupport } from './support';

function VoiceUpload({ memorialId }: { memorialId: string }) {
  const upload = useUploadVoiceMemory(memorialId);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), file: useId(), hint: useId() };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const file = fileRef.current?.files?.[0];
    if (!file) return setError('Please choose a recording to upload.');
    try {
      const saved = await upload.mutateAsync({ title, file });
      setStorySupport(saved.support, 'voice');
      setTitle('');
      if (fileRef.current) fileRef.current.value = '';
      toast.success('Voice memory added');
    } catch (err) {
      setError(errorText(err, 'The upload did not finish. Please try again.'));
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Add a voice memory"
      className="space-y-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={ids.title}>Title</Label>
          <Input
            id={ids.title}
            value={title}
            required
            maxLength={STORY_LIMITS.voiceTitle}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.file}>Recording</Label>
          <Input
            id={ids.file}
            ref={fileRef}
            type="file"
            required
            accept={[...FILE_RULES.audio.types, '.m4a', '.opus'].join(',')}
            aria-describedby={ids.hint}
          />
        </div>
      </div>
      <p id={ids.hint} className="text-sm text-muted-foreground">
        {STORY_MSG.voiceFileHint}
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={upload.isPending}>
        <Mic aria-hidden />
        {upload.isPending ? 'Uploading…' : 'Add voice memory'}
      </Button>
    </form>
  );
}

export function VoiceMemories({
  memorialId,
  memories,
  canUpload,
  planAllows,
  canDelete,
}: {
  memorialId: string;
  memories: VoiceMemory[];
  canUpload: boolean;
  planAllows: boolean;
  /** Whether this caller may remove this one (the owner any, a collaborator what they added). */
  canDelete: (memory: VoiceMemory) => boolean;
}) {
  const [removing, setRemoving] = useState<VoiceMemory | null>(null);
  const remove = useDeleteVoiceMemory(memorialId);
  if (!memories.length && !canUpload) return null;
  return (
    <section aria-labelledby="voice-heading" className="space-y-4">
      <h2 id="voice-heading" className="text-2xl font-semibold">
        Voice memories
      </h2>
      {memories.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-card/60 px-6 py-6 text-center text-muted-foreground">
          No voice memories yet: a voicemail, a song they sang, their laugh.
        </p>
      ) : (
        <ul className="space-y-3">
          {memories.map((m) => {
            const length = durationLabel(m.durationMs);
            return (
              <li key={m.id} className="rounded-xl border border-border bg-card p-4">
                <div className="mb-2 flex flex-wrap items-baseline gap-x-3">
                  <p id={`voice-${m.id}`} className="font-medium break-words">
                    {m.title}
                  </p>
                  {length && <span className="text-sm text-muted-foreground tabular-nums">{length}</span>}
                  {m.addedBy && <span className="text-xs text-muted-foreground">Added by {m.addedBy.name}</span>}
                </div>
                <div className="flex items-center gap-2">
                  <audio controls preload="none" src={m.url} aria-labelledby={`voice-${m.id}`} className="w-full" />
                  {canDelete(m) && (
                    <Button size="sm" variant="ghost" onClick={() => setRemoving(m)}>
                      <Trash2 aria-hidden />
                      <span className="sr-only">Remove “{m.title}”</span>
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <StorySupport part="voice" />
      {canUpload &&
        (planAllows ? (
          <VoiceUpload memorialId={memorialId} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {MSG.plan.premium(STORY_MSG.voiceFeature)}{' '}
            <Link to="/pricing" className="text-primary underline underline-offset-4">
              See the plans
            </Link>
          </p>
        ))}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove “${removing?.title ?? ''}”?`}
        description="The recording will be deleted for everyone. This cannot be undone."
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
