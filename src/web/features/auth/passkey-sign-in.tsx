/**
 * "Sign in with a passkey" on /auth (decision 029): the browser asks the person's authenticator
 * for any passkey of this site; the server checks the answer and makes the session.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { KeyRound } from 'lucide-react';
import { MSG } from '@shared/messages';
import { MFA_MSG } from '@shared/messages.settings';
import { Button } from '@web/components/ui/button';
import { api } from '@web/lib/api';
import { useBrowserFact, useRenderingHtml } from '@web/lib/hydration';
import { errorText } from '@web/lib/errors';
import { SignInPaused, signInPauseMessage } from './sign-in-paused';

const S = MFA_MSG.signIn;

export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [pause, setPause] = useState<string | null>(null);
  // The prerendered /auth shows the button (nearly every browser has passkeys); one without them
  // drops it once the app has started.
  const supported = useBrowserFact(() => typeof window.PublicKeyCredential === 'function', true);
  const htmlOnly = useRenderingHtml();
  if (!supported) return null;

  return (
    <div className="space-y-2">
      <SignInPaused message={pause} />
      <Button
        variant="outline"
        className="w-full"
        disabled={busy || htmlOnly}
        onClick={async () => {
          setBusy(true);
          setPause(null);
          try {
            // The WebAuthn helper is loaded only when someone chooses a passkey.
            const { startAuthentication } = await import('@simplewebauthn/browser');
            const optionsJSON =
              await api.post<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/api/auth/passkey/options');
            const response = await startAuthentication({ optionsJSON });
            await api.post('/api/auth/passkey/verify', { response });
            await onSignedIn();
          } catch (err) {
            const paused = signInPauseMessage(err);
            if (paused) setPause(paused);
            else if (err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError'))
              toast.info(S.passkeyCancelled);
            else toast.error(MSG.auth.failedTitle, { description: errorText(err, S.passkeyFailed) });
          } finally {
            setBusy(false);
          }
        }}
      >
        <KeyRound aria-hidden />
        {busy ? S.passkeyWaiting : S.passkey}
      </Button>
    </div>
  );
}
