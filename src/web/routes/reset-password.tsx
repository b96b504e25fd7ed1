/**
 * /reset-password?token=…, public (decision 028): the link in the "Reset your password" email.
 * The page first asks whether the link can still be used, so nobody types a new password for a
 * link that has expired or was used; then the new password (the spec's rules, section 5) twice.
 * The token is taken out of the address bar at once (it stays in the page's memory only).
 * Afterwards every device is signed out, and the page leads to sign in.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CircleCheck, Clock, KeyRound, Link2Off, Loader2 } from 'lucide-react';
import type { z } from 'zod';
import { APP_NAME } from '@shared/constants';
import { MSG } from '@shared/messages';
import { ACCOUNT_SECURITY_MSG } from '@shared/messages.settings';
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '@shared/schemas/account-security';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { api } from '@web/lib/api';
import { errorText, errorTitle, hasCode } from '@web/lib/errors';
import { onInvalidFields, placeServerError, useZodForm } from '@web/lib/form';

const M = ACCOUNT_SECURITY_MSG.reset;

type Phase = 'checking' | 'ready' | 'done' | 'expired' | 'used' | 'failed';

const phaseOf = (err: unknown): Phase | null =>
  hasCode(err, 'RESET_LINK_EXPIRED') ? 'expired' : hasCode(err, 'RESET_LINK_USED') ? 'used' : null;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token')?.trim() ?? '');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useZodForm<ResetPasswordFormInput, z.output<typeof resetPasswordFormSchema>>(resetPasswordFormSchema, {
    defaultValues: { password: '', confirm: '' },
  });
  const errors = form.formState.errors;
  const submitting = form.formState.isSubmitting;

  useEffect(() => {
    document.title = `${M.pageTitle} · ${APP_NAME}`;
    // The link is not left in the address bar, the history or a screenshot.
    if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  // Whether the link can still be used, asked once as the page opens (and again on "Try again").
  const link = useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => api.post('/api/auth/reset-password/check', { token }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  // What the submitted form led to: done, or the link turned out to be expired or used meanwhile.
  const [outcome, setOutcome] = useState<Phase | null>(null);
  const phase: Phase = !token
    ? 'used'
    : (outcome ??
      (link.isFetching
        ? 'checking'
        : link.isError
          ? (phaseOf(link.error) ?? 'failed')
          : link.isSuccess
            ? 'ready'
            : 'checking'));

  useEffect(() => {
    if (phase !== 'checking' && phase !== 'ready') headingRef.current?.focus();
  }, [phase]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await api.post('/api/auth/reset-password', { token, password });
      setOutcome('done');
    } catch (err) {
      const next = phaseOf(err);
      if (next) return setOutcome(next);
      placeServerError(form, err);
      toast.error(errorTitle(err, MSG.auth.failedTitle), { description: errorText(err, M.failed) });
    }
  }, onInvalidFields(form));

  const title =
    phase === 'done'
      ? M.doneTitle
      : phase === 'expired'
        ? M.expiredTitle
        : phase === 'used'
          ? M.usedTitle
          : M.pageTitle;
  const Icon =
    phase === 'checking'
      ? Loader2
      : phase === 'done'
        ? CircleCheck
        : phase === 'expired'
          ? Clock
          : phase === 'used'
            ? Link2Off
            : KeyRound;

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary/50 to-background">
      <main className="mx-auto flex w-full max-w-md flex-1 items-start px-4 pt-16 sm:pt-24">
        <Card className="w-full px-6 py-8">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
            <Icon aria-hidden className={phase === 'checking' ? 'size-7 motion-safe:animate-spin' : 'size-7'} />
          </span>
          <h1 ref={headingRef} tabIndex={-1} className="mt-5 text-center text-2xl font-semibold outline-none">
            {title}
          </h1>
          <div role="status" aria-live="polite" className="mt-3 text-center leading-relaxed text-muted-foreground">
            {phase === 'checking' && <p aria-busy="true">{M.checking}</p>}
            {phase === 'ready' && <p>{M.description}</p>}
            {phase === 'done' && <p>{M.done}</p>}
            {phase === 'expired' && <p>{M.expired}</p>}
            {phase === 'used' && <p>{M.used}</p>}
            {phase === 'failed' && <p>{MSG.http.internal}</p>}
          </div>

          {phase === 'ready' && (
            <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4" aria-label={M.pageTitle}>
              <FormField label={M.newPassword} error={errors.password?.message} hint={M.hint}>
                {(field) => (
                  <Input {...field} type="password" autoComplete="new-password" {...form.register('password')} />
                )}
              </FormField>
              <FormField label={M.confirmPassword} error={errors.confirm?.message}>
                {(field) => (
                  <Input {...field} type="password" autoComplete="new-password" {...form.register('confirm')} />
                )}
              </FormField>
              <Button type="submit" className="w-full" disabled={submitting}>
                {submitting ? M.saving : M.submit}
              </Button>
            </form>
          )}

          <div className="mt-6 flex flex-col items-center gap-3">
            {phase === 'done' && (
              <Button asChild>
                <Link to="/auth">{M.signIn}</Link>
              </Button>
            )}
            {(phase === 'expired' || phase === 'used') && (
              <Button asChild>
                <Link to="/auth?forgot=1">{M.askAgain}</Link>
              </Button>
            )}
            {phase === 'failed' && (
              <Button variant="outline" onClick={() => void link.refetch()}>
                Try again
              </Button>
            )}
          </div>
        </Card>
      </main>
    </div>
  );
}
