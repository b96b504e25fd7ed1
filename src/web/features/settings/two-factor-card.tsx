/**
 * Settings → Account → Security: two-factor authentication with an authenticator app (decision
 * 029). Off: turn it on (password, then the QR code or the key typed in, then a code from the app,
 * then the backup codes, shown once). On: new backup codes or turn it off, each with the password.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { Copy, Download, ShieldCheck } from 'lucide-react';
import { MFA_MSG } from '@shared/messages.settings';
import type { OkResponse } from '@shared/schemas/common';
import type { BackupCodesResponse, TwoFactorSetupResponse } from '@shared/schemas/mfa';
import { FormField } from '@web/components/form-field';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { api } from '@web/lib/api';
import { errorText } from '@web/lib/errors';
import { check, useFactors, useRefreshFactors } from './mfa-api';
import { PasswordDialog } from './password-dialog';

const T = MFA_MSG.twoFactor;

type Step = { kind: 'idle' } | { kind: 'scan'; setup: TwoFactorSetupResponse } | { kind: 'backup'; codes: string[] };

function BackupCodes({ codes, onDone }: { codes: string[]; onDone?: () => void }) {
  const text = `${T.backupFileIntro}\n\n${codes.join('\n')}\n`;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{T.backupHelp}</p>
      <ul
        aria-label={T.backupTitle}
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted/40 p-3 font-mono text-sm"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(codes.join('\n'));
              toast.success(T.copied);
            } catch {
              toast.error(T.failed);
            }
          }}
        >
          <Copy aria-hidden />
          {T.copy}
        </Button>
        <Button variant="outline" asChild>
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="forget-me-not-backup-codes.txt"
          >
            <Download aria-hidden />
            {T.download}
          </a>
        </Button>
        {onDone && <Button onClick={onDone}>{T.done}</Button>}
      </div>
    </div>
  );
}

function ScanStep({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetupResponse;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="space-y-4">
      <h3 className="font-medium">{T.scanTitle}</h3>
      <p className="text-sm text-muted-foreground">{T.scanHelp}</p>
      <img src={setup.qrDataUrl} alt={T.qrAlt} width={200} height={200} className="rounded-md border bg-white p-2" />
      <div className="space-y-1">
        <p className="text-sm font-medium" id="totp-secret-label">
          {T.secretLabel}
        </p>
        <code
          aria-labelledby="totp-secret-label"
          data-testid="totp-secret"
          className="block break-all rounded-md bg-muted px-3 py-2 font-mono text-sm"
        >
          {setup.secret}
        </code>
      </div>
      <form
        noValidate
        className="space-y-4"
        onSubmit={async (e) => {
          e.preventDefault();
          const rule = check.totp(code);
          if (rule) return setError(rule);
          setBusy(true);
          setError(null);
          try {
            const res = await api.post<BackupCodesResponse>('/api/account/two-factor/confirm', { code });
            onConfirmed(res.backupCodes);
          } catch (err) {
            setError(errorText(err, T.failed));
          } finally {
            setBusy(false);
          }
        }}
      >
        <FormField label={T.codeLabel} error={error}>
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              className="max-w-40 font-mono tracking-widest"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              disabled={busy}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {T.confirm}
          </Button>
          <Button variant="outline" disabled={busy} onClick={onCancel}>
            {T.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}

export function TwoFactorCard() {
  const factors = useFactors();
  const refresh = useRefreshFactors();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [dialog, setDialog] = useState<'enable' | 'disable' | 'codes' | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const on = factors.data?.twoFactorEnabled ?? false;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-5 text-primary" />
          {T.title}
          {factors.data && <Badge variant={on ? 'default' : 'secondary'}>{on ? T.on : T.off}</Badge>}
        </CardTitle>
        <CardDescription>{T.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {factors.isPending && <Skeleton className="h-10 w-full" aria-label="Loading…" />}
        {factors.isError && (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-wrap items-center gap-2">
              {errorText(factors.error, T.failed)}
              <Button size="sm" variant="outline" onClick={() => void factors.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {factors.data && step.kind === 'idle' && (
          <p className="text-sm text-muted-foreground">{on ? T.enabledNote : T.disabledNote}</p>
        )}
        {step.kind === 'scan' && (
          <ScanStep
            setup={step.setup}
            onConfirmed={(codes) => {
              setStep({ kind: 'backup', codes });
              toast.success(T.enabledToast);
              void refresh();
            }}
            onCancel={() => setStep({ kind: 'idle' })}
          />
        )}
        {step.kind === 'backup' && (
          <section aria-labelledby="backup-codes-title" className="space-y-2">
            <h3 id="backup-codes-title" className="font-medium">
              {T.backupTitle}
            </h3>
            <BackupCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />
          </section>
        )}
      </CardContent>
      {factors.data && step.kind === 'idle' && (
        <CardFooter className="flex flex-wrap gap-2">
          {on ? (
            <>
              <Button variant="outline" onClick={() => setDialog('codes')}>
                {T.regenerate}
              </Button>
              <Button variant="destructive" onClick={() => setDialog('disable')}>
                {T.disable}
              </Button>
            </>
          ) : (
            <Button onClick={() => setDialog('enable')}>{T.enable}</Button>
          )}
        </CardFooter>
      )}

      <PasswordDialog
        open={dialog === 'enable'}
        onOpenChange={(o) => setDialog(o ? 'enable' : null)}
        title={T.enable}
        description={T.passwordHint}
        confirmLabel={T.continue}
        onConfirm={async (password) => {
          const setup = await api.post<TwoFactorSetupResponse>('/api/account/two-factor/enable', { password });
          setDialog(null);
          setStep({ kind: 'scan', setup });
          void refresh();
        }}
      />
      <PasswordDialog
        open={dialog === 'disable'}
        onOpenChange={(o) => setDialog(o ? 'disable' : null)}
        title={T.disableTitle}
        description={T.disableDescription}
        confirmLabel={T.disable}
        destructive
        onConfirm={async (password) => {
          await api.post<OkResponse>('/api/account/two-factor/disable', { password });
          setDialog(null);
          toast.success(T.disabledToast);
          await refresh();
        }}
      />
      <PasswordDialog
        open={dialog === 'codes'}
        onOpenChange={(o) => {
          setDialog(o ? 'codes' : null);
          if (!o) setNewCodes(null);
        }}
        title={newCodes ? T.backupTitle : T.regenerateTitle}
        description={newCodes ? T.backupHelp : T.regenerateDescription}
        confirmLabel={T.regenerate}
        onConfirm={async (password) => {
          const res = await api.post<BackupCodesResponse>('/api/account/two-factor/backup-codes', { password });
          setNewCodes(res.backupCodes);
        }}
      >
        {newCodes ? <BackupCodes codes={newCodes} /> : undefined}
      </PasswordDialog>
    </Card>
  );
}
