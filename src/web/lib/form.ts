/**
 * How every form checks what was typed (decision 019), with react-hook-form and the shared Zod
 * schemas, so the browser and the server say the same words:
 * - on submit the schema is checked and every field that breaks a rule gets its message at once
 *   (shown under it by components/form-field.tsx);
 * - the first message is also the spec's "Validation Error" toast (section 5), and that field
 *   gets the focus;
 * - from then on each field is checked again as it changes, so its message goes once it is right;
 * - a refusal from the server that names a field (`{ error: { code: 'VALIDATION', field } }`)
 *   lands on that field the same way.
 */
import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MSG } from '@shared/messages';
import { hasCode } from './errors';

type FormOptions<TValues extends FieldValues, TOut> = Omit<
  UseFormProps<TValues, unknown, TOut>,
  'resolver' | 'mode' | 'reValidateMode' | 'shouldFocusError'
>;

/** A react-hook-form form checked by `schema` (see above). `TValues` are the fields as typed. */
export function useZodForm<TValues extends FieldValues, TOut = TValues>(
  schema: z.ZodType<TOut>,
  options: FormOptions<TValues, TOut> = {},
): UseFormReturn<TValues, unknown, TOut> {
  return useCheckedForm(zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOut>, options);
}

/**
 * The same, for a form whose rules are more than one schema (the letter's delivery rules):
 * `resolver` returns every field's first message, in the order the rules are checked.
 */
export function useCheckedForm<TValues extends FieldValues, TOut = TValues>(
  resolver: Resolver<TValues, unknown, TOut>,
  options: FormOptions<TValues, TOut> = {},
): UseFormReturn<TValues, unknown, TOut> {
  return useForm<TValues, unknown, TOut>({
    ...options,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // We focus the field whose message the toast shows (the first rule broken), see below.
    shouldFocusError: false,
  });
}

/** The first field that breaks a rule, in the order the rules were checked (the schema's order), with its message. */
export function firstFieldError<TValues extends FieldValues>(
  errors: FieldErrors<TValues>,
): { name: Path<TValues>; message: string } | null {
  for (const [name, error] of Object.entries(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return { name: name as Path<TValues>, message };
  }
  return null;
}

/**
 * The `onInvalid` of `form.handleSubmit`: the first broken rule's message in the "Validation
 * Error" toast, and the focus on its field (every field already shows its own message).
 */
export function onInvalidFields<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
): SubmitErrorHandler<TValues> {
  return (errors) => {
    const first = firstFieldError(errors);
    if (!first) return;
    toast.error(MSG.validation.title, { description: first.message });
    form.setFocus(first.name);
  };
}

/**
 * Puts a refusal from the server that names a field (a VALIDATION error with `field`) on that
 * field of the form, and gives it the focus. `fields` maps the API's field names to the form's
 * where they differ. Returns whether it did; the caller still says it in its toast.
 */
export function placeServerError<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  err: unknown,
  fields: Partial<Record<string, Path<TValues>>> = {},
): boolean {
  if (!hasCode(err, 'VALIDATION') || !err.field) return false;
  const name = fields[err.field] ?? (err.field as Path<TValues>);
  if (!Object.prototype.hasOwnProperty.call(form.getValues(), name)) return false;
  form.setError(name, { type: 'server', message: err.message });
  // After the form is enabled again (a fieldset disabled while sending cannot take the focus).
  requestAnimationFrame(() => form.setFocus(name));
  return true;
}

/**
 * Keeps a form and a draft kept elsewhere (on this device: lib/draft-store.ts) together: every
 * change goes to `onChange`, and a draft replaced from outside (Clear draft) is shown in the form.
 */
export function useDraftSync<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  value: TValues,
  onChange: (value: TValues) => void,
  same: (a: TValues, b: TValues) => boolean,
): void {
  const told = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const sub = form.watch(() => {
      const next = { ...form.getValues() };
      told.current = next;
      onChangeRef.current(next);
    });
    return () => sub.unsubscribe();
  }, [form]);
  useEffect(() => {
    if (same(value, told.current)) return;
    told.current = value;
    form.reset(value);
  }, [value, form, same]);
}
