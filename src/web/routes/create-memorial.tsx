import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Flower2, Info } from 'lucide-react';
import { MSG } from '@shared/messages';
import { MEMORIAL_MSG, createMemorialSchema } from '@shared/schemas/memorials';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { createMemorial, useMyMemorials } from '@web/features/memorials/api';
import { AppPage } from '@web/components/app-page';
import { FILE_HINTS, FilePicker, showUploadFailures, uploadFiles, usePickedFiles } from '@web/features/memorials/file-picker';
import { LeaveWhileUploadingDialog, useUploadSession } from '@web/features/memorials/upload-session';
import { MemorialDetailsFields, emptyDetails, validateOrToast, type DetailsValues } from '@web/features/memorials/form-details-fields';
import { usePreferences } from '@web/features/preferences/api';
import { ApiError } from '@web/lib/api';
import { useSignedInSession } from '@web/lib/session';

type Phase = 'idle' | 'creating' | 'uploading';

function LimitNotice() {
  return (
    <Alert role="status" data-testid="memorial-limit">
      <Info aria-hidden />
      <AlertTitle>{MSG.plan.memorialLimitTitle}</AlertTitle>
      <AlertDescription>
        <p>{MSG.plan.memorialLimit}</p>
        <Button asChild size="sm" className="mt-3">
          <Link to="/pricing">View Plans</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/**
 * The public toggle starts at the account's default_memorial_privacy (true: public) once the
 * preferences have loaded, unless the toggle was already touched. Private until then.
 */
function usePrivacyDefault(form: UseFormReturn<DetailsValues>) {
  const prefs = usePreferences();
  const touched = useRef(false);
  useEffect(() => {
    const sub = form.watch((_values, { name, type }) => {
      if (name === 'isPublic' && type === 'change') touched.current = true;
    });
    return () => sub.unsubscribe();
  }, [form]);
  const preferred = prefs.data?.defaultMemorialPrivacy;
  useEffect(() => {
    if (preferred === undefined || touched.current) return;
    form.resetField('isPublic', { defaultValue: preferred });
  }, [form, preferred]);
}

export default function CreateMemorialPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { entitlements } = useSignedInSession();
  const mine = useMyMemorials();
  const ids = useId();

  const form = useForm<DetailsValues>({ defaultValues: emptyDetails });
  usePrivacyDefault(form);
  const [youtubeUrl, setYoutubeUrl] = useState('');
  const song = usePickedFiles('song', { single: true });
  const photos = usePickedFiles('photo');
  const videos = usePickedFiles('video');

  const [phase, setPhase] = useState<Phase>('idle');
  const [serverSaysLimit, setServerSaysLimit] = useState(false);
  const uploads = useUploadSession();
  const busy = phase !== 'idle';

  useEffect(() => {
    document.title = 'Create a Memorial · Forget-me-not';
  }, []);

  const max = entitlements.features.maxMemorials;
  // Only before this screen creates one: its own new memorial must not show the notice.
  const atLimit =
    serverSaysLimit ||
    (phase === 'idle' && !entitlements.isAdmin && max !== null && mine.data !== undefined && mine.data.length >= max);

  const submit = async (values: DetailsValues) => {
    if (busy) return;
    if (atLimit) {
      toast.error(MSG.plan.memorialLimitTitle, { description: MSG.plan.memorialLimit });
      return;
    }
    const hasSongFile = song.items.length > 0;
    if (hasSongFile && youtubeUrl.trim()) {
      toast.error(MSG.validation.title, { description: MEMORIAL_MSG.songAndUrl });
      return;
    }
    const input = validateOrToast(createMemorialSchema, { ...values, youtubeUrl: hasSongFile ? null : youtubeUrl }, form);
    if (!input) return;

    const signal = uploads.begin();
    setPhase('creating');
    let memorialId: string;
    try {
      memorialId = (await createMemorial(input)).memorial.id;
    } catch (err) {
      uploads.end();
      setPhase('idle');
      if (err instanceof ApiError && err.code === 'MEMORIAL_LIMIT') {
        setServerSaysLimit(true);
        toast.error(MSG.plan.memorialLimitTitle, { description: err.message });
      } else if (err instanceof ApiError && err.code === 'VALIDATION') {
        toast.error(MSG.validation.title, { description: err.message });
      } else if (err instanceof ApiError && err.status === 401) {
        toast.error(MEMORIAL_MSG.createFailedTitle, { description: MSG.auth.sessionEnded });
      } else {
        toast.error(MEMORIAL_MSG.createFailedTitle, { description: MEMORIAL_MSG.createFailed });
      }
      return;
    }
    setPhase('uploading');
    const { failures } = await uploadFiles(memorialId, [song, photos, videos], signal);
    if (signal.aborted) return;
    uploads.end();
    void qc.invalidateQueries({ queryKey: ['memorials'] });
    toast.success(MEMORIAL_MSG.createdTitle, { description: MEMORIAL_MSG.created });
    showUploadFailures(failures, 'Your memorial is saved. You can try these again, or choose other copies, from its edit page.');
    navigate(`/memorial/${memorialId}`);
    window.scrollTo({ top: 0 });
  };

  const buttonLabel = phase === 'creating' ? 'Creating...' : phase === 'uploading' ? 'Uploading Media...' : 'Create Memorial';

  return (
    <AppPage
      title="Create a Memorial"
      icon={<Flower2 aria-hidden className="size-6 shrink-0 text-primary" />}
      after={
        <LeaveWhileUploadingDialog
          session={uploads}
          description={
            phase === 'uploading'
              ? 'Your memorial is saved, but the files that have not finished yet will not be added. You can add them later from its edit page.'
              : 'Your memorial is still being saved. If you leave now, the song, photos and videos you chose will not be added.'
          }
        />
      }
    >
        <p className="text-muted-foreground">
          Gather their story, their pictures and a song that brings them close. Take your time; only the name is needed to begin, and you can add more later.
        </p>

        {atLimit && <LimitNotice />}

        <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate aria-label="Create memorial" className="space-y-6">
          <fieldset disabled={busy} className="space-y-6">
            <Card>
              <CardHeader>
                <CardTitle>Memorial Details</CardTitle>
                <CardDescription>Who you are remembering.</CardDescription>
              </CardHeader>
              <CardContent>
                <MemorialDetailsFields form={form} />
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle>Featured Song</CardTitle>
                <CardDescription>
                  A song that reminds you of them. It plays on the memorial page, with a note so no visitor is surprised.
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-4">
                <div className="space-y-2">
                  <Label htmlFor={`${ids}-youtube`}>YouTube link</Label>
                  <Input
                    id={`${ids}-youtube`}
                    type="url"
                    inputMode="url"
                    autoComplete="off"
                    placeholder="https://www.youtube.com/watch?v=…"
                    value={youtubeUrl}
                    aria-describedby={`${ids}-song-hint`}
                    onChange={(e) => {
                      setYoutubeUrl(e.target.value);
                      if (e.target.value.trim() && song.items.length > 0) song.clear();
                    }}
                  />
                </div>
                <div className="flex items-center gap-3 text-xs tracking-wide text-muted-foreground uppercase">
                  <span className="h-px flex-1 bg-border" />
                  or
                  <span className="h-px flex-1 bg-border" />
                </div>
                <FilePicker files={song} label="Song file" hint={FILE_HINTS.song} disabled={busy} onAdded={() => setYoutubeUrl('')} />
                <p id={`${ids}-song-hint`} className="text-sm text-muted-foreground">
                  Choose one: a YouTube link or an audio file. Adding one clears the other.
                </p>
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle>Photos</CardTitle>
                <CardDescription>They appear in the gallery in the order shown here.</CardDescription>
              </CardHeader>
              <CardContent>
                <FilePicker files={photos} label="Photos" hint={FILE_HINTS.photo} disabled={busy} />
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle>Videos</CardTitle>
                <CardDescription>Optional. Short clips of their voice, their laugh, a day you shared.</CardDescription>
              </CardHeader>
              <CardContent>
                <FilePicker files={videos} label="Videos" hint={FILE_HINTS.video} disabled={busy} />
              </CardContent>
            </Card>
          </fieldset>

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button asChild variant="outline" aria-disabled={busy} tabIndex={busy ? -1 : undefined}>
              <Link to="/dashboard">Cancel</Link>
            </Button>
            <Button type="submit" disabled={busy || atLimit} aria-live="polite">
              {buttonLabel}
            </Button>
          </div>
        </form>
    </AppPage>
  );
}
