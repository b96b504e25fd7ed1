/**
 * The admin console, /admin (issue 16, decision 033): the moderation queue of support circles
 * (decision 035: held posts, reports and the moderation log); the site's people with their plan,
 * trial and roles (searchable, 20 a page); granting or revoking a plan or the admin role, starting
 * a trial; and the emails that could not be sent, with "Try again". The server decides who may
 * (admins only, `moderation:manage`, `people:manage` and `email-jobs:manage`); this page only
 * mirrors it.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Loader2, MailWarning, Search, ShieldCheck } from 'lucide-react';
import { ADMIN_MSG, GRANTABLE_PLANS } from '@shared/messages.plans';
import type { PersonSummary } from '@shared/schemas/admin';
import { TIER_LABELS, type Tier } from '@shared/tiers';
import { AppPage } from '@web/components/app-page';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { useChangePerson, useFailedEmails, usePeople, useRetryEmail, type PersonChange } from '@web/features/admin/api';
import { errorText } from '@web/lib/errors';
import { useSignedInSession } from '@web/lib/session';

// Its own chunk: the queue's texts come with the circles' shared schemas.
const ModerationQueue = lazy(() => import('@web/features/admin/moderation-queue'));
// Its own chunk too: the community rooms' section (decision 036).
const CommunityRoomsAdmin = lazy(() => import('@web/features/community/rooms-admin'));
// And the partner applications and support requests (decision 037).
const OutreachAdmin = lazy(() => import('@web/features/partners/outreach-admin'));

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const nameOf = (p: PersonSummary) => p.displayName.trim() || p.email;

export default function AdminPage() {
  const { entitlements } = useSignedInSession();
  useEffect(() => {
    document.title = `${ADMIN_MSG.title} · Forget-me-not`;
  }, []);

  return (
    <AppPage title={ADMIN_MSG.title} icon={<ShieldCheck aria-hidden className="size-5 shrink-0 text-primary" />}>
      {entitlements.isAdmin ? (
        <>
          <p className="text-muted-foreground">{ADMIN_MSG.intro}</p>
          <Suspense
            fallback={
              <div aria-busy="true">
                <Skeleton className="h-40 w-full" />
              </div>
            }
          >
            <ModerationQueue />
          </Suspense>
          <Suspense
            fallback={
              <div aria-busy="true">
                <Skeleton className="h-40 w-full" />
              </div>
            }
          >
            <CommunityRoomsAdmin />
          </Suspense>
          <Suspense
            fallback={
              <div aria-busy="true">
                <Skeleton className="h-40 w-full" />
              </div>
            }
          >
            <OutreachAdmin />
          </Suspense>
          <People />
          <FailedEmails />
        </>
      ) : (
        <Alert role="status">
          <ShieldCheck aria-hidden />
          <AlertTitle>{ADMIN_MSG.notAdminTitle}</AlertTitle>
          <AlertDescription>
            <p>{ADMIN_MSG.notAdmin}</p>
            <Button asChild size="sm" variant="outline" className="mt-3">
              <Link to="/dashboard">{ADMIN_MSG.back}</Link>
            </Button>
          </AlertDescription>
        </Alert>
      )}
    </AppPage>
  );
}

function People() {
  const { user } = useSignedInSession();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const people = usePeople(q, page);
  const change = useChangePerson();
  const [confirming, setConfirming] = useState<{ person: PersonSummary; change: PersonChange } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };

  const apply = async (person: PersonSummary, c: PersonChange) => {
    try {
      await change.mutateAsync(c);
    } catch (err) {
      toast.error(ADMIN_MSG.actionFailed, { description: errorText(err, ADMIN_MSG.actionFailed) });
      return;
    }
    const who = nameOf(person);
    const said =
      c.kind === 'trial'
        ? ADMIN_MSG.done.trial(who)
        : c.kind === 'admin'
          ? c.admin
            ? ADMIN_MSG.done.admin(who)
            : ADMIN_MSG.done.notAdmin(who)
          : c.plan === 'free'
            ? ADMIN_MSG.done.revoked(who)
            : ADMIN_MSG.done.plan(who, TIER_LABELS[c.plan]);
    toast.success(said);
  };

  const data = people.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Card>
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="font-serif text-xl font-semibold outline-none">
          {ADMIN_MSG.peopleTitle}
        </h2>
        <form role="search" onSubmit={search} className="flex items-end gap-2">
          <div className="flex-1 space-y-1">
            <Label htmlFor={searchId}>{ADMIN_MSG.search}</Label>
            <Input id={searchId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </div>
          <Button type="submit" variant="outline">
            <Search aria-hidden />
            {ADMIN_MSG.searchButton}
          </Button>
        </form>
      </CardHeader>
      <CardContent className="space-y-4">
        {people.isPending ? (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only">{ADMIN_MSG.loading}</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : people.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{ADMIN_MSG.loadFailed}</AlertTitle>
            <AlertDescription>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void people.refetch()}>
                {ADMIN_MSG.retry}
              </Button>
            </AlertDescription>
          </Alert>
        ) : data && data.people.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">{ADMIN_MSG.empty}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={ADMIN_MSG.peopleTitle}>
            {data?.people.map((p) => (
              <PersonRow
                key={p.id}
                person={p}
                isSelf={p.id === user.id}
                busy={change.isPending && change.variables?.id === p.id}
                listedAt={people.dataUpdatedAt}
                onChange={(c) => void apply(p, c)}
                onConfirm={(c) => setConfirming({ person: p, change: c })}
              />
            ))}
          </ul>
        )}
        {data && data.total > data.pageSize && (
          <nav aria-label="Pages" className="flex items-center justify-between gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
              {ADMIN_MSG.previous}
            </Button>
            <span className="text-sm text-muted-foreground">{ADMIN_MSG.page(page, pages)}</span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((n) => n + 1)}>
              {ADMIN_MSG.next}
            </Button>
          </nav>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={
          confirming?.change.kind === 'admin' ? ADMIN_MSG.confirmRemoveAdminTitle : ADMIN_MSG.confirmRevokePlanTitle
        }
        description={
          confirming
            ? confirming.change.kind === 'admin'
              ? ADMIN_MSG.confirmRemoveAdmin(nameOf(confirming.person))
              : ADMIN_MSG.confirmRevokePlan(nameOf(confirming.person))
            : ''
        }
        confirmLabel={ADMIN_MSG.confirm}
        onConfirm={async () => {
          if (!confirming) return;
          await apply(confirming.person, confirming.change);
          setConfirming(null);
        }}
      />
    </Card>
  );
}

function PersonRow({
  person: p,
  isSelf,
  busy,
  listedAt,
  onChange,
  onConfirm,
}: {
  person: PersonSummary;
  /** When the list was read (ms): a trial that ended by then says so. */
  listedAt: number;
  isSelf: boolean;
  busy: boolean;
  onChange: (c: PersonChange) => void;
  onConfirm: (c: PersonChange) => void;
}) {
  const selectId = useId();
  const [plan, setPlan] = useState<Tier>(GRANTABLE_PLANS[0]!);
  const isAdmin = p.roles.includes('admin');
  const trialEnded = p.trialExpiresAt !== null && new Date(p.trialExpiresAt).getTime() <= listedAt;
  const who = nameOf(p);

  return (
    <li className="space-y-3 p-4" data-testid="person" aria-label={who}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">
            {p.displayName || p.email} {isSelf && <span className="text-muted-foreground">{ADMIN_MSG.you}</span>}
          </p>
          <p className="text-sm break-all text-muted-foreground">{p.email}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={p.plan === 'free' ? 'outline' : 'default'} data-testid="person-plan">
            {ADMIN_MSG.planLabel}: {TIER_LABELS[p.plan]}
          </Badge>
          {p.trialExpiresAt && (
            <span className="text-muted-foreground">
              {trialEnded
                ? ADMIN_MSG.trialEndedOn(when(p.trialExpiresAt))
                : ADMIN_MSG.trialUntil(when(p.trialExpiresAt))}
            </span>
          )}
          {isAdmin && <Badge variant="secondary">{ADMIN_MSG.adminRole}</Badge>}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <Label htmlFor={selectId} className="sr-only">
            {ADMIN_MSG.grantPlanTo(who)}
          </Label>
          <select
            id={selectId}
            value={plan}
            onChange={(e) => setPlan(e.target.value as Tier)}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
          >
            {GRANTABLE_PLANS.map((t) => (
              <option key={t} value={t}>
                {TIER_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <Button size="sm" disabled={busy} onClick={() => onChange({ id: p.id, kind: 'plan', plan })}>
          {busy && <Loader2 aria-hidden className="animate-spin" />}
          {ADMIN_MSG.grantPlan}
        </Button>
        {p.plan !== 'free' && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onConfirm({ id: p.id, kind: 'plan', plan: 'free' })}
          >
            {ADMIN_MSG.revokePlan}
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onChange({ id: p.id, kind: 'trial' })}>
          {ADMIN_MSG.startTrial}
        </Button>
        {isAdmin ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onConfirm({ id: p.id, kind: 'admin', admin: false })}
          >
            {ADMIN_MSG.removeAdmin}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onChange({ id: p.id, kind: 'admin', admin: true })}
          >
            {ADMIN_MSG.makeAdmin}
          </Button>
        )}
      </div>
    </li>
  );
}

