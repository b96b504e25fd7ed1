/**
 * A local stand-in for an OpenAI-compatible model server, speaking its real wire format:
 * POST /v1/chat/completions with `stream: true` answers `text/event-stream` chunks
 * (`chat.completion.chunk` objects, a final chunk with finish_reason, then `data: [DONE]`), and
 * errors as `{ "error": { message, type, code } }` with the status. A request without `stream`
 * (the risk judgement) answers one `chat.completion` object, as set by `judge()`. Used by tests and
 * the bench.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeBehaviour =
  | { kind: 'reply'; text: string; pieceDelayMs?: number; firstByteDelayMs?: number }
  | { kind: 'status'; status: number }
  /** Sends the first pieces, then drops the connection mid-reply. */
  | { kind: 'cut'; text: string }
  /** Accepts the request and never answers. */
  | { kind: 'hang' };

/** How the fake answers a non-streamed request (the model's judgement of risk). */
export type FakeJudgement =
  { kind: 'answer'; text: string; delayMs?: number } | { kind: 'status'; status: number } | { kind: 'hang' };

export interface FakeOpenAi {
  baseUrl: string;
  /** Streamed chat-completion requests received (replies). */
  calls: number;
  /** Non-streamed requests received (judgements of risk). */
  judgeCalls: number;
  lastJudgeBody: { model: string; messages: { role: string; content: string }[]; temperature?: number } | null;
  judge(j: FakeJudgement): void;
  lastBody: { model: string; messages: { role: string; content: string }[]; stream?: boolean } | null;
  /** When the first body byte of the latest streamed reply was written (performance.now()). */
  lastFirstByteAt: number | null;
  behave(b: FakeBehaviour): void;
  close(): Promise<void>;
}

function pieces(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const p of req) parts.push(p as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let behaviour: FakeBehaviour = { kind: 'reply', text: 'Thank you for telling me. I am listening.' };
  let judgement: FakeJudgement = { kind: 'answer', text: '{"risk":"none"}' };
  const open = new Set<Socket>();
  const fake: FakeOpenAi = {
    baseUrl: '',
    calls: 0,
    judgeCalls: 0,
    lastJudgeBody: null,
    judge: (j) => {
      judgement = j;
    },
    lastBody: null,
    lastFirstByteAt: null,
    behave: (b) => {
      behaviour = b;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error', code: null } }));
        return;
      }
      const body = JSON.parse(await readBody(req)) as NonNullable<FakeOpenAi['lastBody']>;
      if (!body.stream) {
        fake.judgeCalls += 1;
        fake.lastJudgeBody = body;
        const j = judgement;
        if (j.kind === 'hang') return;
        if (j.kind === 'status') {
          res.writeHead(j.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error', code: null } }));
          return;
        }
        if (j.delayMs) await sleep(j.delayMs);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `chatcmpl-judge-${fake.judgeCalls}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: j.text, refusal: null },
                logprobs: null,
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        return;
      }
      fake.calls += 1;
      fake.lastBody = body;
      const b = behaviour;
      if (b.kind === 'hang') return;
      if (b.kind === 'status') {
        res.writeHead(b.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: {
              message: b.status === 429 ? 'Rate limit reached' : 'The server had an error',
              type: b.status === 429 ? 'rate_limit_error' : 'server_error',
              code: null,
            },
          }),
        );
        return;
      }
      const id = `chatcmpl-${fake.calls}`;
      const created = Math.floor(Date.now() / 1000);
      const model = fake.lastBody?.model ?? 'test-model';
      const send = (delta: Record<string, string>, finish: string | null = null) =>
        res.write(
          `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`,
        );
      if (b.kind === 'reply' && b.firstByteDelayMs) await sleep(b.firstByteDelayMs);
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      fake.lastFirstByteAt = performance.now();
      send({ role: 'assistant', content: '' });
      const words = pieces(b.text);
      if (b.kind === 'cut') {
        for (const w of words.slice(0, Math.max(1, Math.floor(words.length / 2)))) send({ content: w });
        await sleep(5);
        res.socket?.destroy();
        return;
      }
      for (const w of words) {
        if (b.pieceDelayMs) await sleep(b.pieceDelayMs);
        send({ content: w });
      }
      send({}, 'stop');
      res.end('data: [DONE]\n\n');
    })();
  });
  server.on('connection', (s) => {
    open.add(s);
    s.on('close', () => open.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
