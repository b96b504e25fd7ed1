/**
 * The OpenAI-compatible provider against a local server speaking the real wire format
 * (src/server/test/fake-openai.ts): what is sent upstream, the reply in order, and every upstream
 * failure turned into the right ProviderError kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai';
import { createOpenAiProvider } from './openai-provider';
import { moodNote, systemPrompt } from './prompts';
import { ProviderError, type ProviderMessage, type ProviderRequest } from './provider';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});

const provider = (timeoutMs = 5_000) =>
  createOpenAiProvider({ baseUrl: fake.baseUrl, apiKey: undefined, model: 'test-model', timeoutMs });

function request(over: Partial<ProviderRequest> = {}): ProviderRequest {
  return {
    persona: 'companion',
    messages: [{ role: 'user', content: 'I miss my mother.' }],
    signal: new AbortController().signal,
    ...over,
  };
}

async function collect(req: ProviderRequest, p = provider()): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of p.stream(req)) pieces.push(piece);
  return pieces;
}

/** The ProviderError a stream ends with, and the pieces that came before it. */
async function failure(req: ProviderRequest, p = provider()): Promise<{ err: ProviderError; pieces: string[] }> {
  const pieces: string[] = [];
  try {
    for await (const piece of p.stream(req)) pieces.push(piece);
  } catch (err) {
    expect(err).toBeInstanceOf(ProviderError);
    return { err: err as ProviderError, pieces };
  }
  throw new Error(`the stream did not fail; it gave ${JSON.stringify(pieces.join(''))}`);
}

describe('openai provider', () => {
  it('streams the reply in order and sends the model, the system prompt, the history and the mood', async () => {
    const text = 'I am so sorry about your mother. What do you miss most about her these days?';
    fake.behave({ kind: 'reply', text, pieceDelayMs: 2 });
    const history: ProviderMessage[] = [
      { role: 'user', content: 'My mother died in March.' },
      { role: 'assistant', content: 'I am so sorry. Would you tell me about her?' },
      { role: 'user', content: 'She loved her garden.' },
    ];
    const context = { memorialName: 'Margaret Ellis', memorialDescription: 'Gardener and teacher.' };
    const pieces = await collect(request({ messages: history, context, mood: 'sad' }));
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(text);

    const body = fake.lastBody!;
    expect(body.model).toBe('test-model');
    expect(body.stream).toBe(true);
    expect(body.messages).toEqual([
      { role: 'system', content: systemPrompt('companion', context) },
      history[0],
      history[1],
      { role: 'user', content: `She loved her garden.${moodNote('sad')}` },
    ]);
    expect(body.messages[0]!.content).toContain('Margaret Ellis');
  });

  it('sends only the newest 40 turns of a long conversation', async () => {
    fake.behave({ kind: 'reply', text: 'I am here.' });
    const messages: ProviderMessage[] = Array.from({ length: 51 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `turn ${i}`,
    }));
    expect((await collect(request({ messages }))).join('')).toBe('I am here.');
    const sent = fake.lastBody!.messages;
    expect(sent).toHaveLength(41);
    expect(sent[0]!.role).toBe('system');
    expect(sent[1]!.content).toBe('turn 11');
    expect(sent.at(-1)!.content).toBe('turn 50');
  });

  it.each([
    [500, 'upstream'],
    [503, 'upstream'],
    [401, 'upstream'],
    [429, 'rate_limited'],
  ] as const)('an upstream %i is a ProviderError of kind %s, with no retry', async (status, kind) => {
    fake.behave({ kind: 'status', status });
    const before = fake.calls;
    const { err, pieces } = await failure(request());
    expect(err.kind).toBe(kind);
    expect(pieces).toEqual([]);
    expect(fake.calls).toBe(before + 1);
  });

  it('a stream cut before its finish reason is an error, not a short reply', async () => {
    fake.behave({ kind: 'cut', text: 'one two three four five six seven eight nine ten' });
    const { err, pieces } = await failure(request());
    expect(err.kind).toBe('upstream');
    expect(pieces.join('')).toBe('one two three four five ');
  });

  it('a hung upstream times out by the request signal', async () => {
    fake.behave({ kind: 'hang' });
    const started = performance.now();
    const { err } = await failure(request({ signal: AbortSignal.timeout(300) }));
    expect(err.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('a hung upstream times out by the provider timeout', async () => {
    fake.behave({ kind: 'hang' });
    const started = performance.now();
    const { err } = await failure(request(), provider(300));
    expect(err.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  // The openai library's stream ends quietly on an abort; the provider says why it stopped.
  it('a timeout in the middle of a streamed reply is a timeout', async () => {
    fake.behave({ kind: 'reply', text: 'word '.repeat(100), pieceDelayMs: 20 });
    const { err, pieces } = await failure(request({ signal: AbortSignal.timeout(300) }));
    expect(pieces.length).toBeGreaterThan(0);
    expect(err.kind).toBe('timeout');
  });

  it('a reply stopped by the caller is aborted, not timed out', async () => {
    fake.behave({ kind: 'reply', text: 'word '.repeat(200), pieceDelayMs: 5 });
    const controller = new AbortController();
    const pieces: string[] = [];
    let caught: unknown;
    try {
      for await (const piece of provider().stream(request({ signal: controller.signal }))) {
        pieces.push(piece);
        if (pieces.length === 3) controller.abort();
      }
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ProviderError);
    expect((caught as ProviderError).kind).toBe('aborted');
    expect(pieces.length).toBeLessThan(200);
  });

  it('an unreachable server is an upstream error', async () => {
    const dead = createOpenAiProvider({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm', timeoutMs: 2_000 });
    const { err } = await failure(request(), dead);
    expect(err.kind).toBe('upstream');
  });
});
