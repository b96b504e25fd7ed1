import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** The frame of the memorial form screens: a header with the way back, the title, and actions. */
export function FormPageShell({
  title,
  subtitle,
  icon,
  actions,
  after,
  children,
}: {
  title: string;
  subtitle?: string;
  icon?: ReactNode;
  actions?: ReactNode;
  /** Rendered after the main content (dialogs). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-secondary/60 to-background">
      <header className="border-b bg-card/80 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-4">
          <div className="flex min-w-0 items-center gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/dashboard">
                <ArrowLeft aria-hidden />
                <span className="sr-only sm:not-sr-only">Back to Dashboard</span>
              </Link>
            </Button>
            {icon}
            <div className="min-w-0">
              <h1 className="truncate text-xl font-semibold sm:text-2xl">{title}</h1>
              {subtitle && <p className="truncate text-sm text-muted-foreground">{subtitle}</p>}
            </div>
          </div>
          {actions}
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">{children}</main>
      {after}
    </div>
  );
}
