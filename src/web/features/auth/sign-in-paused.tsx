import { Clock } from 'lucide-react';
import { MSG } from '@shared/messages';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { ApiError } from '@web/lib/api';

/** The server's calm explanation when a sign-in is paused (429, decision 015), or null. */
export function signInPauseMessage(err: unknown): string | null {
  return err instanceof ApiError && err.status === 429 ? err.message : null;
}

/** Says that sign-in is paused and when to try again; a polite live region, so it is read out. */
export function SignInPaused({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message && (
        <Alert role="note" aria-label={MSG.auth.pausedTitle} className="mb-4">
          <Clock aria-hidden />
          <AlertTitle>{MSG.auth.pausedTitle}</AlertTitle>
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
