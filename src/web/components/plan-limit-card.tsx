/**
 * What a person sees where a plan's limit is met (issue 16, decision 033): a calm card that says
 * what the limit is and links to /pricing, never an "Error" toast. `focus`: take the focus when
 * it appears after an action (the message is then read at once).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { LIMIT_MSG } from '@shared/messages.plans';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';

export function PlanLimitCard({
  title,
  children,
  testId,
  focus = false,
  className,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  focus?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Alert ref={ref} role="status" tabIndex={-1} data-testid={testId} className={className}>
      <Sparkles aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {typeof children === 'string' ? <p>{children}</p> : children}
        <Button asChild size="sm" className="mt-3">
          <Link to="/pricing">{LIMIT_MSG.seePlans}</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
