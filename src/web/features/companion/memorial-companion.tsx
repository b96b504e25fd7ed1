/**
 * The AI Memorial Companion on a memorial's page (spec section 2): the streaming chat panel with
 * the title, description and dates as context. The API needs a session: a signed-out visitor is
 * invited to sign in and come back. The server reads the memorial again by its id (with the page's
 * share token) and decides whether the companion speaks as them (decision 013); the page only says so.
 */
import { Link } from 'react-router';
import { LogIn, MessageCircleHeart } from 'lucide-react';
import { COMPANION_MSG } from '@shared/schemas/companion';
import { companionDates, type MemorialView } from '@shared/schemas/memorials';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { ChatPanel } from './chat/chat-panel';

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

export function MemorialCompanion({
  memorial,
  share,
  signedIn,
}: {
  memorial: MemorialView;
  share: string | null;
  signedIn: boolean;
}) {
  if (!signedIn) return <CompanionSignIn memorialId={memorial.id} share={share} />;
  return (
    <ChatPanel
      functionName="ai-memorial-companion"
      draftPlace={`memorial:${memorial.id}`}
      title="AI Memorial Companion"
      description={`Share memories of ${memorial.title}, or talk about what is on your heart.`}
      context={{
        title: memorial.title,
        description: memorial.description,
        dates: companionDates(memorial.birthDate, memorial.passingDate),
        memorialId: memorial.id,
        ...(share ? { shareToken: share } : {}),
      }}
      placeholder={COMPANION_MSG.memorialChatPlaceholder}
      notice={memorial.aiSpeakAs ? undefined : COMPANION_MSG.memorialNotice(memorial.title)}
      speakingAs={memorial.aiSpeakAs ? memorial.title : undefined}
    />
  );
}
