/**
 * The conversation on /companion (spec sections 2, 4, 5 and 8): the disclosure while the
 * companion speaks as the person (decision 013), the stored turns, the crisis card once there was
 * a crisis, and the message box with the mood and this month's allowance.
 */
import { useId } from 'react';
import { Plus } from 'lucide-react';
import { COMPANION_MSG } from '@shared/schemas/companion';
import { Button } from '@web/components/ui/button';
import { useAiUsage } from './api';
import { AiNotice, ChatNotice, VoiceDisclosure } from './chat/chat-parts';
import { ChatComposer } from './chat/chat-composer';
import { ChatAnnouncer, ChatLines, ChatScroll } from './chat/chat-thread';
import { CrisisCard } from '@web/components/crisis-card';
import { EmptyConversation, MemorialPhoto, MessageSkeletons, MoodSelect, UsageLine } from './companion-parts';
import type { CompanionConversation, useCompanionChat } from './use-companion-chat';

export function ConversationView({
  conversation,
  companion,
  onNew,
}: {
  conversation: CompanionConversation;
  companion: ReturnType<typeof useCompanionChat>;
  onNew: () => void;
}) {
  const ids = useId();
  const usage = useAiUsage();
  const { chat, mood, setMood } = companion;
  const { conversationId, detail, query, notFound, memorial } = conversation;
  const loading = Boolean(conversationId) && !detail && query.isPending;
  const limit = usage.data?.limit ?? null;

  const state =
    notFound && conversationId ? (
      <div className="mx-auto max-w-md py-10 text-center">
        <p className="text-muted-foreground">{COMPANION_MSG.conversationNotFound}</p>
        <Button className="mt-4" onClick={onNew}>
          <Plus aria-hidden />
          Start a new conversation
        </Button>
      </div>
    ) : loading ? (
      <MessageSkeletons />
    ) : conversationId && !detail ? (
      <div className="mx-auto max-w-md py-10 text-center">
        <p className="text-muted-foreground">We could not load this conversation just now.</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    ) : null;

  return (
    <main className="flex min-w-0 flex-1 flex-col">
      {chat.voice && (
        <div className="shrink-0 border-b border-border bg-card/60 px-3 py-2 sm:px-6">
          <VoiceDisclosure id={`${ids}-voice`} name={chat.voice} className="mx-auto max-w-3xl" />
        </div>
      )}
      <ChatScroll
        chat={chat}
        label="Conversation"
        className="min-h-0 flex-1 px-3 py-5 focus-visible:ring-inset sm:px-6"
      >
        <div className="mx-auto flex max-w-3xl flex-col gap-4">
          {state ?? (
            <>
              {chat.lines.length === 0 && <EmptyConversation memorial={memorial} />}
              {memorial?.memorialName && chat.lines.length > 0 && (
                <div className="flex items-center gap-3 self-center">
                  <MemorialPhoto src={memorial.memorialPhoto} name={memorial.memorialName} className="size-10 ring-2" />
                  <p className="font-serif text-lg font-semibold">
                    {COMPANION_MSG.connectingWith(memorial.memorialName)}
                  </p>
                </div>
              )}
              {memorial?.memorialName && !chat.voice && (
                <ChatNotice icon="none" className="text-center text-sm">
                  {COMPANION_MSG.memorialNotice(memorial.memorialName)}
                </ChatNotice>
              )}
              <AiNotice />
              <ChatLines chat={chat} />
            </>
          )}
        </div>
      </ChatScroll>

      <ChatAnnouncer chat={chat} />

      <div className="shrink-0 border-t border-border bg-card/80 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:px-6">
        <div className="mx-auto max-w-3xl space-y-2">
          {chat.helplines && (
            <CrisisCard helplines={chat.helplines} collapsible className="max-h-[40dvh] overflow-y-auto" />
          )}
          <ChatComposer
            chat={chat}
            formLabel="Message the AI companion"
            boxLabel="Your message"
            placeholder={COMPANION_MSG.inputPlaceholder}
            rows={3}
            describedBy={chat.voice ? `${ids}-voice` : undefined}
            safetyLink
            toolbar={
              <div className="flex flex-wrap items-center justify-between gap-2">
                <MoodSelect mood={mood} onChange={setMood} />
                {limit !== null && usage.data && <UsageLine used={usage.data.used} limit={limit} />}
              </div>
            }
          />
        </div>
      </div>
    </main>
  );
}
