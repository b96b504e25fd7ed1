/**
 * The Memories gallery (spec sections 2 and 4, "Gallery"): one photo or video at a time, previous
 * and next arrows that wrap at both ends, a thumbnail strip, keyboard arrows, a full-screen view
 * and, on a photo, the "Talk with AI" invitation.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, Expand, Images, MessageCircleHeart, Play, X } from 'lucide-react';
import { COVER_SIZES, coverSrcSet } from '@shared/photo-sizes';
import { COMPANION_MSG, type MemorialPhotoContext } from '@shared/schemas/companion';
import type { MediaItem } from '@shared/schemas/memorials';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { cn } from '@web/lib/utils';
import { useStableUrl } from './view-utils';

export interface MemorialGalleryProps {
  media: MediaItem[];
  /** The memorial and the page's share token: "Talk with AI" names them to /companion (decision 013). */
  memorialId: string;
  share?: string | null;
  title: string;
  description: string;
  /** The owner let the companion speak as the person: the dialog says so. */
  speaksAs?: boolean;
  /** Whether the visitor is signed in (the companion asks for a sign-in first). */
  signedIn: boolean;
  /** For the owner: where to add photos when there are none yet. */
  editHref?: string | null;
  /** "Start Conversation": opens the companion about this photo (the companion's, composed by the route). */
  onTalkWithAi: (context: MemorialPhotoContext) => void;
  /** For those who may tell the story: tools under the current item (its caption, the cover). */
  itemTools?: (item: MediaItem) => ReactNode;
}

const SWIPE_PX = 50;

function itemLabel(item: MediaItem, n: number, total: number, title: string) {
  return `${item.mediaType === 'photo' ? 'Photo' : 'Video'} ${n} of ${total} of ${title}`;
}

/** Arrow keys move through the gallery unless a video or a text field has the focus. */
function arrowDelta(e: KeyboardEvent): -1 | 1 | 0 {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return 0;
  const t = e.target as HTMLElement;
  if (
    t instanceof HTMLVideoElement ||
    t instanceof HTMLInputElement ||
    t instanceof HTMLTextAreaElement ||
    t.isContentEditable
  )
    return 0;
  if (e.key === 'ArrowLeft') return -1;
  if (e.key === 'ArrowRight') return 1;
  return 0;
}

function GalleryVideo({ url, label, className }: { url: string; label: string; className?: string }) {
  const [src, refresh] = useStableUrl(url);
  return (
    <video
      controls
      preload="metadata"
      playsInline
      src={src}
      aria-label={label}
      className={className}
      onError={() => {
        if (src !== url) refresh();
      }}
    />
  );
}

