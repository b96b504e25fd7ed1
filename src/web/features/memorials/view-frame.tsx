/**
 * The frame of the memorial page (/memorial/:id): its header, the name with the years and the
 * family's words and song, the footer, and the page for a memorial the visitor may not see.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Flower2 } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
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

export function MemorialNotFound({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary/60 to-background">
      <PageHeader signedIn={signedIn} />
      <main className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="max-w-md text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
            <Flower2 aria-hidden className="size-7" />
          </span>
          <h1 className="mt-5 text-3xl font-semibold">{MEMORIAL_MSG.notFound}</h1>
          <p className="mt-3 text-muted-foreground">
            This memorial may be private, or its link may have changed. If someone shared it with you, they can send
            you a new link.
          </p>
          <Button asChild className="mt-6">
            <Link to="/dashboard">Back to Dashboard</Link>
          </Button>
        </div>
      </main>
    </div>
  );
}

/** The page around a memorial's panels: header, main, and the footer in their memory. */
export function MemorialFrame({ title, signedIn, children }: { title: string; signedIn: boolean; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-secondary/60 via-background to-background">
      <PageHeader signedIn={signedIn} />
      <main className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">{children}</main>
      <footer className="border-t border-border py-8 text-center text-sm text-muted-foreground">
        <p>
          In loving memory of <span className="font-medium text-foreground">{title}</span>
        </p>
        <p className="mt-1">
          <Link to="/" className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring">
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
  return (
    <>
      {song?.kind === 'audio' && <FeaturedAudio url={song.url} className="sticky top-3 z-30 mt-4" />}
      <section aria-labelledby="memorial-title" className="py-10 text-center sm:py-14">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-card text-primary shadow-sm ring-1 ring-border">
          <Flower2 aria-hidden className="size-6" />
        </span>
        <h1 id="memorial-title" className="mx-auto mt-5 max-w-3xl text-4xl leading-tight font-semibold text-balance break-words sm:text-5xl">
          {memorial.title}
        </h1>
        {years && <p className="mt-3 text-lg tracking-wide text-muted-foreground tabular-nums">{years}</p>}
        <div aria-hidden className="mx-auto mt-6 h-px w-24 bg-gradient-to-r from-transparent via-primary/40 to-transparent" />
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
