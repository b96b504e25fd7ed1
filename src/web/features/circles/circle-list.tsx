/**
 * The circles on /support-circles (spec section 2): cards with the name, the member count, the
 * Private badge, two lines of description and the way in (Join Circle, Request sent, or Open for
 * members); loading, empty and failed states.
 */
import { Link } from 'react-router';
import { Loader2, Lock, Users } from 'lucide-react';
import { CIRCLE_MSG, CIRCLE_TYPE_LABELS, type CircleSummary } from '@shared/schemas/circles';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

export function CircleCard({
  circle,
  joining,
  onJoin,
}: {
  circle: CircleSummary;
  joining: boolean;
  onJoin: (circle: CircleSummary) => void;
}) {
  const headingId = `circle-${circle.id}`;
  const m = circle.membership;
  return (
    <Card aria-labelledby={headingId} role="article" className="flex flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {circle.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {CIRCLE_TYPE_LABELS[circle.circleType]} · {CIRCLE_MSG.members(circle.memberCount)}
          </p>
        </div>
        {circle.isPrivate && (
          <Badge variant="secondary">
            <Lock aria-hidden />
            {CIRCLE_MSG.privateBadge}
          </Badge>
        )}
      </div>
      <p className="line-clamp-2 text-sm break-words text-foreground/80">
        {circle.description || CIRCLE_MSG.defaultDescription}
      </p>
      <div className="mt-auto">
        {m?.status === 'active' ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`/support-circles/${circle.id}`} aria-label={`Open ${circle.name}`}>
              Open
            </Link>
          </Button>
        ) : m?.status === 'requested' ? (
          <Button size="sm" variant="outline" disabled>
            {CIRCLE_MSG.requested}
          </Button>
        ) : (
          <Button
            size="sm"
            onClick={() => onJoin(circle)}
            disabled={joining}
            aria-label={`${circle.requiresApproval ? CIRCLE_MSG.askToJoin : CIRCLE_MSG.joinCircle}: ${circle.name}`}
          >
            {joining && <Loader2 aria-hidden className="animate-spin" />}
            {circle.requiresApproval ? CIRCLE_MSG.askToJoin : CIRCLE_MSG.joinCircle}
          </Button>
        )}
      </div>
    </Card>
  );
}

export function CircleListSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
      <span className="sr-only" role="status">
        Loading support circles…
      </span>
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} className="space-y-3 p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-9 w-28" />
        </Card>
      ))}
    </div>
  );
}

export function EmptyCircles({ onCreate }: { onCreate: () => void }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center motion-safe:animate-fade-in">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
        <Users aria-hidden className="size-8" />
      </span>
      <p className="mt-5 text-lg font-medium">{CIRCLE_MSG.empty}</p>
      <Button className="mt-6" onClick={onCreate}>
        {CIRCLE_MSG.createCircle}
      </Button>
    </Card>
  );
}
