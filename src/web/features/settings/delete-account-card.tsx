/**
 * Settings → Account → Your data: "Delete my account" (decision 031). It says plainly what happens,
 * offers to hand each public memorial on first, and asks for the password in a confirmation
 * dialog (or for one of the account's passkeys, when it has one). The account is deleted 14 days later unless its person signs in again; on success this
 * browser is signed out and told the day.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Gift, KeyRound, Loader2, Trash2, Undo2 } from 'lucide-react';
import { DELETION_MSG, deletionDay } from '@shared/messages.settings';
import type { DeletionProof, TransferableMemorial } from '@shared/schemas/account-deletion';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormField } from '@web/components/form-field';
import { Alert, AlertDescription } from '@web/components/ui/alert';
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
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText, hasCode } from '@web/lib/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SessionResponse } from '@shared/schemas/session';
import { forgetAll } from '@web/lib/offline/kept-copies';
import { SESSION_KEY, useSignedInSession } from '@web/lib/session';
import { api } from '@web/lib/api';
import { useMyTransfers, useOfferTransfer, useRequestDeletion, useWithdrawTransfer } from './deletion-api';
import { useFactors } from './mfa-api';

export function DeleteAccountCard() {
  const { user } = useSignedInSession();
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{DELETION_MSG.cardTitle}</CardTitle>
        <CardDescription>{DELETION_MSG.cardDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed">
          {DELETION_MSG.whatHappens.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{DELETION_MSG.exportHint}</p>
        <HandOnSection />
        <div>
          <Button variant="destructive" onClick={() => setOpen(true)}>
            <Trash2 aria-hidden />
            {DELETION_MSG.openButton}
          </Button>
        </div>
        <ConfirmDeletionDialog userId={user.id} open={open} onOpenChange={setOpen} />
      </CardContent>
    </Card>
  );
}

function ConfirmDeletionDialog({
  userId,
  open,
  onOpenChange,
}: {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestDeletion(userId);
  const signedOut = useSignedOutHere();
  const factors = useFactors();
  const hasPasskey =
    typeof window.PublicKeyCredential === 'function' &&
    (factors.data?.factors.some((f) => f.factorType === 'webauthn' && f.status === 'verified') ?? false);
  const [waitingForPasskey, setWaitingForPasskey] = useState(false);
  const busy = request.isPending || waitingForPasskey;

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setPassword('');
      setError(null);
    }
    onOpenChange(next);
  };

  const requested = async (proof: DeletionProof) => {
    const { deleteAfter } = await request.mutateAsync(proof);
    toast.success(DELETION_MSG.requestedTitle, {
      description: DELETION_MSG.requestedToast(deletionDay(deleteAfter)),
      duration: 15_000,
    });
    await signedOut();
  };
  const refused = (err: unknown) =>
    setError(
      hasCode(err, 'RATE_LIMITED', 'AUTH_FAILED', 'VALIDATION')
        ? err.message
        : errorText(err, DELETION_MSG.requestFailed),
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError(DELETION_MSG.passwordRequired);
      return;
    }
    setError(null);
    try {
      await requested({ method: 'password', password });
    } catch (err) {
      refused(err);
    }
  };

  const withPasskey = async () => {
    setError(null);
    setWaitingForPasskey(true);
    try {
      // The WebAuthn helper is loaded only when someone chooses a passkey.
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const optionsJSON = await api.post<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
        `/api/users/${userId}/deletion/passkey-options`,
      );
      const response = await startAuthentication({ optionsJSON });
      setWaitingForPasskey(false);
      await requested({ method: 'passkey', response: response as unknown as Record<string, unknown> } as DeletionProof);
    } catch (err) {
      setWaitingForPasskey(false);
      if (err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError'))
        setError(DELETION_MSG.passkeyCancelled);
      else refused(err);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{DELETION_MSG.dialogTitle}</DialogTitle>
            <DialogDescription>{DELETION_MSG.dialogDescription}</DialogDescription>
          </DialogHeader>
          <FormField label={DELETION_MSG.passwordLabel} error={error}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                disabled={busy}
                autoFocus
              />
            )}
          </FormField>
          {hasPasskey && (
            <div className="flex flex-col gap-2 rounded-md border p-3">
              <p className="text-sm text-muted-foreground">{DELETION_MSG.orPasskey}</p>
              <Button type="button" variant="outline" disabled={busy} onClick={() => void withPasskey()}>
                {waitingForPasskey ? <Loader2 aria-hidden className="animate-spin" /> : <KeyRound aria-hidden />}
                {waitingForPasskey ? DELETION_MSG.passkeyWaiting : DELETION_MSG.passkeyButton}
              </Button>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => close(false)}>
              {DELETION_MSG.cancelButton}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {request.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
              {request.isPending ? DELETION_MSG.confirming : DELETION_MSG.confirmButton}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The server has ended every session of the account: this browser leaves the signed-in screens,
 * forgets what it kept, and goes to /auth. The session is marked ended only once this component
 * (and so the signed-in screens around it) has unmounted: earlier, those screens would announce an
 * unexpected sign-out and remember /settings as the place to come back to.
 */
