/** The photos and videos on the edit screen: their order (moved with the arrows, said aloud), removing one, adding more. */
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ArrowLeft, ArrowRight, Film, Trash2 } from 'lucide-react';
import { MSG } from '@shared/messages';
import type { MediaItem, MemorialView } from '@shared/schemas/memorials';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useDeleteMedia, useRefreshMemorials, useReorderMedia } from '@web/features/memorials/api';
import { showUploadFailures, uploadFiles, usePickedFiles } from '@web/features/memorials/file-picker';
import { MediaPickers } from '@web/features/memorials/media-pickers';
import type { UploadSession } from '@web/features/memorials/upload-session';
import { errorText, errorTitle } from '@web/lib/errors';

const kindWord = (m: MediaItem) => (m.mediaType === 'video' ? 'video' : 'photo');

function MediaTile({
  item,
  index,
  count,
  onMove,
  onRemove,
  registerButton,
}: {
  item: MediaItem;
  index: number;
  count: number;
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: () => void;
  registerButton: (key: string, el: HTMLButtonElement | null) => void;
}) {
  const word = kindWord(item);
  const position = `${word} ${index + 1} of ${count}`;
  return (
    <li
      className="flex min-w-0 flex-col gap-2 rounded-lg border bg-card p-2"
      aria-label={position.charAt(0).toUpperCase() + position.slice(1)}
    >
      <div className="relative aspect-square overflow-hidden rounded-md bg-muted">
        {item.mediaType === 'photo' ? (
          <img
            src={item.urls.thumb}
            alt={`Photo ${index + 1}`}
            loading="lazy"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <video
            src={`${item.urls.thumb}#t=0.1`}
            muted
            playsInline
            preload="metadata"
            aria-label={`Video ${index + 1}`}
            className="absolute inset-0 size-full object-cover"
          />
        )}
        <span className="absolute top-1.5 left-1.5 rounded bg-foreground/70 px-1.5 py-0.5 text-xs text-background">
          {index + 1}
        </span>
        {item.mediaType === 'video' && (
          <span className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded bg-foreground/70 px-1.5 py-0.5 text-xs text-background">
            <Film aria-hidden className="size-3" />
            Video
          </span>
        )}
      </div>
      <div className="flex items-center justify-between gap-1">
        <div className="flex gap-1">
          <Button
            ref={(el) => registerButton(`${item.id}:earlier`, el)}
            variant="outline"
            size="icon"
            className="size-9"
            aria-disabled={index === 0}
            onClick={() => index > 0 && onMove(index, -1)}
            aria-label={index === 0 ? `${position}: already first` : `Move ${position} earlier, to position ${index}`}
            title="Move earlier"
          >
            <ArrowLeft aria-hidden />
          </Button>
          <Button
            ref={(el) => registerButton(`${item.id}:later`, el)}
            variant="outline"
            size="icon"
            className="size-9"
            aria-disabled={index === count - 1}
            onClick={() => index < count - 1 && onMove(index, 1)}
            aria-label={
              index === count - 1 ? `${position}: already last` : `Move ${position} later, to position ${index + 2}`
            }
            title="Move later"
          >
            <ArrowRight aria-hidden />
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-destructive hover:text-destructive"
          onClick={onRemove}
          aria-label={`Remove ${position}`}
          title="Remove"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}

export function MediaSection({ memorial, uploads }: { memorial: MemorialView; uploads: UploadSession }) {
  const reorder = useReorderMedia(memorial.id);
  const removeMedia = useDeleteMedia(memorial.id);
  const refresh = useRefreshMemorials();
  const media = memorial.media;
  const [announcement, setAnnouncement] = useState('');
  const [toRemove, setToRemove] = useState<{ item: MediaItem; index: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const removed = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const photos = usePickedFiles('photo');
  const videos = usePickedFiles('video');

  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusTarget = useRef<string | null>(null);

  // A moved tile is re-inserted in the page, which drops focus: put it back once, after the move.
  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    buttons.current.get(target)?.focus();
  }, [media]);

  const registerButton = (k: string, el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(k, el);
    else buttons.current.delete(k);
  };

  const move = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= media.length) return;
    const next = [...media];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(to, 0, item);
    // Shown at once; sent one after another, so the last click always wins on the server.
    reorder.mutateAsync(next).catch((err: unknown) => {
      toast.error(errorTitle(err, 'The new order was not saved'), { description: errorText(err, MSG.http.internal) });
    });
    // Keep the keyboard on the moved item; at either end, on the arrow that can still move it.
    const dir = to === 0 ? 'later' : to === next.length - 1 ? 'earlier' : delta < 0 ? 'earlier' : 'later';
    focusTarget.current = `${item.id}:${dir}`;
    setAnnouncement(`The ${kindWord(item)} moved to position ${to + 1} of ${next.length}.`);
  };

  const remove = async () => {
    if (!toRemove) return;
    const { item } = toRemove;
    try {
      await removeMedia.mutateAsync(item.id);
    } catch (err) {
      toast.error(errorTitle(err, 'Error'), { description: errorText(err, MSG.http.internal) });
      return;
    }
    removed.current = true;
    setToRemove(null);
    setAnnouncement(`The ${kindWord(item)} was removed.`);
    toast.success(item.mediaType === 'video' ? 'Video removed' : 'Photo removed');
  };

  const addFiles = async () => {
    setUploading(true);
    const signal = uploads.begin();
    const { uploaded, failures, doneKeys } = await uploadFiles(memorial.id, [photos, videos], signal);
    if (signal.aborted) return;
    uploads.end();
    setUploading(false);
    photos.removeKeys(doneKeys);
    videos.removeKeys(doneKeys);
    if (uploaded > 0) {
      toast.success(uploaded === 1 ? '1 file added' : `${uploaded} files added`, {
        description: 'They are now part of the memorial.',
      });
    }
    showUploadFailures(failures, 'Everything else was saved. You can remove these from the list or try again.');
    refresh();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={heading} tabIndex={-1} className="focus-visible:outline-hidden">
          Photos and Videos
        </CardTitle>
        <CardDescription>
          {media.length === 0
            ? 'Add the pictures and clips you would like visitors to see.'
            : 'They appear in the gallery in this order. Use the arrows to move an item earlier or later.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {media.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            There are no photos or videos yet.
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Photos and videos in the memorial">
            {media.map((item, index) => (
              <MediaTile
                key={item.id}
                item={item}
                index={index}
                count={media.length}
                onMove={move}
                onRemove={() => setToRemove({ item, index })}
                registerButton={registerButton}
              />
            ))}
          </ul>
        )}

        <div className="space-y-4 border-t pt-6">
          <h3 className="font-serif text-lg font-semibold">Add more</h3>
          <MediaPickers
            photos={photos}
            videos={videos}
            busy={uploads.busy}
            uploading={uploading}
            onAdd={() => void addFiles()}
          />
        </div>
      </CardContent>

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title={toRemove ? `Remove ${kindWord(toRemove.item)} ${toRemove.index + 1}?` : 'Remove?'}
        description={`It will be removed from the memorial for good. This cannot be undone.`}
        confirmLabel={toRemove?.item.mediaType === 'video' ? 'Remove video' : 'Remove photo'}
        onConfirm={remove}
        preview={
          toRemove && (
            <div className="relative mx-auto size-32 overflow-hidden rounded-lg border bg-muted">
              {toRemove.item.mediaType === 'photo' ? (
                <img src={toRemove.item.urls.thumb} alt="" className="absolute inset-0 size-full object-cover" />
              ) : (
                <video
                  src={`${toRemove.item.urls.thumb}#t=0.1`}
                  muted
                  playsInline
                  preload="metadata"
                  aria-hidden
                  className="absolute inset-0 size-full object-cover"
                />
              )}
            </div>
          )
        }
        focusAfterClose={() => {
          // The removed tile's button is gone: continue from the section heading.
          if (!removed.current) return null;
          removed.current = false;
          return heading.current;
        }}
      />
    </Card>
  );
}
