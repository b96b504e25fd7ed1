/**
 * Community Rooms, /community (spec sections 2, 6 and 8; decision 036): for monthly, annual and
 * professional members and admins, a grid of rooms, each opening a dialog with the AI community
 * moderator. Anyone else gets the spec's "Premium Feature" toast and is taken to /pricing (spec
 * section 6); the server refuses them too.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AlertCircle, RotateCw, ShieldCheck, Users } from 'lucide-react';
import { MSG } from '@shared/messages';
import { COMMUNITY_MSG, type CommunityRoom } from '@shared/schemas/community';
import { AppPage } from '@web/components/app-page';
import { PlanLimitCard } from '@web/components/plan-limit-card';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useCommunityRooms } from '@web/features/community/api';
import { RoomDialog } from '@web/features/community/room-dialog';
import { LoadingRooms, RoomGrid } from '@web/features/community/room-grid';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSignedInSession } from '@web/lib/session';

// Its own chunk: the shared chat panel loads when a room is opened.
const ChatPanel = lazy(() => import('@web/features/companion/chat/chat-panel').then((m) => ({ default: m.ChatPanel })));

export default function CommunityPage() {
  const { entitlements } = useSignedInSession();
  const allowed = entitlements.canAccessCommunityRooms;
  const rooms = useCommunityRooms(allowed);
  const [open, setOpen] = useState<CommunityRoom | null>(null);
  const told = useRef(false);
  const navigate = useNavigate();

  useEffect(() => {
    document.title = `${COMMUNITY_MSG.pageTitle} · Forget-me-not`;
  }, []);
  // Spec section 6: someone without the plan is told once, as they arrive, and taken to the plans.
  useEffect(() => {
    if (allowed || told.current) return;
    told.current = true;
    toast(MSG.plan.premiumTitle, { description: MSG.plan.communityPremium });
    void navigate('/pricing', { replace: true });
  }, [allowed, navigate]);
  useEffect(() => {
    if (rooms.isError) toast.error(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.loadFailed });
  }, [rooms.isError]);

  const isAdmin = rooms.data?.isAdmin ?? entitlements.isAdmin;
  const icon = <Users aria-hidden className="size-5 shrink-0 text-primary" />;

  if (!allowed) {
    return (
      <AppPage title={COMMUNITY_MSG.pageTitle} icon={icon}>
        <PlanLimitCard title={MSG.plan.premiumTitle} testId="community-premium">
          {MSG.plan.communityPremium}
        </PlanLimitCard>
      </AppPage>
    );
  }

  return (
    <AppPage
      title={COMMUNITY_MSG.pageTitle}
      icon={icon}
      actions={
        isAdmin && (
          <Badge variant="secondary" data-testid="admin-badge">
            <ShieldCheck aria-hidden />
            {COMMUNITY_MSG.adminBadge}
          </Badge>
        )
      }
      after={
        open && (
          <RoomDialog room={open} onClose={() => setOpen(null)}>
            <Suspense
              fallback={
                <div aria-busy="true">
                  <Skeleton className="h-72 w-full" />
                </div>
              }
            >
              <ChatPanel
                functionName="ai-community-moderator"
                context={{ roomId: open.id, name: open.name, description: open.description }}
                title={COMMUNITY_MSG.moderatorTitle}
                description={COMMUNITY_MSG.moderatorDescription}
              />
            </Suspense>
          </RoomDialog>
        )
      }
    >
      <p className="text-muted-foreground">{COMMUNITY_MSG.pageIntro}</p>
      {rooms.isPending ? (
        <LoadingRooms />
      ) : rooms.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden />
          <AlertTitle>{COMMUNITY_MSG.errorTitle}</AlertTitle>
          <AlertDescription>
            <p>{COMMUNITY_MSG.loadFailed}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              disabled={rooms.isFetching}
              onClick={() => void rooms.refetch()}
            >
              <RotateCw aria-hidden className={rooms.isFetching ? 'animate-spin' : undefined} />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : rooms.data.rooms.length === 0 ? (
        <div className="py-16 text-center" data-testid="rooms-empty">
          <p className="text-lg font-medium">{COMMUNITY_MSG.empty}</p>
          <p className="text-muted-foreground">{COMMUNITY_MSG.emptyHint}</p>
        </div>
      ) : (
        <RoomGrid rooms={rooms.data.rooms} onOpen={setOpen} />
      )}
    </AppPage>
  );
}
