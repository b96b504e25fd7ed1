import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANION_MSG } from '@shared/schemas/companion';
import { FIND_A_HELPLINE } from '@shared/safety';
import { ApiError, onUnauthorized } from '@web/lib/api';
import { errorText, hasCode } from '@web/lib/errors';
import { buildStreamBody, ChatStreamError, isAbortError, readChatStream, streamChat, type StreamHandlers } from './sse';

/** A Response whose body arrives in exactly these pieces (bytes, so a piece may split a character). */
function streamResponse(pieces: (string | Uint8Array)[], init: ResponseInit = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) controller.enqueue(typeof p === 'string' ? encoder.encode(p) : p);
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' }, ...init });
}

/** Splits a string into pieces of `size` bytes (UTF-8), cutting through lines and characters. */
function bytePieces(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.slice(i, i + size));
  return out;
}

const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

function collector() {
  const log: string[] = [];
  let text = '';
  const safety: unknown[] = [];
  const handlers: StreamHandlers = {
    onDelta: (t) => {
      log.push(`+${t}`);
      text += t;
    },
    onReplace: (t) => {
      log.push(`=${t}`);
      text = t;
    },
    onSafety: (s) => safety.push(s),
  };
  return { handlers, log, safety, text: () => text };
}

describe('readChatStream', () => {
  it('reads deltas split at awkward boundaries (mid-line, mid-JSON, mid-character, CRLF)', async () => {
    const sse =
      ': keep-alive comment\n\n' +
      `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\n\n` +
      delta('Hello, ') +
      '\n' +
      delta('I am here 💙 ') +
      `data: ${JSON.stringify({ choices: [{ delta: { content: 'with you — always.' } }] })}\r\n\r\n` +
      'data: [DONE]\n\n';
    for (const size of [1, 2, 3, 7, 64, sse.length]) {
      const c = collector();
      await readChatStream(streamResponse(bytePieces(sse, size)), c.handlers);
      expect(c.text()).toBe('Hello, I am here 💙 with you — always.');
      expect(c.log[0]).toBe('+Hello, ');
    }
  });

  it('skips the role-only first chunk, comments and blank lines', async () => {
    const c = collector();
    await readChatStream(
      streamResponse([
        'data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n',
        ':\n\n\n',
        delta('Hi'),
        'data: [DONE]\n\n',
      ]),
      c.handlers,
    );
    expect(c.log).toEqual(['+Hi']);
  });

  it('passes safety on and replaces the text so far when a chunk says replace', async () => {
    const c = collector();
    const crisis = { risk: 'crisis', helplines: [FIND_A_HELPLINE] };
    await readChatStream(
      streamResponse([
        delta('Some words'),
        `data: ${JSON.stringify({ choices: [{ delta: { content: 'A safe reply.' } }], replace: true, safety: crisis })}\n\n`,
        'data: [DONE]\n\n',
      ]),
      c.handlers,
    );
    expect(c.text()).toBe('A safe reply.');
    expect(c.safety).toEqual([crisis]);
    expect(c.log).toEqual(['+Some words', '=A safe reply.']);
  });

  it('passes on whom the memorial companion speaks as, from the first chunk (decision 013)', async () => {
    const voices: (string | null)[] = [];
    const c = collector();
    await readChatStream(
      streamResponse([
        `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }], speakingAs: 'Margaret Ellis' })}\n\n`,
        delta('I loved my garden.'),
        'data: [DONE]\n\n',
      ]),
      { ...c.handlers, onVoice: (v) => voices.push(v) },
    );
    expect(voices).toEqual(['Margaret Ellis']);
    expect(c.text()).toBe('I loved my garden.');
    const off: (string | null)[] = [];
    await readChatStream(
      streamResponse([
        `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }], speakingAs: null })}\n\n`,
        delta('Hi'),
        'data: [DONE]\n\n',
      ]),
      { ...collector().handlers, onVoice: (v) => off.push(v) },
    );
    expect(off).toEqual([null]);
  });

  it('accepts a final [DONE] without its closing blank line', async () => {
    const c = collector();
    await readChatStream(streamResponse([delta('Hi'), 'data: [DONE]']), c.handlers);
    expect(c.text()).toBe('Hi');
  });

  it('treats a stream that ends without [DONE] as a failure', async () => {
    const c = collector();
    const err = await readChatStream(streamResponse([delta('Half a rep')]), c.handlers).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChatStreamError);
    expect((err as ChatStreamError).message).toBe(COMPANION_MSG.failed);
    expect(c.text()).toBe('Half a rep');
  });

  it('fails on a broken connection', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(delta('Hi')));
        controller.error(new TypeError('network error'));
      },
    });
    const err = await readChatStream(new Response(body), collector().handlers).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChatStreamError);
    expect((err as ChatStreamError).message).toBe(COMPANION_MSG.failed);
  });

  it('fails with the message of an error chunk', async () => {
    const err = await readChatStream(
      streamResponse([delta('Hi'), 'data: {"error":{"code":"UPSTREAM","message":"The companion is resting."}}\n\n']),
      collector().handlers,
    ).catch((e: unknown) => e);
    expect((err as ChatStreamError).message).toBe('The companion is resting.');
  });

  it('fails with an error chunk given as a plain string', async () => {
    const err = await readChatStream(
      streamResponse([delta('Hi'), `data: ${JSON.stringify({ error: COMPANION_MSG.failed })}\n\n`]),
      collector().handlers,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChatStreamError);
    expect((err as ChatStreamError).message).toBe(COMPANION_MSG.failed);
  });

  it('passes on a safety chunk that carries no content', async () => {
    const c = collector();
    const crisis = { risk: 'crisis', helplines: [FIND_A_HELPLINE] };
    await readChatStream(
      streamResponse([
        `data: ${JSON.stringify({ choices: [{ delta: {} }], safety: crisis })}\n\n`,
        delta('Here.'),
        'data: [DONE]\n\n',
      ]),
      c.handlers,
    );
    expect(c.safety).toEqual([crisis]);
    expect(c.log).toEqual(['+Here.']);
  });

  it('says "No response body" when there is none', async () => {
    const err = await readChatStream(new Response(null, { status: 200 }), collector().handlers).catch(
      (e: unknown) => e,
    );
    expect((err as ChatStreamError).message).toBe(COMPANION_MSG.noBody);
  });

  it('stops reading after [DONE]', async () => {
    const c = collector();
    await readChatStream(streamResponse([delta('Hi'), 'data: [DONE]\n\n', delta(' ignored')]), c.handlers);
    expect(c.text()).toBe('Hi');
  });

  it('rethrows the abort when the signal fires mid-stream', async () => {
    const controller = new AbortController();
    let push: ((s: string) => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        push = (s) => c.enqueue(new TextEncoder().encode(s));
      },
    });
    const res = new Response(body);
    const c = collector();
    const reading = readChatStream(res, {
      ...c.handlers,
      signal: controller.signal,
      onDelta: (t) => {
        c.handlers.onDelta(t);
        controller.abort();
      },
    }).catch((e: unknown) => e);
    push!(delta('Hi'));
    const err = await reading;
    expect(isAbortError(err)).toBe(true);
    expect(c.text()).toBe('Hi');
  });
});

