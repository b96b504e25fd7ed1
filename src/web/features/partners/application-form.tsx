/**
 * The partner application (spec sections 2, 5 and 8; decision 037): name, organisation, email and
 * partner type required, phone and message optional. Stored by the server, which tells the site's
 * admins; "Application Submitted!" with the 2-business-day promise, and the form cleared.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { CheckCircle2, Loader2 } from 'lucide-react';
import type { z } from 'zod';
import { PARTNER_TYPE_LABELS, PARTNERS_MSG } from '@shared/messages.partners';
import {
  OUTREACH_LIMITS,
  PARTNER_TYPES,
  partnerApplicationSchema,
  type PartnerApplicationInput,
} from '@shared/schemas/partners';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { errorText, errorTitle } from '@web/lib/errors';
import { onInvalidFields, placeServerError, useZodForm } from '@web/lib/form';
import { useApplyAsPartner } from './api';

const F = PARTNERS_MSG.form;
type Values = Omit<PartnerApplicationInput, 'partnerType'> & { partnerType: string };
const EMPTY: Values = { name: '', organization: '', email: '', partnerType: '', phone: '', message: '' };

export const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden aria-invalid:border-destructive';

export function PartnerApplicationForm() {
  const form = useZodForm<Values, z.output<typeof partnerApplicationSchema>>(partnerApplicationSchema as never, {
    defaultValues: EMPTY,
  });
  const apply = useApplyAsPartner();
  const errors = form.formState.errors;
  const submitting = form.formState.isSubmitting;
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (input) => {
    setSentTo(null);
    try {
      await apply.mutateAsync(input);
    } catch (err) {
      placeServerError(form, err);
      toast.error(errorTitle(err, 'Error'), { description: errorText(err, PARTNERS_MSG.submitFailed) });
      return;
    }
    toast.success(PARTNERS_MSG.submitted, { description: PARTNERS_MSG.submittedDescription });
    setSentTo(input.organization);
    form.reset(EMPTY);
  }, onInvalidFields(form));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={PARTNERS_MSG.applyTitle}>
      <div role="status" aria-live="polite">
        {sentTo && (
          <p className="flex items-start gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            <span>
              <strong>{PARTNERS_MSG.submitted}</strong> {PARTNERS_MSG.submittedDescription}
            </span>
          </p>
        )}
      </div>
      <fieldset disabled={submitting} className="grid gap-4 sm:grid-cols-2">
        <FormField label={F.name} error={errors.name?.message}>
          {(field) => (
            <Input {...field} autoComplete="name" maxLength={OUTREACH_LIMITS.name} {...form.register('name')} />
          )}
        </FormField>
        <FormField label={F.organization} error={errors.organization?.message}>
          {(field) => (
            <Input
              {...field}
              autoComplete="organization"
              maxLength={OUTREACH_LIMITS.organization}
              {...form.register('organization')}
            />
          )}
        </FormField>
        <FormField label={F.email} error={errors.email?.message}>
          {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
        <FormField label={F.phone} error={errors.phone?.message}>
          {(field) => (
            <Input
              {...field}
              type="tel"
              autoComplete="tel"
              maxLength={OUTREACH_LIMITS.phone}
              {...form.register('phone')}
            />
          )}
        </FormField>
        <FormField label={F.partnerType} error={errors.partnerType?.message} className="sm:col-span-2">
          {(field) => (
            <select {...field} className={selectClass} {...form.register('partnerType')}>
              <option value="">{F.partnerTypePlaceholder}</option>
              {PARTNER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {PARTNER_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={F.message} error={errors.message?.message} className="sm:col-span-2">
          {(field) => (
            <Textarea {...field} rows={4} maxLength={OUTREACH_LIMITS.partnerMessage} {...form.register('message')} />
          )}
        </FormField>
      </fieldset>
      <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
        {submitting && <Loader2 aria-hidden className="animate-spin" />}
        {submitting ? F.submitting : F.submit}
      </Button>
    </form>
  );
}
