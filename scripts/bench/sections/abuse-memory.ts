/**
 * Memory after abuse: a freshly started server gets a burst of ordinary requests (the baseline),
 * then an equal burst of malformed ones (bad and oversized JSON, huge headers, unknown and
 * mixed-case ids, random paths, over-long query strings, uploads over their limit, writes from
 * another site, a time zone in ever new spellings), 32 at a time, then a second malformed burst.
 * Its RSS is read from /proc right after each burst, after a short settle, and after a full
 * garbage collection (the server runs as npm start runs it, plus --expose-gc and a SIGUSR2
 * handler, gc-on-signal.cjs): what it keeps, told apart from garbage V8 has not collected yet,
 * whose amount depends on when it last collected. Anything that keeps what it is sent grows again
 * with the second burst; headroom the heap and the allocators kept after the first is reused.
 * See docs/decisions/014-http-edge.md.
 */
import http from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { startApp, type BenchApp } from '../app';
import type { Section } from '../context';
import { fmt, root, rssOf } from '../harness';

const REQUESTS = Number(process.env.BENCH_ABUSE_REQUESTS ?? 10_000);
const CONCURRENCY = 32;
const SETTLE_MS = Number(process.env.BENCH_ABUSE_SETTLE_MS ?? 5_000);
const GC_ON_SIGNAL = path.join(root, 'scripts/bench/gc-on-signal.cjs');
/** What the server keeps after the malformed burst may exceed its baseline by at most this much… */
const GOAL_MB = 30;
/** …and a second malformed burst may add at most this much: what it keeps must not grow with use. */
const REPEAT_GOAL_MB = 10;

interface Spec {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

function ordinary(app: BenchApp): Array<(i: number) => Spec> {
  const json = { 'content-type': 'application/json', origin: app.base };
  return [
    () => ({ method: 'GET', path: '/api/health' }),
    () => ({ method: 'GET', path: '/api/session', headers: { cookie: app.cookie } }),
    () => ({ method: 'GET', path: `/api/memorials/${app.memorialId}` }),
    () => ({ method: 'GET', path: `/api/memorials/${app.memorialId}/guestbook?limit=5` }),
    () => ({ method: 'GET', path: '/', headers: { accept: 'text/html' } }),
    () => ({ method: 'GET', path: '/api/resources' }),
    () => ({ method: 'GET', path: '/api/journal', headers: { cookie: app.cookie } }),
    (i) => ({
      method: 'PATCH',
      path: '/api/preferences',
      headers: { ...json, cookie: app.cookie },
      body: JSON.stringify({ emailMemorialUpdates: i % 2 === 0 }),
    }),
  ];
}

const multipart = (boundary: string, size: number) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="song.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`,
    ),
    randomBytes(size),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

/** `text` with each letter in a random case. */
const anyCase = (text: string) => [...text].map((ch) => (Math.random() < 0.5 ? ch.toUpperCase() : ch)).join('');

