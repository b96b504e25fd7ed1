/**
 * /invitations/:token, public (decision 038): the page an invitation to help keep a memorial links
 * to. It names the memorial and who invited; a signed-in visitor accepts, anyone else signs in or
 * creates an account first and comes back here. An expired, revoked or used link says so gently.
 */
import { Link, useLocation, useParams } from 'react-router';
import { Flower2, HeartHandshake, Loader2 } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { COLLABORATOR_MSG } from '@shared/messages.collaborators';
import { deletionDay } from '@shared/messages.settings';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useAcceptInvitation, useInvitation } from '@web/features/collaborators/api';
import { errorText, isRefusal } from '@web/lib/errors';
import { useSession } from '@web/lib/session';
import { useLinkAcceptance } from '@web/lib/use-link-acceptance';

const I = COLLABORATOR_MSG.invitation;
const L = COLLABORATOR_MSG.link;

export default function CollaborationInvitationPage() {
  const token = useParams().token ?? '';
  const { pathname } = useLocation();
  const preview = useInvitation(token);
  const session = useSession();
  const accept = useAcceptInvitation(token);
  const { acceptError, messageRef, onAccept } = useLinkAcceptance(I.title, () => accept.mutateAsync(), I.loadFailed);

  const signedIn = Boolean(session.data?.user);
  const loading = preview.isPending || session.isPending;
  const accepted = accept.data;
  const invitation = preview.data;

  let heading: string = I.title;
  let body;
  if (loading) {
    body = (
      <p role="status" className="mt-3 flex items-center justify-center gap-2 text-muted-foreground">
        <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" />
        Loading the invitation...
      </p>
    );
  } else if (accepted) {
    heading = I.accepted;
    body = (
      <>
        <p ref={messageRef} tabIndex={-1} role="status" className="mt-3 leading-relaxed outline-none">
          {COLLABORATOR_MSG.ui.collaboratorIntro}
        </p>
        <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to={`/memorial/${accepted.memorialId}`}>Open the memorial</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/memorial/${accepted.memorialId}/collaborators`}>{COLLABORATOR_MSG.ui.addMedia}</Link>
          </Button>
        </div>
      </>
    );
  } else if (preview.isError || !invitation) {
    heading = I.gone;
    body = (
      <>
        <p role="alert" className="mt-3 leading-relaxed text-muted-foreground">
          {isRefusal(preview.error) ? preview.error.message : errorText(preview.error, I.loadFailed)}
        </p>
        {!isRefusal(preview.error) && (
          <Button variant="outline" className="mt-6" onClick={() => void preview.refetch()}>
            Try again
          </Button>
        )}
      </>
    );
  } else if (invitation.status !== 'valid') {
    heading = I.gone;
    body = (
      <p role="alert" className="mt-3 leading-relaxed text-muted-foreground">
        {invitation.status === 'expired' ? L.expired : invitation.status === 'revoked' ? L.revoked : L.used}
      </p>
    );
  } else {
    heading = I.heading(invitation.memorialTitle);
    body = (
      <>
        <p className="mt-3 leading-relaxed">{I.from(invitation.inviterName)}</p>
        <p className="mt-2 leading-relaxed text-muted-foreground">{I.explain}</p>
        <p className="mt-2 text-sm text-muted-foreground">
          {COLLABORATOR_MSG.ui.expires(deletionDay(invitation.expiresAt))}
        </p>
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
              {accept.isPending ? I.accepting : I.accept}
            </Button>
          ) : (
            <>
              <p className="text-sm">{I.signInFirst}</p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button asChild>
                  <Link to="/auth?tab=signup" state={{ from: pathname }}>
                    {I.signUp}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/auth" state={{ from: pathname }}>
                    {I.signIn}
                  </Link>
                </Button>
              </div>
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
          <h1 className="mt-5 text-2xl font-semibold break-words">{heading}</h1>
          {body}
          <Link to="/" className="mt-6 inline-block text-sm text-primary underline-offset-4 hover:underline">
            {APP_NAME}
          </Link>
        </Card>
      </main>
    </div>
  );
}
