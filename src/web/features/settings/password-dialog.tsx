/** Asks for the account's password before a security change; the server checks it. */
import { useState, type ReactNode } from 'react';
import { MFA_MSG } from '@shared/messages.settings';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { errorText } from '@web/lib/errors';
import { check } from './mfa-api';

export function PasswordDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  /** Resolves when done; a refusal it throws is shown at the field. */
  onConfirm: (password: string) => Promise<void>;
  /** Shown instead of the form once done (new backup codes). */
  children?: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const T = MFA_MSG.twoFactor;

  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) {
      setPassword('');
      setError(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children ?? (
          <form
            noValidate
            className="space-y-4"
            onSubmit={async (e) => {
              e.preventDefault();
              const rule = check.password(password);
              if (rule) return setError(rule);
              setBusy(true);
              setError(null);
              try {
                await onConfirm(password);
                setPassword('');
              } catch (err) {
                setError(err instanceof ApiError ? errorText(err, T.failed) : T.failed);
              } finally {
                setBusy(false);
              }
            }}
          >
            <FormField label={T.passwordLabel} error={error} hint={T.passwordHint}>
              {(field) => (
                <Input
                  {...field}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  disabled={busy}
                />
              )}
            </FormField>
            <DialogFooter>
              <Button variant="outline" disabled={busy} onClick={() => close(false)}>
                {T.cancel}
              </Button>
              <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
                {confirmLabel}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
