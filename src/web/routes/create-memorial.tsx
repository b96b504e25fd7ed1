/**
 * Create a Memorial, /create-memorial (spec sections 2, 4, 5 and 8): details, a featured song,
 * photos and videos. The memorial is created first, then its files are uploaded one by one; a
 * failed file is listed and the memorial stays. The plan's memorial limit is said before writing.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Flower2 } from 'lucide-react';
import { MSG } from '@shared/messages';
import type { WrittenSupport } from '@shared/schemas/companion';
import { MEMORIAL_MSG, createMemorialSchema } from '@shared/schemas/memorials';
import { AppPage } from '@web/components/app-page';
import { Button } from '@web/components/ui/button';
import { useCreateMemorial, useMyMemorials, useRefreshMemorials } from '@web/features/memorials/api';
import { CreateMemorialCards, LimitNotice, usePrivacyDefault } from '@web/features/memorials/create-form';
import { showUploadFailures, uploadFiles, usePickedFiles } from '@web/features/memorials/file-picker';
import { emptyDetails, type DetailsValues } from '@web/features/memorials/form-details-fields';
import { setStorySupport } from '@web/features/memorials/story/support';
import { LeaveWhileUploadingDialog, useUploadSession } from '@web/features/memorials/upload-session';
import { usePreferences } from '@web/features/preferences/api';
import { hasCode } from '@web/lib/errors';
import { onInvalidFields, placeServerError, useZodForm } from '@web/lib/form';
import { useSignedInSession } from '@web/lib/session';

type Phase = 'idle' | 'creating' | 'uploading';

export default function CreateMemorialPage() {
  const navigate = useNavigate();
  const { entitlements } = useSignedInSession();
  const mine = useMyMemorials();
  const create = useCreateMemorial();
  const refresh = useRefreshMemorials();
  const form = useZodForm<DetailsValues, z.output<typeof createMemorialSchema>>(createMemorialSchema, {
    defaultValues: { ...emptyDetails, youtubeUrl: '' },
  });
  usePrivacyDefault(form, usePreferences().data?.defaultMemorialPrivacy);
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

  const submit = async (values: z.output<typeof createMemorialSchema>) => {
    if (busy) return;
    // The limit is said by the calm card above the form, never by an "Error" toast (decision 033).
    if (atLimit) return;
    // Typing a link clears a chosen song file and choosing a file clears the link; should both
    // be there all the same, the person chooses.
    const hasSongFile = song.items.length > 0;
    if (hasSongFile && values.youtubeUrl) {
      form.setError('youtubeUrl', { type: 'manual', message: MEMORIAL_MSG.songAndUrl }, { shouldFocus: true });
      toast.error(MSG.validation.title, { description: MEMORIAL_MSG.songAndUrl });
      return;
    }
    const input = { ...values, youtubeUrl: hasSongFile ? null : values.youtubeUrl || null };

    const signal = uploads.begin();
    setPhase('creating');
    let memorialId: string;
    let support: WrittenSupport | undefined;
    try {
      ({
        memorial: { id: memorialId },
        support,
      } = await create.mutateAsync(input));
    } catch (err) {
      uploads.end();
      setPhase('idle');
      if (hasCode(err, 'MEMORIAL_LIMIT')) {
        setServerSaysLimit(true);
      } else if (hasCode(err, 'VALIDATION')) {
        placeServerError(form, err);
        toast.error(MSG.validation.title, { description: err.message });
      } else if (hasCode(err, 'UNAUTHENTICATED')) {
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
    refresh();
    // Saved as written; the memorial's page shows what the crisis screen read in its words (decision 049).
    setStorySupport(support, 'memorial');
    // The news comes once the memorial's page is there: its code may take seconds to arrive on a slow
    // phone, and a toast shown at once counted its four seconds away over the form being left.
    await navigate(`/memorial/${memorialId}`);
    window.scrollTo({ top: 0 });
    toast.success(MEMORIAL_MSG.createdTitle, { description: MEMORIAL_MSG.created });
    showUploadFailures(
      failures,
      'Your memorial is saved. You can try these again, or choose other copies, from its edit page.',
    );
  };

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
        Gather their story, their pictures and a song that brings them close. Take your time; only the name is needed to
        begin, and you can add more later.
      </p>
      {atLimit && <LimitNotice focus={serverSaysLimit} />}
      <form
        onSubmit={(e) => void form.handleSubmit(submit, onInvalidFields(form))(e)}
        noValidate
        aria-label="Create memorial"
        className="space-y-6"
      >
        <fieldset disabled={busy} className="space-y-6">
          <CreateMemorialCards form={form} song={song} photos={photos} videos={videos} busy={busy} />
        </fieldset>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" aria-disabled={busy} tabIndex={busy ? -1 : undefined}>
            <Link to="/dashboard">Cancel</Link>
          </Button>
          <Button type="submit" disabled={busy || atLimit} aria-live="polite">
            {phase === 'creating' ? 'Creating...' : phase === 'uploading' ? 'Uploading Media...' : 'Create Memorial'}
          </Button>
        </div>
      </form>
    </AppPage>
  );
}
