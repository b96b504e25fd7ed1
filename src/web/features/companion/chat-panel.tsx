/**
 * The reusable streaming chat panel (spec sections 2, 7 and 8): the AI memorial companion, the AI
 * peer support companion and the community moderator. The reply is shown word by word as it
 * streams; the conversation lives only in this component (it is not stored).
 */
import { Fragment, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MessageCircleHeart, Send, Square } from 'lucide-react';
import { LIMITS, UI } from '@shared/constants';
import { firstIssueMessage } from '@shared/schemas/auth';
import { COMPANION_MSG, companionText, type ChatTurn, type Helpline } from '@shared/schemas/companion';
import { helplinesFor } from '@shared/safety';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Textarea } from '@web/components/ui/textarea';
import { SESSION_KEY, useSession } from '@web/lib/session';
import { cn } from '@web/lib/utils';
import { reminderIndexes } from './ai-reminder';
import { AiNotice, AiReminder, MessageBubble, Thinking, isSendKey, localId, useAutoScroll } from './chat-parts';
import { CrisisCard } from './crisis-card';
import { useMessageBox } from './draft';
import { buildStreamBody, ChatStreamError, streamChat, type MemorialStreamContext, type RoomStreamContext } from './sse';

/** How many earlier turns go with each request (the server's schema accepts at most 200). */
const MAX_TURNS = 100;

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
   * Where the panel is (`memorial:<id>`): an unsent message is kept on this device for the
   * signed-in account and comes back here after a reload or a trip through /auth (draft.ts).
   */
  draftPlace?: string;
  className?: string;
};

interface PanelMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** When it was sent (ms), for the "you are talking with an AI" reminder. */
  at: number;
}

