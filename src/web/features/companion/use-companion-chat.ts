/**
 * The state of /companion: which stored conversation is on screen (?c=<id>, so a reload resumes
 * it), the memorial it is about, and its chat (chat/use-chat.ts) with the mood.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Mood } from '@shared/constants';
import type { ConversationSummary } from '@shared/schemas/companion';
import { hasCode } from '@web/lib/errors';
import { useChat, type ChatLine } from './chat/use-chat';
import { useConversation } from './api';
import { clearCompanionContext, memorialContextFrom, readCompanionContext } from './memorial-context';
import { useCompanionTurn } from './use-companion-turn';

/** The conversation named in the address, and the memorial it is about. */
export function useCompanionConversation() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const conversationId = searchParams.get('c')?.trim() || null;
  const query = useConversation(conversationId);
  const detail = query.data && query.data.id === conversationId ? query.data : null;
  // A malformed or unknown id: the conversation is not there (or not the person's).
  const notFound = hasCode(query.error, 'NOT_FOUND', 'BAD_REQUEST', 'VALIDATION');

  // The memorial of a conversation not started yet comes with the navigation (or, after a trip
  // through /auth, from sessionStorage); a stored conversation keeps its own.
  const stateContext = memorialContextFrom(location.state);
  const [savedContext] = useState(() => (stateContext || conversationId ? null : readCompanionContext()));
  const memorial = conversationId ? (detail?.memorialContext ?? null) : (stateContext ?? savedContext);

  // The copy saved for the trip through /auth is used once: it moves into the navigation state
  // (so a reload keeps it) and leaves sessionStorage. A context that came with the navigation
  // makes any saved copy stale, so it goes too.
  const initial = useRef({ savedContext, path: location.pathname, search: location.search });
  useEffect(() => {
    clearCompanionContext();
    const { savedContext: saved, path, search } = initial.current;
    if (saved) void navigate({ pathname: path, search }, { replace: true, state: saved });
  }, [navigate]);

  return {
    conversationId,
    query,
    detail,
    notFound,
    memorial,
    /** Shows this conversation (null: a new one, without the memorial it came with). */
    open: (id: string | null) =>
      id ? setSearchParams({ c: id }, { replace: true }) : setSearchParams({}, { replace: true, state: null }),
  };
}

export type CompanionConversation = ReturnType<typeof useCompanionConversation>;

/** The chat of the conversation on screen; `pageVoice`: whom its memorial's page says the companion speaks as. */
export function useCompanionChat(conversation: CompanionConversation, pageVoice: string | null) {
  const { conversationId, detail, notFound, memorial } = conversation;
  const [mood, setMood] = useState<Mood | null>(null);
  const transport = useCompanionTurn(conversation, mood);
  const messages = detail?.messages;
  const history = useMemo<ChatLine[]>(
    () => (messages ?? []).map((m) => ({ id: m.id, role: m.role, content: m.content, at: Date.parse(m.createdAt) })),
    [messages],
  );
  const chat = useChat({
    transport,
    // What was being written survives a reload or a trip through /auth (chat/draft.ts).
    draftPlace: 'companion',
    history,
    helplines: detail?.helplines ?? null,
    speakingAs: pageVoice,
    conversationKey: `${conversationId ?? ''}:${memorial?.memorialId ?? ''}`,
    blocked: Boolean(conversationId && !detail && !notFound),
    quietWhenSignedOut: true,
  });

  const select = (c: ConversationSummary | null) => {
    chat.scroll.pin();
    if (!c) {
      setMood(null);
      conversation.open(null);
    } else if (c.id !== conversationId) {
      conversation.open(c.id);
    }
    // Ready to write on a computer; on a phone the keyboard would cover the conversation just chosen.
    if (window.matchMedia('(pointer: fine)').matches) requestAnimationFrame(chat.focusBox);
  };

  return { chat, mood, setMood, select };
}
