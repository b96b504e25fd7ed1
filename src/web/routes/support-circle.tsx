/**
 * One support circle, /support-circles/:circleId (spec section 2, "reached on joining"; decision
 * 035). With `?invite=<token>`: what the invitation is for, and Join. For someone not in a public
 * circle: its header and Join Circle (or the request waiting for the admin). For members: the
 * header, the live conversation (features/circles/conversation.tsx), the members, and the circle
 * admin's tools (settings, invitations, deleting the circle); everyone can leave. A circle one may
 * not see reads as one that does not exist.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { HeartHandshake, Loader2, Lock, LogOut, Settings, Trash2, UserPlus } from 'lucide-react';
import { MSG } from '@shared/messages';
import { CIRCLE_MSG, CIRCLE_TYPE_LABELS, type CircleDetail } from '@shared/schemas/circles';
import { AppPage } from '@web/components/app-page';
import { PageLoading } from '@web/components/page-loading';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import {
  joinedAs,
  useCircle,
  useDeleteCircle,
  useInvitation,
  useJoinCircle,
  useLeaveCircle,
} from '@web/features/circles/api';
import { ConfirmAction, type PendingConfirm } from '@web/components/confirm-action';
import { Conversation } from '@web/features/circles/conversation';
import { CircleWordsSupport } from '@web/features/circles/circle-words-support';
import { isMuted, MembersPanel } from '@web/features/circles/members-panel';
import { CrisisCard } from '@web/components/crisis-card';
import { errorText, hasCode, isRefusal } from '@web/lib/errors';
import { useSignedInSession } from '@web/lib/session';

const SettingsDialog = lazy(() =>
  import('@web/features/circles/admin-dialogs').then((m) => ({ default: m.SettingsDialog })),
);
const InviteDialog = lazy(() =>
  import('@web/features/circles/admin-dialogs').then((m) => ({ default: m.InviteDialog })),
);

const back = { to: '/support-circles', label: 'All circles' };
const icon = <HeartHandshake aria-hidden className="size-5 shrink-0 text-primary" />;

/** A mute "until unmuted" is stored decades ahead: say so rather than give a date. */
function mutedNote(mutedUntil: string | null): string | null {
  if (!isMuted(mutedUntil)) return null;
  const until = new Date(mutedUntil!);
  if (until.getTime() - Date.now() > 50 * 365 * 86_400_000) return CIRCLE_MSG.mutedIndefinitely;
  return CIRCLE_MSG.mutedUntil(until.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
}

function CircleHeader({
  circle,
}: {
  circle: Pick<CircleDetail, 'circleType' | 'memberCount' | 'isPrivate' | 'description'>;
}) {
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>{CIRCLE_TYPE_LABELS[circle.circleType]}</span>
        <span aria-hidden>·</span>
        <span data-testid="circle-member-count">{CIRCLE_MSG.members(circle.memberCount)}</span>
        {circle.isPrivate && (
          <Badge variant="secondary">
            <Lock aria-hidden />
            {CIRCLE_MSG.privateBadge}
          </Badge>
        )}
      </p>
      <p className="break-words whitespace-pre-wrap text-foreground/80">
        {circle.description || CIRCLE_MSG.defaultDescription}
      </p>
    </div>
  );
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <AppPage title={title} icon={icon} back={back}>
      <Card className="p-6 text-center">
        <p className="text-muted-foreground">{text}</p>
        <Button asChild variant="outline" className="mt-4">
          <Link to="/support-circles">See all circles</Link>
        </Button>
      </Card>
    </AppPage>
  );
}

function useJoin() {
  const join = useJoinCircle();
  const navigate = useNavigate();
  const run = async (id: string, invitation?: string) => {
    try {
      const res = await join.mutateAsync({ id, invitation });
      if (invitation) await navigate(`/support-circles/${id}`, { replace: true });
      if (joinedAs(res) === 'requested') {
        toast.success(CIRCLE_MSG.requestSent, { description: CIRCLE_MSG.requestPending });
      } else {
        toast.success(CIRCLE_MSG.joined);
      }
    } catch (err) {
      const description = hasCode(err, 'UNAUTHENTICATED')
        ? CIRCLE_MSG.notAuthenticated
        : errorText(err, CIRCLE_MSG.joinFailed);
      toast.error(CIRCLE_MSG.errorTitle, { description });
    }
  };
  return { run, pending: join.isPending };
}

