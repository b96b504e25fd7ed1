/**
 * AI figures for `npm run bench` (issue 4):
 *   a. builtin reply latency: in-process (provider + safety screens) and over HTTP through
 *      /api/functions/ai-companion with the turn stored (goal: p95 < 20 ms);
 *   b. streaming overhead: with a local OpenAI-compatible server, the time from its first byte to
 *      our first SSE byte at the client (goal: median within 5 ms), and to our first content.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createBuiltinProvider } from '../../src/server/ai/builtin/builtin-provider';
import { safeReply, screenTurn } from '../../src/server/ai/safe-reply';
import type { ProviderMessage } from '../../src/server/ai/provider';
import { startFakeOpenAi } from '../../src/server/test/fake-openai';
import { percentile } from './harness';

export interface BenchServer {
  start(dataDir: string, port: number, env?: Record<string, string>): Promise<ChildProcess>;
  stop(child: ChildProcess): Promise<void>;
  freePort(): Promise<number>;
}

const USER_LINES = [
  'My husband Tom died in March and the house is so quiet without him.',
  'I keep thinking if only I had made him see the doctor sooner.',
  "I'm so angry at the hospital, they sent him home.",
  'Nights are the worst, I cannot sleep.',
  "Our anniversary is next week and I don't know how to face it.",
  'Some days I feel nothing at all, like I am watching from far away.',
  'Thank you for listening.',
  'I found his old jacket today and it still smells like him.',
];

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), n: s.length };
}

async function inProcessBuiltin() {
  const provider = createBuiltinProvider();
  const samples: number[] = [];
  for (let conv = 0; conv < 20; conv++) {
    const messages: ProviderMessage[] = [];
    for (let turn = 0; turn < 30; turn++) {
      messages.push({ role: 'user', content: USER_LINES[(turn + conv) % USER_LINES.length]! });
      const t0 = performance.now();
      const { risk } = screenTurn({ messages });
      let reply = '';
      for await (const e of safeReply(
        provider,
        { persona: 'companion', messages, country: null, signal: new AbortController().signal },
        risk,
      )) {
        if (e.type === 'delta') reply += e.text;
        else if (e.type === 'replace') reply = e.text;
      }
      samples.push(performance.now() - t0);
      messages.push({ role: 'assistant', content: reply });
    }
  }
  return stats(samples);
}

async function signUp(base: string, n: number): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      displayName: `Bench AI ${n}`,
      email: `bench-ai-${n}@example.com`,
      password: 'Bench-Passw0rd',
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function httpBuiltin(base: string) {
  const samples: number[] = [];
  // The free tier allows 20 messages a month: five people, twenty messages each.
  for (let u = 0; u < 5; u++) {
    const cookie = await signUp(base, u);
    const headers = { 'content-type': 'application/json', cookie, origin: base };
    const conv = (await (await fetch(`${base}/api/conversations`, { method: 'POST', headers, body: '{}' })).json()) as {
      id: string;
    };
    for (let i = 0; i < 20; i++) {
      const body = JSON.stringify({
        messages: [{ role: 'user', content: USER_LINES[(i + u) % USER_LINES.length] }],
        conversationId: conv.id,
        mood: 'sad',
      });
      const t0 = performance.now();
      const res = await fetch(`${base}/api/functions/ai-companion`, { method: 'POST', headers, body });
      await res.arrayBuffer();
      if (res.ok) samples.push(performance.now() - t0);
      else throw new Error(`ai-companion answered ${res.status}`);
    }
  }
  return stats(samples);
}

async function streamingOverhead(base: string, fake: Awaited<ReturnType<typeof startFakeOpenAi>>) {
  const firstByte: number[] = [];
  const firstContent: number[] = [];
  const text =
    'Thank you for telling me about him. It sounds like the quiet in the house is one of the hardest parts, and that makes sense after so many years together. What do you miss most in the evenings?';
  fake.behave({ kind: 'reply', text, pieceDelayMs: 2, firstByteDelayMs: 20 });
  for (let u = 0; u < 2; u++) {
    const cookie = await signUp(base, 10 + u);
    const headers = { 'content-type': 'application/json', cookie, origin: base };
    for (let i = 0; i < 15; i++) {
      const res = await fetch(`${base}/api/functions/ai-peer-support`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ messages: [{ role: 'user', content: USER_LINES[i % USER_LINES.length] }] }),
      });
      if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let seen = '';
      let gotFirst = false;
      let gotContent = false;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const now = performance.now();
        if (!gotFirst) {
          firstByte.push(now - fake.lastFirstByteAt!);
          gotFirst = true;
        }
        seen += decoder.decode(value, { stream: true });
        if (!gotContent && /"content":"[^"]/.test(seen)) {
          firstContent.push(now - fake.lastFirstByteAt!);
          gotContent = true;
        }
      }
    }
  }
  return { firstByte: stats(firstByte), firstContent: stats(firstContent) };
}

export async function benchAi(server: BenchServer, work: string): Promise<void> {
  console.log('\n4. AI companion');
  const inproc = await inProcessBuiltin();
  const inprocOk = inproc.p95 < 20;
  console.log(
    `   builtin reply, in process (screens included)  p50 ${inproc.p50.toFixed(2)} ms, p95 ${inproc.p95.toFixed(2)} ms over ${inproc.n} replies (goal p95 < 20 ms: ${inprocOk ? 'met' : 'NOT MET'})`,
  );

  let port = await server.freePort();
  // The per-minute limit protects a model; the bench measures our own latency, so it is raised.
  let child = await server.start(path.join(work, 'ai-builtin'), port, { AI_MAX_PER_MINUTE: '1000' });
  try {
    const http = await httpBuiltin(`http://127.0.0.1:${port}`);
    // The whole turn: session check, rate limit, allowance, history, reply and storage on the
    // embedded database. Held to the same 20 ms, as the figure a person actually waits for.
    const ok = http.p95 < 20;
    console.log(
      `   whole stored turn over HTTP (PGlite)        p50 ${http.p50.toFixed(1)} ms, p95 ${http.p95.toFixed(1)} ms over ${http.n} (same 20 ms: ${ok ? 'met' : 'NOT MET'})`,
    );
  } finally {
    await server.stop(child);
  }

  const fake = await startFakeOpenAi();
  port = await server.freePort();
  child = await server.start(path.join(work, 'ai-openai'), port, {
    AI_MODEL: 'bench-model',
    AI_BASE_URL: fake.baseUrl,
    AI_MAX_PER_MINUTE: '1000',
  });
  try {
    const s = await streamingOverhead(`http://127.0.0.1:${port}`, fake);
    const ok = s.firstByte.p50 <= 5;
    console.log(
      `   upstream first byte → our first SSE byte   median ${s.firstByte.p50.toFixed(2)} ms, p95 ${s.firstByte.p95.toFixed(2)} ms over ${s.firstByte.n} (goal median ≤ 5 ms: ${ok ? 'met' : 'NOT MET'})`,
    );
    console.log(
      `   upstream first byte → our first words      median ${s.firstContent.p50.toFixed(1)} ms (held until 80 characters after them are screened; see decision 008)`,
    );
  } finally {
    await server.stop(child);
    await fake.close();
  }
}
