/**
 * The stored transport of /companion (use-chat.ts): the first message of a new conversation
 * creates it (and names it in the address), then each turn goes to POST /api/functions/ai-companion
 * with the mood and the memorial, and is kept in the conversation's cached copy (api.ts).
 */
import type { Mood } from '@shared/constants';
import type { ChatTransport } from './chat/use-chat';
import { useAskCompanion, useCreateConversation } from './api';
import type { CompanionConversation } from './use-companion-chat';

export function useCompanionTurn(conversation: CompanionConversation, mood: Mood | null): ChatTransport {
  const create = useCreateConversation();
  const ask = useAskCompanion();
  return {
    mode: 'ask',
    send: async ({ turns, sentAt, userLineId, replyLineId }, events) => {
      const { conversationId, notFound, memorial, open } = conversation;
      let id = notFound ? null : conversationId;
      let context = memorial;
      if (!id) {
        const created = await create.mutateAsync(memorial);
        id = created.id;
        context = created.memorialContext ?? memorial;
        open(id);
      }
      const res = await ask.mutateAsync({
        body: { messages: turns, memorialContext: context ?? undefined, conversationId: id, mood: mood ?? undefined },
        sentAt,
        lineIds: { user: userLineId, reply: replyLineId },
      });
      if (res.safety) events.onSafety(res.safety);
      if (context?.memorialId && res.speakingAs !== undefined) events.onVoice(res.speakingAs);
      events.onDelta(res.choices[0]?.message.content ?? '');
    },
  };
}
