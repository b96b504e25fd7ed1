/** The featured song on the edit screen: a YouTube link or an audio file, replaced or removed. */
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { CirclePlay, ExternalLink, Music, Trash2 } from 'lucide-react';
import { MSG } from '@shared/messages';
import { setSongUrlSchema, type MemorialView } from '@shared/schemas/memorials';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { useRefreshMemorials, useSetSongUrl } from '@web/features/memorials/api';
import { FILE_HINTS, FilePicker, uploadFiles, usePickedFiles } from '@web/features/memorials/file-picker';
import type { UploadSession } from '@web/features/memorials/upload-session';
import { errorText, errorTitle } from '@web/lib/errors';
import { onInvalidFields, placeServerError, useZodForm } from '@web/lib/form';

export function SongSection({ memorial, uploads }: { memorial: MemorialView; uploads: UploadSession }) {
  const setSong = useSetSongUrl(memorial.id);
  const refresh = useRefreshMemorials();
  const ids = useId();
  const linkForm = useZodForm<{ youtubeUrl: string }, { youtubeUrl: string | null }>(setSongUrlSchema, {
    defaultValues: { youtubeUrl: '' },
  });
  const url = linkForm.watch('youtubeUrl');
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [uploading, setUploading] = useState(false);
  const songFile = usePickedFiles('song', { single: true });
  const song = memorial.song;
  const savingLink = setSong.isPending && setSong.variables !== null;
  const busy = savingLink || uploads.busy;

  const saveLink = linkForm.handleSubmit(async ({ youtubeUrl }) => {
    try {
      await setSong.mutateAsync(youtubeUrl);
      linkForm.reset({ youtubeUrl: '' });
      toast.success('Song saved', { description: 'Your featured song has been updated.' });
    } catch (err) {
      placeServerError(linkForm, err);
      toast.error(errorTitle(err, 'Error'), { description: errorText(err, MSG.http.internal) });
    }
  }, onInvalidFields(linkForm));

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
    refresh();
  };

  const removeSong = async () => {
    try {
      await setSong.mutateAsync(null);
      setConfirmRemove(false);
      toast.success('Song removed', { description: 'The memorial no longer has a featured song.' });
    } catch (err) {
      toast.error(errorTitle(err, 'Error'), { description: errorText(err, MSG.http.internal) });
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
                    {song.kind === 'youtube' ? (
                      <CirclePlay aria-hidden className="size-5" />
                    ) : (
                      <Music aria-hidden className="size-5" />
                    )}
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

        <form onSubmit={(e) => void saveLink(e)} noValidate aria-label="Featured song link">
          <FormField
            label={song ? 'Replace with a YouTube link' : 'Add a YouTube link'}
            error={linkForm.formState.errors.youtubeUrl?.message}
            describedBy={[`${ids}-song-hint`]}
          >
            {(field) => (
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  {...field}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://www.youtube.com/watch?v=…"
                  disabled={busy}
                  {...linkForm.register('youtubeUrl', {
                    onChange: (e: { target: { value: string } }) => {
                      if (e.target.value.trim() && songFile.items.length > 0) songFile.clear();
                    },
                  })}
                />
                <Button type="submit" disabled={busy || !url.trim()}>
                  {savingLink ? 'Saving...' : 'Save link'}
                </Button>
              </div>
            )}
          </FormField>
        </form>

        <div className="flex items-center gap-3 text-xs tracking-wide text-muted-foreground uppercase">
          <span className="h-px flex-1 bg-border" />
          or
          <span className="h-px flex-1 bg-border" />
        </div>

        <div className="space-y-3">
          <FilePicker
            files={songFile}
            label="Song file"
            hint={FILE_HINTS.song}
            disabled={busy}
            waiting={uploading}
            onAdded={() => linkForm.reset({ youtubeUrl: '' })}
          />
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
