import { cn } from '@web/lib/utils';

/**
 * "9,120 / 10,000 characters" under a field once its text is near the limit (`from`, a fraction
 * of it), and how many too many once over.
 */
export function CharacterCount({
  id,
  length,
  limit,
  from,
}: {
  id: string;
  length: number;
  limit: number;
  from: number;
}) {
  if (length < limit * from) return null;
  const over = length > limit;
  return (
    <p id={id} className={cn('text-xs tabular-nums', over ? 'font-medium text-destructive' : 'text-muted-foreground')}>
      {length.toLocaleString('en-GB')} / {limit.toLocaleString('en-GB')} characters
      {over && ` (${(length - limit).toLocaleString('en-GB')} too many)`}
    </p>
  );
}
