import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/utils';

export type SpinnerProps = ComponentProps<'div'> & {
  /** Announced to screen readers; pass showLabel to also show it on screen. */
  label?: string;
  showLabel?: boolean;
};

export function Spinner({ label = 'Loading…', showLabel = false, className, ...props }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}
      {...props}
    >
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}
