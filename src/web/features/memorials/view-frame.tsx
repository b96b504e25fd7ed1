/**
 * The frame of the memorial page (/memorial/:id): its header, the name with the years and the
 * family's words and song, the footer, and the pages for a memorial the visitor may not see and
 * for one that could not be loaded.
 */
import { COVER_SIZES, coverSrcSet } from '@shared/photo-sizes';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeft, CloudOff, Flower2, Loader2, RotateCw } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { MSG } from '@shared/messages';
import { MEMORIAL_MSG, lifeYears, type MemorialView } from '@shared/schemas/memorials';
import { SiteLogo } from '@web/components/site-header';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { FeaturedAudio, FeaturedYoutube } from './view-music';

function PageHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="border-b border-border bg-card/70 backdrop-blur supports-[backdrop-filter]:bg-card/60">
      <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
        <SiteLogo />
        {signedIn && (
          <Button asChild variant="ghost" size="sm">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden />
              Dashboard
            </Link>
          </Button>
        )}
      </div>
    </header>
  );
}

/** The middle of a page that shows no memorial: an icon, a heading, words and what to do next. */
function MemorialState({
  signedIn,
  icon,
  title,
  children,
}: {
  signedIn: boolean;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary/60 to-background">
      <PageHeader signedIn={signedIn} />
      <main className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="max-w-md text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
            {icon}
          </span>
          <h1 className="mt-5 text-3xl font-semibold">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}

/**
 * A memorial this visitor may not see, or that does not exist (the server says the same for both).
 * Signed in, the way on is the dashboard; signed out, the home page, and signing in (the owner of a
 * private memorial comes back here afterwards).
 */
export function MemorialNotFound({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  return (
    <MemorialState signedIn={signedIn} icon={<Flower2 aria-hidden className="size-7" />} title={MEMORIAL_MSG.notFound}>
      <p className="mt-3 text-muted-foreground">{MSG.memorialPage.notFoundHint}</p>
      {signedIn ? (
        <Button asChild className="mt-6">
          <Link to="/dashboard">{MSG.memorialPage.backToDashboard}</Link>
        </Button>
      ) : (
        <>
          <p className="mt-2 text-muted-foreground">{MSG.memorialPage.signInHint}</p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/">{MSG.memorialPage.homePage}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/auth" state={{ from: `${location.pathname}${location.search}` }}>
                {MSG.memorialPage.signIn}
              </Link>
            </Button>
          </div>
        </>
      )}
    </MemorialState>
  );
}

/**
 * The memorial could not be loaded (a server error or no connection): not "not found", which
 * would frighten an owner into thinking it was lost. Retry asks again; the words say it is safe.
 */
export function MemorialLoadFailed({
  signedIn,
  offline,
  retrying,
  onRetry,
}: {
  signedIn: boolean;
  offline: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <MemorialState
      signedIn={signedIn}
      icon={<CloudOff aria-hidden className="size-7" />}
      title={MSG.memorialPage.loadFailedHeading}
    >
      <p role="alert" className="mt-3 text-muted-foreground">
        {offline ? MSG.memorialPage.loadFailedNetwork : MSG.memorialPage.loadFailedServer}
      </p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? <Loader2 aria-hidden className="animate-spin" /> : <RotateCw aria-hidden />}
          {retrying ? MSG.memorialPage.retrying : MSG.memorialPage.retry}
        </Button>
        <Button asChild variant="outline">
          {signedIn ? (
            <Link to="/dashboard">{MSG.memorialPage.backToDashboard}</Link>
          ) : (
            <Link to="/">{MSG.memorialPage.homePage}</Link>
          )}
        </Button>
      </div>
    </MemorialState>
  );
}

/** The page around a memorial's panels: header, main, and the footer in their memory. */
export function MemorialFrame({
  title,
  signedIn,
  children,
}: {
  title: string;
  signedIn: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-secondary/60 via-background to-background">
      <PageHeader signedIn={signedIn} />
      <main className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">{children}</main>
      <footer className="border-t border-border py-8 text-center text-sm text-muted-foreground">
        <p>
          In loving memory of <span className="font-medium text-foreground">{title}</span>
        </p>
        <p className="mt-1">
          <Link
            to="/"
            className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
          >
            {APP_NAME}
          </Link>
        </p>
      </footer>
    </div>
  );
}

/** The name, the years, the family's words and the featured song (an audio file stays at the top as the page scrolls). */
export function MemorialHero({ memorial }: { memorial: MemorialView }) {
  const years = lifeYears(memorial.birthDate, memorial.passingDate);
  const description = memorial.description.trim();
  // Short words read well centred under the name; longer stories read better left-aligned.
  const shortDescription = description.length <= 220 && !description.includes('\n');
  const song = memorial.song;
  // The cover photo (decision 038): the gallery's photo the family chose, at the top of the page.
  const cover = memorial.coverMediaId ? memorial.media.find((m) => m.id === memorial.coverMediaId) : undefined;
  return (
    <>
      {song?.kind === 'audio' && <FeaturedAudio url={song.url} className="sticky top-3 z-30 mt-4" />}
      {cover && (
        <img
          src={cover.urls.display}
          // The phone-sized copy beside the display one, exactly as the server's first view names
          // them (decision 048), so the browser reuses the file it already drew.
          srcSet={coverSrcSet(cover.urls, cover.width, cover.height)}
          sizes={COVER_SIZES}
          alt={cover.caption ? `${memorial.title}: ${cover.caption}` : memorial.title}
          width={cover.width ?? undefined}
          height={cover.height ?? undefined}
          fetchPriority="high"
          decoding="async"
          className="mt-6 aspect-[16/7] max-h-[28rem] w-full rounded-2xl object-cover shadow-sm"
        />
      )}
      <section
        aria-labelledby="memorial-title"
        className={cn('text-center', cover ? 'py-8 sm:py-10' : 'py-10 sm:py-14')}
      >
        {!cover && (
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-card text-primary shadow-sm ring-1 ring-border">
            <Flower2 aria-hidden className="size-6" />
          </span>
        )}
        <h1
          id="memorial-title"
          className="mx-auto mt-5 max-w-3xl text-4xl leading-tight font-semibold text-balance break-words sm:text-5xl"
        >
          {memorial.title}
        </h1>
        {years && <p className="mt-3 text-lg tracking-wide text-muted-foreground tabular-nums">{years}</p>}
        <div
          aria-hidden
          className="mx-auto mt-6 h-px w-24 bg-gradient-to-r from-transparent via-primary/40 to-transparent"
        />
        {description && (
          <p
            className={cn(
              'mx-auto mt-6 max-w-2xl text-lg leading-relaxed break-words whitespace-pre-line text-foreground/90',
              shortDescription ? 'text-center' : 'text-left',
            )}
          >
            {description}
          </p>
        )}
        {song?.kind === 'youtube' && (
          <div className="mt-8">
            <FeaturedYoutube song={song} />
          </div>
        )}
      </section>
    </>
  );
}