function useSignedOutHere() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const gone = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);
  useEffect(() => {
    let resolve = () => {};
    const promise = new Promise<void>((r) => (resolve = r));
    gone.current = { promise, resolve };
    return () => resolve();
  }, []);
  return async () => {
    const unmounted = gone.current?.promise;
    await navigate('/', { replace: true });
    await Promise.race([unmounted, new Promise((r) => setTimeout(r, 3000))]);
    await forgetAll();
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
    qc.setQueryData<SessionResponse>(SESSION_KEY, { user: null });
    await navigate('/auth', { replace: true });
  };
}

/** The person's public memorials, each with its open offer or a form to offer it. */
function HandOnSection() {
  const transfers = useMyTransfers();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border p-4">
      <h3 id={headingId} className="font-medium">
        {DELETION_MSG.transferHeading}
      </h3>
      <p className="text-sm text-muted-foreground">{DELETION_MSG.transferDescription}</p>
      {transfers.isPending ? (
        <div aria-busy="true" aria-label="Loading your memorials" className="flex flex-col gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : transfers.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {DELETION_MSG.transferLoadFailed}
            <Button size="sm" variant="outline" onClick={() => void transfers.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : transfers.data.memorials.length === 0 ? (
        <p className="text-sm">{DELETION_MSG.transferNone}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {transfers.data.memorials.map((m) => (
            <li key={m.id}>
              <MemorialOffer memorial={m} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MemorialOffer({ memorial }: { memorial: TransferableMemorial }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const offer = useOfferTransfer();
  const withdraw = useWithdrawTransfer();

  if (memorial.offer) {
    const o = memorial.offer;
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-medium break-words">{memorial.title}</p>
          <p className="text-sm text-muted-foreground">
            {DELETION_MSG.transferPending(o.toEmail, deletionDay(o.expiresAt))}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <Undo2 aria-hidden />
          {DELETION_MSG.transferWithdraw}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={DELETION_MSG.transferWithdrawConfirm(memorial.title)}
          description={DELETION_MSG.transferPending(o.toEmail, deletionDay(o.expiresAt))}
          confirmLabel={DELETION_MSG.transferWithdraw}
          onConfirm={async () => {
            try {
              await withdraw.mutateAsync(o.id);
              toast.success(DELETION_MSG.transferWithdrawn);
              setConfirming(false);
            } catch (err) {
              toast.error(errorText(err, DELETION_MSG.transferFailed));
            }
          }}
        />
      </div>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const sent = await offer.mutateAsync({ memorialId: memorial.id, toEmail: email });
      toast.success(DELETION_MSG.transferSent(sent.toEmail));
      setEmail('');
    } catch (err) {
      setError(errorText(err, DELETION_MSG.transferFailed));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-2">
      <p className="font-medium break-words">{memorial.title}</p>
      {memorial.collaborators.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>{DELETION_MSG.transferToCollaborator}</span>
          {memorial.collaborators.map((address) => (
            <Button key={address} type="button" size="sm" variant="ghost" onClick={() => setEmail(address)}>
              {address}
            </Button>
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <FormField label={DELETION_MSG.transferEmailLabel(memorial.title)} error={error} className="min-w-0 flex-1">
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={offer.isPending}
            />
          )}
        </FormField>
        <Button type="submit" variant="outline" disabled={offer.isPending || !email.trim()}>
          {offer.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Gift aria-hidden />}
          {offer.isPending ? DELETION_MSG.transferSending : DELETION_MSG.transferSend}
        </Button>
      </div>
    </form>
  );
}