describe('streamChat', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const jsonError = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('posts the body to the function and streams the reply', async () => {
    const fetchMock = vi.fn(async () => streamResponse([delta('Hello'), 'data: [DONE]\n\n']));
    vi.stubGlobal('fetch', fetchMock);
    const c = collector();
    const body = buildStreamBody('ai-peer-support', [{ role: 'user', content: 'hi' }]);
    await streamChat('ai-peer-support', body, c.handlers);
    expect(c.text()).toBe('Hello');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/functions/ai-peer-support');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ messages: [{ role: 'user', content: 'hi' }] });
  });

  it("shows the server's error message", async () => {
    vi.stubGlobal('fetch', async () =>
      jsonError(400, { error: { code: 'VALIDATION', message: COMPANION_MSG.tooLong } }),
    );
    const err = await streamChat('ai-peer-support', { messages: [] }, collector().handlers).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChatStreamError);
    expect((err as ChatStreamError).message).toBe(COMPANION_MSG.tooLong);
    expect((err as ChatStreamError).status).toBe(400);
    expect((err as ChatStreamError).code).toBe('VALIDATION');
  });

  it('says the person must be logged in on 401, and tells the app the session ended', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonError(401, { error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } }),
    );
    const ended = vi.fn();
    const stop = onUnauthorized(ended);
    const err = await streamChat('ai-peer-support', { messages: [] }, collector().handlers).catch((e: unknown) => e);
    stop();
    expect((err as ChatStreamError).message).toBe(COMPANION_MSG.notSignedIn);
    expect((err as ChatStreamError).status).toBe(401);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('fails as an ApiError with a typed code, read like any failed call (lib/errors.ts)', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonError(402, { error: { code: 'AI_QUOTA_REACHED', message: COMPANION_MSG.quotaReached } }),
    );
    const err = await streamChat('ai-peer-support', { messages: [] }, collector().handlers).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(hasCode(err, 'AI_QUOTA_REACHED')).toBe(true);
    expect(errorText(err, COMPANION_MSG.failed)).toBe(COMPANION_MSG.quotaReached);
    vi.stubGlobal('fetch', async () => jsonError(400, { error: 'Too long.' }));
    const plain = await streamChat('ai-peer-support', { messages: [] }, collector().handlers).catch((e: unknown) => e);
    expect(plain).toMatchObject({ message: 'Too long.', code: 'BAD_REQUEST' });
  });

  it('falls back to "Failed to get response" for an error page that is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const err = await streamChat('ai-peer-support', { messages: [] }, collector().handlers).catch((e: unknown) => e);
    expect((err as ChatStreamError).message).toBe(COMPANION_MSG.failed);
    expect((err as ChatStreamError).status).toBe(502);
  });

  it('falls back to "Failed to get response" when the network fails', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const err = await streamChat('ai-peer-support', { messages: [] }, collector().handlers).catch((e: unknown) => e);
    expect((err as ChatStreamError).message).toBe(COMPANION_MSG.failed);
  });

  it('rethrows an abort before the answer', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      init.signal?.throwIfAborted();
      return streamResponse(['data: [DONE]\n\n']);
    });
    const err = await streamChat(
      'ai-peer-support',
      { messages: [] },
      { ...collector().handlers, signal: controller.signal },
    ).catch((e: unknown) => e);
    expect(isAbortError(err)).toBe(true);
  });
});

describe('buildStreamBody', () => {
  const messages = [{ role: 'user' as const, content: 'hello' }];

  it('sends the context as memorialContext for the memorial companion', () => {
    expect(buildStreamBody('ai-memorial-companion', messages, { title: 'Rose', dates: '1950 – 2020' })).toEqual({
      messages,
      memorialContext: { title: 'Rose', dates: '1950 – 2020' },
    });
  });

  it('sends the context as roomContext otherwise', () => {
    expect(buildStreamBody('ai-community-moderator', messages, { name: 'Evening circle' })).toEqual({
      messages,
      roomContext: { name: 'Evening circle' },
    });
  });

  it('sends no context when none is given', () => {
    expect(buildStreamBody('ai-peer-support', messages)).toEqual({ messages });
  });
});