/** What an invitation link opens on: the circle it is for, and Join. */
function InvitationView({ token }: { token: string }) {
  const preview = useInvitation(token);
  const join = useJoin();
  if (preview.isPending) return <PageLoading />;
  if (!preview.data) {
    return hasCode(preview.error, 'NOT_FOUND', 'INVITATION_INVALID', 'VALIDATION', 'BAD_REQUEST') ? (
      <Message title={CIRCLE_MSG.pageTitle} text={CIRCLE_MSG.inviteInvalid} />
    ) : (
      <Message title={CIRCLE_MSG.pageTitle} text={CIRCLE_MSG.loadFailed} />
    );
  }
  const { circle } = preview.data;
  return (
    <AppPage title={circle.name} icon={icon} back={back}>
      <Card className="space-y-4 p-6" data-testid="circle-invitation">
        <h2 className="text-lg font-semibold break-words">{CIRCLE_MSG.inviteTitle(circle.name)}</h2>
        <CircleHeader circle={{ ...circle, description: null }} />
        {circle.membership?.status === 'active' ? (
          <Button asChild>
            <Link to={`/support-circles/${circle.id}`} replace>
              Open the circle
            </Link>
          </Button>
        ) : (
          <Button onClick={() => void join.run(circle.id, token)} disabled={join.pending}>
            {join.pending && <Loader2 aria-hidden className="animate-spin" />}
            {circle.requiresApproval ? CIRCLE_MSG.askToJoin : CIRCLE_MSG.joinCircle}
          </Button>
        )}
      </Card>
    </AppPage>
  );
}

/** A public circle seen from outside: its header and the way in; never its conversation or members. */
function OutsideView({ circle }: { circle: CircleDetail }) {
  const join = useJoin();
  const requested = circle.membership?.status === 'requested';
  return (
    <AppPage title={circle.name} icon={icon} back={back}>
      <CircleHeader circle={circle} />
      <Card className="space-y-4 p-6 text-center">
        <p className="text-muted-foreground">{requested ? CIRCLE_MSG.requestPending : CIRCLE_MSG.notMember}</p>
        {requested ? (
          <Button variant="outline" disabled>
            {CIRCLE_MSG.requested}
          </Button>
        ) : (
          <Button onClick={() => void join.run(circle.id)} disabled={join.pending}>
            {join.pending && <Loader2 aria-hidden className="animate-spin" />}
            {circle.requiresApproval ? CIRCLE_MSG.askToJoin : CIRCLE_MSG.joinCircle}
          </Button>
        )}
      </Card>
    </AppPage>
  );
}

