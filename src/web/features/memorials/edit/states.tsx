/** The frame of the edit screen (/memorial/:id/edit), its loading state and the cards for a memorial that cannot be edited. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Eye, Flower2, LayoutDashboard, Users } from 'lucide-react';
import { AppPage } from '@web/components/app-page';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

export function EditShell({
  memorialId,
  subtitle,
  children,
}: {
  memorialId?: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <AppPage
      title="Edit memorial"
      subtitle={subtitle}
      actions={
        memorialId && (
          <>
            <Button asChild variant="outline" size="sm">
              <Link to={`/memorial/${memorialId}/collaborators`}>
                <Users aria-hidden />
                Collaborators
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={`/memorial/${memorialId}`}>
                <Eye aria-hidden />
                View memorial
              </Link>
            </Button>
          </>
        )
      }
    >
      {children}
    </AppPage>
  );
}

export function StateCard({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-secondary/60 to-background px-4 py-12">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <Flower2 className="size-6" aria-hidden="true" />
          </span>
          <h1 className="font-serif text-2xl font-semibold">{title}</h1>
          {description && <CardDescription className="text-base">{description}</CardDescription>}
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          {action}
          <Button asChild variant={action ? 'outline' : 'default'}>
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export function LoadingSkeleton() {
  return (
    <EditShell>
      <div role="status" aria-live="polite" className="space-y-6">
        <span className="sr-only">Loading memorial...</span>
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <CardHeader>
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-4 w-64" />
            </CardHeader>
            <CardContent className="space-y-3">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-24 w-full" />
            </CardContent>
          </Card>
        ))}
      </div>
    </EditShell>
  );
}
