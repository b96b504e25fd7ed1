/**
 * The fields of a circle (spec sections 2 and 5): name (at most 100), circle type, description in
 * 3 rows (at most 500) and the private toggle with its hint; for the circle admin's settings also
 * the two moderation toggles (decision 035). The rules are the shared schema's.
 */
import { useId, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import { z } from 'zod';
import { LIMITS } from '@shared/constants';
import {
  CIRCLE_MSG,
  CIRCLE_TYPES,
  CIRCLE_TYPE_LABELS,
  circleCreateSchema,
  type CircleType,
} from '@shared/schemas/circles';
import { CharacterCount } from '@web/components/character-count';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Switch } from '@web/components/ui/switch';
import { Textarea } from '@web/components/ui/textarea';
import { onInvalidFields, placeServerError, useZodForm } from '@web/lib/form';

export interface CircleFormValues {
  name: string;
  circleType: CircleType;
  description: string;
  isPrivate: boolean;
  requiresApproval: boolean;
  holdNewAccountPosts: boolean;
}

const schema = circleCreateSchema.extend({
  requiresApproval: z.boolean(),
  holdNewAccountPosts: z.boolean(),
});
export type CircleFormOutput = z.output<typeof schema>;

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={hint ? `${id}-hint` : undefined} />
    </div>
  );
}

export function CircleForm({
  initial,
  withModeration,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  formLabel,
}: {
  initial: CircleFormValues;
  withModeration: boolean;
  submitLabel: string;
  pending: boolean;
  /** Resolves with the server's refusal (to place on its field), or nothing. */
  onSubmit: (values: CircleFormOutput) => Promise<unknown>;
  onCancel: () => void;
  formLabel: string;
}) {
  const id = useId();
  const form = useZodForm<CircleFormValues, CircleFormOutput>(schema, { defaultValues: initial });
  const errors = form.formState.errors;
  const [name = '', description = ''] = useWatch({ control: form.control, name: ['name', 'description'] });

  const submit = form.handleSubmit(async (values) => {
    const refusal = await onSubmit(values);
    if (refusal) placeServerError(form, refusal);
  }, onInvalidFields(form));

  const toggle = (
    field: 'isPrivate' | 'requiresApproval' | 'holdNewAccountPosts',
    label: string,
    hint?: string,
  ): ReactNode => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: f }) => <Toggle label={label} hint={hint} checked={f.value} onChange={f.onChange} />}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={formLabel} className="space-y-4">
      <fieldset disabled={pending} className="space-y-4">
        <FormField
          label={CIRCLE_MSG.nameLabel}
          error={errors.name?.message}
          describedBy={[name.length >= LIMITS.circleName * 0.8 && `${id}-name-count`]}
          after={<CharacterCount id={`${id}-name-count`} length={name.length} limit={LIMITS.circleName} from={0.8} />}
        >
          {(field) => <Input {...field} autoComplete="off" {...form.register('name')} />}
        </FormField>
        <Controller
          control={form.control}
          name="circleType"
          render={({ field: type }) => (
            <FormField label={CIRCLE_MSG.typeLabel} error={errors.circleType?.message}>
              {(field) => (
                <Select value={type.value} onValueChange={type.onChange}>
                  <SelectTrigger {...field} ref={type.ref} onBlur={type.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {CIRCLE_TYPES.map((t) => (
                      <SelectItem key={t} value={t}>
                        {CIRCLE_TYPE_LABELS[t]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          )}
        />
        <FormField
          label={
            <>
              {CIRCLE_MSG.descriptionLabel} <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          error={errors.description?.message}
          describedBy={[description.length >= LIMITS.circleDescription * 0.8 && `${id}-desc-count`]}
          after={
            <CharacterCount
              id={`${id}-desc-count`}
              length={description.length}
              limit={LIMITS.circleDescription}
              from={0.8}
            />
          }
        >
          {(field) => <Textarea {...field} rows={3} {...form.register('description')} />}
        </FormField>
        {toggle('isPrivate', CIRCLE_MSG.privateLabel, CIRCLE_MSG.privateHint)}
        {withModeration && (
          <>
            {toggle('requiresApproval', CIRCLE_MSG.requiresApprovalLabel)}
            {toggle('holdNewAccountPosts', CIRCLE_MSG.holdNewAccountPostsLabel)}
          </>
        )}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Loader2 aria-hidden className="animate-spin" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
