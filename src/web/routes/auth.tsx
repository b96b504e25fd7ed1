import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Flower2 } from 'lucide-react';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_PROVIDERS_KEY, WANTS_APP_ATTRIBUTE } from '@shared/constants';
import { MSG } from '@shared/messages';
import { signInSchema, signUpSchema, type SignInInput, type SignUpInput } from '@shared/schemas/auth';
import type { SignInResponse } from '@shared/schemas/mfa';
import { REFERRAL_SIGNUP_MSG, referralCodeInputSchema } from '@shared/schemas/referrals';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { PageLoading } from '@web/components/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { SignInPaused, signInPauseMessage } from '@web/features/auth/sign-in-paused';
import { ACCOUNT_SECURITY_MSG } from '@shared/messages.settings';
import { PasskeySignIn } from '@web/features/auth/passkey-sign-in';
import { ApiError, api } from '@web/lib/api';
import { onInvalidFields, placeServerError, useZodForm } from '@web/lib/form';
import { useRenderingHtml } from '@web/lib/hydration';
import { useEnterApp, useReturnTarget, useSession } from '@web/lib/session';

// Shown only after a click or a correct password: not part of what /auth loads before it paints.
const ForgotPasswordForm = lazy(() =>
  import('@web/features/auth/forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);
// Identity providers (decision 039): their buttons appear once the list arrives; a refusal's
// note and the name confirmation after a provider sign-up load only when needed.
const ProviderButtons = lazy(() =>
  import('@web/features/auth/provider-buttons').then((m) => ({ default: m.ProviderButtons })),
);
const ProviderError = lazy(() =>
  import('@web/features/auth/provider-buttons').then((m) => ({ default: m.ProviderError })),
);
const ConfirmName = lazy(() => import('@web/features/auth/confirm-name').then((m) => ({ default: m.ConfirmName })));
const TwoFactorStep = lazy(() =>
  import('@web/features/auth/two-factor-step').then((m) => ({ default: m.TwoFactorStep })),
);

function showAuthError(err: unknown) {
  if (err instanceof ApiError && (err.status === 429 || err.code === 'VALIDATION')) {
    toast.error(err.status === 429 ? MSG.auth.failedTitle : MSG.validation.title, { description: err.message });
  } else {
    toast.error(MSG.auth.failedTitle, { description: MSG.auth.failed });
  }
}

function SignInForm({ onForgot, focusEmail }: { onForgot: () => void; focusEmail: boolean }) {
  const enterApp = useEnterApp();
  // Until the app has taken over the page's HTML, the form cannot be sent (a browser without the
  // app would post the password to the page): its button is disabled, and Enter cannot send it.
  // Typing starts the app (decision 058), so it is there by the time the words are in.
  const htmlOnly = useRenderingHtml();
  const form = useZodForm<SignInInput, z.output<typeof signInSchema>>(signInSchema, {
    defaultValues: { email: '', password: '' },
  });
  const submitting = form.formState.isSubmitting;
  const errors = form.formState.errors;
  // A paused sign-in (decision 015) is said calmly beside the form, with when to try again.
  const [pause, setPause] = useState<string | null>(null);
  // Back from "Forgot password?": the focus goes on where the person left off.
  useEffect(() => {
    if (focusEmail) form.setFocus('email');
  }, [focusEmail, form]);
  // With two-factor on, the password step is followed by a code (features/auth/two-factor-step.tsx).
  const [secondStep, setSecondStep] = useState(false);

  const onSubmit = form.handleSubmit(async (input) => {
    setPause(null);
    try {
      const res = await api.post<SignInResponse>('/api/auth/sign-in', input);
      if (res.twoFactorRequired) return setSecondStep(true);
      await enterApp();
    } catch (err) {
      const message = signInPauseMessage(err);
      if (message) setPause(message);
      else {
        placeServerError(form, err);
        showAuthError(err);
      }
    }
  }, onInvalidFields(form));

  if (secondStep) {
    return (
      <Suspense fallback={<Spinner label="Loading…" className="py-8" />}>
        <TwoFactorStep
          onSignedIn={enterApp}
          onStartOver={() => {
            setSecondStep(false);
            form.resetField('password');
          }}
        />
      </Suspense>
    );
  }

  return (
    <>
      <SignInPaused message={pause} />
      {/* method="post": a form sent before the app has started never puts a password in an address. */}
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
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
        <FormField label="Password" error={errors.password?.message}>
          {(field) => (
            <Input {...field} type="password" autoComplete="current-password" {...form.register('password')} />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={submitting || htmlOnly}>
          {submitting ? 'Signing in…' : 'Sign In'}
        </Button>
      </form>
      <Button type="button" variant="link" className="mt-2 w-full" onClick={onForgot}>
        {ACCOUNT_SECURITY_MSG.forgot.link}
      </Button>
      <div className="mt-4">
        <PasskeySignIn onSignedIn={enterApp} />
      </div>
    </>
  );
}

/** The referral code of `/auth?ref=<code>` when it can be one (decision 037); the server checks it. */
function referralCodeOf(params: URLSearchParams): string | null {
  const parsed = referralCodeInputSchema.safeParse(params.get('ref') ?? '');
  return parsed.success && parsed.data ? parsed.data : null;
}

function SignUpForm({ referralCode }: { referralCode: string | null }) {
  const enterApp = useEnterApp();
  // Until the app has taken over the page's HTML, its button cannot send (nor can Enter).
  const htmlOnly = useRenderingHtml();
  const form = useZodForm<SignUpInput, z.output<typeof signUpSchema>>(signUpSchema, {
    defaultValues: { displayName: '', email: '', password: '' },
  });
  const submitting = form.formState.isSubmitting;
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await api.post('/api/auth/sign-up', referralCode ? { ...input, ref: referralCode } : input);
      toast.success(MSG.auth.welcomeTitle, { description: MSG.auth.welcome });
      form.reset();
      await enterApp();
    } catch (err) {
      placeServerError(form, err);
      showAuthError(err);
    }
  }, onInvalidFields(form));

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up">
      <FormField label="Display Name" error={errors.displayName?.message}>
        {(field) => (
          <Input
            {...field}
            autoComplete="nickname"
            placeholder="How should we call you?"
            {...form.register('displayName')}
          />
        )}
      </FormField>
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
      <FormField
        label="Password"
        error={errors.password?.message}
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
      >
        {(field) => (
          <Input {...field} type="password" autoComplete="new-password" minLength={6} {...form.register('password')} />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={submitting || htmlOnly}>
        {submitting ? 'Creating your account…' : 'Create Account'}
      </Button>
    </form>
  );
}

export default function AuthPage() {
  const { data, isPending } = useSession();
  const returnTarget = useReturnTarget();
  const [params] = useSearchParams();
  const referralCode = referralCodeOf(params);
  // A referral link opens on Sign Up: the person was invited to make an account.
  const [tab, setTab] = useState(params.get('tab') === 'signup' || referralCode ? 'signup' : 'signin');
  // "Forgot password?" replaces the sign-in form; /reset-password's "Ask for a new link" opens it.
  const [forgot, setForgot] = useState(params.get('forgot') === '1');
  const [cameBack, setCameBack] = useState(false);
  // Sent as HTML (decision 046: only to a visitor without a session cookie, on a plain /auth), the
  // page shows its forms while the session is read, rather than replacing them with a spinner.
  const renderingHtml = useRenderingHtml();
  const [fromHtml] = useState(renderingHtml);
  const providersKnown = useQueryClient().getQueryData(AUTH_PROVIDERS_KEY) !== undefined;

  useEffect(() => {
    document.title = 'Sign in · Forget-me-not';
  }, []);

  // Spec section 8: an error description in an auth callback URL is an authentication error.
  const callbackError =
    params.get('error_description') ??
    (renderingHtml ? null : new URLSearchParams(window.location.hash.slice(1)).get('error_description'));
  useEffect(() => {
    if (callbackError) toast.error(MSG.auth.failedTitle, { description: MSG.auth.failed, id: 'auth-callback-error' });
  }, [callbackError]);

  // A provider's refusal (decision 039): said plainly above the forms.
  const providerError = params.get('signin_error');
  const confirmName = params.get('confirm') === 'name';

  if (isPending && !fromHtml) {
    return <PageLoading />;
  }
  if (data?.user && confirmName) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-secondary to-background px-4 py-12">
        <Card className="w-full max-w-md shadow-lg">
          <CardHeader className="text-center">
            <h1 className="font-serif text-2xl leading-tight font-semibold tracking-tight">Welcome to Forget-me-not</h1>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<Spinner label="Loading…" className="py-8" />}>
              <ConfirmName profile={data.profile} />
            </Suspense>
          </CardContent>
        </Card>
      </main>
    );
  }
  if (data?.user) return <Navigate to={returnTarget} replace />;

  return (
    <main
      className="flex min-h-screen items-center justify-center bg-gradient-to-b from-secondary to-background px-4 py-12"
      // Which identity providers this server offers: drawn in the page when it has none (a variant
      // seeded with the server's answer, decision 059), else known only to the app, and the page's
      // HTML asks for the app at once (decision 058).
      {...(renderingHtml && !providersKnown ? { [WANTS_APP_ATTRIBUTE]: '' } : {})}
    >
      <Card className="w-full max-w-md shadow-lg">
        <CardHeader className="text-center">
          <div className="mx-auto mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Flower2 aria-hidden className="h-6 w-6" />
          </div>
          {/* The page's one h1 (a CardTitle is an h3), looking as the card's title always has. */}
          <h1 className="font-serif text-2xl leading-tight font-semibold tracking-tight">Welcome to Forget-me-not</h1>
          <CardDescription>A gentle place to remember, and to be supported.</CardDescription>
        </CardHeader>
        <CardContent>
          {providerError && (
            <Suspense fallback={null}>
              <ProviderError code={providerError} />
            </Suspense>
          )}
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="grid w-full grid-cols-2">
              {/* A tab pressed before the app is there is pressed again for it (decision 058). */}
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="pt-4">
              {forgot ? (
                <Suspense fallback={<Spinner label="Loading…" className="py-8" />}>
                  <ForgotPasswordForm
                    onBack={() => {
                      setForgot(false);
                      setCameBack(true);
                    }}
                  />
                </Suspense>
              ) : (
                <SignInForm onForgot={() => setForgot(true)} focusEmail={cameBack} />
              )}
            </TabsContent>
            <TabsContent value="signup" className="pt-4">
              {referralCode && (
                <p className="mb-4 rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
                  {REFERRAL_SIGNUP_MSG.invited}
                </p>
              )}
              <SignUpForm referralCode={referralCode} />
            </TabsContent>
          </Tabs>
          {/* The providers' buttons, once the app knows them (none in a page drawn for a server without any). */}
          {!renderingHtml && (
            <Suspense fallback={null}>
              <ProviderButtons />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