export function ChatPanel({ functionName, context, title, description, placeholder, notice, draftPlace, className }: ChatPanelProps) {
  const qc = useQueryClient();
  const ids = useId();
  const userId = useSession().data?.user?.id ?? null;
  const [messages, setMessages] = useState<PanelMessage[]>([]);
  const [streaming, setStreaming] = useState(false);
  const { input, setInput, giveBack, restored } = useMessageBox({ userId, place: draftPlace ?? null, sending: streaming });
  const [helplines, setHelplines] = useState<Helpline[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const abortRef = useRef<AbortController | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const { ref: scrollRef, onScroll, pin } = useAutoScroll<HTMLDivElement>(messages);

  // Leaving the page stops a reply that is still streaming.
  useEffect(() => () => abortRef.current?.abort(), []);

  const updateMessage = (id: string, content: string) =>
    setMessages((prev) => prev.map((m) => (m.id === id ? { ...m, content } : m)));

  const send = async () => {
    if (streaming) return;
    const parsed = companionText.safeParse(input);
    if (!parsed.success) {
      toast.error(COMPANION_MSG.validationTitle, { description: firstIssueMessage(parsed.error) });
      return;
    }
    const raw = input;
    const now = Date.now();
    const userMessage: PanelMessage = { id: localId('u'), role: 'user', content: parsed.data, at: now };
    const replyId = localId('a');
    const history: ChatTurn[] = [...messages, userMessage]
      .filter((m) => m.content.trim())
      .map(({ role, content }) => ({ role, content }))
      .slice(-MAX_TURNS);

    setMessages((prev) => [...prev, userMessage, { id: replyId, role: 'assistant', content: '', at: now }]);
    setInput('');
    setStreaming(true);
    setAnnouncement('');
    pin();

    const controller = new AbortController();
    abortRef.current = controller;
    let reply = '';
    try {
      await streamChat(functionName, buildStreamBody(functionName, history, context), {
        signal: controller.signal,
        onDelta: (text) => {
          reply += text;
          updateMessage(replyId, reply);
        },
        onReplace: (text) => {
          reply = text;
          updateMessage(replyId, reply);
        },
        onSafety: (safety) => {
          if (safety.risk === 'crisis') setHelplines(safety.helplines?.length ? safety.helplines : helplinesFor(null));
        },
      });
      if (!reply.trim()) setMessages((prev) => prev.filter((m) => m.id !== replyId));
      setAnnouncement(reply);
    } catch (err) {
      const stopped = controller.signal.aborted;
      if (stopped && reply.trim()) {
        // The person stopped it: what arrived stays, as it was.
        setAnnouncement(reply);
      } else {
        // No reply: take the turn back and give the words back, so nothing written is lost.
        setMessages((prev) => prev.filter((m) => m.id !== replyId && m.id !== userMessage.id));
        giveBack(raw);
        if (!stopped) {
          toast.error(COMPANION_MSG.failedTitle, {
            description: err instanceof ChatStreamError ? err.message : COMPANION_MSG.failed,
          });
          if (err instanceof ChatStreamError && err.status === 401) void qc.invalidateQueries({ queryKey: SESSION_KEY });
        }
      }
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setStreaming(false);
      // Keep the person where they were typing (the field was read-only meanwhile).
      if (!document.activeElement || document.activeElement === document.body || document.activeElement === textareaRef.current) {
        requestAnimationFrame(() => textareaRef.current?.focus());
      }
    }
  };

  const stop = () => {
    abortRef.current?.abort();
    // The Stop button is about to become Send: keep the focus where the next message is written.
    textareaRef.current?.focus();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey(e)) {
      e.preventDefault();
      void send();
    }
  };

  // The reminder goes before the person's message that comes 3 hours after the last notice.
  const userMessages = messages.filter((m) => m.role === 'user');
  const reminderBefore = new Set([...reminderIndexes(userMessages.map((m) => m.at))].map((i) => userMessages[i]?.id));
  const last = messages[messages.length - 1];
  const nearLimit = input.length > LIMITS.companionMessage * 0.9;

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
        <div
          ref={scrollRef}
          onScroll={onScroll}
          tabIndex={0}
          aria-label={`Conversation with the ${title}`}
          className="min-h-48 space-y-3 overflow-y-auto rounded-lg bg-secondary/30 p-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
          style={{ maxHeight: UI.chatMaxHeightPx }}
        >
          {notice && <p className="text-sm leading-relaxed text-foreground/80">{notice}</p>}
          <AiNotice />
          {messages.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{COMPANION_MSG.chatEmpty}</p>
          ) : (
            messages.map((m) => {
              const showReminder = reminderBefore.has(m.id);
              const waiting = streaming && m === last && m.role === 'assistant' && !m.content;
              return (
                <Fragment key={m.id}>
                  {showReminder && <AiReminder />}
                  {waiting ? (
                    <div className="flex justify-start px-1">
                      <Thinking />
                    </div>
                  ) : (
                    <MessageBubble role={m.role}>{m.content}</MessageBubble>
                  )}
                </Fragment>
              );
            })
          )}
        </div>

        {/* The finished reply, read out once (not word by word). */}
        <div className="sr-only" aria-live="polite" aria-atomic="true">
          {announcement}
        </div>

        {helplines && <CrisisCard helplines={helplines} collapsible />}

        <form onSubmit={onSubmit} className="space-y-2" aria-label={`Message the ${title}`}>
          <div className="flex items-end gap-2">
            <Textarea
              ref={textareaRef}
              id={`${ids}-input`}
              rows={2}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder={placeholder ?? COMPANION_MSG.chatPlaceholder}
              aria-label={placeholder ?? COMPANION_MSG.chatPlaceholder}
              aria-describedby={`${ids}-hint${nearLimit ? ` ${ids}-count` : ''}`}
              readOnly={streaming}
              aria-disabled={streaming || undefined}
              className={cn('max-h-40 min-h-11 resize-none', streaming && 'opacity-70')}
            />
            {streaming ? (
              <Button type="button" variant="outline" size="icon" onClick={stop} aria-label="Stop the reply" className="shrink-0">
                <Square aria-hidden className="fill-current" />
              </Button>
            ) : (
              <Button type="submit" size="icon" disabled={!input.trim()} aria-label="Send message" className="shrink-0">
                <Send aria-hidden />
              </Button>
            )}
          </div>
          <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
            {restored && <>{COMPANION_MSG.draftRestored} </>}
            Enter to send, Shift+Enter for a new line.
          </p>
          {nearLimit && (
            <p
              id={`${ids}-count`}
              className={input.length > LIMITS.companionMessage ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
            >
              {input.length} / {LIMITS.companionMessage} characters
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
