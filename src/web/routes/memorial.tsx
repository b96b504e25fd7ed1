/**
 * Memorial view, /memorial/:id with an optional ?share= token (spec sections 2, 4 and 8). Public:
 * visitors may be signed out; the server decides who may see what. Visitor first (decision 038):
 * the cover, the name, the life story, the gallery, voice memories and the timeline, with the
 * guestbook beside them; the family's tools in a toolbar and a "Manage" area only they see.
 */
import { useEffect, useState } from 'react';
import { MessageCircleHeart } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { APP_NAME } from '@shared/constants';
import { MSG } from '@shared/messages';
import { MEMORIAL_MSG, type MemorialView } from '@shared/schemas/memorials';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { CrisisCard } from '@web/components/crisis-card';
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
import { LifeStory } from '@web/features/memorials/story/life-story';
import { ManageArea, OwnerToolbar } from '@web/features/memorials/story/owner-tools';
import { PhotoTools } from '@web/features/memorials/story/photo-tools';
import { StorySupport } from '@web/features/memorials/story/story-support';
import { clearStorySupport } from '@web/features/memorials/story/support';
import { Timeline } from '@web/features/memorials/story/timeline';
import { VoiceMemories } from '@web/features/memorials/story/voice-memories';
import { useUpdatePreferences } from '@web/features/preferences/api';
import { RemindersCard } from '@web/features/reminders/reminders-card';
import { hasCode } from '@web/lib/errors';
import { useServerFirstView } from '@web/lib/first-view';
import { useSession } from '@web/lib/session';

/**
 * The AI companion for signed-in visitors: a modest link that opens the conversation in place
 * (decision 038); signed out, a link to sign in and come back.
 */
function CompanionLink({
  memorial,
  share,
  signedIn,
}: {
  memorial: MemorialView;
  share: string | null;
  signedIn: boolean;
}) {
  const [open, setOpen] = useState(false);
  if (!signedIn) return <MemorialCompanion memorial={memorial} share={share} signedIn={false} />;
  return (
    <div className="space-y-3">
      <Button variant="link" className="h-auto px-0" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <MessageCircleHeart aria-hidden />
        {open ? 'Close the AI Memorial Companion' : 'Talk with the AI Memorial Companion'}
      </Button>
      {open && <MemorialCompanion memorial={memorial} share={share} signedIn />}
    </div>
  );
}

function MemorialContent({
  memorial,
  share,
  signedIn,
  userId,
}: {
  memorial: MemorialView;
  share: string | null;
  signedIn: boolean;
  userId: string | null;
}) {
  const talkWithAi = useStartMemorialConversation();
  const preferences = useUpdatePreferences();
  const { can } = memorial;
  const qrNote =
    memorial.isOwner && !memorial.isPublic
      ? 'This memorial is private, so the code opens it only for you. To let others in, make it public or send them a private link.'
      : null;
  const photos = memorial.media.filter((m) => m.mediaType === 'photo');
  // A note about words just saved (decisions 045 and 049) belongs to this visit of the page.
  useEffect(() => clearStorySupport, []);

  return (
    <MemorialFrame title={memorial.title} signedIn={signedIn}>
      <OwnerToolbar memorial={memorial} />
      <MemorialHero memorial={memorial} />
      {/* On a memorial just created: what the crisis screen read in its title and description (decision 049). */}
      <StorySupport part="memorial" />

      <div className="grid items-start gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] xl:gap-16">
        <div className="min-w-0 space-y-14">
          <LifeStory memorialId={memorial.id} title={memorial.title} sections={memorial.sections} canEdit={can.story} />

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
              editHref={
                can.edit
                  ? `/memorial/${memorial.id}/edit`
                  : can.upload
                    ? `/memorial/${memorial.id}/collaborators`
                    : null
              }
              onTalkWithAi={talkWithAi}
              itemTools={
                can.story
                  ? (item) => (
                      <PhotoTools
                        key={item.id}
                        memorialId={memorial.id}
                        item={item}
                        isCover={item.id === memorial.coverMediaId}
                      />
                    )
                  : undefined
              }
            />
            <StorySupport part="gallery" />
          </section>

          <VoiceMemories
            memorialId={memorial.id}
            memories={memorial.voiceMemories}
            canUpload={can.upload}
            planAllows={can.voiceMemories}
            // The server's rule: the owner removes any, a collaborator only what they added.
            canDelete={(m) => can.edit || (can.upload && !!userId && m.addedBy?.id === userId)}
          />

          <Timeline memorialId={memorial.id} events={memorial.timeline} photos={photos} canEdit={can.story} />
        </div>

        <aside aria-label="Guestbook and companion" className="grid gap-6 lg:sticky lg:top-6">
          <GuestbookPanel
            memorialId={memorial.id}
            share={share}
            title={memorial.title}
            renderSupport={(helplines) => <CrisisCard helplines={helplines} />}
          />
          <CompanionLink memorial={memorial} share={share} signedIn={signedIn} />
        </aside>
      </div>

      <ManageArea memorial={memorial}>
        {can.share && <QrPanel memorialId={memorial.id} share={share} privateNote={qrNote} />}
        {can.share && <SharePanel memorial={memorial} share={share} />}
        {can.exportSite && signedIn && <SiteExportPanel memorialId={memorial.id} />}
        {can.reminders && signedIn && (
          <RemindersCard
            memorialId={memorial.id}
            turnOnEmails={() => preferences.mutateAsync({ emailAnniversaryReminders: true })}
          />
        )}
        <AboutPanel memorial={memorial} />
      </ManageArea>
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
  // A public memorial's page arrives with its name and cover drawn by the server (decision 040).
  const firstViewShown = useServerFirstView(!isPending);

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
    if (firstViewShown) return null;
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
  return (
    <MemorialContent
      key={visible.id}
      memorial={visible}
      share={share}
      signedIn={signedIn}
      userId={session.data?.user?.id ?? null}
    />
  );
}
