/**
 * /auth → Sign In → "Forgot password?" (decision 028): asks for the address and says the same
 * thing whatever the answer, since the server never says whether an account exists. A pause (429)
 * is said calmly beside the form, with when to try again.
 */
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { MailCheck } from 'lucide-react';
import type { z } from 'zod';
import { MSG } from '@shared/messages';
import { ACCOUNT_SECURITY_MSG } from '@shared/messages.settings';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@shared/schemas/account-security';
import { FormField } from '@web/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { api } from '@web/lib/api';
import { errorText, errorTitle } from '@web/lib/errors';
import { onInvalidFields, placeServerError, useZodForm } from '@web/lib/form';
import { SignInPaused, signInPauseMessage } from './sign-in-paused';

const M = ACCOUNT_SECURITY_MSG.forgot;

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useZodForm<ForgotPasswordInput, z.output<typeof forgotPasswordSchema>>(forgotPasswordSchema, {
    defaultValues: { email: '' },
  });
  const errors = form.formState.errors;
  const submitting = form.formState.isSubmitting;
  const [pause, setPause] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    form.setFocus('email');
  }, [form]);

  const onSubmit = form.handleSubmit(async (input) => {
    setPause(null);
    try {
      await api.post('/api/auth/forgot-password', input);
      setSent(true);
    } catch (err) {
      const message = signInPauseMessage(err);
      if (message) setPause(message);
      else {
        placeServerError(form, err);
        toast.error(errorTitle(err, MSG.auth.failedTitle), { description: errorText(err, MSG.http.internal) });
      }
    }
  }, onInvalidFields(form));

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold">{M.title}</h2>
        <p className="text-sm text-muted-foreground">{M.description}</p>
      </div>
      <div role="status" aria-live="polite">
        {sent && (
          <Alert role="note" aria-label={M.sentTitle}>
            <MailCheck aria-hidden className="text-primary" />
            <AlertTitle>{M.sentTitle}</AlertTitle>
            <AlertDescription>{M.sent}</AlertDescription>
          </Alert>
        )}
      </div>
      <SignInPaused message={pause} />
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={M.title}>
        <FormField label="Email" error={errors.email?.message}>
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              {...form.register('email')}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? M.sending : M.submit}
        </Button>
      </form>
      <Button type="button" variant="link" className="w-full" onClick={onBack}>
        {M.back}
      </Button>
    </div>
  );
}
