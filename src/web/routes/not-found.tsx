import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { MSG } from '@shared/messages';
import { Button } from '@web/components/ui/button';

/** The * route: a gentle 404 that also logs the unknown path (spec section 2). */
export default function NotFoundPage() {
  const location = useLocation();

  useEffect(() => {
    console.warn('404: no route for', location.pathname);
  }, [location.pathname]);

  useEffect(() => {
    document.title = 'Page not found · Forget-me-not';
  }, []);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4">
      <div className="text-center">
        <h1 className="text-6xl font-semibold text-primary">404</h1>
        <p className="mt-4 text-xl text-muted-foreground">{MSG.notFoundPage}</p>
        <Button asChild variant="link" className="mt-4 text-base">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </main>
  );
}
