import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/**
 * The frame of a signed-in screen (journal, legacy letters, the memorial forms): a header with the
 * way back to the dashboard, the icon and title, and the screen's actions; then the content.
 */
export function AppPage({
  title,
  subtitle,
  icon,
  actions,
  after,
  headingRef,
  back = { to: '/dashboard', label: 'Back to Dashboard' },
  children,
}: {
  title: string;
  subtitle?: string;
  icon?: ReactNode;
  actions?: ReactNode;
  /** Rendered after the main content (dialogs). */
  after?: ReactNode;
  /** For screens that move the focus to their heading after an action. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Where the back arrow leads (the dashboard unless a screen belongs to another, as a circle to the list). */
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-secondary/60 to-background">
      <header className="border-b bg-card/80 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-4">
          <div className="flex min-w-0 items-center gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to={back.to}>
                <ArrowLeft aria-hidden />
                <span className="sr-only sm:not-sr-only">{back.label}</span>
              </Link>
            </Button>
            {icon}
            <div className="min-w-0">
              <h1
                ref={headingRef}
                tabIndex={headingRef ? -1 : undefined}
                className="truncate text-xl font-semibold outline-none sm:text-2xl"
              >
                {title}
              </h1>
              {subtitle && <p className="truncate text-sm text-muted-foreground">{subtitle}</p>}
            </div>
          </div>
          {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">{children}</main>
      {after}
    </div>
  );
}
