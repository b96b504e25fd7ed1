/** The memorial's details (name, message, dates, public toggle): the same fields on create and edit. */
import { useId, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { LIMITS } from '@shared/constants';
import { AI_VOICE_MSG, type MemorialView } from '@shared/schemas/memorials';
import { FormField } from '@web/components/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { Textarea } from '@web/components/ui/textarea';

export interface DetailsValues {
  title: string;
  description: string;
  birthDate: string;
  passingDate: string;
  isPublic: boolean;
  /** Edit only: the companion may speak as them (decision 013). Left out on create: off. */
  aiSpeakAs?: boolean;
  /** Create only: the featured song as a YouTube link (the edit screen has its own song card). */
  youtubeUrl?: string;
}

/** The details form: checked by the create or the update schema (lib/form.ts); its output type is the schema's. */
export type DetailsForm<TOut = unknown> = UseFormReturn<DetailsValues, unknown, TOut>;

export const emptyDetails: DetailsValues = {
  title: '',
  description: '',
  birthDate: '',
  passingDate: '',
  isPublic: false,
};

export function detailsFromMemorial(
  m: Pick<MemorialView, 'title' | 'description' | 'birthDate' | 'passingDate' | 'isPublic'> & { aiSpeakAs?: boolean },
): DetailsValues {
  return {
    title: m.title,
    description: m.description,
    birthDate: m.birthDate ?? '',
    passingDate: m.passingDate ?? '',
    isPublic: m.isPublic,
    ...(m.aiSpeakAs === undefined ? {} : { aiSpeakAs: m.aiSpeakAs }),
  };
}

function localToday(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function MemorialDetailsFields<TOut>({ form }: { form: DetailsForm<TOut> }) {
  const id = useId();
  const [today] = useState(localToday);
  const birthDate = useWatch({ control: form.control, name: 'birthDate' });
  const { register, control } = form;
  const errors = form.formState.errors;

  return (
    <div className="space-y-5">
      <FormField
        label={
          <>
            Name <span className="text-muted-foreground">(required)</span>
          </>
        }
        error={errors.title?.message}
      >
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            placeholder="Their name"
            maxLength={LIMITS.memorialTitle}
            {...register('title')}
          />
        )}
      </FormField>

      <FormField label="Memorial Message" error={errors.description?.message}>
        {(field) => (
          <Textarea
            {...field}
            rows={5}
            placeholder="A few words about who they were, what they loved, what you remember…"
            maxLength={LIMITS.memorialDescription}
            {...register('description')}
          />
        )}
      </FormField>

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Birth Date" error={errors.birthDate?.message}>
          {(field) => <Input {...field} type="date" max={today} {...register('birthDate')} />}
        </FormField>
        <FormField label="Passing Date" error={errors.passingDate?.message}>
          {(field) => (
            <Input {...field} type="date" min={birthDate || undefined} max={today} {...register('passingDate')} />
          )}
        </FormField>
      </div>

      <div className="flex items-start justify-between gap-4 rounded-lg border bg-secondary/40 p-4">
        <div className="space-y-1">
          <Label htmlFor={`${id}-public`}>Make this memorial public</Label>
          <p id={`${id}-public-hint`} className="text-sm text-muted-foreground">
            Anyone with the link can visit a public memorial. When it is off, only you, and people you share a private
            link with, can see it.
          </p>
        </div>
        <Controller
          control={control}
          name="isPublic"
          render={({ field }) => (
            <Switch
              id={`${id}-public`}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-describedby={`${id}-public-hint`}
            />
          )}
        />
      </div>
    </div>
  );
}

/**
 * The owner's choice to let the memorial's AI companion speak in the first person as the person
 * (decision 013), on the edit screen beside the other details. `savedName` names them until a new
 * name is typed.
 */
export function AiVoiceField<TOut>({ form, savedName }: { form: DetailsForm<TOut>; savedName: string }) {
  const id = useId();
  const typed = useWatch({ control: form.control, name: 'title' });
  const name = typed?.trim() || savedName;
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border bg-secondary/40 p-4">
      <div className="space-y-1">
        <Label htmlFor={`${id}-voice`}>{AI_VOICE_MSG.switchLabel(name)}</Label>
        <p id={`${id}-voice-hint`} className="text-sm text-muted-foreground">
          {AI_VOICE_MSG.switchHint(name)}
        </p>
      </div>
      <Controller
        control={form.control}
        name="aiSpeakAs"
        render={({ field }) => (
          <Switch
            id={`${id}-voice`}
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-describedby={`${id}-voice-hint`}
          />
        )}
      />
    </div>
  );
}
