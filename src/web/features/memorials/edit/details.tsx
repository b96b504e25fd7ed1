/**
 * The memorial's details on the edit screen: name, words, dates, who may see it, and the
 * companion's voice (decision 013). What the crisis screen read in the name and words just saved
 * shows below the form (decision 049), loaded only when there is something to show.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MSG } from '@shared/messages';
import type { WrittenSupport } from '@shared/schemas/companion';
import { MEMORIAL_MSG, updateMemorialSchema, type MemorialView } from '@shared/schemas/memorials';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { LazyWrittenSupportNote } from '@web/components/lazy-written-support-note';
import { useUpdateMemorial } from '@web/features/memorials/api';
import {
  AiVoiceField,
  MemorialDetailsFields,
  detailsFromMemorial,
  type DetailsValues,
} from '@web/features/memorials/form-details-fields';
import { errorText, errorTitle } from '@web/lib/errors';
import { onInvalidFields, placeServerError, useZodForm } from '@web/lib/form';

export function DetailsSection({ memorial }: { memorial: MemorialView }) {
  const form = useZodForm<DetailsValues, z.output<typeof updateMemorialSchema>>(updateMemorialSchema, {
    defaultValues: detailsFromMemorial(memorial),
  });
  const update = useUpdateMemorial(memorial.id);
  const [support, setSupport] = useState<WrittenSupport | null>(null);

  const save = async (input: z.output<typeof updateMemorialSchema>) => {
    try {
      const saved = await update.mutateAsync(input);
      // Saved as written; each save replaces the last note (or clears it).
      setSupport(saved.support ?? null);
      form.reset(detailsFromMemorial(input));
      toast.success(MEMORIAL_MSG.updatedTitle, { description: MEMORIAL_MSG.updated });
    } catch (err) {
      placeServerError(form, err);
      toast.error(errorTitle(err, 'Error'), { description: errorText(err, MSG.http.internal) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
        <CardDescription>Their name, your message and the dates you want to remember.</CardDescription>
      </CardHeader>
      <form
        onSubmit={(e) => void form.handleSubmit(save, onInvalidFields(form))(e)}
        noValidate
        aria-label="Memorial details"
      >
        <CardContent>
          <fieldset disabled={update.isPending} className="space-y-5">
            <MemorialDetailsFields form={form} />
            <AiVoiceField form={form} savedName={memorial.title} />
          </fieldset>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </CardFooter>
      </form>
      {support && (
        <CardContent>
          <LazyWrittenSupportNote support={support} place="memorial" onClose={() => setSupport(null)} />
        </CardContent>
      )}
    </Card>
  );
}
