/** Whether a live conversation's stream is following (a calm pulse) or finding its way back. */
import { CIRCLE_MSG } from '@shared/schemas/circles';
import type { StreamState } from '@web/lib/live-stream';
import { cn } from '@web/lib/utils';

export function LiveIndicator({ state, testId }: { state: StreamState; testId: string }) {
  const live = state === 'live';
  return (
    <p className="flex items-center gap-2 text-xs text-muted-foreground" data-testid={testId}>
      <span
        aria-hidden
        className={cn('size-2 rounded-full', live ? 'bg-primary motion-safe:animate-pulse' : 'bg-warning')}
      />
      {live ? CIRCLE_MSG.live : CIRCLE_MSG.reconnecting}
    </p>
  );
}
