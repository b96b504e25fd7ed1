/**
 * /memorial-transfer/:token, public (decision 031): the page an offered memorial's email links
 * to. It names who offers which memorial and until when; a signed-in visitor accepts it, anyone
 * else is asked to sign in or create an account first and comes back here. A link that is
 * unknown, used, expired or withdrawn says so plainly.
 */
import { Link, useLocation, useParams } from 'react-router';
import { Flower2, HeartHandshake, Loader2 } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { DELETION_MSG, deletionDay } from '@shared/messages.settings';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useAcceptTransfer, useTransferPreview } from '@web/features/settings/deletion-api';
import { errorText, isRefusal } from '@web/lib/errors';
import { useSession } from '@web/lib/session';
import { useLinkAcceptance } from '@web/lib/use-link-acceptance';

export default function MemorialTransferPage() {
  const token = useParams().token ?? '';
  const { pathname } = useLocation();
  const preview = useTransferPreview(token);
  const session = useSession();
  const accept = useAcceptTransfer(token);
  const { acceptError, messageRef, onAccept } = useLinkAcceptance(
    DELETION_MSG.acceptTitle,
    () => accept.mutateAsync(),
    DELETION_MSG.acceptFailed,
  );

  const signedIn = Boolean(session.data?.user);
  const loading = preview.isPending || session.isPending;
  const accepted = accept.data;
  const title = accepted ? DELETION_MSG.acceptedTitle : DELETION_MSG.acceptTitle;

  let body;
  if (loading) {
    body = (
      <p role="status" className="mt-3 flex items-center justify-center gap-2 text-muted-foreground">
        <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" />
        {DELETION_MSG.acceptLoading}
      </p>
    );
  } else if (accepted) {
    body = (
      <>
        <p ref={messageRef} tabIndex={-1} role="status" className="mt-3 leading-relaxed outline-none">
          {DELETION_MSG.acceptedBody}
        </p>
        <Button asChild className="mt-6">
          <Link to={`/memorial/${accepted.memorialId}`}>{DELETION_MSG.openMemorial}</Link>
        </Button>
      </>
    );
  } else if (preview.isError) {
    body = (
      <>
        <p role="alert" className="mt-3 leading-relaxed text-muted-foreground">
          {isRefusal(preview.error) ? preview.error.message : errorText(preview.error, DELETION_MSG.acceptFailed)}
        </p>
        {!isRefusal(preview.error) && (
          <Button variant="outline" className="mt-6" onClick={() => void preview.refetch()}>
            Try again
          </Button>
        )}
      </>
    );
  } else {
    const offer = preview.data!;
    body = (
      <>
        <p className="mt-3 leading-relaxed">{DELETION_MSG.acceptIntro(offer.fromName, offer.memorialTitle)}</p>
        <p className="mt-2 text-sm text-muted-foreground">{DELETION_MSG.acceptExpires(deletionDay(offer.expiresAt))}</p>
        {acceptError && (
          <p
            ref={messageRef}
            tabIndex={-1}
            role="alert"
            className="mt-4 text-sm font-medium text-destructive outline-none"
          >
            {acceptError}
          </p>
        )}
        <div className="mt-6 flex flex-col items-center gap-3">
          {signedIn ? (
            <Button onClick={() => void onAccept()} disabled={accept.isPending}>
              {accept.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <HeartHandshake aria-hidden />}
              {accept.isPending ? DELETION_MSG.accepting : DELETION_MSG.acceptButton}
            </Button>
          ) : (
            <>
              <p className="text-sm">{DELETION_MSG.acceptSignIn}</p>
              <Button asChild>
                <Link to="/auth" state={{ from: pathname }}>
                  {DELETION_MSG.acceptSignInButton}
                </Link>
              </Button>
            </>
          )}
        </div>
      </>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary/50 to-background">
      <main className="mx-auto flex w-full max-w-lg flex-1 items-start px-4 pt-16 sm:pt-24">
        <Card className="w-full px-6 py-10 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
            <Flower2 aria-hidden className="size-7" />
          </span>
          <h1 className="mt-5 text-2xl font-semibold">{title}</h1>
          {body}
          <Link to="/" className="mt-6 inline-block text-sm text-primary underline-offset-4 hover:underline">
            {APP_NAME}
          </Link>
        </Card>
      </main>
    </div>
  );
}
