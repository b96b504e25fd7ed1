/**
 * Resource Library, /resources (spec sections 2 and 7). Public: crisis help and guidance must be
 * reachable without an account. Category tabs ("All" plus each distinct category), cards per
 * resource, featured first then newest as the server orders them. Admins can add, edit and remove.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AlertCircle, ArrowLeft, Library, Plus, RotateCw } from 'lucide-react';
import { RESOURCE_MSG, orderCategories } from '@shared/schemas/resources';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useResources } from '@web/features/resources/api';
import { ResourceFormDialog } from '@web/features/resources/resource-admin';
import { LoadingCards, ResourceGrid } from '@web/features/resources/resource-grid';
import { useSession } from '@web/lib/session';

const ALL = 'all';

export default function ResourcesPage() {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const isAdmin = Boolean(session.data?.user && session.data.entitlements.isAdmin);
  const { data: fresh, isError, refetch, isFetching } = useResources();
  // The list is drawn in a transition once it has arrived: React draws it in short slices instead of
  // one long task that would leave the page unresponsive meanwhile (the query's own update is
  // synchronous). Until then the loading cards stay.
  const data = useDeferredValue(fresh);
  const [tab, setTab] = useState(ALL);
  const [adding, setAdding] = useState(false);

  const categories = useMemo(() => orderCategories((data ?? []).map((r) => r.category)), [data]);
  // A category whose last resource was removed disappears: fall back to All.
  const current = tab === ALL || categories.includes(tab) ? tab : ALL;

  useEffect(() => {
    document.title = `${RESOURCE_MSG.title} · Forget-me-not`;
  }, []);

  return (
    <div className="min-h-dvh bg-gradient-to-b from-secondary/60 to-background">
      <header className="border-b border-border bg-card/80 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-2 py-3 sm:gap-3 sm:px-4">
          <Button asChild variant="ghost" size="icon" aria-label={signedIn ? 'Back to Dashboard' : 'Back to Home'}>
            <Link to={signedIn ? '/dashboard' : '/'}>
              <ArrowLeft aria-hidden />
            </Link>
          </Button>
          <h1 className="flex min-w-0 flex-1 items-center gap-2 text-xl font-semibold sm:text-2xl">
            <Library aria-hidden className="size-5 shrink-0 text-primary" />
            {RESOURCE_MSG.title}
          </h1>
          {isAdmin && (
            <Button size="sm" onClick={() => setAdding(true)}>
              <Plus aria-hidden />
              Add resource
            </Button>
          )}
        </div>
      </header>

      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
        <p className="max-w-3xl text-muted-foreground">
          Gentle reading and trusted organisations for the days after a loss. If you are struggling to stay safe,{' '}
          <Link to="/safety" className="font-medium text-primary underline-offset-4 hover:underline">
            find a helpline now
          </Link>
          .
        </p>

        {isError ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertTitle>{RESOURCE_MSG.loadFailedTitle}</AlertTitle>
            <AlertDescription>
              <p>{RESOURCE_MSG.loadFailed}</p>
              <Button variant="outline" size="sm" className="mt-3" disabled={isFetching} onClick={() => void refetch()}>
                <RotateCw aria-hidden className={isFetching ? 'animate-spin' : undefined} />
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : !data ? (
          <LoadingCards />
        ) : data.length === 0 ? (
          <p className="py-16 text-center text-lg text-muted-foreground">{RESOURCE_MSG.empty}</p>
        ) : (
          <Tabs value={current} onValueChange={setTab} className="gap-4">
            {/* Phones: one row that scrolls sideways. Wider screens: the tabs wrap, all in view. */}
            <div className="-mx-4 overflow-x-auto px-4 py-1 sm:mx-0 sm:overflow-visible sm:px-0">
              <TabsList
                aria-label="Resource categories"
                className="h-auto w-max max-w-none justify-start overflow-visible sm:w-full sm:max-w-full sm:flex-wrap"
              >
                <TabsTrigger value={ALL} className="flex-none">
                  All
                </TabsTrigger>
                {categories.map((c) => (
                  <TabsTrigger key={c} value={c} className="flex-none">
                    {c}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            {/* Only the open tab's panel is drawn (Radix draws none of the others either). */}
            <TabsContent value={current} className="mt-0">
              <ResourceGrid
                items={current === ALL ? data : data.filter((r) => r.category === current)}
                isAdmin={isAdmin}
                categories={categories}
              />
            </TabsContent>
          </Tabs>
        )}
      </main>

      {isAdmin && adding && <ResourceFormDialog open onOpenChange={setAdding} categories={categories} />}
    </div>
  );
}
