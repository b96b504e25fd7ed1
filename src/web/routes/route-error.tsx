import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { House, RefreshCw } from 'lucide-react';
import { MSG } from '@shared/messages';
import { Button } from '@web/components/ui/button';

/** The router's error screen (spec section 8). Home is a full page load so any broken in-memory state is cleared. */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4">
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-3xl font-semibold text-foreground">{MSG.routerError}</h1>
        <p className="mt-4 text-muted-foreground">
          Something went wrong while showing this page. We’re sorry. Nothing you have saved was lost. Please try
          reloading, or return to the home page.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            Reload
          </Button>
          <Button asChild variant="outline">
            <a href="/">
              <House aria-hidden="true" />
              Home
            </a>
          </Button>
        </div>
      </div>
    </main>
  );
}
