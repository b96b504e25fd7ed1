/** The conversation of a chat (use-chat.ts): its scrolling list, the turns with their reminders, and the reply read out once. */
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { cn } from '@web/lib/utils';
import { AiReminder, MessageBubble, Thinking } from './chat-parts';
import type { Chat } from './use-chat';

/** The scrolling list: it follows the newest message while the person is at the bottom. */
export function ChatScroll({
  chat,
  label,
  className,
  style,
  children,
}: {
  chat: Chat;
  label: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { attach, onScroll } = chat.scroll;
  return (
    <div
      ref={attach}
      onScroll={onScroll}
      tabIndex={0}
      aria-label={label}
      className={cn(
        'overflow-y-auto focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      style={style}
    >
      {children}
    </div>
  );
}

/** The turns, a reminder that this is an AI every 3 hours of use, and "Thinking..." until the reply's first words. */
export function ChatLines({ chat }: { chat: Chat }) {
  return (
    <>
      {chat.lines.map((m) => (
        <Fragment key={m.id}>
          {chat.reminderBefore.has(m.id) && <AiReminder />}
          <MessageBubble role={m.role}>{m.content}</MessageBubble>
        </Fragment>
      ))}
      {chat.waiting && (
        <div className="flex justify-start">
          <div className="rounded-2xl rounded-bl-md border border-border bg-card px-4 py-2.5 shadow-xs">
            <Thinking />
          </div>
        </div>
      )}
    </>
  );
}

/** The finished reply, read out once (not word by word). */
export function ChatAnnouncer({ chat }: { chat: Chat }) {
  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true">
      {chat.announcement}
    </div>
  );
}
