/**
 * Public memorial read under 64 connections, beside a bare Hono route measured in the same run by
 * the same load generator with the same browser-like request headers, each server in a Node
 * process of its own started the same way (scripts/bench/bare-server.mjs is the bare route).
 *
 * What a read is: the memorial page (src/web/features/memorials/api.ts) makes one API request,
 * `GET /api/memorials/:id`, whose answer holds the memorial, its media list and the first
 * guestbook page. So a page read is one request, and its reads/s are compared with the bare
 * route's requests/s directly (goal: at least 40 %, p99 under 50 ms).
 * The two servers are measured in alternating rounds and the median round counts: on a machine
 * shared with other work a single run of either can be off by a factor of two. The server CPU
 * time per request is shown too; it depends far less on what else the machine is doing.
 * See docs/decisions/009-read-path-and-memory.md.
 */
import path from 'node:path';
import type { Section } from '../context';
import { CONNECTIONS, DURATION, ROUNDS, fmt, load, median, root, startNodeServer, type LoadResult } from '../harness';

const RATIO_GOAL = 0.4;
const P99_GOAL_MS = 50;

const line = (r: LoadResult) =>
  `${fmt.rps(r.rps)}, p50 ${r.p50} ms, p99 ${r.p99} ms${r.cpuUsPerRequest ? `, ${r.cpuUsPerRequest.toFixed(0)} µs CPU/req` : ''}${r.errors ? `, ${r.errors} errors` : ''}`;

export const publicReadSection: Section = {
  name: 'read',
  title: `Public memorial read, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION} s (after a warm-up)`,
  async run(ctx) {
    const section = 'public read';
    const { report } = ctx;
    const app = await ctx.app();
    const memorial = `/api/memorials/${app.memorialId}`;
    const bare = await startNodeServer({ script: path.join(root, 'scripts/bench/bare-server.mjs') });
    const bareRuns: LoadResult[] = [];
    const appRuns: LoadResult[] = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const warmup = round === 0 ? undefined : 0;
        bareRuns.push(await load(bare.base, ['/'], { pid: bare.pid, warmup }));
        appRuns.push(await load(app.base, [memorial], { pid: app.server.pid, warmup }));
        report.note(`round ${round + 1}: bare ${line(bareRuns[round]!)}`);
        report.note(`         app  ${line(appRuns[round]!)}`);
      }
    } finally {
      await bare.stop();
    }
    const ratios = appRuns.map((a, i) => a.rps / bareRuns[i]!.rps);
    const ratio = median(ratios);
    const p99 = median(appRuns.map((a) => a.p99));
    const errors = appRuns.reduce((n, a) => n + a.errors, 0);
    const bareRps = median(bareRuns.map((b) => b.rps));
    const appRps = median(appRuns.map((a) => a.rps));
    const cpu = (runs: LoadResult[]) => median(runs.map((r) => r.cpuUsPerRequest ?? NaN));

    report.figure(
      section,
      'bare Hono route (median round)',
      `${fmt.rps(bareRps)}, ${cpu(bareRuns).toFixed(0)} µs CPU/req`,
    );
    report.figure(
      section,
      'memorial page read, anonymous',
      `${fmt.rps(appRps)}, ${cpu(appRuns).toFixed(0)} µs CPU/req${errors ? `, ${errors} errors` : ''}`,
    );
    report.figure(
      section,
      'page reads/s vs bare req/s',
      `${fmt.pct(ratio)} (rounds: ${ratios.map((r) => fmt.pct(r)).join(', ')})`,
      {
        text: `≥ ${RATIO_GOAL * 100} %`,
        met: ratio >= RATIO_GOAL && errors === 0,
      },
    );
    report.figure(
      section,
      'p99',
      `${p99} ms (rounds: ${appRuns.map((a) => a.p99).join(', ')} ms; bare: ${bareRuns.map((b) => b.p99).join(', ')} ms)`,
      {
        text: `< ${P99_GOAL_MS} ms`,
        met: p99 < P99_GOAL_MS,
      },
    );
    report.figure(
      section,
      'server CPU per request vs bare',
      `${(cpu(appRuns) / cpu(bareRuns)).toFixed(1)}× the bare route's`,
    );
    // Signed-in reads and an uncached guestbook page: section signed-in (signed-in.ts).
  },
};
