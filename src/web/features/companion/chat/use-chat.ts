/**
 * The one chat hook (decision 017) behind every AI chat: /companion's stored conversations, the
 * memorial's streaming panel, and the coming peer-support companion and community moderator. It
 * owns the message box (kept as a draft: draft.ts), the turn on its way, the crisis help lines,
 * whom the companion speaks as, the reply read out once to screen readers, and what a failure
 * tells the person. How a turn travels is its transport's business: streamed word by word
 * (stream-transport.ts) or asked and stored (../use-companion-turn.ts).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { firstIssueMessage } from '@shared/schemas/auth';
import { COMPANION_MSG, companionText, type ChatTurn, type Helpline, type SafetyInfo } from '@shared/schemas/companion';
import { helplinesFor } from '@shared/safety';
import { errorText, hasCode } from '@web/lib/errors';
import { useSession } from '@web/lib/session';
import { reminderIndexes } from './ai-reminder';
import { isSendKey, localId, useAutoScroll } from './chat-parts';
import { useMessageBox } from './draft';

/** How many earlier turns go with each request (the server's schema accepts at most 200). */
const MAX_TURNS = 100;

export interface ChatLine {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** When it was sent (ms), for the "you are talking with an AI" reminder. */
  at: number;
}

/** What a transport reports while a reply arrives. */
export interface TurnEvents {
  /** A piece of the reply, to add to what arrived so far. */
  onDelta: (text: string) => void;
  /** The reply so far was withdrawn: show `text` instead. */
  onReplace: (text: string) => void;
  onSafety: (safety: SafetyInfo) => void;
  /** Whom the memorial companion speaks as (null: about them), decision 013. */
  onVoice: (speakingAs: string | null) => void;
}

/** One turn on its way: the conversation so far with the person's new message last. */
export interface OutgoingTurn {
  turns: ChatTurn[];
  sentAt: number;
  /** The ids its two lines are shown under: a stored copy uses them, so the lines are not shown twice. */
  userLineId: string;
  replyLineId: string;
}

export interface ChatTransport {
  /**
   * 'stream': the reply arrives word by word and can be stopped (the box is read-only meanwhile);
   * 'ask': one answer, waited for.
   */
  mode: 'stream' | 'ask';
  /** Sends the turn; throws on failure, an AbortError once stopped. */
  send: (turn: OutgoingTurn, events: TurnEvents, signal: AbortSignal) => Promise<void>;
}

export interface ChatOptions {
  transport: ChatTransport;
  /** Where an unsent message is kept on this device for the signed-in account (draft.ts); null: nowhere. */
  draftPlace: string | null;
  /**
   * A stored conversation's turns, kept by the caller (its transport stores each answered turn).
   * Without it the conversation lives in this hook only.
   */
  history?: ChatLine[];
  /** Help lines this conversation already has (a stored crisis). */
  helplines?: Helpline[] | null;
  /** Whom the companion speaks as, as far as the page knows; a reply's own word wins (decision 013). */
  speakingAs?: string | null;
  /** Names the conversation on screen: when it changes, what was kept for the last one goes. */
  conversationKey?: string;
  /** Sending waits (the conversation is still loading). */
  blocked?: boolean;
  /**
   * The page sends a signed-out person to /auth and says why (a protected page): the chat says
   * nothing more. Elsewhere the chat says "You must be logged in to use this feature".
   */
  quietWhenSignedOut?: boolean;
}

export type Chat = ReturnType<typeof useChat>;

