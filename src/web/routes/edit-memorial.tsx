import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowLeft, ArrowRight, ExternalLink, Eye, Film, Flower2, LayoutDashboard, Music, CirclePlay, Trash2 } from 'lucide-react';
import { MSG } from '@shared/messages';
import {
  MEMORIAL_MSG,
  updateMemorialSchema,
  youtubeUrlSchema,
  type MediaItem,
  type MemorialView,
} from '@shared/schemas/memorials';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { AppPage } from '@web/components/app-page';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  deleteMedia,
  memorialKeys,
  reorderMedia,
  setSongUrl,
  useDeleteMemorial,
  useMemorial,
  useUpdateMemorial,
} from '@web/features/memorials/api';
import { FILE_HINTS, FilePicker, showUploadFailures, uploadFiles, usePickedFiles } from '@web/features/memorials/file-picker';
import { MemorialDetailsFields, detailsFromMemorial, validateOrToast, type DetailsValues } from '@web/features/memorials/form-details-fields';
import { LeaveWhileUploadingDialog, useUploadSession, type UploadSession } from '@web/features/memorials/upload-session';
import { ApiError } from '@web/lib/api';

const GENERIC_ERROR = 'Something went wrong. Nothing was lost; please try again.';

/** The spec's toasts for a failed call: a validation message, or the server's gentle message. */
function toastError(err: unknown, fallbackTitle = 'Error') {
  if (err instanceof ApiError && err.code === 'VALIDATION') toast.error(MSG.validation.title, { description: err.message });
  else toast.error(fallbackTitle, { description: err instanceof ApiError ? err.message : GENERIC_ERROR });
}

// ---- Shell and states --------------------------------------------------------------------------

function Shell({ memorialId, subtitle, children }: { memorialId?: string; subtitle?: string; children: ReactNode }) {
  return (
    <AppPage
      title="Edit memorial"
      subtitle={subtitle}
      actions={
        memorialId && (
          <Button asChild variant="outline" size="sm">
            <Link to={`/memorial/${memorialId}`}>
              <Eye aria-hidden />
              View memorial
            </Link>
          </Button>
        )
      }
    >
      {children}
    </AppPage>
  );
}

function StateCard({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-secondary/60 to-background px-4 py-12">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <Flower2 className="size-6" aria-hidden="true" />
          </span>
          <h1 className="font-serif text-2xl font-semibold">{title}</h1>
          {description && <CardDescription className="text-base">{description}</CardDescription>}
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          {action}
          <Button asChild variant={action ? 'outline' : 'default'}>
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function LoadingSkeleton() {
  return (
    <Shell>
      <div role="status" aria-live="polite" className="space-y-6">
        <span className="sr-only">Loading memorial...</span>
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <CardHeader>
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-4 w-64" />
            </CardHeader>
            <CardContent className="space-y-3">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-24 w-full" />
            </CardContent>
          </Card>
        ))}
      </div>
    </Shell>
  );
}

// ---- Details -----------------------------------------------------------------------------------

