import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted aria-invalid:border-destructive file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
