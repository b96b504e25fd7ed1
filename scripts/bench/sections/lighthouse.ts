/**
 * Lighthouse on the app's public pages beside a static page, in the same run and the same Chromium
 * (decision 026). Lighthouse 12's default config: the mobile preset (a phone's screen, simulated
 * slow 4G and a 4× slower CPU), performance category, plus its console-errors audit.
 *
 * The app is the built server on a fresh data directory with a public memorial of three photos
 * (the first its cover), two story sections and a 30-event timeline, made through the API
 * (scripts/bench/app.ts). The baseline is the landing page's hero rendered
 * to static HTML from the same component, no script, no style sheet, sent by a bare node:http
 * server in a process of its own (scripts/bench/static-baseline.mjs). Every page is measured
 * BENCH_LIGHTHOUSE_RUNS (3) times, in rounds over all pages, so that a busy spell of the machine
 * falls on every page alike; each figure is the median of its runs, console errors the most that
 * any run saw. One Chromium serves every run; Lighthouse clears the origin's cache and storage
 * before each. Goals (issue 14): performance ≥ 95, LCP ≤ 1.3 × the baseline's, CLS ≤ 0.02, no
 * console errors; and the landing page's JavaScript before first paint (from the build's manifest,
 * scripts/js-budget.mjs) against its goal in scripts/js-budgets.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import type { Result } from 'lighthouse';
import {
  budgetsFile,
  firstPaintSizes,
  gzipSizer,
  manifestFile,
  prerenderedFile,
  routeSizes,
} from '../../js-budget.mjs';
import { startApp, type BenchApp } from '../app';
import { chromiumArgs, chromiumPath } from '../../../tests/e2e/chromium';
import type { Section } from '../context';
import { median, root, startNodeServer, type NodeServer } from '../harness';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Only these pages (comma-separated labels, e.g. `/,/memorial/<id>`); the baseline always runs. */
const ONLY_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
/** A folder to keep each run's Lighthouse result (JSON) in, to read its long tasks and requests. */
const SAVE_DIR = process.env.BENCH_LIGHTHOUSE_SAVE;
const CHROMIUM = chromiumPath;
/** Headless, with the browser tests' flags (nothing that reaches for the closed network). */
const CHROMIUM_FLAGS = ['--headless', ...chromiumArgs];
const SCORE_GOAL = 95;
const LCP_GOAL_RATIO = 1.3;
const CLS_GOAL = 0.02;
const LANDING_ROUTE = 'routes/landing.tsx';
const BASELINE = 'static baseline';
const MAX_ATTEMPTS = 3;
const MEMORIAL = '/memorial/<id>';

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  errors: string[];
  benchmarkIndex: number;
  warnings: string[];
}

interface PageFigures {
  label: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  errors: number;
  messages: string[];
  runs: Run[];
}

/** The figures of one Lighthouse result; a metric Lighthouse could not measure is NaN. */
function figuresOf(lhr: Result): Run {
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = (id: string) => (lhr.audits[id]?.details ?? {}) as { items?: Record<string, unknown>[] };
  const script = details('resource-summary').items?.find((row) => row.resourceType === 'script');
  const consoleErrors = details('errors-in-console').items ?? [];
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? score * 100 : NaN,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: typeof script?.transferSize === 'number' ? script.transferSize : NaN,
    errors: consoleErrors.map((item) => String(item.description ?? item.source ?? 'error')),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings.map(String),
  };
}

function summarise(label: string, runs: Run[]): PageFigures {
  const errors = Math.max(...runs.map((r) => r.errors.length));
  return {
    label,
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    jsKb: median(runs.map((r) => r.jsBytes)) / 1000,
    errors,
    messages: [...new Set(runs.flatMap((r) => r.errors))],
    runs,
  };
}

/** The landing page's hero as static HTML, from the component the landing page renders. */
async function baselineHtml(): Promise<string> {
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { MemoryRouter } = await import('react-router');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const { Hero } = await import('../../../src/web/features/landing/landing-sections');
  // As a signed-out visitor first sees it: nothing is fetched in a server render.
  const hero = renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(MemoryRouter, null, createElement(Hero)),
    ),
  );
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Forget-me-not · static baseline</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <main>${hero}</main>
  </body>
