/**
 * A local stand-in for an OpenAI-compatible model server, speaking its real wire format:
 * POST /v1/chat/completions with `stream: true` answers `text/event-stream` chunks
 * (`chat.completion.chunk` objects, a final chunk with finish_reason, then `data: [DONE]`), and
 * errors as `{ "error": { message, type, code } }` with the status. Used by tests and the bench.
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

export interface FakeOpenAi {
  baseUrl: string;
  /** Chat-completion requests received. */
  calls: number;
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
  const open = new Set<Socket>();
  const fake: FakeOpenAi = {
    baseUrl: '',
    calls: 0,
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
      fake.calls += 1;
      fake.lastBody = JSON.parse(await readBody(req)) as FakeOpenAi['lastBody'];
      const b = behaviour;
      if (b.kind === 'hang') return;
      if (b.kind === 'status') {
        res.writeHead(b.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { message: b.status === 429 ? 'Rate limit reached' : 'The server had an error', type: b.status === 429 ? 'rate_limit_error' : 'server_error', code: null },
          }),
        );
        return;
      }
      const id = `chatcmpl-${fake.calls}`;
      const created = Math.floor(Date.now() / 1000);
      const model = fake.lastBody?.model ?? 'test-model';
      const send = (delta: Record<string, string>, finish: string | null = null) =>
        res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`);
      if (b.kind === 'reply' && b.firstByteDelayMs) await sleep(b.firstByteDelayMs);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
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
