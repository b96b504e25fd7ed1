/** The pieces of /companion around its chat: the memorial's photo, the empty state, the stage, the allowance, the mood. */
import { useState } from 'react';
import { Link } from 'react-router';
import { Flower2, Heart, Info } from 'lucide-react';
import { MOODS, type Mood } from '@shared/constants';
import {
  COMPANION_MSG,
  GRIEF_STAGE_LABELS,
  type GriefStage,
  type MemorialPhotoContext,
} from '@shared/schemas/companion';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { cn } from '@web/lib/utils';

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

export function MemorialPhoto({ src, name, className }: { src?: string; name?: string; className?: string }) {
  // A signed photo URL expires after an hour: fall back to the flower once it no longer loads.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-primary ring-4 ring-card shadow-sm',
        className,
      )}
    >
      {broken ? (
        <Flower2 aria-hidden className="size-1/2" />
      ) : (
        <img
          src={src}
          alt={name ? `Photo of ${name}` : ''}
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}

export function EmptyConversation({ memorial }: { memorial: MemorialPhotoContext | null }) {
  if (memorial?.memorialName) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center px-2 py-8 text-center motion-safe:animate-fade-in">
        <MemorialPhoto src={memorial.memorialPhoto} name={memorial.memorialName} className="size-28" />
        <h2 className="mt-5 text-2xl font-semibold text-balance">
          {COMPANION_MSG.connectingWith(memorial.memorialName)}
        </h2>
        {memorial.memorialDescription && (
          <p className="mt-3 line-clamp-4 text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
            {memorial.memorialDescription}
          </p>
        )}
        <p className="mt-4 text-sm text-foreground/80">Share a memory, or say what you wish you could tell them.</p>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-2 py-8 text-center motion-safe:animate-fade-in">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
        <Heart aria-hidden className="size-8" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold">{COMPANION_MSG.emptyHeading}</h2>
      <p className="mt-3 leading-relaxed text-muted-foreground">
        This is a quiet space to share whatever is on your heart, at your own pace. There is no right or wrong thing to
        say.
      </p>
    </div>
  );
}

/** Shown only once the server has a reading, in its gentle words, never the stage's name. */
export function StageLine({ stage }: { stage: GriefStage }) {
  return (
    <p className="flex items-center gap-1 text-sm text-muted-foreground">
      {COMPANION_MSG.stage(GRIEF_STAGE_LABELS[stage])}
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            aria-label="About the stage"
            className="inline-flex size-6 items-center justify-center rounded-full text-muted-foreground hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Info aria-hidden className="size-4" />
          </button>
        </TooltipTrigger>
        <TooltipContent>{COMPANION_MSG.stageInfo}</TooltipContent>
      </Tooltip>
    </p>
  );
}

export function UsageLine({ used, limit }: { used: number; limit: number }) {
  if (used >= limit) {
    return (
      <p className="text-xs text-muted-foreground">
        You&apos;ve used this month&apos;s {limit} free messages.{' '}
        <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
          View plans
        </Link>
      </p>
    );
  }
  return (
    <p className="text-xs text-muted-foreground">
      {used} of {limit} free messages used this month
    </p>
  );
}

export function MessageSkeletons() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only">Loading the conversation…</span>
      <Skeleton className="ml-auto h-12 w-2/3 rounded-2xl" />
      <Skeleton className="h-20 w-3/4 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
    </div>
  );
}

/** How the person feels, sent with each message (spec section 2). */
export function MoodSelect({ mood, onChange }: { mood: Mood | null; onChange: (mood: Mood) => void }) {
  return (
    <Select value={mood ?? ''} onValueChange={(v) => onChange(v as Mood)}>
      <SelectTrigger className="h-9 w-56" aria-label={COMPANION_MSG.moodPlaceholder}>
        <SelectValue placeholder={COMPANION_MSG.moodPlaceholder} />
      </SelectTrigger>
      <SelectContent>
        {MOODS.map((m) => (
          <SelectItem key={m} value={m}>
            {capitalise(m)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
