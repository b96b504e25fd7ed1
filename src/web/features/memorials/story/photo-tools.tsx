/**
 * Under the gallery's current photo or video, for those who may tell the story (decision 038):
 * its caption, edited in place, and "Use as cover" for a photo.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ImageUp, Pencil } from 'lucide-react';
import { STORY_LIMITS } from '@shared/schemas/memorial-story';
import type { MediaItem } from '@shared/schemas/memorials';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorText } from '@web/lib/errors';
import { useSetCaption, useSetCover } from './api';
import { setStorySupport } from './support';

export function PhotoTools({ memorialId, item, isCover }: { memorialId: string; item: MediaItem; isCover: boolean }) {
  const caption = useSetCaption(memorialId);
  const cover = useSetCover(memorialId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(item.caption ?? '');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const saved = await caption.mutateAsync({ mediaId: item.id, caption: text.trim() || null });
      setStorySupport(saved.support, 'gallery');
      setEditing(false);
      toast.success('Caption saved');
    } catch (err) {
      setError(errorText(err, 'We could not save the caption. Please try again.'));
    }
  };

  const setAsCover = async (mediaId: string | null) => {
    try {
      await cover.mutateAsync(mediaId);
      toast.success(mediaId ? 'Cover photo chosen' : 'Cover photo removed');
    } catch (err) {
      toast.error(errorText(err, 'We could not change the cover. Please try again.'));
    }
  };

  if (editing) {
    return (
      <form onSubmit={save} className="flex flex-wrap items-end gap-2" aria-label="Edit the caption">
        <div className="min-w-48 flex-1 space-y-1.5">
          <Label htmlFor={inputId}>Caption</Label>
          <Input
            id={inputId}
            value={text}
            maxLength={STORY_LIMITS.caption}
            autoFocus
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <Button type="submit" size="sm" disabled={caption.isPending}>
          {caption.isPending ? 'Saving…' : 'Save caption'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
          Cancel
        </Button>
        {error && (
          <p role="alert" className="w-full text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          setText(item.caption ?? '');
          setEditing(true);
        }}
      >
        <Pencil aria-hidden />
        {item.caption ? 'Edit caption' : 'Add a caption'}
      </Button>
      {item.mediaType === 'photo' && (
        <Button
          size="sm"
          variant="outline"
          disabled={cover.isPending}
          onClick={() => void setAsCover(isCover ? null : item.id)}
        >
          <ImageUp aria-hidden />
          {isCover ? 'Remove as cover' : 'Use as cover'}
        </Button>
      )}
      {item.addedBy && <span className="text-xs text-muted-foreground">Added by {item.addedBy.name}</span>}
    </div>
  );
}