</html>
`;
}

/** The landing page's JS before first paint (KB gzip): its boot script when prerendered (decision 027), and its goal. */
function landingJs(): { kb: number; goalKb: number | undefined; appKb: number } {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const landing = routeSizes(manifest, gzipSizer()).find((r) => r.route === LANDING_ROUTE);
  if (!landing) throw new Error(`${LANDING_ROUTE} is not a route in ${manifestFile}`);
  const page = existsSync(prerenderedFile) ? firstPaintSizes().find((p) => p.page === '/') : undefined;
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')) as { firstPaintGoalsKb?: Record<string, number> };
  return { kb: page ? page.kb : landing.kb, goalKb: budgets.firstPaintGoalsKb?.['/'], appKb: landing.kb };
}

const seconds = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);

export const lighthouseSection: Section = {
  name: 'lighthouse',
  title: `Lighthouse, mobile preset, median of ${RUNS} runs per page, beside a static page with the landing hero`,
  async run(ctx) {
    const section = 'lighthouse';
    const { report } = ctx;
    const started = performance.now();
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');

    const htmlFile = path.join(ctx.workDir, 'static-baseline.html');
    await writeFile(htmlFile, await baselineHtml());
    let app: BenchApp | undefined;
    let baseline: NodeServer | undefined;
    let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined;
    const runs = new Map<string, Run[]>();
    let lighthouseVersion = '';
    const retries: string[] = [];
    try {
      [app, baseline] = await Promise.all([
        startApp({ workDir: ctx.workDir, photos: 3 }),
        startNodeServer({
          script: path.join(root, 'scripts/bench/static-baseline.mjs'),
          env: { BASELINE_HTML_FILE: htmlFile },
        }),
      ]);
      const everyPage: [label: string, url: string][] = [
        [BASELINE, `${baseline.base}/`],
        ...[
          '/',
          '/auth',
          '/pricing',
          '/terms',
          '/safety',
          '/resources',
          '/partners',
          '/support',
          '/ad',
          '/ad-assets',
          '/video-script',
        ].map((p): [string, string] => [p, `${app!.base}${p}`]),
        [MEMORIAL, `${app.base}/memorial/${app.memorialId}`],
      ];
      const pages = everyPage.filter(([label]) => label === BASELINE || !ONLY_PAGES || ONLY_PAGES.includes(label));
      if (SAVE_DIR) await mkdir(SAVE_DIR, { recursive: true });
      chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
      const measure = async (label: string, url: string): Promise<Run> => {
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(url, {
            port: chrome!.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            onlyAudits: ['errors-in-console'],
            // Only for the HTML report; it costs time and measures nothing.
            disableFullPageScreenshot: true,
          });
          if (!result) throw new Error(`Lighthouse returned no result for ${label}`);
          lighthouseVersion = result.lhr.lighthouseVersion;
          if (SAVE_DIR) {
            const name = `${label.replace(/[^a-z0-9]+/gi, '_') || 'page'}-${runs.get(label)?.length ?? 0}-${attempt}.json`;
            await writeFile(path.join(SAVE_DIR, name), JSON.stringify(result.lhr));
          }
          // A run whose trace Lighthouse could not read (NO_NAVSTART, NO_FCP…) measured nothing:
          // Lighthouse's own advice is to run again. Said in the output, at most twice per run.
          const error = result.lhr.runtimeError;
          if (!error || attempt === MAX_ATTEMPTS) return figuresOf(result.lhr);
          retries.push(`${label}: ${error.code}`);
        }
      };
      for (let round = 0; round < RUNS; round++) {
        for (const [label, url] of pages) runs.set(label, [...(runs.get(label) ?? []), await measure(label, url)]);
      }
    } finally {
      chrome?.kill();
      await Promise.all([app?.server.stop(), baseline?.stop()]);
    }

    const figures = [...runs].map(([label, r]) => summarise(label, r));
    const base = figures.find((f) => f.label === BASELINE)!;
    const lcpGoalMs = base.lcpMs * LCP_GOAL_RATIO;
    const all = [...runs.values()].flat();
    report.note(
      `Lighthouse ${lighthouseVersion}, ${CHROMIUM}; Chromium's benchmark index here ${median(all.map((r) => r.benchmarkIndex)).toFixed(0)} (Lighthouse's CPU yardstick: lower on a busy machine)`,
    );
    for (const warning of new Set(all.flatMap((r) => r.warnings))) report.note(`warning: ${warning.slice(0, 200)}`);
    if (retries.length > 0) report.note(`run again after Lighthouse could not read its trace: ${retries.join('; ')}`);

    report.note(
      `${MEMORIAL}: a public memorial with 3 photos (2400×1800 JPEGs uploaded through the API, the first its cover), 2 story sections, a 30-event timeline and 5 guestbook messages; LCP goal: ${LCP_GOAL_RATIO} × the baseline's ${seconds(base.lcpMs)} = ${seconds(lcpGoalMs)}`,
    );
    const w = Math.max(...figures.map((f) => f.label.length));
    report.note(`${'page'.padEnd(w)}  score     LCP      TBT    CLS   JS KB  console errors`);
    for (const f of figures) {
      report.note(
        `${f.label.padEnd(w)}  ${f.score.toFixed(0).padStart(5)}  ${seconds(f.lcpMs).padStart(6)}  ${seconds(f.tbtMs).padStart(7)}  ${f.cls.toFixed(3)}  ${f.jsKb.toFixed(0).padStart(6)}  ${f.errors}`,
      );
    }
    for (const f of figures) {
      for (const message of f.messages.slice(0, 3)) report.note(`${f.label}: console error: ${message.slice(0, 160)}`);
    }

    for (const f of figures) {
      if (f.label === BASELINE) continue;
      const scores = f.runs.map((r) => r.score.toFixed(0)).join(', ');
      report.figure(section, `${f.label} performance`, `${f.score.toFixed(0)} (runs ${scores})`, {
        text: `≥ ${SCORE_GOAL}`,
        met: f.score >= SCORE_GOAL,
      });
      report.figure(section, `${f.label} LCP`, `${seconds(f.lcpMs)} (${(f.lcpMs / base.lcpMs).toFixed(1)}× baseline)`, {
        text: `≤ ${seconds(lcpGoalMs)}`,
        met: f.lcpMs <= lcpGoalMs,
      });
      report.figure(section, `${f.label} CLS`, f.cls.toFixed(3), { text: `≤ ${CLS_GOAL}`, met: f.cls <= CLS_GOAL });
      report.figure(section, `${f.label} console errors`, String(f.errors), { text: 'none', met: f.errors === 0 });
    }

    const js = landingJs();
    report.figure(
      section,
      'landing JS before first paint',
      `${js.kb.toFixed(1)} KB gzip (the app's ${js.appKb.toFixed(0)} KB load after it)`,
      js.goalKb === undefined ? undefined : { text: `≤ ${js.goalKb} KB`, met: js.kb <= js.goalKb },
    );
    report.note(
      `${all.length} Lighthouse runs; the section took ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  },
};
