/**
 * A gentle note while the account's email address is not confirmed (decision 028), on the
 * dashboard (dismissible, remembered on this device) and in Settings → Account (always, so the
 * link can be sent again). Nothing is blocked meanwhile. On the dashboard it also says how the
 * email's link went (`?email=confirmed | expired | invalid`), then tidies the address.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MailCheck, X } from 'lucide-react';
import { ACCOUNT_SECURITY_MSG } from '@shared/messages.settings';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/errors';
import { useSignedInSession } from '@web/lib/session';
import { useEmailVerification, useResendVerification } from './account-security-api';

const M = ACCOUNT_SECURITY_MSG.verify;
const dismissKey = (userId: string) => `emailNoteDismissed:${userId}`;

function readDismissed(userId: string): boolean {
  try {
    return window.localStorage.getItem(dismissKey(userId)) === 'true';
  } catch {
    return false;
  }
}

export function EmailVerificationBanner({ dismissible = false }: { dismissible?: boolean }) {
  const { user } = useSignedInSession();
  const status = useEmailVerification();
  const resend = useResendVerification();
  const [params, setParams] = useSearchParams();
  const [dismissed, setDismissed] = useState(() => dismissible && readDismissed(user.id));
  const [sent, setSent] = useState(false);
  const outcome = dismissible ? params.get('email') : null;

  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'confirmed') toast.success(M.confirmedTitle, { description: M.confirmed, id: 'email-confirmed' });
    else toast.error('Error', { description: outcome === 'expired' ? M.linkExpired : M.linkInvalid, id: 'email-link' });
    void status.refetch();
    const next = new URLSearchParams(params);
    next.delete('email');
    setParams(next, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link opened
  }, [outcome]);

  if (!status.data || status.data.verified || dismissed) return null;

  const send = async () => {
    try {
      await resend.mutateAsync();
      setSent(true);
    } catch (err) {
      toast.error('Error', { description: errorText(err, M.failed) });
    }
  };

  const dismiss = () => {
    try {
      window.localStorage.setItem(dismissKey(user.id), 'true');
    } catch {
      /* private mode: hidden for this visit only */
    }
    setDismissed(true);
  };

  return (
    <Alert role="region" aria-label={M.bannerTitle} className="pr-12">
      <MailCheck aria-hidden className="text-primary" />
      <AlertTitle>{M.bannerTitle}</AlertTitle>
      <AlertDescription>
        <p>{M.banner(user.email)}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => void send()}>
            {resend.isPending ? M.resending : M.resend}
          </Button>
          <p role="status" className="text-sm">
            {sent ? M.resent : ''}
          </p>
        </div>
      </AlertDescription>
      {dismissible && (
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-2 right-2"
          aria-label={M.dismiss}
          title={M.dismiss}
          onClick={dismiss}
        >
          <X aria-hidden />
        </Button>
      )}
    </Alert>
  );
}
