/** The parts of the Create a Memorial screen: the plan's limit notice, the privacy default, and the form's cards. */
import { useEffect, useId, useRef } from 'react';
import { MSG } from '@shared/messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/form-field';
import { PlanLimitCard } from '@web/components/plan-limit-card';
import { Input } from '@web/components/ui/input';
import { FILE_HINTS, FilePicker, type PickedFiles } from './file-picker';
import { MemorialDetailsFields, type DetailsForm } from './form-details-fields';

/** The plan's memorial limit, said calmly; `focus` when the server has just refused (decision 033). */
export function LimitNotice({ focus = false }: { focus?: boolean }) {
  return (
    <PlanLimitCard title={MSG.plan.memorialLimitTitle} testId="memorial-limit" focus={focus}>
      {MSG.plan.memorialLimit}
    </PlanLimitCard>
  );
}

/**
 * The public toggle starts at the account's default_memorial_privacy (`preferred`, true: public)
 * once the preferences have loaded, unless the toggle was already touched. Private until then.
 */
export function usePrivacyDefault<TOut>(form: DetailsForm<TOut>, preferred: boolean | undefined) {
  const touched = useRef(false);
  useEffect(() => {
    const sub = form.watch((_values, { name, type }) => {
      if (name === 'isPublic' && type === 'change') touched.current = true;
    });
    return () => sub.unsubscribe();
  }, [form]);
  useEffect(() => {
    if (preferred === undefined || touched.current) return;
    form.resetField('isPublic', { defaultValue: preferred });
  }, [form, preferred]);
}

/** The form's cards: details, the featured song (a YouTube link or a file), photos and videos. */
export function CreateMemorialCards<TOut>({
  form,
  song,
  photos,
  videos,
  busy,
}: {
  form: DetailsForm<TOut>;
  song: PickedFiles;
  photos: PickedFiles;
  videos: PickedFiles;
  busy: boolean;
}) {
  const ids = useId();
  return (
    <>
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
          <FormField
            label="YouTube link"
            error={form.formState.errors.youtubeUrl?.message}
            describedBy={[`${ids}-song-hint`]}
          >
            {(field) => (
              <Input
                {...field}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://www.youtube.com/watch?v=…"
                {...form.register('youtubeUrl', {
                  onChange: (e: { target: { value: string } }) => {
                    if (e.target.value.trim() && song.items.length > 0) song.clear();
                  },
                })}
              />
            )}
          </FormField>
          <div className="flex items-center gap-3 text-xs tracking-wide text-muted-foreground uppercase">
            <span className="h-px flex-1 bg-border" />
            or
            <span className="h-px flex-1 bg-border" />
          </div>
          <FilePicker
            files={song}
            label="Song file"
            hint={FILE_HINTS.song}
            disabled={busy}
            onAdded={() => form.setValue('youtubeUrl', '')}
          />
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
    </>
  );
}
