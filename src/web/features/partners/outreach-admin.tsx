/**
 * The admin console's partner applications and support requests (decision 037): each with what
 * was sent and a status select. The server decides who may (`outreach:manage`); changing a status
 * is undone by choosing the old one again, so it asks for no confirmation.
 */
import { useId } from 'react';
import { toast } from 'sonner';
import { Handshake, LifeBuoy } from 'lucide-react';
import { ADMIN_MSG } from '@shared/messages.plans';
import {
  PARTNER_STATUS_LABELS,
  PARTNER_TYPE_LABELS,
  PARTNERS_MSG,
  SUPPORT_MSG,
  SUPPORT_STATUS_LABELS,
} from '@shared/messages.partners';
import {
  PARTNER_APPLICATION_STATUSES,
  SUPPORT_REQUEST_STATUSES,
  type PartnerApplication,
  type PartnerApplicationStatus,
  type SupportRequest,
  type SupportRequestStatus,
} from '@shared/schemas/partners';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/errors';
import { usePartnerApplications, useSetApplicationStatus, useSetRequestStatus, useSupportRequests } from './api';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden';

function ListState({
  query,
  loading,
  empty,
  count,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loading: string;
  empty: string;
  count: number;
  children: React.ReactNode;
}) {
  if (query.isPending)
    return (
      <div aria-busy="true" className="space-y-2">
        <span className="sr-only">{loading}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>{ADMIN_MSG.loadFailed}</AlertTitle>
        <AlertDescription>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void query.refetch()}>
            {ADMIN_MSG.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  if (count === 0) return <p className="py-4 text-center text-muted-foreground">{empty}</p>;
  return <>{children}</>;
}

export default function OutreachAdmin() {
  return (
    <>
      <PartnerApplications />
      <SupportRequests />
    </>
  );
}

function PartnerApplications() {
  const list = usePartnerApplications();
  const items = list.data?.applications ?? [];
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 font-serif text-xl font-semibold">
          <Handshake aria-hidden className="size-5 text-primary" />
          {PARTNERS_MSG.admin.title}
        </h2>
        <CardDescription>{PARTNERS_MSG.admin.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState
          query={list}
          loading={PARTNERS_MSG.admin.loading}
          empty={PARTNERS_MSG.admin.empty}
          count={items.length}
        >
          <ul className="divide-y rounded-md border" aria-label={PARTNERS_MSG.admin.title}>
            {items.map((a) => (
              <ApplicationRow key={a.id} application={a} />
            ))}
          </ul>
        </ListState>
      </CardContent>
    </Card>
  );
}

function ApplicationRow({ application: a }: { application: PartnerApplication }) {
  const id = useId();
  const set = useSetApplicationStatus();
  const change = (status: PartnerApplicationStatus) =>
    set.mutate(
      { id: a.id, status },
      {
        onSuccess: () => toast.success(PARTNERS_MSG.admin.updated),
        onError: (err) => toast.error(ADMIN_MSG.actionFailed, { description: errorText(err, ADMIN_MSG.actionFailed) }),
      },
    );
  return (
    <li className="space-y-2 p-4" data-testid="partner-application" aria-label={a.organization}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">
            {a.organization} · <span className="font-normal">{PARTNER_TYPE_LABELS[a.partnerType]}</span>
          </p>
          <p className="text-sm break-all text-muted-foreground">
            {a.name} · <a href={`mailto:${a.email}`}>{a.email}</a>
            {a.phone && <> · {a.phone}</>} · {when(a.createdAt)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor={id} className="sr-only">
            {PARTNERS_MSG.admin.statusLabel(a.organization)}
          </Label>
          <select
            id={id}
            className={selectClass}
            value={a.status}
            disabled={set.isPending}
            onChange={(e) => change(e.target.value as PartnerApplicationStatus)}
          >
            {PARTNER_APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PARTNER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {a.message && <p className="text-sm break-words whitespace-pre-wrap">{a.message}</p>}
    </li>
  );
}

function SupportRequests() {
  const list = useSupportRequests();
  const items = list.data?.requests ?? [];
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 font-serif text-xl font-semibold">
          <LifeBuoy aria-hidden className="size-5 text-primary" />
          {SUPPORT_MSG.admin.title}
        </h2>
        <CardDescription>{SUPPORT_MSG.admin.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState
          query={list}
          loading={SUPPORT_MSG.admin.loading}
          empty={SUPPORT_MSG.admin.empty}
          count={items.length}
        >
          <ul className="divide-y rounded-md border" aria-label={SUPPORT_MSG.admin.title}>
            {items.map((r) => (
              <RequestRow key={r.id} request={r} />
            ))}
          </ul>
        </ListState>
      </CardContent>
    </Card>
  );
}

function RequestRow({ request: r }: { request: SupportRequest }) {
  const id = useId();
  const set = useSetRequestStatus();
  const change = (status: SupportRequestStatus) =>
    set.mutate(
      { id: r.id, status },
      {
        onSuccess: () => toast.success(SUPPORT_MSG.admin.updated),
        onError: (err) => toast.error(ADMIN_MSG.actionFailed, { description: errorText(err, ADMIN_MSG.actionFailed) }),
      },
    );
  return (
    <li className="space-y-2 p-4" data-testid="support-request" aria-label={r.subject}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium break-words">
            {r.priority && <Badge>{SUPPORT_MSG.admin.priority}</Badge>}
            {r.subject}
          </p>
          <p className="text-sm break-all text-muted-foreground">
            {r.name} · <a href={`mailto:${r.email}`}>{r.email}</a> · {when(r.createdAt)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor={id} className="sr-only">
            {SUPPORT_MSG.admin.statusLabel(r.subject)}
          </Label>
          <select
            id={id}
            className={selectClass}
            value={r.status}
            disabled={set.isPending}
            onChange={(e) => change(e.target.value as SupportRequestStatus)}
          >
            {SUPPORT_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SUPPORT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{r.message}</p>
    </li>
  );
}
