/**
 * Support circles live (decision 035): how long a post takes to reach another member's open
 * stream, and what 1,000 open streams cost one instance.
 *   - post → seen on another member's stream, p95 over 100 posts: on PGlite (one instance) and,
 *     with PostgreSQL binaries, across two instances on one database (posted through A, read on B,
 *     LISTEN/NOTIFY between them). Goal (issue #17): p95 ≤ 200 ms.
 *   - 1,000 open streams on one instance (20 members, 50 streams each): the server's RSS growth
 *     (goal ≤ 150 MB, both what stays after a full collection and the peak) and, after 20 posts, events lost across all streams (goal 0) and their p95.
 * Settings: BENCH_CIRCLE_STREAMS (1000), BENCH_CIRCLE_POSTS (100).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { createParser } from 'eventsource-parser';
import type { Section } from '../context';
import { fmt, percentile, root, rssOf, startNodeServer, type NodeServer, type Report } from '../harness';
import { startThrowawayPostgres } from '../postgres';

const STREAMS = Number(process.env.BENCH_CIRCLE_STREAMS ?? 1000);
const POSTS = Number(process.env.BENCH_CIRCLE_POSTS ?? 100);
const MEMBERS = 20;
const P95_GOAL_MS = 200;
const RSS_GOAL_MB = 150;

let people = 0;

const GC_ON_SIGNAL = path.join(root, 'scripts/bench/gc-on-signal.cjs');

async function startServer(workDir: string, env: Record<string, string | undefined> = {}): Promise<NodeServer> {
  const dataDir = await mkdtemp(path.join(workDir, 'circles-'));
  return startNodeServer({
    script: path.join(root, 'dist/server/main.js'),
    readyPath: '/api/health',
    // As npm start runs it, plus a full collection on a signal: what the streams keep, not garbage.
    extraFlags: ['--expose-gc', '--require', GC_ON_SIGNAL],
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true', DATABASE_URL: undefined, ...env },
  });
}

interface Person {
  cookie: string;
  ip: string;
}

async function call<T = { circle: { id: string } }>(
  base: string,
  who: Person,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(base + url, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: base,
      cookie: who.cookie,
      'x-forwarded-for': who.ip,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: HTTP ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

async function signUp(base: string): Promise<Person> {
  people += 1;
  const ip = `10.${(people >> 8) & 255}.${people & 255}.7`;
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': ip },
    body: JSON.stringify({
      displayName: `Member ${people}`,
      email: `circle-${people}-${Date.now()}@example.com`,
      password: 'Circle-Passw0rd',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up: HTTP ${res.status}`);
  return {
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    ip,
  };
}

/** An open stream: the arrival time of each post (by its words). */
class Stream {
  readonly seen = new Map<string, number>();
  private readonly abort = new AbortController();
  ready: Promise<void>;

  constructor(base: string, who: Person, circleId: string) {
    this.ready = (async () => {
      const res = await fetch(`${base}/api/streams/circles/${circleId}`, {
        headers: { cookie: who.cookie, 'x-forwarded-for': who.ip },
        signal: this.abort.signal,
      });
      if (res.status !== 200) throw new Error(`stream: HTTP ${res.status}`);
      const parser = createParser({
        onEvent: (e) => {
          if (e.event !== 'post') return;
          const body = (JSON.parse(e.data) as { post: { body: string } }).post.body;
          if (!this.seen.has(body)) this.seen.set(body, performance.now());
        },
      });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let opened: () => void = () => undefined;
      const open = new Promise<void>((r) => (opened = r));
      void (async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            const text = decoder.decode(value, { stream: true });
            if (text.includes(': open')) opened();
            parser.feed(text);
          }
        } catch {
          /* closed */
        }
      })();
      await open;
    })();
  }

  close() {
    this.abort.abort();
  }
}

/** Posts `count` times through `postBase`, each awaited, and returns each post's start time. */
async function postMany(postBase: string, author: Person, circleId: string, prefix: string, count: number) {
  const started = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const body = `${prefix} ${i + 1}: a small memory of the garden we kept.`;
    started.set(body, performance.now());
    await call(postBase, author, 'POST', `/api/circles/${circleId}/posts`, { body });
    await new Promise((r) => setTimeout(r, 10));
  }
  return started;
}

