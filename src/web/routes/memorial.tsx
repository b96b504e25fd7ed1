/**
 * Memorial view, /memorial/:id with an optional ?share= token (spec sections 2, 4 and 8). Public:
 * visitors may be signed out; the server decides who may see what. The route composes the
 * memorial's panels with the owner's reminders and the AI Memorial Companion.
 */
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { APP_NAME } from '@shared/constants';
import { MSG } from '@shared/messages';
import { MEMORIAL_MSG, type MemorialView } from '@shared/schemas/memorials';
import { Spinner } from '@web/components/ui/spinner';
import { MemorialCompanion } from '@web/features/companion/memorial-companion';
import { useStartMemorialConversation } from '@web/features/companion/memorial-context';
import { useMemorial } from '@web/features/memorials/api';
import { AboutPanel } from '@web/features/memorials/view-about';
import { MemorialFrame, MemorialHero, MemorialLoadFailed, MemorialNotFound } from '@web/features/memorials/view-frame';
import { MemorialGallery } from '@web/features/memorials/view-gallery';
import { GuestbookPanel } from '@web/features/memorials/view-guestbook';
import { QrPanel } from '@web/features/memorials/view-qr';
import { SharePanel } from '@web/features/memorials/view-share';
import { SiteExportPanel } from '@web/features/memorials/view-site-export';
import { useUpdatePreferences } from '@web/features/preferences/api';
import { RemindersCard } from '@web/features/reminders/reminders-card';
import { hasCode } from '@web/lib/errors';
import { useSession } from '@web/lib/session';

function MemorialContent({
  memorial,
  share,
  signedIn,
}: {
  memorial: MemorialView;
  share: string | null;
  signedIn: boolean;
}) {
  const talkWithAi = useStartMemorialConversation();
  const preferences = useUpdatePreferences();
  const qrNote =
    memorial.isOwner && !memorial.isPublic
      ? 'This memorial is private, so the code opens it only for you. To let others in, make it public or send them a private link.'
      : null;

  return (
    <MemorialFrame title={memorial.title} signedIn={signedIn}>
      <MemorialHero memorial={memorial} />

      <section aria-labelledby="memories-heading">
        <h2 id="memories-heading" className="mb-4 text-2xl font-semibold">
          Memories
        </h2>
        <MemorialGallery
          media={memorial.media}
          memorialId={memorial.id}
          share={share}
          title={memorial.title}
          description={memorial.description}
          speaksAs={memorial.aiSpeakAs}
          signedIn={signedIn}
          editHref={memorial.isOwner ? `/memorial/${memorial.id}/edit` : null}
          onTalkWithAi={talkWithAi}
        />
      </section>

      <div className="mt-12 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <GuestbookPanel memorialId={memorial.id} share={share} title={memorial.title} />
        <div className="grid gap-6">
          <QrPanel memorialId={memorial.id} share={share} privateNote={qrNote} />
          <AboutPanel memorial={memorial} />
          {memorial.isOwner && <SharePanel memorial={memorial} share={share} />}
          {memorial.isOwner && signedIn && <SiteExportPanel memorialId={memorial.id} />}
          {memorial.isOwner && signedIn && (
            <RemindersCard
              memorialId={memorial.id}
              turnOnEmails={() => preferences.mutateAsync({ emailAnniversaryReminders: true })}
            />
          )}
          <MemorialCompanion memorial={memorial} share={share} signedIn={signedIn} />
        </div>
      </div>
    </MemorialFrame>
  );
}

export default function MemorialPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const share = searchParams.get('share')?.trim() || null;
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const { data: memorial, error, errorUpdatedAt, isPending, isFetching, refetch } = useMemorial(id, share);

  // A 404 means the visitor may not see it (or no longer may: the link was turned off meanwhile).
  const denied = hasCode(error, 'NOT_FOUND', 'SHARE_LINK_INVALID');
  const visible = memorial && !denied ? memorial : null;
  const hasData = Boolean(memorial);

  useEffect(() => {
    if (!error) return;
    if (hasCode(error, 'NOT_FOUND', 'SHARE_LINK_INVALID')) {
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
        : error && !denied
          ? `${MSG.memorialPage.loadFailedHeading} · ${APP_NAME}`
          : `${MEMORIAL_MSG.notFound} · ${APP_NAME}`;
  }, [title, isPending, error, denied]);

  if (isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-secondary/60 to-background">
        <Spinner label="Loading memorial..." showLabel />
      </div>
    );
  }
  // Only a refusal means "not found"; a server error or a lost connection can be tried again.
  if (!visible && error && !denied) {
    return (
      <MemorialLoadFailed
        signedIn={signedIn}
        offline={hasCode(error, 'NETWORK')}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!visible) return <MemorialNotFound signedIn={signedIn} />;
  return <MemorialContent key={visible.id} memorial={visible} share={share} signedIn={signedIn} />;
}