function FailedEmails() {
  const jobs = useFailedEmails();
  const retry = useRetryEmail();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 font-serif text-xl font-semibold">
          <MailWarning aria-hidden className="size-5 text-primary" />
          {ADMIN_MSG.emailsTitle}
        </h2>
        <CardDescription>Ids, kinds and error codes only: never an address or what a letter says.</CardDescription>
      </CardHeader>
      <CardContent>
        {jobs.isPending ? (
          <div aria-busy="true">
            <span className="sr-only">{ADMIN_MSG.emailsLoading}</span>
            <Skeleton className="h-12 w-full" />
          </div>
        ) : jobs.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{ADMIN_MSG.loadFailed}</AlertTitle>
            <AlertDescription>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void jobs.refetch()}>
                {ADMIN_MSG.retry}
              </Button>
            </AlertDescription>
          </Alert>
        ) : jobs.data.jobs.length === 0 ? (
          <p className="py-4 text-center text-muted-foreground">{ADMIN_MSG.emailsEmpty}</p>
        ) : (
          <ul className="divide-y rounded-md border" data-testid="failed-emails">
            {jobs.data.jobs.map((j) => (
              <li key={j.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium">
                    {j.kind} · {j.lastError ?? '-'}
                  </p>
                  <p className="break-all text-muted-foreground">
                    {j.id} · attempts {j.attempts} · {when(j.updatedAt)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={retry.isPending}
                  onClick={() =>
                    retry.mutate(j.id, {
                      onSuccess: () => toast.success(ADMIN_MSG.retryQueued),
                      onError: (err) =>
                        toast.error(ADMIN_MSG.actionFailed, { description: errorText(err, ADMIN_MSG.actionFailed) }),
                    })
                  }
                >
                  {ADMIN_MSG.retryEmail}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
