/**
 * Settings → Account → Security: the devices where the account is signed in (decision 028), in
 * plain words, with "This device" for this one; sign out one, or every other one, after a
 * confirmation. No token and no address ever reaches the browser.
 */
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Loader2, LogOut, MonitorSmartphone } from 'lucide-react';
import { ACCOUNT_SECURITY_MSG } from '@shared/messages.settings';
import type { AccountSession } from '@shared/schemas/account-security';
import { Badge } from '@web/components/ui/badge';
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
import { errorText } from '@web/lib/errors';
import { useAccountSessions, useEndOtherSessions, useEndSession } from './account-security-api';

const M = ACCOUNT_SECURITY_MSG.sessions;

/** "Active today", "Active yesterday", "Active 3 days ago": sessions are refreshed about once a day. */
export function activeText(iso: string, now = new Date()): string {
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.max(0, Math.round((day(now) - day(new Date(iso))) / 86_400_000));
  return days === 0 ? M.activeToday : days === 1 ? M.activeYesterday : M.activeDaysAgo(days);
}

const signedInDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

type Confirming = { kind: 'one'; session: AccountSession } | { kind: 'others' } | null;

export function SessionsCard() {
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const pending = endOne.isPending || endOthers.isPending;
  // After a device is signed out its button is gone: the focus goes to the list instead.
  const listRef = useRef<HTMLUListElement>(null);
  const [ended, setEnded] = useState(false);

  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current);

  const confirm = async () => {
    if (!confirming) return;
    try {
      if (confirming.kind === 'one') {
        await endOne.mutateAsync(confirming.session.id);
        toast.success(M.signedOutOne);
      } else {
        await endOthers.mutateAsync();
        toast.success(M.signedOutOthers);
      }
      setEnded(true);
      setConfirming(null);
    } catch (err) {
      toast.error('Error', { description: errorText(err, M.failed) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphone aria-hidden className="size-5 text-primary" />
          {M.title}
        </CardTitle>
        <CardDescription>{M.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sessions.isPending ? (
          <p aria-busy="true" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" />
            {M.loading}
          </p>
        ) : sessions.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p>{M.loadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
              {M.retry}
            </Button>
          </div>
        ) : (
          <>
            <ul ref={listRef} tabIndex={-1} aria-label={M.title} className="divide-y rounded-lg border outline-none">
              {list.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {s.label}
                      {s.current && <Badge variant="secondary">{M.thisDevice}</Badge>}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {activeText(s.lastActiveAt)} · {M.signedInOn(signedInDate(s.signedInAt))}
                    </p>
                  </div>
                  {!s.current && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={M.signOutOne(s.label)}
                      disabled={pending}
                      onClick={() => setConfirming({ kind: 'one', session: s })}
                    >
                      <LogOut aria-hidden />
                      {M.signOut}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {others.length === 0 ? (
              <p className="text-sm text-muted-foreground">{M.empty}</p>
            ) : (
              <Button
                variant="outline"
                className="self-start"
                disabled={pending}
                onClick={() => setConfirming({ kind: 'others' })}
              >
                <LogOut aria-hidden />
                {M.signOutOthers}
              </Button>
            )}
          </>
        )}
      </CardContent>
      <Dialog open={confirming !== null} onOpenChange={(open) => !pending && !open && setConfirming(null)}>
        <DialogContent
          onCloseAutoFocus={(e) => {
            if (!ended) return;
            e.preventDefault();
            setEnded(false);
            listRef.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{confirming?.kind === 'one' ? M.confirmOneTitle : M.confirmOthersTitle}</DialogTitle>
            <DialogDescription>
              {confirming?.kind === 'one' ? M.confirmOne(confirming.session.label) : M.confirmOthers}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" disabled={pending} onClick={() => setConfirming(null)}>
              {M.cancel}
            </Button>
            <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
              {pending ? <Loader2 aria-hidden className="motion-safe:animate-spin" /> : <LogOut aria-hidden />}
              {confirming?.kind === 'one' ? M.signOut : M.signOutOthers}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
