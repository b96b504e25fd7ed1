/** Small pieces of every chat (use-chat.ts): the notices, a message, "Thinking...", the voice disclosure, scrolling. */
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Info, Sparkles } from 'lucide-react';
import { COMPANION_MSG } from '@shared/schemas/companion';
import { cn } from '@web/lib/utils';

/** How close to the bottom (px) still counts as "at the bottom" for auto-scrolling. */
const STICK_PX = 48;

/**
 * Keeps a scrolling message list at its newest message while the person is at the bottom, and
 * leaves it alone once they scrolled up to read. `attach` is the list's (callback) ref; `pin()`
 * sticks it to the bottom again (on send).
 */
export function useAutoScroll<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T | null>(null);
  const atBottom = useRef(true);

  const attach = useCallback((el: T | null) => {
    ref.current = el;
  }, []);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= STICK_PX;
  }, []);

  const pin = useCallback(() => {
    atBottom.current = true;
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [content]);

  return { attach, onScroll, pin };
}

/** A quiet line in the conversation: the AI notice, the reminder, the memorial notice. */
export function ChatNotice({
  children,
  icon = 'info',
  className,
}: {
  children: ReactNode;
  icon?: 'info' | 'sparkles' | 'none';
  className?: string;
}) {
  return (
    <p
      className={cn('mx-auto flex max-w-xl items-start gap-2 text-xs leading-relaxed text-muted-foreground', className)}
    >
      {icon === 'info' && <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />}
      {icon === 'sparkles' && <Sparkles aria-hidden className="mt-0.5 size-3.5 shrink-0" />}
      <span>{children}</span>
    </p>
  );
}

export function AiNotice({ className }: { className?: string }) {
  return (
    <ChatNotice className={cn('rounded-lg bg-secondary/60 px-3 py-2 text-secondary-foreground', className)}>
      {COMPANION_MSG.aiNotice}
    </ChatNotice>
  );
}

export function AiReminder() {
  return (
    <ChatNotice icon="sparkles" className="rounded-lg border border-dashed border-border px-3 py-2">
      {COMPANION_MSG.aiReminder}
    </ChatNotice>
  );
}

/**
 * While the companion speaks in the first person as the person who died (decision 013): who is
 * speaking, and that it is not them. Placed outside the scrolling list so it never scrolls away.
 */
export function VoiceDisclosure({ name, id, className }: { name: string; id?: string; className?: string }) {
  return (
    <p
      id={id}
      className={cn(
        'flex items-start gap-2 rounded-lg border border-primary/30 bg-secondary/70 px-3 py-2 text-sm leading-snug text-secondary-foreground',
        className,
      )}
    >
      <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{COMPANION_MSG.speakingAs(name)}</span>
    </p>
  );
}

/** One message: the person's on the right, the companion's on the left. */
export function MessageBubble({
  role,
  children,
  className,
}: {
  role: 'user' | 'assistant';
  children: ReactNode;
  className?: string;
}) {
  const mine = role === 'user';
  return (
    <div className={cn('flex', mine ? 'justify-end' : 'justify-start', className)}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap shadow-xs sm:max-w-[75%]',
          mine
            ? 'rounded-br-md bg-primary text-primary-foreground'
            : 'rounded-bl-md border border-border bg-card text-card-foreground',
        )}
      >
        <span className="sr-only">{mine ? 'You said:' : 'Companion said:'} </span>
        {children}
      </div>
    </div>
  );
}

/** "Thinking..." with three soft dots, while waiting for the first words of a reply. */
export function Thinking({ className }: { className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-sm text-muted-foreground', className)}>
      <span aria-hidden className="flex gap-1">
        <span className="size-1.5 rounded-full bg-current motion-safe:animate-pulse" />
        <span className="size-1.5 rounded-full bg-current [animation-delay:150ms] motion-safe:animate-pulse" />
        <span className="size-1.5 rounded-full bg-current [animation-delay:300ms] motion-safe:animate-pulse" />
      </span>
      {COMPANION_MSG.thinking}
    </span>
  );
}

/** True when Enter (without Shift, and not while composing text in an input method) should send. */
export function isSendKey(e: { key: string; shiftKey: boolean; nativeEvent: { isComposing?: boolean } }): boolean {
  return e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing;
}

/** A stable-enough id for a message that only lives on this screen. */
export function localId(prefix: string): string {
  return `${prefix}-${typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2)}`;
}