function MemberView({ circle, me, onRefused }: { circle: CircleDetail; me: string; onRefused: () => void }) {
  const navigate = useNavigate();
  const leave = useLeaveCircle(circle.id);
  const remove = useDeleteCircle(circle.id);
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);
  const [dialog, setDialog] = useState<'settings' | 'invite' | null>(null);
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const isAdmin = circle.membership?.role === 'admin';

  const open = (d: 'settings' | 'invite') => {
    setDialogsLoaded(true);
    setDialog(d);
  };

  const askLeave = () =>
    setConfirm({
      title: `${CIRCLE_MSG.leave}?`,
      description: CIRCLE_MSG.leaveConfirm,
      confirmLabel: CIRCLE_MSG.leave,
      destructive: true,
      run: async () => {
        try {
          await leave.mutateAsync();
        } catch (err) {
          toast.error(CIRCLE_MSG.errorTitle, { description: errorText(err, MSG.http.internal) });
          return false;
        }
        await navigate('/support-circles');
        toast.success(CIRCLE_MSG.left);
        return true;
      },
    });

  const askDelete = () =>
    setConfirm({
      title: `${CIRCLE_MSG.deleteCircle}?`,
      description: CIRCLE_MSG.deleteConfirm,
      confirmLabel: CIRCLE_MSG.deleteCircle,
      destructive: true,
      run: async () => {
        try {
          await remove.mutateAsync();
        } catch (err) {
          toast.error(CIRCLE_MSG.errorTitle, { description: errorText(err, MSG.http.internal) });
          return false;
        }
        await navigate('/support-circles');
        toast.success(CIRCLE_MSG.deleted);
        return true;
      },
    });

  return (
    <AppPage
      title={circle.name}
      icon={icon}
      back={back}
      after={
        <>
          <ConfirmAction pending={confirm} onClose={() => setConfirm(null)} />
          {isAdmin && dialogsLoaded && (
            <Suspense fallback={null}>
              <SettingsDialog
                circle={circle}
                open={dialog === 'settings'}
                onOpenChange={(o) => setDialog(o ? 'settings' : null)}
              />
              <InviteDialog
                circleId={circle.id}
                open={dialog === 'invite'}
                onOpenChange={(o) => setDialog(o ? 'invite' : null)}
              />
            </Suspense>
          )}
        </>
      }
    >
      <CircleHeader circle={circle} />
      <CircleWordsSupport circleId={circle.id} />
      <div className="flex flex-wrap gap-2">
        {isAdmin && (
          <>
            <Button size="sm" variant="outline" onClick={() => open('invite')}>
              <UserPlus aria-hidden />
              {CIRCLE_MSG.invite}
            </Button>
            <Button size="sm" variant="outline" onClick={() => open('settings')}>
              <Settings aria-hidden />
              {CIRCLE_MSG.settingsTitle}
            </Button>
          </>
        )}
        <Button size="sm" variant="outline" onClick={askLeave}>
          <LogOut aria-hidden />
          {CIRCLE_MSG.leave}
        </Button>
        {isAdmin && (
          <Button size="sm" variant="outline" className="text-destructive" onClick={askDelete}>
            <Trash2 aria-hidden />
            {CIRCLE_MSG.deleteCircle}
          </Button>
        )}
      </div>
      <Conversation
        circleId={circle.id}
        me={me}
        isAdmin={isAdmin}
        mutedNote={mutedNote(circle.membership?.mutedUntil ?? null)}
        renderSupport={(helplines) => <CrisisCard helplines={helplines} />}
        onConfirm={setConfirm}
        onRefused={onRefused}
      />
      <MembersPanel circleId={circle.id} me={me} isAdmin={isAdmin} onConfirm={setConfirm} />
    </AppPage>
  );
}

export default function SupportCirclePage() {
  const { circleId = '' } = useParams();
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const { user } = useSignedInSession();
  const circle = useCircle(circleId);
  const member = circle.data?.membership?.status === 'active';

  useEffect(() => {
    document.title = `${circle.data?.name ?? CIRCLE_MSG.pageTitle} · Forget-me-not`;
  }, [circle.data?.name]);

  if (invite && !member) return <InvitationView token={invite} />;
  if (circle.isPending) return <PageLoading />;
  // A refusal on reading again (removed from the circle, or it was deleted) wins over the copy read before.
  const refused = circle.isError && isRefusal(circle.error);
  if (!circle.data || refused) {
    if (hasCode(circle.error, 'CIRCLE_REMOVED'))
      return <Message title={CIRCLE_MSG.pageTitle} text={CIRCLE_MSG.removedFromCircle} />;
    if (hasCode(circle.error, 'NOT_FOUND', 'VALIDATION', 'BAD_REQUEST'))
      return <Message title={CIRCLE_MSG.pageTitle} text={CIRCLE_MSG.notFound} />;
    return (
      <AppPage title={CIRCLE_MSG.pageTitle} icon={icon} back={back}>
        <Card className="p-6 text-center">
          <p className="text-muted-foreground">{CIRCLE_MSG.loadFailed}</p>
          <Button variant="outline" className="mt-4" onClick={() => void circle.refetch()}>
            Try again
          </Button>
        </Card>
      </AppPage>
    );
  }
  if (!member) return <OutsideView circle={circle.data} />;
  return <MemberView circle={circle.data} me={user.id} onRefused={() => void circle.refetch()} />;
}
