/**
 * `npm run bench`: the figures, measured in one run, each beside its baseline from the same
 * run. Every server measured runs in a Node process of its own; the load generator runs here.
 *   1. Five concurrent 50 MB video uploads: the server's peak RSS (goal ≤ 300 MB), on PGlite and,
 *      when PostgreSQL binaries are installed, with DATABASE_URL.
 *   2. A 12-megapixel JPEG through the photo pipeline (goal ≤ 1.5 s).
 *   3. Public memorial read under 64 connections against a bare Hono route (goal ≥ 40 % of its
 *      req/s, p99 < 50 ms).
 *   4. Signed-in reads (owner's memorial page, dashboard data, journal page) and an uncached
 *      guestbook page under 64 connections, on PGlite and PostgreSQL (goals ≤ 1 ms server CPU,
 *      p99 < 100 ms; guestbook p99 < 50 ms), beside the bare route (scripts/bench/sections/signed-in.ts).
 *   5. A mixed load of 200 people for 60 s with think time, on PGlite and on two instances over one
 *      PostgreSQL behind one port (goals: 0 errors, p95 < 300 ms, RSS ≤ 400 MB on PGlite).
 *   6. The AI companion (scripts/bench/ai.ts).
 *   7. The crisis-safety screen per message, in process (goal p95 ≤ 5 ms), beside the rules alone.
 *   8. Memory after abuse: a fresh server's RSS after 10,000 malformed requests, settled, against
 *      its RSS after as many ordinary ones (scripts/bench/sections/abuse-memory.ts).
 *   9. Lighthouse (mobile preset, median of 3) on the public pages and a public memorial with three
 *      photos (the first its cover), two story sections and a 30-event timeline, beside a static
 *      page with the landing hero (goals: performance ≥ 95, LCP ≤ 1.3× the static page's,
 *      CLS ≤ 0.02, no console errors), and the landing page's JS before first paint (goal ≤ 60 KB
 *      gzip) (scripts/bench/sections/lighthouse.ts).
 *  10. Stripe webhooks: 500 signed deliveries with duplicates, shuffled, against the local fake
 *      Stripe (goal: exactly the right plans afterwards), in events per second
 *      (scripts/bench/sections/webhooks.ts).
 *  11. Support circles live: post → another member's open stream p95 on PGlite and across two
 *      instances on PostgreSQL (goal ≤ 200 ms), and 1,000 open streams on one instance (RSS growth
 *      ≤ 150 MB, no event lost) (scripts/bench/sections/circles.ts).
 * Prints figures with PASS / NOT MET against the goals; does not fail on a missed goal (machines
 * differ), only when a section breaks. Settings: BENCH_SECONDS (one load run, 4), BENCH_ROUNDS
 * (alternating bare/app rounds, 5), BENCH_ONLY=uploads,photo,read,signed-in,mixed,ai,screen,abuse,lighthouse,webhooks,circles (run only those sections),
 * BENCH_PROFILE=<dir> (a CPU profile of the app's server, for
 * `node scripts/bench/profile-summary.mjs <dir> --last=<seconds>`).
 *
 * To add a section: write scripts/bench/sections/<name>.ts exporting a `Section`, list it below.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApp, type BenchApp } from './bench/app';
import type { BenchContext, Section } from './bench/context';
import { NODE_FLAGS, Report } from './bench/harness';
import { startThrowawayPostgres, type ThrowawayPostgres } from './bench/postgres';
import { abuseMemorySection } from './bench/sections/abuse-memory';
import { aiCompanionSection } from './bench/sections/ai-companion';
import { lighthouseSection } from './bench/sections/lighthouse';
import { photoSection } from './bench/sections/photo';
import { publicReadSection } from './bench/sections/public-read';
import { mixedLoadSection } from './bench/sections/mixed-load';
import { safetyScreenSection } from './bench/sections/safety-screen';
import { signedInSection } from './bench/sections/signed-in';
import { uploadsSection } from './bench/sections/uploads';
import { webhooksSection } from './bench/sections/webhooks';
import { circlesSection } from './bench/sections/circles';

const sections: Section[] = [
  // Uploads first, on freshly started servers, so their memory figures are not mixed with the others'.
  uploadsSection,
  photoSection,
  publicReadSection,
  signedInSection,
  mixedLoadSection,
  aiCompanionSection,
  safetyScreenSection,
  abuseMemorySection,
  lighthouseSection,
  webhooksSection,
  circlesSection,
];

async function main() {
  const started = performance.now();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'fmn-bench-'));
  const report = new Report();
  const cleanups: (() => Promise<void>)[] = [];
  let app: Promise<BenchApp> | undefined;
  let pgApp: Promise<BenchApp | null> | undefined;
  const ctx: BenchContext = {
    workDir,
    report,
    app: () =>
      (app ??= startApp({ workDir, profileDir: process.env.BENCH_PROFILE }).then((a) => {
        cleanups.push(() => a.server.stop());
        return a;
      })),
    postgresApp: () =>
      (pgApp ??= (async () => {
        const postgres: ThrowawayPostgres | null = await startThrowawayPostgres();
        if (!postgres) return null;
        cleanups.push(() => postgres.stop());
        const a = await startApp({ workDir, databaseUrl: postgres.url });
        cleanups.push(() => a.server.stop());
        return a;
      })()),
  };
  console.log(
    `Server processes run with: node ${NODE_FLAGS.join(' ') || '(no flags)'} (as npm start; BENCH_NODE_FLAGS overrides)`,
  );
  try {
    const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
    for (const [i, section] of sections.entries()) {
      if (only && !only.includes(section.name)) continue;
      if (section.title) report.heading(`${i + 1}. ${section.title}`);
      try {
        await section.run(ctx);
      } catch (err) {
        // One broken section must not hide the others' figures; the run still ends in failure.
        report.failed(section.name, err);
        process.exitCode = 1;
      }
    }
    report.summary();
    console.log(`\nBench took ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    // Servers before the database they use.
    for (const cleanup of cleanups.reverse()) await cleanup().catch((err) => console.error(err));
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
