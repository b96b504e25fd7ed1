/** The streamed transport of use-chat.ts: POST /api/functions/{name}, the reply as server-sent events (sse.ts). */
import type { StreamFunction } from '@shared/schemas/companion';
import { useRefreshAiUsage } from '@web/features/companion/api';
import { buildStreamBody, streamChat, type MemorialStreamContext, type RoomStreamContext } from './sse';
import type { ChatTransport } from './use-chat';

export function useStreamTransport(
  functionName: StreamFunction,
  context?: MemorialStreamContext | RoomStreamContext,
): ChatTransport {
  const refreshUsage = useRefreshAiUsage();
  return {
    mode: 'stream',
    send: async ({ turns }, events, signal) => {
      await streamChat(functionName, buildStreamBody(functionName, turns, context), { signal, ...events });
      refreshUsage();
    },
  };
}
