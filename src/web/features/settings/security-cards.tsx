/**
 * The Security section's cards (decision 028), loaded when the Account tab is first shown: their
 * forms and dialogs are not part of what /settings loads before it paints (decision 026).
 */
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

const LazyPasswordCard = lazy(() => import('./password-card').then((m) => ({ default: m.PasswordCard })));
const LazySessionsCard = lazy(() => import('./sessions-card').then((m) => ({ default: m.SessionsCard })));

function CardLoading() {
  return (
    <Card aria-busy="true">
      <CardHeader>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-72" />
      </CardHeader>
      <CardContent>
        <Skeleton className="h-24 w-full" />
      </CardContent>
    </Card>
  );
}

export function PasswordCard() {
  return (
    <Suspense fallback={<CardLoading />}>
      <LazyPasswordCard />
    </Suspense>
  );
}

export function SessionsCard() {
  return (
    <Suspense fallback={<CardLoading />}>
      <LazySessionsCard />
    </Suspense>
  );
}
