/**
 * One field of a form (decision 019): its label, the control, the message of the rule it breaks
 * shown under it, and a hint. The control gets `aria-invalid="true"` and an `aria-describedby`
 * that names the message first, so a screen reader says what is wrong as the field gets the focus.
 * Every field shows its own message at once; lib/form.ts decides which (react-hook-form and the
 * shared Zod schemas), and the message goes as soon as the field is right again.
 */
import { useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';

/** What the control of a field needs: spread it onto the input, textarea or select trigger. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The ids and ARIA attributes of a field whose layout is its own (the chat's message box):
 * `describedBy` are the ids of what else describes the control (a hint, a character count).
 */
export function useFormField({
  error,
  describedBy,
}: {
  error?: string | null;
  describedBy?: (string | false | null | undefined)[];
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, ...(describedBy ?? [])].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  };
  return { id, errorId, control };
}

/** The message of a field that breaks a rule, under it; nothing when the field is right. */
export function FieldError({ id, message, className }: { id: string; message?: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p
      id={id}
      data-field-error
      className={cn('flex items-start gap-1.5 text-sm font-medium text-destructive', className)}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

export interface FormFieldProps {
  label: ReactNode;
  /** The message of the rule the value breaks (from lib/form.ts), or nothing. */
  error?: string | null;
  /** A note under the field, read as part of its description. */
  hint?: ReactNode;
  /** Ids of other elements that describe the control (a character count rendered in `after`). */
  describedBy?: (string | false | null | undefined)[];
  /** Shown under the message and the hint (a character count). */
  after?: ReactNode;
  /** The label is read by screen readers only (the control's purpose is shown otherwise). */
  labelHidden?: boolean;
  className?: string;
  /** Renders the control with the props it needs. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled field with its message and hint; the control is rendered by `children`. */
export function FormField({
  label,
  error,
  hint,
  describedBy,
  after,
  labelHidden,
  className,
  children,
}: FormFieldProps) {
  const hintKey = useId();
  const hintId = hint ? `${hintKey}-hint` : null;
  const { id, errorId, control } = useFormField({ error, describedBy: [hintId, ...(describedBy ?? [])] });
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id} className={cn(labelHidden && 'sr-only')}>
        {label}
      </Label>
      {children(control)}
      <FieldError id={errorId} message={error} />
      {hint && (
        <p id={hintId ?? undefined} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {after}
    </div>
  );
}
