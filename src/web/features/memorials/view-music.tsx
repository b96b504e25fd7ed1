/**
 * The memorial's featured song (spec section 2, "Memorial view"): an uploaded song autoplays and
 * loops with a visible note and a Pause/Play button; a YouTube song is an embedded player.
 */
import { useEffect, useRef, useState } from 'react';
import { ExternalLink, Music, Pause, Play } from 'lucide-react';
import type { MemorialView } from '@shared/schemas/memorials';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { useStableUrl } from './view-utils';

type Song = NonNullable<MemorialView['song']>;

type AudioState = 'starting' | 'playing' | 'paused' | 'blocked' | 'unavailable';

const NOTE: Record<Exclude<AudioState, 'unavailable'>, string> = {
  starting: 'Featured music playing',
  playing: 'Featured music playing',
  paused: 'Featured music paused',
  blocked: 'Tap play to hear the featured song',
};

/**
 * The uploaded song as a small bar that stays in reach while scrolling, so the music can always be
 * paused. Browsers may refuse autoplay until the visitor interacts: then it offers Play instead.
 */
export function FeaturedAudio({ url, className }: { url: string; className?: string }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [src, refreshSrc] = useStableUrl(url);
  const [state, setState] = useState<AudioState>('starting');

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = 0.6;
    // The autoplay attribute asks too; play() tells us whether the browser allowed it.
    audio.play().catch((err: unknown) => {
      if (err instanceof DOMException && err.name === 'NotAllowedError') setState('blocked');
    });
    // A gallery video someone starts should be heard on its own: the song steps aside (media
    // events do not bubble, so listen in the capture phase).
    const onOtherPlay = (e: Event) => {
      if (e.target instanceof HTMLMediaElement && e.target !== audio) audio.pause();
    };
    document.addEventListener('play', onOtherPlay, true);
    return () => document.removeEventListener('play', onOtherPlay, true);
  }, []);

  if (state === 'unavailable') return null;

  const playing = state === 'playing' || state === 'starting';
  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    // Decide by what the visitor was told, not by audio.paused: while the song is still loading
    // the note already says it is playing, and Pause must then mean pause.
    if (playing) {
      audio.pause();
      setState('paused');
    } else {
      audio.play().catch(() => setState('blocked'));
    }
  };

  return (
    <div
      className={cn(
        'mx-auto flex w-fit max-w-full items-center gap-3 rounded-full border border-border bg-card/90 py-1.5 pr-1.5 pl-4 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-card/75',
        className,
      )}
    >
      <audio
        ref={audioRef}
        src={src}
        autoPlay
        loop
        preload="auto"
        onPlaying={() => setState('playing')}
        onPause={() => setState((s) => (s === 'blocked' ? s : 'paused'))}
        onError={() => {
          // An expired signature: take the newer URL if there is one; otherwise stay quiet.
          if (src !== url) refreshSrc();
          else setState('unavailable');
        }}
      />
      <Music aria-hidden className={cn('size-4 shrink-0 text-primary', playing && 'motion-safe:animate-pulse')} />
      <p aria-live="polite" className="min-w-0 text-sm text-foreground">
        {NOTE[state]}
      </p>
      <Button
        size="sm"
        variant={playing ? 'secondary' : 'default'}
        className="rounded-full"
        onClick={toggle}
        aria-label={playing ? 'Pause featured music' : 'Play featured music'}
      >
        {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        {playing ? 'Pause' : 'Play'}
      </Button>
    </div>
  );
}

/** The YouTube song: an embedded, privacy-enhanced player, or a plain link when no id was found. */
export function FeaturedYoutube({ song }: { song: Extract<Song, { kind: 'youtube' }> }) {
  if (!song.videoId) {
    const href = /^https?:\/\//i.test(song.url) ? song.url : `https://${song.url}`;
    return (
      <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <Music aria-hidden className="size-4 text-primary" />
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
        >
          Listen to the featured song on YouTube
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    );
  }
  const id = encodeURIComponent(song.videoId);
  return (
    <figure className="mx-auto w-full max-w-lg">
      <div className="aspect-video w-full overflow-hidden rounded-xl border border-border bg-muted shadow-sm">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&loop=1&playlist=${id}`}
          title="Featured song"
          allow="autoplay; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-full w-full"
        />
      </div>
      <figcaption className="mt-2 flex items-center justify-center gap-1.5 text-sm text-muted-foreground">
        <Music aria-hidden className="size-3.5 text-primary" />
        Featured music. It may start on its own; use the player to pause it.
      </figcaption>
    </figure>
  );
}
