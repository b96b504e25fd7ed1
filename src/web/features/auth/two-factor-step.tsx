/**
 * The second step of signing in when the account has two-factor authentication on (decision
 * 029): a code from the authenticator app, or one of the backup codes. The password step's
 * challenge lasts 10 minutes and 5 tries; after that the person starts over.
 */
import { useState } from 'react';
import { MFA_MSG } from '@shared/messages.settings';
import { twoFactorVerifySchema } from '@shared/schemas/mfa';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { api } from '@web/lib/api';
import { errorText, hasCode } from '@web/lib/errors';
import { SignInPaused, signInPauseMessage } from './sign-in-paused';

const S = MFA_MSG.signIn;

export function TwoFactorStep({
  onSignedIn,
  onStartOver,
}: {
  onSignedIn: () => Promise<void>;
  onStartOver: () => void;
}) {
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pause, setPause] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);

  return (
    <div className="space-y-4">
      <SignInPaused message={pause} />
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{S.stepTitle}</h2>
        <p className="text-sm text-muted-foreground" id="two-factor-prompt">
          {backup ? S.backupPrompt : S.codePrompt}
        </p>
      </div>
      <form
        noValidate
        aria-labelledby="two-factor-prompt"
        className="space-y-4"
        onSubmit={async (e) => {
          e.preventDefault();
          const parsed = twoFactorVerifySchema.safeParse({ code });
          if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? MFA_MSG.errors.codeFormat);
          setBusy(true);
          setError(null);
          setPause(null);
          try {
            await api.post('/api/auth/two-factor/verify', { code });
            await onSignedIn();
          } catch (err) {
            const paused = signInPauseMessage(err);
            if (paused) setPause(paused);
            else if (hasCode(err, 'AUTH_FAILED')) setExpired(true);
            setError(errorText(err, MFA_MSG.twoFactor.failed));
          } finally {
            setBusy(false);
          }
        }}
      >
        <FormField label={backup ? S.backupLabel : S.codeLabel} error={error}>
          {(field) => (
            <Input
              {...field}
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value)}
              inputMode={backup ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={backup ? 20 : 7}
              className="font-mono tracking-widest"
              disabled={busy || expired}
            />
          )}
        </FormField>
        {expired ? (
          <Button className="w-full" onClick={onStartOver}>
            {S.startOver}
          </Button>
        ) : (
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? S.verifying : S.verify}
          </Button>
        )}
      </form>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="link"
          className="px-0"
          onClick={() => {
            setBackup(!backup);
            setCode('');
            setError(null);
          }}
        >
          {backup ? S.useApp : S.useBackup}
        </Button>
        {!expired && (
          <Button variant="link" className="px-0" onClick={onStartOver}>
            {S.startOver}
          </Button>
        )}
      </div>
    </div>
  );
}