function MediaView({ item, label, className }: { item: MediaItem; label: string; className?: string }) {
  if (item.mediaType === 'video') return <GalleryVideo url={item.urls.original} label={label} className={className} />;
  // Below the story on a phone: fetched when it comes near the screen (the server draws it into
  // the page, decision 063), and the phone-sized copy where it is enough, as the cover does.
  return (
    <img
      src={item.urls.display}
      srcSet={coverSrcSet(item.urls, item.width, item.height)}
      sizes={COVER_SIZES}
      alt={label}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

function ArrowButton({ dir, onClick, className }: { dir: -1 | 1; onClick: () => void; className?: string }) {
  const Icon = dir < 0 ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={dir < 0 ? 'Previous photo or video' : 'Next photo or video'}
      className={cn(
        'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-background/85 text-foreground shadow-md ring-1 ring-border backdrop-blur transition hover:bg-background focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
        dir < 0 ? 'left-2 sm:left-3' : 'right-2 sm:right-3',
        className,
      )}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}

export function MemorialGallery({
  media,
  memorialId,
  share = null,
  title,
  description,
  speaksAs = false,
  signedIn,
  editHref,
  onTalkWithAi,
  itemTools,
}: MemorialGalleryProps) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const [aiPhoto, setAiPhoto] = useState<MediaItem | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const touchX = useRef<number | null>(null);

  const total = media.length;
  // The list can shrink on a refresh (the owner removed a photo): never point past its end.
  const current = total ? Math.min(index, total - 1) : 0;
  const item = media[current];

  const go = useCallback(
    (delta: number) => setIndex((i) => (((Math.min(i, total - 1) + delta) % total) + total) % total),
    [total],
  );

  // Keep the current thumbnail in view by scrolling the strip only (never the page).
  useEffect(() => {
    const strip = stripRef.current;
    const thumb = strip?.querySelector<HTMLElement>(`[data-index="${current}"]`);
    if (!strip || !thumb) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    strip.scrollTo({
      left: thumb.offsetLeft - (strip.clientWidth - thumb.offsetWidth) / 2,
      behavior: reduce ? 'auto' : 'smooth',
    });
  }, [current]);

  if (!item) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card/60 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
          <Images aria-hidden className="size-6" />
        </span>
        <p className="text-muted-foreground">No photos or videos yet.</p>
        {editHref && (
          <Button asChild variant="outline" size="sm">
            <Link to={editHref}>Add photos and videos</Link>
          </Button>
        )}
      </div>
    );
  }

  const label = itemLabel(item, current + 1, total, title);
  const many = total > 1;

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    // React bubbles events out of portals: keys pressed in a dialog are the dialog's own business.
    if (!many || !e.currentTarget.contains(e.target as Node)) return;
    const delta = arrowDelta(e);
    if (!delta) return;
    e.preventDefault();
    const next = (((current + delta) % total) + total) % total;
    setIndex(next);
    // Moving with the arrows while on a thumbnail carries the focus along (roving focus).
    if ((e.target as HTMLElement).dataset.index !== undefined) {
      stripRef.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus();
    }
  };

  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.target instanceof HTMLVideoElement ? null : (e.touches[0]?.clientX ?? null);
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = e.changedTouches[0]?.clientX;
    if (!many || start === null || end === undefined) return;
    if (Math.abs(end - start) >= SWIPE_PX) go(end < start ? 1 : -1);
  };

  const openFullScreen = () => {
    // One video playing at a time: the full-screen copy replaces the one on the page.
    stageRef.current?.querySelectorAll('video').forEach((v) => v.pause());
    setFullScreen(true);
  };

  const startConversation = () => {
    if (!aiPhoto) return;
    // The id (and share token) let the server read the memorial and its voice itself (decision 013).
    const context = {
      memorialPhoto: aiPhoto.urls.display,
      memorialName: title,
      memorialDescription: description,
      memorialId,
      ...(share ? { shareToken: share } : {}),
    };
    onTalkWithAi(context);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Memories of ${title}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="space-y-3 rounded-xl focus-visible:outline-hidden"
    >
      <div
        ref={stageRef}
        role="group"
        tabIndex={many ? 0 : -1}
        aria-label={
          many
            ? 'Current photo or video. Use the left and right arrow keys to move between memories.'
            : 'Current photo or video'
        }
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        className="relative flex h-72 items-center justify-center overflow-hidden rounded-xl border border-border bg-gradient-to-b from-secondary/70 to-muted shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden sm:h-[26rem] lg:h-[30rem]"
      >
        <MediaView
          key={item.id}
          item={item}
          label={label}
          className="h-full w-full object-contain motion-safe:animate-fade-in"
        />
        {many && (
          <>
            <ArrowButton dir={-1} onClick={() => go(-1)} />
            <ArrowButton dir={1} onClick={() => go(1)} />
          </>
        )}
      </div>

      {item.caption && <p className="text-center leading-relaxed break-words text-foreground/90">{item.caption}</p>}
      {itemTools?.(item)}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
          <span aria-hidden>
            {current + 1} / {total}
          </span>
          <span className="sr-only">{label}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {item.mediaType === 'photo' && (
            <Button size="sm" onClick={() => setAiPhoto(item)}>
              <MessageCircleHeart aria-hidden />
              Talk with AI
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={openFullScreen}>
            <Expand aria-hidden />
            View full screen
          </Button>
        </div>
      </div>

      {many && (
        <div
          ref={stripRef}
          className="relative flex gap-2 overflow-x-auto p-1 pb-2"
          role="group"
          aria-label="Choose a photo or video"
        >
          {media.map((m, i) => (
            <button
              key={m.id}
              type="button"
              data-index={i}
              aria-label={`Show item ${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
              className={cn(
                'relative size-16 shrink-0 overflow-hidden rounded-lg bg-secondary ring-offset-2 ring-offset-background transition focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring sm:size-20',
                i === current ? 'ring-2 ring-primary' : 'opacity-70 hover:opacity-100',
              )}
            >
              {m.mediaType === 'photo' ? (
                <img src={m.urls.thumb} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" />
              ) : (
                <span className="flex h-full w-full items-center justify-center text-primary">
                  <Play aria-hidden className="size-6" />
                </span>
              )}
            </button>
          ))}
        </div>
      )}

      <Dialog open={fullScreen} onOpenChange={setFullScreen}>
        <DialogContent
          showCloseButton={false}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          className="flex h-dvh max-h-dvh w-screen max-w-none flex-col gap-0 overflow-hidden rounded-none border-0 bg-neutral-950 p-0 text-neutral-50"
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <DialogTitle className="min-w-0 truncate text-base font-medium text-neutral-100">
              Memories of {title}
              <span className="ml-3 font-sans text-sm font-normal text-neutral-400 tabular-nums">
                {current + 1} / {total}
              </span>
            </DialogTitle>
            <DialogClose asChild>
              <Button variant="ghost" size="sm" className="text-neutral-100 hover:bg-white/10 hover:text-white">
                <X aria-hidden />
                Close
              </Button>
            </DialogClose>
          </div>
          <div
            className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-16"
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            <MediaView key={item.id} item={item} label={label} className="h-full w-full object-contain" />
            {many && (
              <>
                <ArrowButton dir={-1} onClick={() => go(-1)} />
                <ArrowButton dir={1} onClick={() => go(1)} />
              </>
            )}
          </div>
          {item.caption && <p className="px-4 pb-4 text-center text-neutral-200">{item.caption}</p>}
          <p className="sr-only" aria-live="polite">
            {label}
          </p>
        </DialogContent>
      </Dialog>

      <Dialog open={aiPhoto !== null} onOpenChange={(open) => !open && setAiPhoto(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{COMPANION_MSG.connectTitle}</DialogTitle>
            <DialogDescription>
              {speaksAs ? COMPANION_MSG.connectAsThem(title) : COMPANION_MSG.connectAboutThem(title)}
            </DialogDescription>
          </DialogHeader>
          <div className="flex items-start gap-4 rounded-lg bg-secondary/60 p-4">
            {aiPhoto && (
              <img
                src={aiPhoto.urls.thumb}
                alt=""
                className="size-16 shrink-0 rounded-full object-cover ring-2 ring-background"
              />
            )}
            <p className="text-sm leading-relaxed text-secondary-foreground">
              {speaksAs ? COMPANION_MSG.connectAsThemNote(title) : COMPANION_MSG.connectAboutThemNote(title)}
            </p>
          </div>
          {!signedIn && <p className="text-sm text-muted-foreground">You will be asked to sign in first.</p>}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button onClick={startConversation}>
              <MessageCircleHeart aria-hidden />
              Start Conversation
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
