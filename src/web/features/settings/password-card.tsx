/**
 * Settings → Account → Security: change the password (decision 028). The current password is
 * required; a wrong one is said beside its field. The other devices are signed out, this one stays.
 */
import { toast } from 'sonner';
import { KeyRound } from 'lucide-react';
import { ACCOUNT_SECURITY_MSG } from '@shared/messages.settings';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@shared/schemas/account-security';
import type { z } from 'zod';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { errorText, errorTitle, hasCode } from '@web/lib/errors';
import { onInvalidFields, placeServerError, useZodForm } from '@web/lib/form';
import { useChangePassword } from './account-security-api';

const M = ACCOUNT_SECURITY_MSG.change;
const HINT = ACCOUNT_SECURITY_MSG.reset.hint;

export function PasswordCard() {
  const change = useChangePassword();
  const form = useZodForm<ChangePasswordFormInput, z.output<typeof changePasswordFormSchema>>(
    changePasswordFormSchema,
    { defaultValues: { currentPassword: '', newPassword: '', confirm: '' } },
  );
  const errors = form.formState.errors;
  const submitting = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      toast.success(M.doneTitle, { description: M.done });
    } catch (err) {
      if (hasCode(err, 'WRONG_PASSWORD')) {
        form.setError('currentPassword', { type: 'server', message: err.message });
        requestAnimationFrame(() => form.setFocus('currentPassword'));
        return;
      }
      placeServerError(form, err, { password: 'newPassword' });
      toast.error(errorTitle(err, 'Error'), { description: errorText(err, M.failed) });
    }
  }, onInvalidFields(form));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-5 text-primary" />
          {M.title}
        </CardTitle>
        <CardDescription>{M.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={M.title}>
          <FormField label={M.current} error={errors.currentPassword?.message}>
            {(field) => (
              <Input {...field} type="password" autoComplete="current-password" {...form.register('currentPassword')} />
            )}
          </FormField>
          <FormField label={M.newPassword} error={errors.newPassword?.message} hint={HINT}>
            {(field) => (
              <Input {...field} type="password" autoComplete="new-password" {...form.register('newPassword')} />
            )}
          </FormField>
          <FormField label={M.confirmPassword} error={errors.confirm?.message}>
            {(field) => <Input {...field} type="password" autoComplete="new-password" {...form.register('confirm')} />}
          </FormField>
          <Button type="submit" disabled={submitting}>
            {submitting ? M.saving : M.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