async function waitFor(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

/** One member posts through `postBase`; another reads on `readBase`: p95 from post to arrival. */
async function latency(report: Report, label: string, postBase: string, readBase: string) {
  const owner = await signUp(postBase);
  const reader = await signUp(postBase);
  const { circle } = await call(postBase, owner, 'POST', '/api/circles', { name: 'Bench circle' });
  await call(postBase, reader, 'POST', `/api/circles/${circle.id}/join`, {});
  const stream = new Stream(readBase, reader, circle.id);
  await stream.ready;
  const started = await postMany(postBase, owner, circle.id, 'Latency', POSTS);
  await waitFor(() => stream.seen.size >= POSTS, 10_000);
  stream.close();
  const delays = [...started].map(([body, t]) => (stream.seen.get(body) ?? Infinity) - t).sort((a, b) => a - b);
  const p95 = percentile(delays, 95);
  report.figure('circles', `post → other member's stream, p95 (${label})`, `${p95.toFixed(0)} ms`, {
    text: `≤ ${P95_GOAL_MS} ms`,
    met: p95 <= P95_GOAL_MS,
  });
}

async function manyStreams(report: Report, server: NodeServer) {
  const owner = await signUp(server.base);
  const { circle } = await call(server.base, owner, 'POST', '/api/circles', { name: 'A busy circle' });
  const members: Person[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const m = await signUp(server.base);
    await call(server.base, m, 'POST', `/api/circles/${circle.id}/join`, {});
    members.push(m);
  }
  // Warm: one stream and one post, so the figure is the streams' and not the first request's.
  const warm = new Stream(server.base, members[0]!, circle.id);
  await warm.ready;
  await postMany(server.base, owner, circle.id, 'Warm-up', 1);
  warm.close();
  /** RSS after a full collection: what the server keeps. */
  const kept = async () => {
    await new Promise((r) => setTimeout(r, 500));
    process.kill(server.pid, 'SIGUSR2');
    await new Promise((r) => setTimeout(r, 1000));
    return rssOf(server.pid).rss;
  };
  const before = await kept();
  const streams: Stream[] = [];
  for (let i = 0; i < STREAMS; i++) streams.push(new Stream(server.base, members[i % MEMBERS]!, circle.id));
  await Promise.all(streams.map((s) => s.ready));
  const opened = rssOf(server.pid).rss;
  const count = 20;
  const started = await postMany(server.base, owner, circle.id, 'Everyone', count);
  await waitFor(() => streams.every((s) => s.seen.size >= count), 20_000);
  const peak = Math.max(opened, rssOf(server.pid).rss);
  const after = await kept();
  let lost = 0;
  const delays: number[] = [];
  for (const s of streams) {
    for (const [body, t] of started) {
      const at = s.seen.get(body);
      if (at === undefined) lost += 1;
      else delays.push(at - t);
    }
    s.close();
  }
  delays.sort((a, b) => a - b);
  const growth = after - before;
  report.figure('circles', `${STREAMS} open streams: RSS kept`, `+${fmt.mb(growth)}`, {
    text: `≤ ${RSS_GOAL_MB} MB`,
    met: growth <= RSS_GOAL_MB,
  });
  report.figure('circles', `${STREAMS} open streams: RSS at peak`, `+${fmt.mb(peak - before)}`, {
    text: `≤ ${RSS_GOAL_MB} MB`,
    met: peak - before <= RSS_GOAL_MB,
  });
  report.figure('circles', `${STREAMS} open streams: RSS once opened`, `+${fmt.mb(opened - before)}`);
  report.figure('circles', `${STREAMS} streams × ${count} posts: lost`, String(lost), { text: '0', met: lost === 0 });
  report.figure('circles', `${STREAMS} streams: post → every stream, p95`, `${percentile(delays, 95).toFixed(0)} ms`);
}

export const circlesSection: Section = {
  name: 'circles',
  title: 'Support circles live: post → stream latency, and 1,000 open streams on one instance',
  async run(ctx) {
    const { report, workDir } = ctx;
    const single = await startServer(workDir);
    try {
      await latency(report, 'PGlite', single.base, single.base);
      await manyStreams(report, single);
    } finally {
      await single.stop();
    }
    const postgres = await startThrowawayPostgres();
    if (!postgres) {
      report.note('PostgreSQL binaries not found: the two-instance figure is skipped.');
      return;
    }
    const servers: NodeServer[] = [];
    try {
      // Instances of one deployment share AUTH_SECRET, so a session works on either.
      const env = { DATABASE_URL: postgres.url, AUTH_SECRET: randomBytes(32).toString('hex') };
      servers.push(await startServer(workDir, env));
      servers.push(await startServer(workDir, env));
      await latency(report, 'two instances, PostgreSQL', servers[0]!.base, servers[1]!.base);
    } finally {
      for (const s of servers) await s.stop();
      await postgres.stop();
    }
  },
};
