/** The memorial's details (name, message, dates, public toggle): the same fields on create and edit. */
import { useId, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { LIMITS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { firstIssueMessage } from '@shared/schemas/auth';
import type { MemorialView } from '@shared/schemas/memorials';
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
}

export const emptyDetails: DetailsValues = { title: '', description: '', birthDate: '', passingDate: '', isPublic: false };

export function detailsFromMemorial(m: Pick<MemorialView, 'title' | 'description' | 'birthDate' | 'passingDate' | 'isPublic'>): DetailsValues {
  return {
    title: m.title,
    description: m.description,
    birthDate: m.birthDate ?? '',
    passingDate: m.passingDate ?? '',
    isPublic: m.isPublic,
  };
}

const DETAIL_FIELDS: readonly string[] = ['title', 'description', 'birthDate', 'passingDate'] satisfies (keyof DetailsValues)[];

/**
 * Shows the first failing rule as the spec's "Validation Error" toast and returns null, or returns
 * the parsed value. With `form`, the field at fault gets the focus.
 */
export function validateOrToast<S extends z.ZodType>(schema: S, values: unknown, form?: UseFormReturn<DetailsValues>): z.output<S> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  toast.error(MSG.validation.title, { description: firstIssueMessage(parsed.error) });
  const field = parsed.error.issues[0]?.path[0];
  if (form && typeof field === 'string' && DETAIL_FIELDS.includes(field)) form.setFocus(field as keyof DetailsValues);
  return null;
}

function localToday(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function MemorialDetailsFields({ form }: { form: UseFormReturn<DetailsValues> }) {
  const id = useId();
  const [today] = useState(localToday);
  const birthDate = useWatch({ control: form.control, name: 'birthDate' });
  const { register, control } = form;

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor={`${id}-title`}>
          Name <span className="text-muted-foreground">(required)</span>
        </Label>
        <Input
          id={`${id}-title`}
          autoComplete="off"
          placeholder="Their name"
          maxLength={LIMITS.memorialTitle}
          {...register('title')}
        />
      </div>

      <div className="space-y-2">
        <Label htmlFor={`${id}-description`}>Memorial Message</Label>
        <Textarea
          id={`${id}-description`}
          rows={5}
          placeholder="A few words about who they were, what they loved, what you remember…"
          maxLength={LIMITS.memorialDescription}
          {...register('description')}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-birth`}>Birth Date</Label>
          <Input id={`${id}-birth`} type="date" max={today} {...register('birthDate')} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-passing`}>Passing Date</Label>
          <Input id={`${id}-passing`} type="date" min={birthDate || undefined} max={today} {...register('passingDate')} />
        </div>
      </div>

      <div className="flex items-start justify-between gap-4 rounded-lg border bg-secondary/40 p-4">
        <div className="space-y-1">
          <Label htmlFor={`${id}-public`}>Make this memorial public</Label>
          <p id={`${id}-public-hint`} className="text-sm text-muted-foreground">
            Anyone with the link can visit a public memorial. When it is off, only you, and people you share a private link with, can see it.
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
