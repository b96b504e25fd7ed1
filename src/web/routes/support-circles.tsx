/**
 * Support Circles, /support-circles (spec sections 2, 5, 6 and 8; decision 035): the public
 * circles and the caller's own (private ones are listed to their members only), newest first, the
 * Create Circle dialog, and joining, which opens the circle ("reached on joining"). A circle that
 * waits for its admin's approval turns the join into a request. A failed load is not a toast (the
 * spec swallows it); the page says so quietly with a way to try again.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { HeartHandshake, Plus } from 'lucide-react';
import { CIRCLE_MSG, type CircleSummary } from '@shared/schemas/circles';
import { AppPage } from '@web/components/app-page';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { joinedAs, useCircles, useJoinCircle } from '@web/features/circles/api';
import { BlockedPeople } from '@web/features/circles/blocked-people';
import { CircleCard, CircleListSkeleton, EmptyCircles } from '@web/features/circles/circle-list';
import { errorText, hasCode } from '@web/lib/errors';

const CreateCircleDialog = lazy(() => import('@web/features/circles/create-circle-dialog'));

export default function SupportCirclesPage() {
  const circles = useCircles();
  const join = useJoinCircle();
  const navigate = useNavigate();
  const [createOpen, setCreateOpen] = useState(false);
  const [createLoaded, setCreateLoaded] = useState(false);

  useEffect(() => {
    document.title = `${CIRCLE_MSG.pageTitle} · Forget-me-not`;
  }, []);

  const openCreate = () => {
    setCreateLoaded(true);
    setCreateOpen(true);
  };

  const onJoin = async (circle: CircleSummary) => {
    try {
      const res = await join.mutateAsync({ id: circle.id });
      if (joinedAs(res) === 'requested') {
        toast.success(CIRCLE_MSG.requestSent, { description: CIRCLE_MSG.requestPending });
        return;
      }
      await navigate(`/support-circles/${circle.id}`);
      toast.success(CIRCLE_MSG.joined);
    } catch (err) {
      // Spec section 8: "Error" with the message, or Failed to join circle; Not authenticated.
      const description = hasCode(err, 'UNAUTHENTICATED')
        ? CIRCLE_MSG.notAuthenticated
        : errorText(err, CIRCLE_MSG.joinFailed);
      toast.error(CIRCLE_MSG.errorTitle, { description });
    }
  };

  const list = circles.data?.circles;

  return (
    <AppPage
      title={CIRCLE_MSG.pageTitle}
      icon={<HeartHandshake aria-hidden className="size-5 shrink-0 text-primary" />}
      actions={
        <Button size="sm" onClick={openCreate}>
          <Plus aria-hidden />
          {CIRCLE_MSG.createCircle}
        </Button>
      }
      after={
        createLoaded && (
          <Suspense fallback={null}>
            <CreateCircleDialog
              open={createOpen}
              onOpenChange={setCreateOpen}
              canCreate={circles.data?.canCreate ?? true}
            />
          </Suspense>
        )
      }
    >
      <p className="text-muted-foreground">{CIRCLE_MSG.pageIntro}</p>
      <section aria-label="Circles">
        {circles.isPending ? (
          <CircleListSkeleton />
        ) : !list ? (
          <Card className="p-6 text-center">
            <p className="text-muted-foreground">{CIRCLE_MSG.loadFailed}</p>
            <Button variant="outline" className="mt-4" onClick={() => void circles.refetch()}>
              Try again
            </Button>
          </Card>
        ) : list.length === 0 ? (
          <EmptyCircles onCreate={openCreate} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {list.map((c) => (
              <CircleCard
                key={c.id}
                circle={c}
                joining={join.isPending && join.variables?.id === c.id}
                onJoin={(circle) => void onJoin(circle)}
              />
            ))}
          </div>
        )}
      </section>
      <BlockedPeople />
    </AppPage>
  );
}
