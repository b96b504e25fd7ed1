/**
 * Signed-in reads and an uncached guestbook page under 64 connections, on PGlite and (when its
 * binaries are installed) on PostgreSQL, beside the bare Hono route measured in the same run.
 *
 * What each read is, as the web app makes it:
 *   - the owner's memorial page: `GET /api/memorials/:id` with the owner's session (never cached);
 *   - the dashboard's data: `GET /api/session` then `GET /api/memorials` (each connection cycles
 *     through the two; figures are per request);
 *   - a journal page: `GET /api/journal`;
 *   - a guestbook page on its own, anonymous, asked for with an explicit limit (never cached).
 * Goals (issue #13): a signed-in read costs ≤ 1 ms of server CPU and answers with p99 < 100 ms;
 * the guestbook page p99 < 50 ms. Each read is measured in ROUNDS rounds; the median round counts.
 * See docs/decisions/023-signed-in-reads.md.
 */
import path from 'node:path';
import type { BenchApp } from '../app';
import type { Section } from '../context';
import {
  CONNECTIONS,
  DURATION,
  ROUNDS,
  fmt,
  load,
  median,
  root,
  startNodeServer,
  type LoadResult,
  type Report,
} from '../harness';

const CPU_GOAL_US = 1000;
const P99_GOAL_MS = 100;
const GUESTBOOK_P99_GOAL_MS = 50;

interface Read {
  name: string;
  paths: string[];
  signedIn: boolean;
  goal: { cpuUs?: number; p99Ms: number };
}

function readsOf(app: BenchApp): Read[] {
  const memorial = `/api/memorials/${app.memorialId}`;
  return [
    {
      name: "owner's memorial page",
      paths: [memorial],
      signedIn: true,
      goal: { cpuUs: CPU_GOAL_US, p99Ms: P99_GOAL_MS },
    },
    {
      name: "dashboard's data",
      paths: ['/api/session', '/api/memorials'],
      signedIn: true,
      goal: { cpuUs: CPU_GOAL_US, p99Ms: P99_GOAL_MS },
    },
    { name: 'journal page', paths: ['/api/journal'], signedIn: true, goal: { cpuUs: CPU_GOAL_US, p99Ms: P99_GOAL_MS } },
    {
      name: 'guestbook page, uncached',
      paths: [`${memorial}/guestbook?limit=20`],
      signedIn: false,
      goal: { p99Ms: GUESTBOOK_P99_GOAL_MS },
    },
  ];
}

const line = (r: LoadResult) =>
  `${fmt.rps(r.rps)}, p50 ${r.p50} ms, p99 ${r.p99} ms, ${(r.cpuUsPerRequest ?? NaN).toFixed(0)} µs CPU/req${r.errors ? `, ${r.errors} errors` : ''}`;

async function measure(report: Report, label: string, app: BenchApp, bareCpuUs: number) {
  const section = `signed-in (${label})`;
  for (const read of readsOf(app)) {
    const runs: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      runs.push(
        await load(app.base, read.paths, {
          pid: app.server.pid,
          headers: read.signedIn ? { cookie: app.cookie } : {},
          warmup: round === 0 ? undefined : 0,
        }),
      );
    }
    const cpu = median(runs.map((r) => r.cpuUsPerRequest ?? NaN));
    const p99 = median(runs.map((r) => r.p99));
    const errors = runs.reduce((n, r) => n + r.errors, 0);
    report.note(`${read.name}: ${runs.map(line).join(' | ')}`);
    if (read.goal.cpuUs !== undefined) {
      report.figure(section, `${read.name}: CPU/req`, `${cpu.toFixed(0)} µs (${(cpu / bareCpuUs).toFixed(1)}× bare)`, {
        text: `≤ ${read.goal.cpuUs} µs`,
        met: cpu <= read.goal.cpuUs && errors === 0,
      });
    } else {
      report.figure(section, `${read.name}: CPU/req`, `${cpu.toFixed(0)} µs (${(cpu / bareCpuUs).toFixed(1)}× bare)`);
    }
    report.figure(section, `${read.name}: p99`, `${p99} ms (rounds: ${runs.map((r) => r.p99).join(', ')})`, {
      text: `< ${read.goal.p99Ms} ms`,
      met: p99 < read.goal.p99Ms && errors === 0,
    });
  }
}

export const signedInSection: Section = {
  name: 'signed-in',
  title: `Signed-in reads and an uncached guestbook page, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${DURATION} s`,
  async run(ctx) {
    const { report } = ctx;
    const bare = await startNodeServer({ script: path.join(root, 'scripts/bench/bare-server.mjs') });
    let bareCpu: number;
    try {
      const r = await load(bare.base, ['/'], { pid: bare.pid });
      bareCpu = r.cpuUsPerRequest ?? NaN;
      report.figure('signed-in', 'bare Hono route', line(r));
    } finally {
      await bare.stop();
    }
    await measure(report, 'PGlite', await ctx.app(), bareCpu);
    const pg = await ctx.postgresApp();
    if (pg) await measure(report, 'PostgreSQL', pg, bareCpu);
    else report.note('PostgreSQL: not measured (no PostgreSQL binaries here; .ci/run installs them).');
  },
};
