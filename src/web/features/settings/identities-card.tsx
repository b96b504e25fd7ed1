/**
 * Settings → Account → "Linked sign-in methods" (decision 039): the providers linked to this
 * account, linking another (a plain form: the server sends the browser to the provider), and
 * unlinking one after a confirmation. The server refuses to unlink the last way to sign in; a
 * person without a password can ask for a link to set one (the reset-password email).
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Link2, Trash2 } from 'lucide-react';
import { IDENTITY_MSG, PROVIDER_ERROR_CODES, type ProviderErrorCode } from '@shared/messages.identities';
import type {
  IdentitiesResponse,
  IdentityProvider,
  LinkedIdentity,
  ProviderStartResponse,
} from '@shared/schemas/identities';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { api } from '@web/lib/api';
import { longDate } from '@web/lib/dates';
import { errorText } from '@web/lib/errors';

const M = IDENTITY_MSG.card;
const KEY = ['account', 'identities'] as const;

function IdentityRow({ identity, onChanged }: { identity: LinkedIdentity; onChanged: () => Promise<unknown> }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const linked = longDate(identity.linkedAt);

  const unlink = async () => {
    setBusy(true);
    try {
      await api.delete(`/api/account/identities/${identity.id}`);
      toast.success(M.unlinked(identity.providerName));
      setConfirming(false);
      await onChanged();
    } catch (err) {
      setError(errorText(err, IDENTITY_MSG.errors.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <Link2 aria-hidden className="size-5 shrink-0 text-muted-foreground" />
        <div>
          <p className="font-medium">{identity.providerName}</p>
          {identity.email && <p className="text-sm break-all text-muted-foreground">{identity.email}</p>}
          {linked && <p className="text-sm text-muted-foreground">{M.linkedOn(linked)}</p>}
        </div>
      </div>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          setError(null);
          setConfirming(true);
        }}
        aria-label={`${M.unlink} ${identity.providerName}`}
      >
        <Trash2 aria-hidden />
        {M.unlink}
      </Button>
      <Dialog open={confirming} onOpenChange={(o) => !busy && setConfirming(o)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{M.unlinkTitle(identity.providerName)}</DialogTitle>
            <DialogDescription>{M.unlinkDescription(identity.providerName)}</DialogDescription>
          </DialogHeader>
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={busy} onClick={() => void unlink()}>
              {M.unlinkConfirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}

function SetPassword({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setState('sending');
    setError(null);
    try {
      await api.post('/api/auth/forgot-password', { email });
      setState('sent');
    } catch (err) {
      setError(errorText(err, IDENTITY_MSG.errors.failed));
      setState('idle');
    }
  };
  return (
    <div className="space-y-2 rounded-md border border-dashed p-3">
      <p className="text-sm">{M.noPassword}</p>
      {state === 'sent' ? (
        <p role="status" className="text-sm text-muted-foreground">
          {M.setPasswordSent}
        </p>
      ) : (
        <Button size="sm" variant="outline" disabled={state === 'sending'} onClick={() => void send()}>
          {M.setPassword}
        </Button>
      )}
      {error && <p className="text-sm text-destructive">{error}</p>}
    </div>
  );
}

/**
 * Links a provider: the server starts it and says where the provider is, and the page goes there
 * (a form could not: the CSP's form-action 'self' blocks its redirect to another origin).
 */
function LinkButton({ provider }: { provider: IdentityProvider }) {
  const [going, setGoing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setGoing(true);
    setError(null);
    try {
      const path = `/api/account/identities/${encodeURIComponent(provider.id)}/link`;
      window.location.assign((await api.post<ProviderStartResponse>(path)).url);
    } catch (err) {
      setError(errorText(err, IDENTITY_MSG.errors['link-failed']));
      setGoing(false);
    }
  };
  return (
    <div className="space-y-1">
      <Button type="button" size="sm" variant="outline" disabled={going} onClick={() => void go()}>
        {M.link(provider.name)}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export function IdentitiesCard({ email }: { email: string }) {
  const query = useQuery({
    queryKey: KEY,
    queryFn: () => api.get<IdentitiesResponse>('/api/account/identities'),
  });
  const [params, setParams] = useSearchParams();
  const linkError = params.get('link_error');
  const [problem] = useState<ProviderErrorCode | null>(() =>
    (PROVIDER_ERROR_CODES as readonly string[]).includes(linkError ?? '') ? (linkError as ProviderErrorCode) : null,
  );
  // Back from a provider: say how it went once, and tidy the address.
  useEffect(() => {
    const linked = params.get('linked');
    if (!linked && !linkError) return;
    if (linked) {
      const name = query.data?.providers.find((p) => p.id === linked)?.name;
      if (!name) return;
      toast.success(M.linked(name));
    }
    setParams({ tab: 'account' }, { replace: true });
  }, [params, linkError, query.data, setParams]);

  const data = query.data;
  const unlinked = data?.providers.filter((p) => !data.identities.some((i) => i.providerId === p.id)) ?? [];
  // Nothing to show where no provider is configured and none is linked.
  if (data && data.providers.length === 0 && data.identities.length === 0) return null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Link2 aria-hidden className="size-5 text-primary" />
          {M.title}
        </CardTitle>
        <CardDescription>{M.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {problem && (
          <Alert variant="destructive">
            <AlertTitle>{IDENTITY_MSG.linkErrorTitle}</AlertTitle>
            <AlertDescription>{IDENTITY_MSG.errors[problem]}</AlertDescription>
          </Alert>
        )}
        {query.isPending && <Skeleton className="h-14 w-full" aria-label="Loading…" />}
        {query.isError && (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-wrap items-center gap-2">
              {M.loadError}
              <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
                {M.retry}
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {data && (
          <>
            {data.identities.length ? (
              <ul aria-label={M.title} className="space-y-2">
                {data.identities.map((identity) => (
                  <IdentityRow key={identity.id} identity={identity} onChanged={() => query.refetch()} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{M.empty}</p>
            )}
            {!data.hasPassword && <SetPassword email={email} />}
            {unlinked.length > 0 && (
              <div className="flex flex-wrap gap-2">
                {unlinked.map((p) => (
                  <LinkButton key={p.id} provider={p} />
                ))}
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