function malformed(app: BenchApp): Array<(i: number) => Spec> {
  const mine = { 'content-type': 'application/json', origin: app.base, cookie: app.cookie };
  const routes = [
    '/api/journal',
    '/api/memorials',
    `/api/memorials/${app.memorialId}`,
    '/api/letters',
    '/api/reminders',
    '/api/preferences',
    '/api/profile',
  ];
  const overLimitSong = multipart('fmnBench', 6 * 1024 * 1024);
  return [
    // Bad JSON, unknown fields, wrong shapes.
    (i) => ({ method: 'POST', path: routes[i % routes.length]!, headers: mine, body: `{"title": "x${i}", "content":` }),
    (i) => ({
      method: 'POST',
      path: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `x${i}@example.com`, password: i, extra: true }),
    }),
    (i) => ({
      method: 'POST',
      path: routes[i % routes.length]!,
      headers: mine,
      body: JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, k) => [`k${k}`, k]))),
    }),
    (i) => ({
      method: 'POST',
      path: routes[i % routes.length]!,
      headers: mine,
      body: '['.repeat(4000) + ']'.repeat(4000),
    }),
    // Large and over-limit bodies: just under the JSON limit, announced over it, an upload over its limit.
    (i) => ({
      method: 'PATCH',
      path: `/api/memorials/${app.memorialId}`,
      headers: mine,
      body: JSON.stringify({ title: 't'.repeat(250_000 - (i % 1000)) }),
    }),
    () => ({ method: 'POST', path: '/api/journal', headers: mine, body: Buffer.alloc(300 * 1024, 0x20) }),
    (i) =>
      i % 40 === 0
        ? {
            method: 'PUT',
            path: `/api/memorials/${app.memorialId}/song`,
            headers: { ...mine, 'content-type': 'multipart/form-data; boundary=fmnBench' },
            body: overLimitSong,
          }
        : {
            method: 'POST',
            path: `/api/memorials/${app.memorialId}/media?type=photo`,
            headers: { ...mine, 'content-type': 'multipart/form-data; boundary=fmnBench' },
            body: multipart('fmnBench', 20_000),
          },
    // Huge headers (some over Node's 16 KB limit), over-long query strings.
    (i) => ({
      method: 'GET',
      path: '/api/health',
      headers: { 'x-junk': 'h'.repeat(6000 + (i % 12_000)), cookie: `theme=${'c'.repeat(3000)}` },
    }),
    (i) => ({
      method: 'GET',
      path: `/api/memorials/${randomUUID()}?share=${randomBytes(2000).toString('hex')}&q${i}=${'q'.repeat(3000)}`,
    }),
    (i) => ({ method: 'GET', path: `/api/journal?before=${'b'.repeat(6000)}${i}`, headers: { cookie: app.cookie } }),
    // Unknown ids, in any case; ids that are not ids; random paths and pages.
    () => ({ method: 'GET', path: `/api/memorials/${randomUUID()}` }),
    () => ({ method: 'GET', path: `/api/memorials/${randomUUID().toUpperCase()}/guestbook` }),
    () => ({ method: 'GET', path: `/api/memorials/${randomBytes(10).toString('hex')}/qr.png` }),
    () => ({ method: 'GET', path: `/memorial/${randomUUID()}`, headers: { accept: 'text/html' } }),
    () => ({
      method: 'GET',
      path: `/${randomBytes(6).toString('hex')}/${randomBytes(12).toString('base64url')}`,
      headers: { accept: 'text/html' },
    }),
    (i) => ({
      method: ['GET', 'POST', 'DELETE'][i % 3]!,
      path: `/api/${randomBytes(8).toString('hex')}/${i}`,
      headers: mine,
      body: '{}',
    }),
    // A valid time zone in ever new spellings (Intl reads names in any case), then a page computed
    // in the account's zone: each spelling once cost a formatter kept for good (decision 014).
    ...[0, 1].flatMap(() => [
      () => ({
        method: 'PATCH',
        path: '/api/preferences',
        headers: mine,
        body: JSON.stringify({ timeZone: anyCase('america/argentina/buenos_aires') }),
      }),
      () => ({ method: 'GET', path: `/api/reminders/${app.memorialId}/calendar.ics`, headers: { cookie: app.cookie } }),
    ]),
    // Writes from another site.
    (i) => ({
      method: 'PUT',
      path: `/api/memorials/${app.memorialId}/sharing`,
      headers: { ...mine, origin: 'https://evil.example' },
      body: JSON.stringify({ enabled: i % 2 === 0 }),
    }),
  ];
}

/** Sends `count` requests made by `kinds` in turn, CONCURRENCY at a time; returns how they were answered. */
async function burst(base: string, kinds: Array<(i: number) => Spec>, count: number): Promise<Record<string, number>> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const answers: Record<string, number> = {};
  const count1 = (key: string) => (answers[key] = (answers[key] ?? 0) + 1);
  let next = 0;
  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const spec = kinds[i % kinds.length]!(i);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: spec.method,
          path: spec.path,
          agent,
          headers: { 'accept-encoding': 'gzip, deflate', ...spec.headers },
        },
        (res) => {
          count1(String(res.statusCode));
          res.resume();
          res.on('end', resolve);
          res.on('error', resolve);
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => {
        count1(err.code ?? 'error');
        resolve();
      });
      req.end(spec.body);
    });
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await one(next++);
    }),
  );
  agent.destroy();
  return answers;
}

