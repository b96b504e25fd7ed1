/**
 * Settings → Account → Security: passkeys (decision 029). Add one (named, or named after the
 * authenticator by the server), see them with the day each was added, rename, and remove after a
 * confirmation. The list is the account's factor list (webauthn).
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { MFA_MSG } from '@shared/messages.settings';
import type { MfaFactor, PasskeyResponse } from '@shared/schemas/mfa';
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
import { api } from '@web/lib/api';
import { longDate } from '@web/lib/dates';
import { errorText } from '@web/lib/errors';
import { check, useFactors, useRefreshFactors } from './mfa-api';

const P = MFA_MSG.passkeys;

/** Whether this browser can make and use passkeys at all. */
export function supportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Whether the browser's WebAuthn call was dismissed or timed out (not a failure to explain). */
export function wasCancelled(err: unknown): boolean {
  return err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError');
}

function AddPasskey({ onAdded }: { onAdded: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = supportsPasskeys();

  if (!supported) return <p className="text-sm text-muted-foreground">{P.unsupported}</p>;
  return (
    <form
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={async (e) => {
        e.preventDefault();
        const trimmed = name.trim();
        if (trimmed) {
          const rule = check.passkeyName(trimmed);
          if (rule) return setError(rule);
        }
        setBusy(true);
        setError(null);
        try {
          // The WebAuthn helper is loaded only when someone adds a passkey.
          const { startRegistration } = await import('@simplewebauthn/browser');
          const optionsJSON = await api.post<Parameters<typeof startRegistration>[0]['optionsJSON']>(
            '/api/account/passkeys/options',
          );
          const response = await startRegistration({ optionsJSON });
          await api.post<PasskeyResponse>('/api/account/passkeys', { name: trimmed || undefined, response });
          setName('');
          toast.success(P.addedToast);
          onAdded();
        } catch (err) {
          if (wasCancelled(err)) toast.info(P.cancelled);
          else setError(errorText(err, P.failed));
        } finally {
          setBusy(false);
        }
      }}
    >
      <FormField label={P.nameLabel} error={error} hint={P.nameHint} className="flex-1">
        {(field) => (
          <Input
            {...field}
            value={name}
            placeholder={P.defaultName}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="sm:mb-[1.6rem]">
        <KeyRound aria-hidden />
        {busy ? P.adding : P.add}
      </Button>
    </form>
  );
}

function PasskeyRow({ factor, onChanged }: { factor: MfaFactor; onChanged: () => Promise<unknown> }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(factor.friendlyName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const added = longDate(factor.createdAt);

  const rename = async () => {
    const rule = check.passkeyName(name);
    if (rule) return setError(rule);
    setBusy(true);
    try {
      await api.patch<PasskeyResponse>(`/api/account/passkeys/${factor.id}`, { name });
      toast.success(P.renamedToast);
      setEditing(false);
      setError(null);
      await onChanged();
    } catch (err) {
      setError(errorText(err, P.failed));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await api.delete(`/api/account/passkeys/${factor.id}`);
      toast.success(P.removedToast);
      setConfirming(false);
      await onChanged();
    } catch (err) {
      toast.error(errorText(err, P.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between">
      {editing ? (
        <form
          noValidate
          className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void rename();
          }}
        >
          <FormField label={`${P.rename}: ${factor.friendlyName}`} error={error} className="flex-1">
            {(field) => (
              <Input
                {...field}
                value={name}
                maxLength={120}
                onChange={(e) => setName(e.target.value)}
                disabled={busy}
                autoFocus
              />
            )}
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {P.save}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => {
                setEditing(false);
                setName(factor.friendlyName);
                setError(null);
              }}
            >
              {P.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="flex items-center gap-3">
            <KeyRound aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            <div>
              <p className="font-medium break-all">{factor.friendlyName}</p>
              {added && <p className="text-sm text-muted-foreground">{P.added(added)}</p>}
            </div>
          </div>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label={`${P.rename} ${factor.friendlyName}`}
            >
              <Pencil aria-hidden />
              {P.rename}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setConfirming(true)}
              aria-label={`${P.remove} ${factor.friendlyName}`}
            >
              <Trash2 aria-hidden />
              {P.remove}
            </Button>
          </div>
        </>
      )}
      <Dialog open={confirming} onOpenChange={(o) => !busy && setConfirming(o)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{P.removeTitle}</DialogTitle>
            <DialogDescription>{P.removeDescription(factor.friendlyName)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
              {P.cancel}
            </Button>
            <Button variant="destructive" disabled={busy} onClick={() => void remove()}>
              {P.remove}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}

export function PasskeysCard() {
  const factors = useFactors();
  const refresh = useRefreshFactors();
  const passkeys = factors.data?.factors.filter((f) => f.factorType === 'webauthn') ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-5 text-primary" />
          {P.title}
        </CardTitle>
        <CardDescription>{P.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {factors.isPending && <Skeleton className="h-14 w-full" aria-label="Loading…" />}
        {factors.isError && (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-wrap items-center gap-2">
              {errorText(factors.error, P.failed)}
              <Button size="sm" variant="outline" onClick={() => void factors.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {factors.data &&
          (passkeys.length ? (
            <ul aria-label={P.title} className="space-y-2">
              {passkeys.map((f) => (
                <PasskeyRow key={f.id} factor={f} onChanged={refresh} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{P.empty}</p>
          ))}
        {factors.data && <AddPasskey onAdded={() => void refresh()} />}
      </CardContent>
    </Card>
  );
}
