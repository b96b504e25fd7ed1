/**
 * Display Name and About You, with Save Changes (spec sections 2, 5 and 8): the same form on
 * /profile and in Settings → Profile; only the success toast's title differs ("Profile updated"
 * on /profile, "Success" in Settings). Rules are the shared schema's, so the browser and the server
 * say the same words. What the crisis screen read in the words just saved shows below the form
 * (decision 049), loaded only when there is something to show.
 */
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Loader2 } from 'lucide-react';
import type { z } from 'zod';
import { LIMITS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { profileUpdateSchema, type Profile } from '@shared/schemas/auth';
import type { WrittenSupport } from '@shared/schemas/companion';
import { CharacterCount } from '@web/components/character-count';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { LazyWrittenSupportNote } from '@web/components/lazy-written-support-note';
import { onInvalidFields, placeServerError, useZodForm } from '@web/lib/form';
import { useSaveProfile } from './profile-api';

type Values = { displayName: string; bio: string };

export function ProfileForm({ profile, successTitle }: { profile: Profile; successTitle: string }) {
  const id = useId();
  const save = useSaveProfile();
  const [support, setSupport] = useState<WrittenSupport | null>(null);
  const form = useZodForm<Values, z.output<typeof profileUpdateSchema>>(profileUpdateSchema, {
    defaultValues: { displayName: profile.displayName, bio: profile.bio },
  });
  const errors = form.formState.errors;
  const [displayName = '', bio = ''] = useWatch({ control: form.control, name: ['displayName', 'bio'] });

  // Saved elsewhere (the other screen, another tab): show it, unless something is being typed.
  const { reset, formState } = form;
  useEffect(() => {
    if (!formState.isDirty) reset({ displayName: profile.displayName, bio: profile.bio });
  }, [profile.displayName, profile.bio, reset, formState.isDirty]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved.profile);
      // Saved as written; each save replaces the last note (or clears it).
      setSupport(saved.support ?? null);
      toast.success(successTitle, { description: MSG.profile.saved });
    } catch (err) {
      placeServerError(form, err);
      toast.error(MSG.profile.failedTitle, { description: MSG.profile.failed });
    }
  }, onInvalidFields(form));

  const shown = (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Your profile" className="space-y-4">
      <fieldset disabled={save.isPending} className="space-y-4">
        <FormField
          label="Display Name"
          error={errors.displayName?.message}
          hint="How you appear to others in Forget-me-not."
          describedBy={[displayName.length >= LIMITS.profileDisplayName * 0.8 && `${id}-name-count`]}
          after={
            <CharacterCount
              id={`${id}-name-count`}
              length={displayName.length}
              limit={LIMITS.profileDisplayName}
              from={0.8}
            />
          }
        >
          {(field) => <Input {...field} autoComplete="nickname" {...form.register('displayName')} />}
        </FormField>
        <FormField
          label={
            <>
              About You <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          error={errors.bio?.message}
          hint="A few words about yourself and who you are remembering, if you wish."
          describedBy={[bio.length >= LIMITS.bio * 0.8 && `${id}-bio-count`]}
          after={<CharacterCount id={`${id}-bio-count`} length={bio.length} limit={LIMITS.bio} from={0.8} />}
        >
          {(field) => <Textarea {...field} rows={5} {...form.register('bio')} />}
        </FormField>
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Loader2 aria-hidden className="animate-spin" />}
        Save Changes
      </Button>
    </form>
  );
  // Outside the form: its Close button is not the form's to submit.
  return (
    <>
      {shown}
      {support && <LazyWrittenSupportNote support={support} place="profile" onClose={() => setSupport(null)} />}
    </>
  );
}