export function useChat({
  transport,
  draftPlace,
  history,
  helplines: known = null,
  speakingAs = null,
  conversationKey = '',
  blocked = false,
  quietWhenSignedOut = false,
}: ChatOptions) {
  const userId = useSession().data?.user?.id ?? null;
  const [own, setOwn] = useState<ChatLine[]>([]);
  const [turn, setTurn] = useState<{ user: ChatLine; replyId: string; reply: string } | null>(null);
  const sending = turn !== null;
  const box = useMessageBox({ userId, place: draftPlace, sending });
  const [crisis, setCrisis] = useState<Helpline[] | null>(null);
  const [told, setTold] = useState<{ speakingAs: string | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The free plan's monthly messages are used up (the server said AI_QUOTA_REACHED).
  const [quotaReached, setQuotaReached] = useState(false);
  // The rule the message breaks, shown under the box until it is changed (decision 019).
  const [invalid, setInvalid] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const boxEl = useRef<HTMLTextAreaElement | null>(null);
  const attachBox = useCallback((el: HTMLTextAreaElement | null) => {
    boxEl.current = el;
  }, []);
  const focusBox = useCallback(() => boxEl.current?.focus(), []);

  // Another conversation on screen: the last one's lines, help lines, voice and words go. (While a
  // turn is on its way the key changes only because its conversation was just created.)
  const [shownKey, setShownKey] = useState(conversationKey);
  if (shownKey !== conversationKey) {
    setShownKey(conversationKey);
    if (!sending) {
      setOwn([]);
      setCrisis(null);
      setTold(null);
      setAnnouncement('');
    }
  }

  const past = history ?? own;
  const onItsWay: ChatLine[] = turn
    ? [
        turn.user,
        ...(turn.reply
          ? [{ id: turn.replyId, role: 'assistant' as const, content: turn.reply, at: turn.user.at }]
          : []),
      ]
    : [];
  // A stored conversation may hold the turn already (under the same ids) before it is let go here.
  const lines = onItsWay.length ? [...past, ...onItsWay.filter((l) => !past.some((p) => p.id === l.id))] : past;
  const waiting = sending && !turn.reply;
  const helplines = crisis ?? known;
  const voice = told ? told.speakingAs : speakingAs;
  const last = lines[lines.length - 1];
  const scroll = useAutoScroll<HTMLDivElement>(
    `${conversationKey}|${lines.length}|${last?.content.length ?? 0}|${waiting}|${helplines ? 1 : 0}`,
  );

  // Leaving the page stops a reply that is still streaming.
  useEffect(() => () => abortRef.current?.abort(), []);

  // The reminder goes before the person's message that comes 3 hours after the last notice.
  const userLines = lines.filter((m) => m.role === 'user');
  const reminderBefore = new Set([...reminderIndexes(userLines.map((m) => m.at))].map((i) => userLines[i]?.id));

  /** Spec section 8: the toast for a turn that got no reply. */
  const tell = (err: unknown) => {
    if (hasCode(err, 'UNAUTHENTICATED') && quietWhenSignedOut) return;
    // The month's allowance is met: a calm card under the box says so (decision 033), no toast.
    if (hasCode(err, 'AI_QUOTA_REACHED')) {
      setQuotaReached(true);
      return;
    }
    // A refusal the person can act on (too long, too fast, gone) is said as the server says it; a
    // chat that could not reach the server says "Failed to get response".
    toast.error(COMPANION_MSG.failedTitle, {
      description: hasCode(err, 'NETWORK') ? COMPANION_MSG.failed : errorText(err, COMPANION_MSG.failed),
    });
  };

  const send = async () => {
    if (sending || blocked) return;
    const parsed = companionText.safeParse(box.input);
    if (!parsed.success) {
      const message = firstIssueMessage(parsed.error);
      setInvalid(message);
      toast.error(COMPANION_MSG.validationTitle, { description: message });
      focusBox();
      return;
    }
    setInvalid(null);
    const raw = box.input;
    const user: ChatLine = { id: localId('u'), role: 'user', content: parsed.data, at: Date.now() };
    const replyId = localId('a');
    const turns: ChatTurn[] = [...past, user]
      .filter((m) => m.content.trim())
      .map(({ role, content }) => ({ role, content }))
      .slice(-MAX_TURNS);
    setTurn({ user, replyId, reply: '' });
    box.setInput('');
    setAnnouncement('');
    scroll.pin();

    const controller = new AbortController();
    abortRef.current = controller;
    let reply = '';
    const show = (text: string) => {
      reply = text;
      setTurn((t) => (t?.replyId === replyId ? { ...t, reply: text } : t));
    };
    // A conversation kept here gets the answered turn (a stored one gets it from its transport).
    const keep = () => {
      if (history) return;
      const answer: ChatLine[] = reply.trim() ? [{ id: replyId, role: 'assistant', content: reply, at: user.at }] : [];
      setOwn((prev) => [...prev, user, ...answer]);
    };
    try {
      await transport.send(
        { turns, sentAt: user.at, userLineId: user.id, replyLineId: replyId },
        {
          onDelta: (text) => show(reply + text),
          onReplace: show,
          onSafety: (safety) => {
            if (safety.risk === 'crisis') setCrisis(safety.helplines?.length ? safety.helplines : helplinesFor(null));
          },
          onVoice: (name) => setTold({ speakingAs: name }),
        },
        controller.signal,
      );
      keep();
      setAnnouncement(reply);
      setQuotaReached(false);
    } catch (err) {
      const stopped = controller.signal.aborted;
      if (stopped && reply.trim()) {
        // The person stopped it: what arrived stays, as it was.
        keep();
        setAnnouncement(reply);
      } else {
        // No reply: the turn goes and the words come back to the box, so nothing written is lost.
        box.giveBack(raw);
        if (!stopped) tell(err);
      }
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setTurn(null);
      // Keep the person where they were typing (a streaming chat's box was read-only meanwhile).
      const active = document.activeElement;
      if (transport.mode === 'stream' && (!active || active === document.body || active === boxEl.current)) {
        requestAnimationFrame(focusBox);
      }
    }
  };

  const stop = () => {
    abortRef.current?.abort();
    // The Stop button is about to become Send: keep the focus where the next message is written.
    focusBox();
  };

  return {
    mode: transport.mode,
    lines,
    /** A turn is on its way and no words of the reply have arrived yet. */
    waiting,
    sending,
    blocked,
    input: box.input,
    setInput: (value: string) => {
      setInvalid(null);
      box.setInput(value);
    },
    /** The message of the rule the message breaks, after a try to send it. */
    invalid,
    /** The free plan's messages of this month are used up: the composer shows the calm card. */
    quotaReached,
    /** The box still holds the draft it was restored with. */
    restored: box.restored,
    helplines,
    voice,
    announcement,
    reminderBefore,
    /** The scrolling list: its callback ref, its scroll handler, and pin() to follow the newest message again. */
    scroll,
    /** The message box's callback ref, and a way to put the focus in it. */
    attachBox,
    focusBox,
    send,
    stop,
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      void send();
    },
    onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement>) => {
      if (isSendKey(e)) {
        e.preventDefault();
        void send();
      }
    },
  };
}
