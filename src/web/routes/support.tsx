/**
 * Customer Support, /support (spec section 2; decision 037): the contact card from the site's
 * configuration (its contact person, email, and phone when one is set), the hours and the reply
 * promise, and a message form. Signed in, the name and email are filled in, and people whose plan
 * has priority support are told so (the server marks their messages; this only mirrors it).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CheckCircle2, Clock, Crown, Loader2, Mail, Phone, UserRound } from 'lucide-react';
import type { z } from 'zod';
import { APP_NAME } from '@shared/constants';
import { SUPPORT_MSG } from '@shared/messages.partners';
import {
  OUTREACH_LIMITS,
  supportRequestSchema,
  type SupportRequestCreated,
  type SupportRequestInput,
} from '@shared/schemas/partners';
import { FormField } from '@web/components/form-field';
import { SiteFooter } from '@web/components/site-footer';
import { SiteHeader } from '@web/components/site-header';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { CrisisCard } from '@web/components/crisis-card';
import { useSendSupportRequest, useSupportContact } from '@web/features/partners/api';
import { errorText, errorTitle } from '@web/lib/errors';
import { onInvalidFields, placeServerError, useZodForm } from '@web/lib/form';
import { phoneHref } from '@web/lib/phone';
import { useSession } from '@web/lib/session';

const F = SUPPORT_MSG.form;
const EMPTY: SupportRequestInput = { name: '', email: '', subject: '', message: '' };

export default function SupportPage() {
  useEffect(() => {
    document.title = `${SUPPORT_MSG.title} · ${APP_NAME}`;
  }, []);
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SiteHeader />
      <main id="main" className="flex-1 bg-gradient-to-b from-secondary/60 to-background">
        <div className="mx-auto max-w-5xl px-4 py-12">
          <header className="mx-auto max-w-2xl text-center">
            <h1 className="font-serif text-3xl font-semibold text-foreground sm:text-4xl">{SUPPORT_MSG.title}</h1>
            <p className="mt-4 leading-relaxed text-muted-foreground">{SUPPORT_MSG.intro}</p>
          </header>
          <div className="mt-10 grid gap-6 md:grid-cols-[2fr_3fr]">
            <ContactCard />
            <MessageForm />
          </div>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

function ContactCard() {
  const contact = useSupportContact();
  const c = contact.data;
  return (
    <Card className="h-fit">
      <CardHeader>
        <h2 className="font-serif text-xl font-semibold">{SUPPORT_MSG.contactTitle}</h2>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {contact.isPending ? (
          <div aria-busy="true" className="space-y-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ) : contact.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{SUPPORT_MSG.contactLoadFailed}</AlertTitle>
            <AlertDescription>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void contact.refetch()}>
                {SUPPORT_MSG.retry}
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <ul className="space-y-3">
            <li className="flex items-start gap-2">
              <UserRound aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{SUPPORT_MSG.contactPerson(c!.name)}</span>
            </li>
            {c!.phone && (
              <li className="flex items-start gap-2">
                <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>
                  <span className="sr-only">{SUPPORT_MSG.phone}: </span>
                  <a
                    href={phoneHref(c!.phone) ?? undefined}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {c!.phone}
                  </a>
                </span>
              </li>
            )}
            <li className="flex items-start gap-2">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                <span className="sr-only">{SUPPORT_MSG.email}: </span>
                <a href={`mailto:${c!.email}`} className="break-all text-primary underline-offset-4 hover:underline">
                  {c!.email}
                </a>
              </span>
            </li>
          </ul>
        )}
        <div className="rounded-md bg-secondary/60 p-3">
          <p className="flex items-center gap-2 font-medium">
            <Clock aria-hidden className="size-4 text-primary" />
            {SUPPORT_MSG.hoursTitle}
          </p>
          <p className="mt-1">{SUPPORT_MSG.hours}</p>
          <p className="mt-1 text-muted-foreground">{SUPPORT_MSG.reply}</p>
        </div>
        <p className="text-muted-foreground">
          {SUPPORT_MSG.crisisNote}{' '}
          <Link to="/safety" className="text-primary underline underline-offset-4">
            {SUPPORT_MSG.safetyLink}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

function MessageForm() {
  const session = useSession();
  const signedIn = session.data?.user ? session.data : null;
  const form = useZodForm<SupportRequestInput, z.output<typeof supportRequestSchema>>(supportRequestSchema, {
    defaultValues: EMPTY,
  });
  const send = useSendSupportRequest();
  const errors = form.formState.errors;
  const submitting = form.formState.isSubmitting;
  const [sent, setSent] = useState<SupportRequestCreated | null>(null);
  const priority = signedIn?.entitlements.features.canAccessPrioritySupport ?? false;

  // Signed in: the name and address are filled in (never over what was already typed).
  const userId = signedIn?.user.id;
  useEffect(() => {
    if (!signedIn) return;
    if (!form.getValues('name')) form.setValue('name', signedIn.profile.displayName);
    if (!form.getValues('email')) form.setValue('email', signedIn.user.email);
    // Once per person.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    let created: SupportRequestCreated;
    try {
      created = await send.mutateAsync(input);
    } catch (err) {
      placeServerError(form, err);
      toast.error(errorTitle(err, 'Error'), { description: errorText(err, SUPPORT_MSG.sendFailed) });
      return;
    }
    toast.success(SUPPORT_MSG.sent, { description: SUPPORT_MSG.sentDescription });
    form.reset({ ...EMPTY, name: input.name, email: input.email });
    setSent(created);
  }, onInvalidFields(form));

  return (
    <Card>
      <CardHeader>
        <h2 className="font-serif text-xl font-semibold">{SUPPORT_MSG.formTitle}</h2>
        {priority && (
          <p className="flex items-start gap-2 rounded-md bg-accent/70 p-3 text-sm text-accent-foreground">
            <Crown aria-hidden className="mt-0.5 size-4 shrink-0" />
            {SUPPORT_MSG.priorityNote}
          </p>
        )}
      </CardHeader>
      <CardContent>
        {sent?.support?.risk === 'crisis' && (
          <div className="mb-4 space-y-3">
            <p className="font-medium">{SUPPORT_MSG.crisisAfterSend}</p>
            <CrisisCard helplines={sent.support.helplines} />
          </div>
        )}
        <div role="status" aria-live="polite">
          {sent && (
            <div className="space-y-3 rounded-md border border-success/40 bg-success/10 p-4 text-sm">
              <p className="flex items-center gap-2 font-semibold">
                <CheckCircle2 aria-hidden className="size-4 text-success" />
                {SUPPORT_MSG.sent}
              </p>
              <p>{SUPPORT_MSG.sentDescription}</p>
              {sent.support?.risk === 'concern' && (
                <p>
                  {SUPPORT_MSG.concernAfterSend}{' '}
                  <Link to="/safety" className="underline underline-offset-4">
                    {SUPPORT_MSG.safetyLink}
                  </Link>
                </p>
              )}
              <Button size="sm" variant="outline" onClick={() => setSent(null)}>
                {SUPPORT_MSG.sendAnother}
              </Button>
            </div>
          )}
        </div>
        {!sent && (
          <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={SUPPORT_MSG.formTitle}>
            <fieldset disabled={submitting} className="space-y-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label={F.name} error={errors.name?.message}>
                  {(field) => (
                    <Input {...field} autoComplete="name" maxLength={OUTREACH_LIMITS.name} {...form.register('name')} />
                  )}
                </FormField>
                <FormField label={F.email} error={errors.email?.message}>
                  {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
                </FormField>
              </div>
              <FormField label={F.subject} error={errors.subject?.message}>
                {(field) => <Input {...field} maxLength={OUTREACH_LIMITS.subject} {...form.register('subject')} />}
              </FormField>
              <FormField label={F.message} error={errors.message?.message}>
                {(field) => (
                  <Textarea
                    {...field}
                    rows={6}
                    maxLength={OUTREACH_LIMITS.supportMessage}
                    {...form.register('message')}
                  />
                )}
              </FormField>
            </fieldset>
            <Button type="submit" disabled={submitting}>
              {submitting && <Loader2 aria-hidden className="animate-spin" />}
              {submitting ? F.submitting : F.submit}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
