/**
 * The message box of every chat (use-chat.ts): Enter sends, Shift+Enter makes a new line, a count
 * once the message nears the limit, the note that an unsent message was kept, and Send (or Stop
 * while a streamed reply arrives).
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Loader2, Send, Square } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import { COMPANION_MSG } from '@shared/schemas/companion';
import { LIMIT_MSG } from '@shared/messages.plans';
import { TIER_FEATURES } from '@shared/tiers';
import { PlanLimitCard } from '@web/components/plan-limit-card';
import { FieldError, useFormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/utils';
import type { Chat } from './use-chat';

export function ChatComposer({
  chat,
  formLabel,
  boxLabel,
  placeholder,
  rows = 2,
  toolbar,
  describedBy,
  safetyLink = false,
}: {
  chat: Chat;
  formLabel: string;
  boxLabel: string;
  placeholder: string;
  rows?: number;
  /** Above the box (the mood and the allowance on /companion). */
  toolbar?: ReactNode;
  /** Ids of what else describes the box (the voice disclosure). */
  describedBy?: string;
  /** A "Your safety" link in the hint (/safety). */
  safetyLink?: boolean;
}) {
  const ids = useId();
  const { input, sending, attachBox } = chat;
  const streaming = chat.mode === 'stream' && sending;
  const nearLimit = input.length > LIMITS.companionMessage * 0.9;
  // The message of a broken rule is read first, as the box gets the focus back (components/form-field.tsx).
  const { errorId, control } = useFormField({
    error: chat.invalid,
    describedBy: [describedBy, `${ids}-hint`, nearLimit && `${ids}-count`],
  });

  return (
    <form onSubmit={chat.onSubmit} aria-label={formLabel} className="space-y-2">
      {toolbar}
      <div className="flex items-end gap-2">
        <Textarea
          ref={attachBox}
          {...control}
          rows={rows}
          value={input}
          onChange={(e) => chat.setInput(e.target.value)}
          onKeyDown={chat.onKeyDown}
          placeholder={placeholder}
          aria-label={boxLabel}
          readOnly={streaming}
          aria-disabled={streaming || undefined}
          className={cn('max-h-48 min-h-11 resize-none', streaming && 'opacity-70')}
        />
        {streaming ? (
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={chat.stop}
            aria-label="Stop the reply"
            className="size-11 shrink-0"
          >
            <Square aria-hidden className="fill-current" />
          </Button>
        ) : (
          <Button
            type="submit"
            size="icon"
            className="size-11 shrink-0"
            disabled={sending || chat.blocked || !input.trim()}
            aria-label={sending ? 'Waiting for the reply' : 'Send message'}
          >
            {sending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          </Button>
        )}
      </div>
      <FieldError id={errorId} message={chat.invalid} />
      {chat.quotaReached && (
        <PlanLimitCard title={LIMIT_MSG.aiQuotaTitle} testId="ai-quota" focus>
          {LIMIT_MSG.aiQuota(TIER_FEATURES.free.maxAIMessagesPerMonth ?? 0)}
        </PlanLimitCard>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
          {chat.restored && <>{COMPANION_MSG.draftRestored} </>}
          Enter to send, Shift+Enter for a new line.
          {safetyLink && (
            <>
              {' '}
              <Link to="/safety" className="underline-offset-4 hover:underline">
                Your safety
              </Link>
            </>
          )}
        </p>
        {nearLimit && (
          <p
            id={`${ids}-count`}
            className={cn(
              'text-xs',
              input.length > LIMITS.companionMessage ? 'text-destructive' : 'text-muted-foreground',
            )}
          >
            {input.length} / {LIMITS.companionMessage} characters
          </p>
        )}
      </div>
    </form>
  );
}
