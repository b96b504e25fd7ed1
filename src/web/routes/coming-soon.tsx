import { useEffect } from 'react';
import { Link } from 'react-router';
import { Flower2, LayoutDashboard } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';

/** Placeholder for a screen that is not built yet: honest, kind, and with a way back. */
export function ComingSoonPage({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · Forget-me-not`;
  }, [title]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-secondary/60 to-background px-4 py-12">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <Flower2 className="size-6" aria-hidden="true" />
          </span>
          <h1 className="font-serif text-2xl font-semibold text-foreground">{title}</h1>
          <CardDescription className="text-base">
            This part of Forget-me-not is still being built, with care. Thank you for your patience; it will be here for
            you soon.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Home</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
