/**
 * 200 people at once for 60 s, each doing what a person does in the app, with think time between
 * steps (1–4 s): arrive over the first half of the run (30 % of them signing in, the others with
 * the session they have), look at the dashboard, open memorials, sign a guestbook, write in the journal,
 * talk to the companion, read resources. At a low rate the load also carries bad input: a wrong
 * password, a session cookie that is no longer valid, an oversize body; those must be refused
 * quickly (their own p95 is shown) and never slow the others down.
 *
 * Goals (issue #13): 0 errors, p95 < 300 ms per request, server RSS ≤ 400 MB on PGlite; the same
 * with two instances on one PostgreSQL database behind one port (a round-robin TCP proxy here, as a
 * load balancer would be). Every server is fresh, with its own data directory, and TRUST_PROXY set
 * so each person comes from an address of their own (X-Forwarded-For), as behind a proxy.
 * Settings: BENCH_MIX_USERS (200), BENCH_MIX_SECONDS (60).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Section } from '../context';
import { fmt, freePort, percentile, root, rssOf, startNodeServer, type NodeServer, type Report } from '../harness';
import { startThrowawayPostgres } from '../postgres';

const USERS = Number(process.env.BENCH_MIX_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 60);
const P95_GOAL_MS = 300;
const RSS_GOAL_MB = 400;
const PASSWORD = 'Mixed-Passw0rd';
/**
 * People arrive over the first half of the run; this share of them signs in on arrival, the others
 * come back with the session they already have (a session lasts 30 days), as most people do.
 */
const SIGN_IN_SHARE = 0.3;
/** Think time between steps, uniformly in this range (ms). */
const THINK_MS: [number, number] = [1000, 4000];

interface Person {
  n: number;
  email: string;
  ip: string;
  memorialId: string;
  cookie: string;
}

type Kind =
  | 'sign-in'
  | 'dashboard'
  | 'memorial'
  | 'guestbook'
  | 'journal-write'
  | 'journal-read'
  | 'companion'
  | 'resources'
  | 'bad:password'
  | 'bad:session'
  | 'bad:oversize';

interface Sample {
  kind: Kind;
  ms: number;
  ok: boolean;
  status: number;
}

/** What a person does next, with its weight. Bad input is about 3 % of steps. */
const STEPS: [Kind, number][] = [
  ['dashboard', 22],
  ['memorial', 24],
  ['journal-read', 14],
  ['resources', 14],
  ['guestbook', 8],
  ['journal-write', 8],
  ['companion', 7],
  ['bad:password', 1],
  ['bad:session', 1],
  ['bad:oversize', 1],
];
const TOTAL_WEIGHT = STEPS.reduce((n, [, w]) => n + w, 0);

function pick(random: () => number): Kind {
  let r = random() * TOTAL_WEIGHT;
  for (const [kind, w] of STEPS) if ((r -= w) < 0) return kind;
  return 'dashboard';
}

/** A small seeded generator (xorshift32), so two runs make the same choices. */
function rng(seed: number) {
  // Spread small seeds over all 32 bits, then let the state mix: xorshift's first outputs from a
  // small seed are all near zero (every person would arrive in the same millisecond).
  let s = Math.imul(seed, 2654435761) >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
  for (let i = 0; i < 8; i++) next();
  return next;
}

interface Answer {
  status: number;
  ok: boolean;
  headers: Headers;
  text: string;
}

const cookieOf = (res: Answer) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

class Client {
  readonly samples: Sample[] = [];
  constructor(readonly base: string) {}

