/**
 * The streaming chat call (spec sections 7 and 8): POST /api/functions/{name} answers with a
 * server-sent event stream of `data: {"choices":[{"delta":{"content":"…"}}]}` lines ending with
 * `data: [DONE]`. The SSE framing is parsed by eventsource-parser (comments, blank lines, CRLF and
 * chunks split anywhere are its business); this module only reads the JSON payloads.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import {
  COMPANION_MSG,
  type ChatTurn,
  type SafetyInfo,
  type StreamChunk,
  type StreamFunction,
  type StreamRequest,
} from '@shared/schemas/companion';
import { ApiError, apiErrorFrom, notifyUnauthorized, type ApiErrorCode } from '@web/lib/api';

/**
 * A failed stream, an ApiError like any other failed call (lib/errors.ts reads both): `message`
 * is what the person is shown (spec section 8); `status` is 0 for a broken or incomplete stream.
 */
export class ChatStreamError extends ApiError {
  constructor(message: string, status: number, code: ApiErrorCode) {
    super(status, code, message);
    this.name = 'ChatStreamError';
  }
}

export interface StreamHandlers {
  signal?: AbortSignal;
  /** A piece of the assistant's reply, to append to what arrived so far. */
  onDelta: (text: string) => void;
  /** The reply so far was withdrawn: show `text` instead of everything received until now. */
  onReplace?: (text: string) => void;
  /** The safety screen saw risk (on crisis: show the help lines). */
  onSafety?: (safety: SafetyInfo) => void;
  /** The server said whom the memorial companion speaks as (null: about them), decision 013. */
  onVoice?: (speakingAs: string | null) => void;
}

export type MemorialStreamContext = NonNullable<StreamRequest['memorialContext']>;
export type RoomStreamContext = NonNullable<StreamRequest['roomContext']>;

/** The request body (spec section 7): the context goes as memorialContext when the function name says memorial. */
export function buildStreamBody(
  functionName: StreamFunction,
  messages: ChatTurn[],
  context?: MemorialStreamContext | RoomStreamContext | null,
): StreamRequest {
  if (!context) return { messages };
  return functionName.includes('memorial')
    ? { messages, memorialContext: context as MemorialStreamContext }
    : { messages, roomContext: context as RoomStreamContext };
}

/** True for the error a fetch or a stream read throws once its AbortSignal fired. */
export function isAbortError(err: unknown): boolean {
  return (
    (err instanceof DOMException || err instanceof Error) && (err.name === 'AbortError' || err.name === 'TimeoutError')
  );
}

/** The person-facing message for an error answer (status ≥ 400) sent before any stream. */
async function errorFromResponse(res: Response): Promise<ChatStreamError> {
  if (res.status === 401) {
    // The session ended: the app re-checks it, as for any other call (lib/api.ts).
    notifyUnauthorized();
    return new ChatStreamError(COMPANION_MSG.notSignedIn, 401, 'UNAUTHENTICATED');
  }
  // Not JSON (a proxy's error page): the generic message. An `error` that is only a string is its message.
  let body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  if (typeof body?.error === 'string') body = { error: { message: body.error } };
  const err = apiErrorFrom(res.status, body, COMPANION_MSG.failed);
  return new ChatStreamError(err.message, res.status, err.code);
}

/**
 * Reads a chat stream to its end. Resolves once `[DONE]` arrived; throws a ChatStreamError when the
 * stream carries an error or ends without `[DONE]` (a cut connection is a failure, never a reply),
 * and rethrows the AbortError when `signal` fired.
 */
export async function readChatStream(res: Response, handlers: StreamHandlers): Promise<void> {
  if (!res.body) throw new ChatStreamError(COMPANION_MSG.noBody, 0, 'NO_BODY');
  const { onDelta, onReplace, onSafety, onVoice, signal } = handlers;
  let done = false;
  let failure: ChatStreamError | null = null;

  const onEvent = (event: EventSourceMessage) => {
    if (done || failure) return;
    const data = event.data.trim();
    if (!data) return;
    if (data === '[DONE]') {
      done = true;
      return;
    }
    let chunk: (StreamChunk & { error?: unknown }) | null;
    try {
      chunk = JSON.parse(data) as StreamChunk & { error?: unknown };
    } catch {
      // Not JSON: not part of the reply. The stream still has to end with [DONE] to count.
      return;
    }
    if (!chunk || typeof chunk !== 'object') return;
    if (chunk.error) {
      const e = chunk.error as { message?: unknown } | string;
      const message = typeof e === 'string' ? e : typeof e.message === 'string' ? e.message : '';
      failure = new ChatStreamError(message.trim() || COMPANION_MSG.failed, 0, 'STREAM_ERROR');
      return;
    }
    if (chunk.safety) onSafety?.(chunk.safety);
    if (chunk.speakingAs === null || typeof chunk.speakingAs === 'string') onVoice?.(chunk.speakingAs);
    const content = chunk.choices?.[0]?.delta?.content;
    if (chunk.replace) onReplace?.(typeof content === 'string' ? content : '');
    else if (typeof content === 'string' && content) onDelta(content);
  };

  const parser = createParser({ onEvent });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  // Stop reading at once when the person presses Stop, whatever the body does with the signal.
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (signal?.aborted) onAbort();
    while (!done && !failure) {
      const { value, done: ended } = await reader.read();
      if (signal?.aborted) break;
      if (ended) {
        parser.feed(decoder.decode());
        // A last event without its closing blank line still counts (some servers end with one newline).
        parser.feed('\n\n');
        break;
      }
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (err) {
    if (signal?.aborted || isAbortError(err)) throw err;
    throw new ChatStreamError(COMPANION_MSG.failed, 0, 'STREAM_BROKEN');
  } finally {
    signal?.removeEventListener('abort', onAbort);
    if (done || failure) void reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
  if (failure) throw failure;
  if (signal?.aborted) throw new DOMException('The stream was stopped.', 'AbortError');
  if (!done) throw new ChatStreamError(COMPANION_MSG.failed, 0, 'STREAM_INCOMPLETE');
}

/**
 * POST /api/functions/{functionName} and stream the reply into the handlers. Errors (spec section 8)
 * are ChatStreamErrors carrying the server's message, or "Failed to get response. Please try
 * again.", or "You must be logged in to use this feature" (401), or "No response body". When
 * `signal` fires the AbortError is rethrown as is (the person chose to stop: not a failure).
 */
export async function streamChat(
  functionName: StreamFunction,
  body: StreamRequest,
  handlers: StreamHandlers,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/functions/${functionName}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal: handlers.signal,
    });
  } catch (err) {
    if (handlers.signal?.aborted || isAbortError(err)) throw err;
    throw new ChatStreamError(COMPANION_MSG.failed, 0, 'NETWORK');
  }
  if (!res.ok) throw await errorFromResponse(res);
  await readChatStream(res, handlers);
}
