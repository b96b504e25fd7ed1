/**
 * The reusable streaming chat panel (spec sections 2, 7 and 8): the AI memorial companion, the AI
 * peer support companion and the community moderator. The reply is shown word by word as it
 * streams; the conversation lives only in this panel (it is not stored). Everything a chat does
 * is use-chat.ts; this is its card.
 */
import { useId } from 'react';
import { MessageCircleHeart } from 'lucide-react';
import { UI } from '@shared/constants';
import { COMPANION_MSG } from '@shared/schemas/companion';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { AiNotice, VoiceDisclosure } from './chat-parts';
import { ChatComposer } from './chat-composer';
import { ChatAnnouncer, ChatLines, ChatScroll } from './chat-thread';
import { CrisisCard } from '@web/components/crisis-card';
import type { MemorialStreamContext, RoomStreamContext } from './sse';
import { useStreamTransport } from './stream-transport';
import { useChat } from './use-chat';

type PanelFunction =
  | { functionName: 'ai-memorial-companion'; context?: MemorialStreamContext }
  | { functionName: 'ai-community-moderator'; context?: RoomStreamContext }
  | { functionName: 'ai-peer-support'; context?: undefined };

export type ChatPanelProps = PanelFunction & {
  title: string;
  description?: string;
  /** Replaces "Type your message..." (the memorial companion: "Share a memory or ask about your loved one..."). */
  placeholder?: string;
  /** A plain first line for every conversation (e.g. COMPANION_MSG.memorialNotice(name)). */
  notice?: string;
  /**
   * The memorial companion speaks as this person (the owner's choice, decision 013): the
   * disclosure stays above the conversation, outside its scrolling list.
   */
  speakingAs?: string;
  /**
   * Where the panel is (`memorial:<id>`): an unsent message is kept on this device for the
   * signed-in account and comes back here after a reload or a trip through /auth (draft.ts).
   */
  draftPlace?: string;
  className?: string;
};

export function ChatPanel({
  functionName,
  context,
  title,
  description,
  placeholder,
  notice,
  speakingAs,
  draftPlace,
  className,
}: ChatPanelProps) {
  const ids = useId();
  const transport = useStreamTransport(functionName, context);
  const chat = useChat({ transport, draftPlace: draftPlace ?? null, speakingAs: speakingAs ?? null });
  const label = placeholder ?? COMPANION_MSG.chatPlaceholder;

  return (
    <Card role="region" aria-labelledby={`${ids}-title`} className={cn('flex flex-col', className)}>
      <CardHeader>
        <div className="flex items-center gap-2">
          <MessageCircleHeart aria-hidden className="size-5 text-primary" />
          <h2 id={`${ids}-title`} className="font-serif text-xl leading-tight font-semibold">
            {title}
          </h2>
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {chat.voice && <VoiceDisclosure id={`${ids}-voice`} name={chat.voice} />}
        <ChatScroll
          chat={chat}
          label={`Conversation with the ${title}`}
          className="min-h-48 space-y-3 rounded-lg bg-secondary/30 p-3"
          style={{ maxHeight: UI.chatMaxHeightPx }}
        >
          {notice && !chat.voice && <p className="text-sm leading-relaxed text-foreground/80">{notice}</p>}
          <AiNotice />
          {chat.lines.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{COMPANION_MSG.chatEmpty}</p>
          ) : (
            <ChatLines chat={chat} />
          )}
        </ChatScroll>
        <ChatAnnouncer chat={chat} />
        {chat.helplines && <CrisisCard helplines={chat.helplines} collapsible />}
        <ChatComposer
          chat={chat}
          formLabel={`Message the ${title}`}
          boxLabel={label}
          placeholder={label}
          describedBy={chat.voice ? `${ids}-voice` : undefined}
        />
      </CardContent>
    </Card>
  );
}
