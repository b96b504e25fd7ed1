import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Flower2 } from 'lucide-react';
import type { z } from 'zod';
import { MSG } from '@shared/messages';
import { firstIssueMessage, signInSchema, signUpSchema, type SignInInput, type SignUpInput } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PageLoading } from '@web/components/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApiError, api } from '@web/lib/api';
import { useEnterApp, useReturnTarget, useSession } from '@web/lib/session';

/** Shows the first failing rule as the spec's "Validation Error" toast; returns the parsed value. */
function validate<S extends z.ZodType>(schema: S, values: unknown): z.output<S> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  toast.error(MSG.validation.title, { description: firstIssueMessage(parsed.error) });
  return null;
}

function showAuthError(err: unknown) {
  if (err instanceof ApiError && (err.status === 429 || err.code === 'VALIDATION')) {
    toast.error(err.status === 429 ? MSG.auth.failedTitle : MSG.validation.title, { description: err.message });
  } else {
    toast.error(MSG.auth.failedTitle, { description: MSG.auth.failed });
  }
}

function SignInForm() {
  const enterApp = useEnterApp();
  const form = useForm<SignInInput>({ defaultValues: { email: '', password: '' } });
  const submitting = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    const input = validate(signInSchema, values);
    if (!input) return;
    try {
      await api.post('/api/auth/sign-in', input);
      await enterApp();
    } catch (err) {
      showAuthError(err);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <div className="space-y-2">
        <Label htmlFor="signin-email">Email</Label>
        <Input id="signin-email" type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signin-password">Password</Label>
        <Input id="signin-password" type="password" autoComplete="current-password" {...form.register('password')} />
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}

function SignUpForm() {
  const enterApp = useEnterApp();
  const form = useForm<SignUpInput>({ defaultValues: { displayName: '', email: '', password: '' } });
  const submitting = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    const input = validate(signUpSchema, values);
    if (!input) return;
    try {
      await api.post('/api/auth/sign-up', input);
      toast.success(MSG.auth.welcomeTitle, { description: MSG.auth.welcome });
      form.reset();
      await enterApp();
    } catch (err) {
      showAuthError(err);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up">
      <div className="space-y-2">
        <Label htmlFor="signup-name">Display Name</Label>
        <Input id="signup-name" autoComplete="nickname" placeholder="How should we call you?" {...form.register('displayName')} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-email">Email</Label>
        <Input id="signup-email" type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-password">Password</Label>
        <Input id="signup-password" type="password" autoComplete="new-password" minLength={6} {...form.register('password')} />
        <p className="text-xs text-muted-foreground">
          At least 8 characters, with an uppercase letter, a lowercase letter and a number.
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Creating your account…' : 'Create Account'}
      </Button>
    </form>
  );
}

export default function AuthPage() {
  const { data, isPending } = useSession();
  const returnTarget = useReturnTarget();
  const [params] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'signup' ? 'signup' : 'signin');

  useEffect(() => {
    document.title = 'Sign in · Forget-me-not';
  }, []);

  // Spec section 8: an error description in an auth callback URL is an authentication error.
  const callbackError = params.get('error_description') ?? new URLSearchParams(window.location.hash.slice(1)).get('error_description');
  useEffect(() => {
    if (callbackError) toast.error(MSG.auth.failedTitle, { description: MSG.auth.failed, id: 'auth-callback-error' });
  }, [callbackError]);

  if (isPending) {
    return <PageLoading />;
  }
  if (data?.user) return <Navigate to={returnTarget} replace />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-secondary to-background px-4 py-12">
      <Card className="w-full max-w-md shadow-lg">
        <CardHeader className="text-center">
          <div className="mx-auto mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Flower2 aria-hidden className="h-6 w-6" />
          </div>
          <CardTitle className="text-2xl">Welcome to Forget-me-not</CardTitle>
          <CardDescription>A gentle place to remember, and to be supported.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="pt-4">
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup" className="pt-4">
              <SignUpForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </main>
  );
}