const summary = (answers: Record<string, number>) =>
  Object.entries(answers)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k}×${n}`)
    .join(' ');

export const abuseMemorySection: Section = {
  name: 'abuse',
  title: `Memory after abuse: ${REQUESTS.toLocaleString('en')} malformed requests, twice, against as many ordinary ones, on a fresh server`,
  async run(ctx) {
    const section = 'memory after abuse';
    const { report } = ctx;
    // The server as npm start runs it, plus a full collection on a signal (gc-on-signal.cjs).
    const app = await startApp({ workDir: ctx.workDir, extraFlags: ['--expose-gc', '--require', GC_ON_SIGNAL] });
    try {
      const pid = app.server.pid;
      const rss = () => rssOf(pid).rss;
      /** RSS after a short settle, as it is and after a full collection (what the server keeps). */
      const settled = async () => {
        await new Promise((r) => setTimeout(r, SETTLE_MS));
        const asIs = rss();
        process.kill(pid, 'SIGUSR2');
        await new Promise((r) => setTimeout(r, 1000));
        return { asIs, kept: rss() };
      };
      const start = rss();
      const ordinaryAnswers = await burst(app.base, ordinary(app), REQUESTS);
      const afterOrdinary = rss();
      const baseline = await settled();
      const malformedAnswers = await burst(app.base, malformed(app), REQUESTS);
      const afterMalformed = rss();
      const first = await settled();
      // The same again, with new random ids, paths and spellings: anything that keeps what it is
      // sent grows again by as much; headroom the allocators kept from the first burst is reused.
      await burst(app.base, malformed(app), REQUESTS);
      const afterSecond = rss();
      const second = await settled();
      const health = await fetch(`${app.base}/api/health`);

      const vs = (mb: number, base: number, what: string) => `${fmt.mb(mb)} (${signed(mb - base)} vs ${what})`;
      report.note(`ordinary answers: ${summary(ordinaryAnswers)}`);
      report.note(`malformed answers: ${summary(malformedAnswers)}`);
      report.note(`"settled": ${SETTLE_MS / 1000} s later, as it is; "kept": then after a full garbage collection.`);
      report.figure(section, 'RSS after start-up and set-up', fmt.mb(start));
      report.figure(section, 'ordinary burst: right after', fmt.mb(afterOrdinary));
      report.figure(
        section,
        'ordinary burst: settled / kept',
        `${fmt.mb(baseline.asIs)} / ${fmt.mb(baseline.kept)} (the baseline)`,
      );
      report.figure(section, 'malformed burst: right after', vs(afterMalformed, baseline.kept, 'baseline'));
      report.figure(section, 'malformed burst: settled', vs(first.asIs, baseline.kept, 'baseline'));
      report.figure(section, 'malformed burst: kept', vs(first.kept, baseline.kept, 'baseline'), {
        text: `≤ baseline + ${GOAL_MB} MB`,
        met: first.kept - baseline.kept <= GOAL_MB,
      });
      report.figure(section, 'second malformed burst: right after', vs(afterSecond, baseline.kept, 'baseline'));
      report.figure(section, 'second malformed burst: kept', vs(second.kept, first.kept, 'the first'), {
        text: `≤ first + ${REPEAT_GOAL_MB} MB`,
        met: second.kept - first.kept <= REPEAT_GOAL_MB && health.ok,
      });
      if (!health.ok) report.note(`the server answered /api/health with ${health.status} afterwards`);
    } finally {
      await app.server.stop();
    }
  },
};

const signed = (mb: number) => `${mb >= 0 ? '+' : '−'}${fmt.mb(Math.abs(mb))}`;