  /** One request; `expect` is the status that counts as right (2xx when not given). */
  async send(
    kind: Kind,
    person: Pick<Person, 'ip' | 'cookie'>,
    method: string,
    url: string,
    body?: unknown,
    expect?: number,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer | null> {
    const headers: Record<string, string> = { 'x-forwarded-for': person.ip, ...extraHeaders };
    if (person.cookie && !('cookie' in extraHeaders)) headers.cookie = person.cookie;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers.origin = this.base;
    }
    const started = performance.now();
    try {
      const res = await fetch(this.base + url, {
        method,
        headers,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      const ok = expect === undefined ? res.ok : res.status === expect;
      this.samples.push({ kind, ms: performance.now() - started, ok, status: res.status });
      return { status: res.status, ok: res.ok, headers: res.headers, text };
    } catch {
      this.samples.push({ kind, ms: performance.now() - started, ok: false, status: 0 });
      return null;
    }
  }
}

async function seedPeople(base: string): Promise<Person[]> {
  const people: Person[] = [];
  const client = new Client(base);
  let next = 0;
  const worker = async () => {
    while (next < USERS) {
      const n = next++;
      const person: Person = {
        n,
        email: `mixed-${n}@example.com`,
        ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        memorialId: '',
        cookie: '',
      };
      const signUp = await client.send('sign-in', person, 'POST', '/api/auth/sign-up', {
        displayName: `Person ${n}`,
        email: person.email,
        password: PASSWORD,
      });
      if (signUp?.status !== 201) throw new Error(`sign-up ${n}: HTTP ${signUp?.status}`);
      person.cookie = cookieOf(signUp);
      const created = await client.send('memorial', person, 'POST', '/api/memorials', {
        title: `In memory of ${n}`,
        description: 'Remembered with love.',
        isPublic: true,
      });
      if (!created?.ok) throw new Error(`memorial ${n}: HTTP ${created?.status}`);
      person.memorialId = (JSON.parse(created.text) as { memorial: { id: string } }).memorial.id;
      people.push(person);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return people;
}

async function personLoop(client: Client, person: Person, everyone: Person[], until: number, seed: number) {
  const random = rng(seed);
  const think = () => new Promise((r) => setTimeout(r, THINK_MS[0] + random() * (THINK_MS[1] - THINK_MS[0])));
  await new Promise((r) => setTimeout(r, random() * SECONDS * 500));
  const me = { ip: person.ip, cookie: person.cookie };
  if (random() < SIGN_IN_SHARE) {
    const signIn = await client.send('sign-in', { ip: me.ip, cookie: '' }, 'POST', '/api/auth/sign-in', {
      email: person.email,
      password: PASSWORD,
    });
    if (!signIn?.ok) return;
    me.cookie = cookieOf(signIn);
  }
  while (Date.now() < until) {
    await think();
    if (Date.now() >= until) break;
    const kind = pick(random);
    const other = everyone[Math.floor(random() * everyone.length)]!;
    switch (kind) {
      case 'dashboard':
        await client.send(kind, me, 'GET', '/api/session');
        await client.send(kind, me, 'GET', '/api/memorials');
        break;
      case 'memorial':
        await client.send(kind, me, 'GET', `/api/memorials/${random() < 0.5 ? person.memorialId : other.memorialId}`);
        break;
      case 'guestbook':
        await client.send(kind, me, 'POST', `/api/memorials/${other.memorialId}/guestbook`, {
          authorName: `Person ${person.n}`,
          message: 'Thinking of you all today.',
        });
        break;
      case 'journal-write':
        await client.send(kind, me, 'POST', '/api/journal', {
          title: 'Today',
          content: 'Walked past the bakery we used to go to. Bought the bread she liked.',
          mood: 'sad',
        });
        break;
      case 'journal-read':
        await client.send(kind, me, 'GET', '/api/journal');
        break;
      case 'companion':
        await client.send(kind, me, 'POST', '/api/functions/ai-companion', {
          messages: [{ role: 'user', content: 'The evenings are the hardest. The house is so quiet.' }],
          mood: 'sad',
        });
        break;
      case 'resources':
        await client.send(kind, me, 'GET', '/api/resources');
        break;
      case 'bad:password':
        await client.send(
          kind,
          { ip: me.ip, cookie: '' },
          'POST',
          '/api/auth/sign-in',
          {
            email: person.email,
            password: 'not-the-password',
          },
          401,
        );
        break;
      case 'bad:session':
        await client.send(kind, me, 'GET', '/api/journal', undefined, 401, {
          cookie: 'fmn.session_token=expired0000000000000000000000000.c2lnbmF0dXJlLXRoYXQtaXMtbm90LXZhbGlk',
        });
        break;
      case 'bad:oversize':
        await client.send(
          kind,
          me,
          'POST',
          '/api/journal',
          JSON.stringify({ title: 'x', content: 'x'.repeat(600_000) }),
          413,
        );
        break;
    }
  }
}

/** A TCP proxy on one port that hands each new connection to the next server in turn. */
async function roundRobin(targets: { port: number }[]): Promise<{ base: string; close(): Promise<void> }> {
  const port = await freePort();
  let next = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const target = targets[next++ % targets.length]!;
    const upstream = net.connect(target.port, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

/** The p-th percentile (0–1) of unsorted values. */
const pct = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p * 100,
  );

async function runMix(report: Report, label: string, base: string, pids: number[]) {
  const section = `mixed load (${label})`;
  const seedStarted = performance.now();
  const people = await seedPeople(base);
  report.note(
    `${label}: ${people.length} accounts with a memorial each, made in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
  );
  let peak = 0;
  const sampler = setInterval(() => {
    let sum = 0;
    for (const pid of pids) {
      try {
        sum += rssOf(pid).rss;
      } catch {
        /* exited */
      }
    }
    peak = Math.max(peak, sum / pids.length);
  }, 200);
  const client = new Client(base);
  const until = Date.now() + SECONDS * 1000;
  try {
    await Promise.all(people.map((p, i) => personLoop(client, p, people, until, 1 + i)));
  } finally {
    clearInterval(sampler);
  }
  const good = client.samples.filter((s) => !s.kind.startsWith('bad:'));
  const bad = client.samples.filter((s) => s.kind.startsWith('bad:'));
  const errors = client.samples.filter((s) => !s.ok);
  const p95 = pct(
    good.map((s) => s.ms),
    0.95,
  );
  const byKind = new Map<Kind, number[]>();
  for (const s of client.samples) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s.ms]);
  report.note(
    [...byKind]
      .map(([k, v]) => `${k} ${v.length}× p50 ${pct(v, 0.5).toFixed(0)} / p95 ${pct(v, 0.95).toFixed(0)} ms`)
      .join(', '),
  );
  if (errors.length) {
    const statuses = new Map<string, number>();
    for (const e of errors) statuses.set(`${e.kind} ${e.status}`, (statuses.get(`${e.kind} ${e.status}`) ?? 0) + 1);
    report.note(`errors: ${[...statuses].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  }
  report.figure(section, 'requests', `${client.samples.length} in ${SECONDS} s (${bad.length} with bad input)`);
  report.figure(section, 'errors', String(errors.length), { text: '0', met: errors.length === 0 });
  report.figure(
    section,
    'p95 per request',
    `${p95.toFixed(0)} ms (p99 ${pct(
      good.map((s) => s.ms),
      0.99,
    ).toFixed(0)} ms)`,
    {
      text: `< ${P95_GOAL_MS} ms`,
      met: p95 < P95_GOAL_MS,
    },
  );
  report.figure(
    section,
    'bad input refused, p95',
    `${pct(
      bad.map((s) => s.ms),
      0.95,
    ).toFixed(0)} ms`,
  );
  report.figure(
    section,
    `server RSS, peak${pids.length > 1 ? ' (per instance)' : ''}`,
    fmt.mb(peak),
    label === 'PGlite' ? { text: `≤ ${RSS_GOAL_MB} MB`, met: peak <= RSS_GOAL_MB } : undefined,
  );
}

async function startServer(workDir: string, env: Record<string, string | undefined>): Promise<NodeServer> {
  const dataDir = await mkdtemp(path.join(workDir, 'mix-'));
  return startNodeServer({
    script: path.join(root, 'dist/server/main.js'),
    readyPath: '/api/health',
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true', DATABASE_URL: undefined, ...env },
  });
}

export const mixedLoadSection: Section = {
  name: 'mixed',
  title: `A mixed load: ${USERS} people at once for ${SECONDS} s, with think time`,
  async run(ctx) {
    const { report, workDir } = ctx;
    const single = await startServer(workDir, {});
    try {
      await runMix(report, 'PGlite', single.base, [single.pid]);
    } finally {
      await single.stop();
    }
    const postgres = await startThrowawayPostgres();
    if (!postgres) {
      report.note('PostgreSQL: not measured (no PostgreSQL binaries here; .ci/run installs them).');
      return;
    }
    const servers: NodeServer[] = [];
    try {
      // One after the other: the first applies the migrations. Every instance has the same
      // AUTH_SECRET, as the README says a deployment must.
      const env = { DATABASE_URL: postgres.url, AUTH_SECRET: randomBytes(32).toString('hex') };
      servers.push(await startServer(workDir, env));
      servers.push(await startServer(workDir, env));
      const proxy = await roundRobin(servers.map((s) => ({ port: Number(new URL(s.base).port) })));
      try {
        await runMix(
          report,
          'PostgreSQL, 2 instances',
          proxy.base,
          servers.map((s) => s.pid),
        );
      } finally {
        await proxy.close();
      }
    } finally {
      for (const s of servers) await s.stop();
      await postgres.stop();
    }
  },
};