function DetailsSection({ memorial }: { memorial: MemorialView }) {
  const form = useForm<DetailsValues>({ defaultValues: detailsFromMemorial(memorial) });
  const update = useUpdateMemorial(memorial.id);

  const save = async (values: DetailsValues) => {
    const input = validateOrToast(updateMemorialSchema, values, form);
    if (!input) return;
    try {
      await update.mutateAsync(input);
      form.reset(detailsFromMemorial(input));
      toast.success(MEMORIAL_MSG.updatedTitle, { description: MEMORIAL_MSG.updated });
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
        <CardDescription>Their name, your message and the dates you want to remember.</CardDescription>
      </CardHeader>
      <form onSubmit={(e) => void form.handleSubmit(save)(e)} noValidate aria-label="Memorial details">
        <CardContent>
          <fieldset disabled={update.isPending}>
            <MemorialDetailsFields form={form} />
          </fieldset>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

// ---- Featured song -----------------------------------------------------------------------------

function SongSection({ memorial, uploads }: { memorial: MemorialView; uploads: UploadSession }) {
  const qc = useQueryClient();
  const ids = useId();
  const [url, setUrl] = useState('');
  const [savingLink, setSavingLink] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [uploading, setUploading] = useState(false);
  const songFile = usePickedFiles('song', { single: true });
  const song = memorial.song;
  const busy = savingLink || uploads.busy;

  const applyMemorial = (m: MemorialView) => {
    qc.setQueryData(memorialKeys.one(memorial.id), m);
    void qc.invalidateQueries({ queryKey: memorialKeys.mine });
  };

  const saveLink = async () => {
    const parsed = validateOrToast(youtubeUrlSchema, url);
    if (!parsed) return;
    setSavingLink(true);
    try {
      applyMemorial((await setSongUrl(memorial.id, parsed)).memorial);
      setUrl('');
      toast.success('Song saved', { description: 'Your featured song has been updated.' });
    } catch (err) {
      toastError(err);
    } finally {
      setSavingLink(false);
    }
  };

  const uploadSong = async () => {
    setUploading(true);
    const signal = uploads.begin();
    const { failures, doneKeys } = await uploadFiles(memorial.id, [songFile], signal);
    if (signal.aborted) return;
    uploads.end();
    setUploading(false);
    if (failures[0]) {
      toast.error('The song was not added', { description: failures[0].reason });
    } else {
      songFile.removeKeys(doneKeys);
      toast.success('Song saved', { description: 'Your featured song has been updated.' });
    }
    void qc.invalidateQueries({ queryKey: memorialKeys.one(memorial.id) });
  };

  const removeSong = async () => {
    try {
      applyMemorial((await setSongUrl(memorial.id, null)).memorial);
      setConfirmRemove(false);
      toast.success('Song removed', { description: 'The memorial no longer has a featured song.' });
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Featured Song</CardTitle>
        <CardDescription>It plays on the memorial page, with a note so no visitor is surprised.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="rounded-lg border bg-secondary/40 p-4" data-testid="current-song">
          {song === null ? (
            <p className="text-sm text-muted-foreground">There is no featured song yet.</p>
          ) : (
            <div className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex min-w-0 items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-card text-primary">
                    {song.kind === 'youtube' ? <CirclePlay aria-hidden className="size-5" /> : <Music aria-hidden className="size-5" />}
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{song.kind === 'youtube' ? 'YouTube link' : 'Audio file'}</p>
                    {song.kind === 'youtube' && (
                      <a
                        href={song.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex max-w-full items-center gap-1 text-sm break-all text-primary underline-offset-4 hover:underline"
                      >
                        {song.url}
                        <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                        <span className="sr-only">(opens in a new tab)</span>
                      </a>
                    )}
                  </div>
                </div>
                <Button variant="outline" size="sm" onClick={() => setConfirmRemove(true)} disabled={busy}>
                  <Trash2 aria-hidden />
                  Remove song
                </Button>
              </div>
              {song.kind === 'audio' && (
                <audio controls preload="none" src={song.url} className="w-full" aria-label="Featured song">
                  Your browser cannot play this audio file.
                </audio>
              )}
            </div>
          )}
        </div>

        <div className="space-y-2">
          <Label htmlFor={`${ids}-youtube`}>{song ? 'Replace with a YouTube link' : 'Add a YouTube link'}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${ids}-youtube`}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://www.youtube.com/watch?v=…"
              value={url}
              disabled={busy}
              aria-describedby={`${ids}-song-hint`}
              onChange={(e) => {
                setUrl(e.target.value);
                if (e.target.value.trim() && songFile.items.length > 0) songFile.clear();
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  if (url.trim()) void saveLink();
                }
              }}
            />
            <Button onClick={() => void saveLink()} disabled={busy || !url.trim()}>
              {savingLink ? 'Saving...' : 'Save link'}
            </Button>
          </div>
        </div>

        <div className="flex items-center gap-3 text-xs tracking-wide text-muted-foreground uppercase">
          <span className="h-px flex-1 bg-border" />
          or
          <span className="h-px flex-1 bg-border" />
        </div>

        <div className="space-y-3">
          <FilePicker files={songFile} label="Song file" hint={FILE_HINTS.song} disabled={busy} waiting={uploading} onAdded={() => setUrl('')} />
          {songFile.items.length > 0 && (
            <div className="flex justify-end">
              <Button onClick={() => void uploadSong()} disabled={busy}>
                {uploading ? 'Uploading...' : song ? 'Replace song with this file' : 'Upload song'}
              </Button>
            </div>
          )}
        </div>
        <p id={`${ids}-song-hint`} className="text-sm text-muted-foreground">
          Choose one: a YouTube link or an audio file. Adding one clears the other.
        </p>
      </CardContent>

      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove the featured song?"
        description="The song will no longer play on the memorial page. You can add another at any time."
        confirmLabel="Remove song"
        onConfirm={removeSong}
      />
    </Card>
  );
}

// ---- Photos and videos -------------------------------------------------------------------------

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
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border bg-card p-2" aria-label={position.charAt(0).toUpperCase() + position.slice(1)}>
      <div className="relative aspect-square overflow-hidden rounded-md bg-muted">
        {item.mediaType === 'photo' ? (
          <img src={item.urls.thumb} alt={`Photo ${index + 1}`} loading="lazy" className="absolute inset-0 size-full object-cover" />
        ) : (
          <video src={`${item.urls.thumb}#t=0.1`} muted playsInline preload="metadata" aria-label={`Video ${index + 1}`} className="absolute inset-0 size-full object-cover" />
        )}
        <span className="absolute top-1.5 left-1.5 rounded bg-foreground/70 px-1.5 py-0.5 text-xs text-background">{index + 1}</span>
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
            aria-label={index === count - 1 ? `${position}: already last` : `Move ${position} later, to position ${index + 2}`}
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

function MediaSection({ memorial, uploads }: { memorial: MemorialView; uploads: UploadSession }) {
  const qc = useQueryClient();
  const key = memorialKeys.one(memorial.id);
  const media = memorial.media;
  const [announcement, setAnnouncement] = useState('');
  const [toRemove, setToRemove] = useState<{ item: MediaItem; index: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const removed = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const photos = usePickedFiles('photo');
  const videos = usePickedFiles('video');

  // Reorders are sent one after another so the last click always wins on the server.
  const chain = useRef<Promise<void>>(Promise.resolve());
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

  const setMedia = (next: MediaItem[]) =>
    qc.setQueryData<MemorialView>(key, (old) => (old ? { ...old, media: next.map((m, i) => ({ ...m, displayOrder: i })) } : old));

  const move = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= media.length) return;
    const next = [...media];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(to, 0, item);
    setMedia(next);
    // Keep the keyboard on the moved item; at either end, on the arrow that can still move it.
    const dir = to === 0 ? 'later' : to === next.length - 1 ? 'earlier' : delta < 0 ? 'earlier' : 'later';
    focusTarget.current = `${item.id}:${dir}`;
    setAnnouncement(`The ${kindWord(item)} moved to position ${to + 1} of ${next.length}.`);
    const idsInOrder = next.map((m) => m.id);
    chain.current = chain.current.then(
      () =>
        reorderMedia(memorial.id, idsInOrder).then(
          () => undefined,
          (err: unknown) => {
            toastError(err, 'The new order was not saved');
            void qc.invalidateQueries({ queryKey: key });
          },
        ),
    );
  };

  const remove = async () => {
    if (!toRemove) return;
    const { item } = toRemove;
    try {
      await deleteMedia(memorial.id, item.id);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) {
        toastError(err);
        return;
      }
    }
    setMedia(media.filter((m) => m.id !== item.id));
    removed.current = true;
    setToRemove(null);
    setAnnouncement(`The ${kindWord(item)} was removed.`);
    toast.success(item.mediaType === 'video' ? 'Video removed' : 'Photo removed');
    void qc.invalidateQueries({ queryKey: memorialKeys.mine });
  };

  const pendingCount = photos.items.length + videos.items.length - [...photos.items, ...videos.items].filter((i) => i.status === 'done').length;

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
      toast.success(uploaded === 1 ? '1 file added' : `${uploaded} files added`, { description: 'They are now part of the memorial.' });
    }
    showUploadFailures(failures, 'Everything else was saved. You can remove these from the list or try again.');
    void qc.invalidateQueries({ queryKey: ['memorials'] });
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
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">There are no photos or videos yet.</p>
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
          <div className="space-y-2">
            <p className="text-sm font-medium">Photos</p>
            <FilePicker files={photos} label="Photos" hint={FILE_HINTS.photo} disabled={uploads.busy} waiting={uploading} />
          </div>
          <div className="space-y-2">
            <p className="text-sm font-medium">Videos</p>
            <FilePicker files={videos} label="Videos" hint={FILE_HINTS.video} disabled={uploads.busy} waiting={uploading} />
          </div>
          {pendingCount > 0 && (
            <div className="flex justify-end">
              <Button onClick={() => void addFiles()} disabled={uploads.busy}>
                {uploading ? 'Uploading Media...' : pendingCount === 1 ? 'Add 1 file to the memorial' : `Add ${pendingCount} files to the memorial`}
              </Button>
            </div>
          )}
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
                <video src={`${toRemove.item.urls.thumb}#t=0.1`} muted playsInline preload="metadata" aria-hidden className="absolute inset-0 size-full object-cover" />
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

// ---- Danger zone -------------------------------------------------------------------------------

function DangerZone({ memorial, onDeleting }: { memorial: MemorialView; onDeleting: (deleting: boolean) => void }) {
  const navigate = useNavigate();
  const del = useDeleteMemorial(memorial.id);
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const name = memorial.title.trim();
  const matches = typed.trim() === name;

  const confirm = async () => {
    if (!matches) return;
    onDeleting(true);
    try {
      await del.mutateAsync();
      toast.success(MEMORIAL_MSG.deletedTitle, { description: MEMORIAL_MSG.deleted });
      navigate('/dashboard', { replace: true });
      window.scrollTo({ top: 0 });
    } catch (err) {
      onDeleting(false);
      toast.error('Error', { description: err instanceof ApiError ? err.message : MEMORIAL_MSG.deleteFailed });
    }
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="text-destructive">Danger zone</CardTitle>
        <CardDescription>Deleting a memorial removes it and everything in it, for good.</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden />
          Delete memorial
        </Button>
      </CardFooter>

      <Dialog
        open={open}
        onOpenChange={(o) => {
          if (del.isPending) return;
          setOpen(o);
          if (!o) setTyped('');
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete the memorial for {name}?</DialogTitle>
            <DialogDescription>
              Its photos, videos, song and guestbook messages will be removed for good, and its links will stop working. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void confirm();
            }}
            className="space-y-4"
          >
            <div className="space-y-2">
              <Label htmlFor={`${ids}-confirm`} className="leading-normal">
                To confirm, type <span className="font-semibold break-all">{name}</span>
              </Label>
              <Input
                id={`${ids}-confirm`}
                autoComplete="off"
                value={typed}
                disabled={del.isPending}
                onChange={(e) => setTyped(e.target.value)}
              />
            </div>
            <DialogFooter>
              <Button variant="outline" disabled={del.isPending} onClick={() => setOpen(false)}>
                Keep the memorial
              </Button>
              <Button type="submit" variant="destructive" disabled={!matches || del.isPending}>
                {del.isPending ? 'Deleting...' : 'Delete memorial forever'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

// ---- Page --------------------------------------------------------------------------------------

export default function EditMemorialPage() {
  const { id = '' } = useParams();
  const { data: memorial, error, isPending, refetch, isRefetching } = useMemorial(id);
  const uploads = useUploadSession();
  // Once deletion starts, the memorial's own query answers 404: keep showing the page until we leave.
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    document.title = memorial?.isOwner ? `Edit ${memorial.title} · Forget-me-not` : 'Edit memorial · Forget-me-not';
  }, [memorial?.isOwner, memorial?.title]);

  if (isPending) return <LoadingSkeleton />;

  if (!memorial || (error && !deleting && error instanceof ApiError && (error.status === 404 || error.status === 403))) {
    if (error instanceof ApiError && error.status === 404) {
      return <StateCard title={MEMORIAL_MSG.notFound} description="It may have been deleted, or the link may be incomplete." />;
    }
    if (error instanceof ApiError && (error.status === 403 || error.status === 401)) {
      return <StateCard title={MEMORIAL_MSG.accessDeniedTitle} description={MEMORIAL_MSG.noPermission} />;
    }
    return (
      <StateCard
        title={MEMORIAL_MSG.loadFailedTitle}
        description={MEMORIAL_MSG.loadFailed}
        action={
          <Button onClick={() => void refetch()} disabled={isRefetching}>
            {isRefetching ? 'Trying again...' : 'Try again'}
          </Button>
        }
      />
    );
  }

  if (!memorial.isOwner) {
    return <StateCard title={MEMORIAL_MSG.accessDeniedTitle} description={MEMORIAL_MSG.noPermission} />;
  }

  return (
    <Shell memorialId={memorial.id} subtitle={memorial.title}>
      <DetailsSection key={memorial.id} memorial={memorial} />
      <SongSection memorial={memorial} uploads={uploads} />
      <MediaSection memorial={memorial} uploads={uploads} />
      <DangerZone memorial={memorial} onDeleting={setDeleting} />
      <LeaveWhileUploadingDialog
        session={uploads}
        description="The files that have not finished yet will not be added. Everything already uploaded is saved."
      />
    </Shell>
  );
}
