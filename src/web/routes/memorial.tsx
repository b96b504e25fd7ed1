/**
 * Memorial view, /memorial/:id with an optional ?share= token (spec sections 2, 4 and 8). Public:
 * visitors may be signed out; the server decides who may see what.
 */
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ArrowLeft, Flower2, LogIn, MessageCircleHeart } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { COMPANION_MSG } from '@shared/schemas/companion';
import { MEMORIAL_MSG, lifeYears, type MemorialView } from '@shared/schemas/memorials';
import { SiteLogo } from '@web/components/site-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ChatPanel } from '@web/features/companion/chat-panel';
import { useMemorial } from '@web/features/memorials/api';
import { AboutPanel } from '@web/features/memorials/view-about';
import { MemorialGallery } from '@web/features/memorials/view-gallery';
import { GuestbookPanel } from '@web/features/memorials/view-guestbook';
import { FeaturedAudio, FeaturedYoutube } from '@web/features/memorials/view-music';
import { QrPanel } from '@web/features/memorials/view-qr';
import { RemindersCard } from '@web/features/reminders/reminders-card';
import { SharePanel } from '@web/features/memorials/view-share';
import { longDate } from '@web/features/memorials/view-utils';
import { ApiError } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { cn } from '@web/lib/utils';

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

function NotFound({ signedIn }: { signedIn: boolean }) {
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

/** The dates for the companion's context: "3 March 1950 – 12 May 2020", or the one that is known. */
function memorialDates(birthDate: string | null, passingDate: string | null): string | undefined {
  const born = longDate(birthDate);
  const passed = longDate(passingDate);
  if (born && passed) return `${born} – ${passed}`;
  if (born) return `Born ${born}`;
  if (passed) return `Passed away ${passed}`;
  return undefined;
}

function CompanionSignIn({ memorialId, share }: { memorialId: string; share: string | null }) {
  const back = `/memorial/${memorialId}${share ? `?share=${encodeURIComponent(share)}` : ''}`;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <MessageCircleHeart aria-hidden className="size-5 text-primary" />
          <h2 className="font-serif text-xl leading-tight font-semibold">AI Memorial Companion</h2>
        </div>
        <CardDescription>A gentle AI companion to share memories with. It is an AI, not a person.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline" className="w-full">
          <Link to="/auth" state={{ from: back }}>
            <LogIn aria-hidden />
            Sign in to talk with the AI Memorial Companion
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function MemorialContent({ memorial, share, signedIn }: { memorial: MemorialView; share: string | null; signedIn: boolean }) {
  const years = lifeYears(memorial.birthDate, memorial.passingDate);
  const description = memorial.description.trim();
  // Short words read well centred under the name; longer stories read better left-aligned.
  const shortDescription = description.length <= 220 && !description.includes('\n');
  const song = memorial.song;

  const qrNote =
    memorial.isOwner && !memorial.isPublic
      ? 'This memorial is private, so the code opens it only for you. To let others in, make it public or send them a private link.'
      : null;

  return (
    <div className="min-h-dvh bg-gradient-to-b from-secondary/60 via-background to-background">
      <PageHeader signedIn={signedIn} />

      <main className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        {song?.kind === 'audio' && <FeaturedAudio url={song.url} className="sticky top-3 z-30 mt-4" />}

        <section aria-labelledby="memorial-title" className="py-10 text-center sm:py-14">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-card text-primary shadow-sm ring-1 ring-border">
            <Flower2 aria-hidden className="size-6" />
          </span>
          <h1
            id="memorial-title"
            className="mx-auto mt-5 max-w-3xl text-4xl leading-tight font-semibold text-balance break-words sm:text-5xl"
          >
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

        <section aria-labelledby="memories-heading">
          <h2 id="memories-heading" className="mb-4 text-2xl font-semibold">
            Memories
          </h2>
          <MemorialGallery
            media={memorial.media}
            title={memorial.title}
            description={memorial.description}
            signedIn={signedIn}
            editHref={memorial.isOwner ? `/memorial/${memorial.id}/edit` : null}
          />
        </section>

        <div className="mt-12 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <GuestbookPanel memorialId={memorial.id} share={share} title={memorial.title} />
          <div className="grid gap-6">
            <QrPanel memorialId={memorial.id} share={share} privateNote={qrNote} />
            <AboutPanel memorial={memorial} />
            {memorial.isOwner && <SharePanel memorial={memorial} share={share} />}
            {memorial.isOwner && signedIn && <RemindersCard memorialId={memorial.id} />}
            {/* The AI Memorial Companion (spec section 2): the streaming chat panel with the title,
                description and dates as context. The API needs a session. */}
            {signedIn ? (
              <ChatPanel
                functionName="ai-memorial-companion"
                draftPlace={`memorial:${memorial.id}`}
                title="AI Memorial Companion"
                description={`Share memories of ${memorial.title}, or talk about what is on your heart.`}
                context={{
                  title: memorial.title,
                  description: memorial.description,
                  dates: memorialDates(memorial.birthDate, memorial.passingDate),
                  memorialId: memorial.id,
                }}
                placeholder={COMPANION_MSG.memorialChatPlaceholder}
                notice={COMPANION_MSG.memorialNotice(memorial.title)}
              />
            ) : (
              <CompanionSignIn memorialId={memorial.id} share={share} />
            )}
          </div>
        </div>
      </main>

      <footer className="border-t border-border py-8 text-center text-sm text-muted-foreground">
        <p>
          In loving memory of <span className="font-medium text-foreground">{memorial.title}</span>
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

export default function MemorialPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const share = searchParams.get('share')?.trim() || null;
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const { data: memorial, error, errorUpdatedAt, isPending } = useMemorial(id, share);

  // A 404 means the visitor may not see it (or no longer may: the link was turned off meanwhile).
  const denied = error instanceof ApiError && error.status === 404;
  const visible = memorial && !denied ? memorial : null;
  const hasData = Boolean(memorial);

  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 404) {
      toast.error(MEMORIAL_MSG.accessDeniedTitle, {
        id: 'memorial-load',
        description: share ? MEMORIAL_MSG.invalidShareLink : MEMORIAL_MSG.noPermission,
      });
    } else if (!hasData) {
      // A failed background refresh keeps the page as it is; only a first load failure is reported.
      toast.error(MEMORIAL_MSG.loadFailedTitle, { id: 'memorial-load', description: MEMORIAL_MSG.loadFailed });
    }
  }, [error, errorUpdatedAt, share, hasData]);

  const title = visible?.title;
  useEffect(() => {
    document.title = title
      ? `${title} · ${APP_NAME}`
      : isPending
        ? `Memorial · ${APP_NAME}`
        : `${MEMORIAL_MSG.notFound} · ${APP_NAME}`;
  }, [title, isPending]);

  if (isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-secondary/60 to-background">
        <Spinner label="Loading memorial..." showLabel />
      </div>
    );
  }
  if (!visible) return <NotFound signedIn={signedIn} />;
  return <MemorialContent key={visible.id} memorial={visible} share={share} signedIn={signedIn} />;
}
