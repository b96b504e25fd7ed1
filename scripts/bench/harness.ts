/**
 * Shared pieces of `npm run bench`: processes to measure (each in its own Node process, started the
 * same way), the load generator, memory readings from /proc, and the report with goal verdicts.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Seconds each throughput run lasts (after a short warm-up). */
export const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
/** Throughput figures that are compared are measured in this many alternating rounds. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
export const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
export const CONNECTIONS = 64;
/** What a browser sends with a fetch from the memorial page (both servers get the same). */
export const BROWSER_HEADERS: Record<string, string> = {
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  referer: 'http://127.0.0.1/memorial/bench',
  'sec-fetch-dest': 'empty',
  'sec-fetch-mode': 'cors',
  'sec-fetch-site': 'same-origin',
};
/**
 * Node flags for every measured server process (the app and the bare baseline alike): the ones
 * `npm start` runs the server with, read from package.json so the two cannot drift apart;
 * BENCH_NODE_FLAGS measures with a deployment's own flags instead.
 * BENCH_PROFILE=dir adds --cpu-prof for the app (see scripts/bench/profile-summary.mjs).
 */
function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.split(/\s+/);
  return words.slice(
    1,
    words.findIndex((w, i) => i > 0 && !w.startsWith('-')),
  );
}
export const NODE_FLAGS: string[] =
  process.env.BENCH_NODE_FLAGS === undefined ? startFlags() : process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface NodeServer {
  child: ChildProcess;
  pid: number;
  base: string;
  stop(): Promise<void>;
}

/** Starts `node [flags] script` with PORT/HOST set, and waits until `readyPath` answers 200. */
export async function startNodeServer(opts: {
  script: string;
  env?: Record<string, string | undefined>;
  readyPath?: string;
  extraFlags?: string[];
  timeoutMs?: number;
  port?: number;
  /** Receives each line the process writes to stdout (then not shown); stdout is inherited without it. */
  onStdoutLine?: (line: string) => void;
}): Promise<NodeServer> {
  const port = opts.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' };
  for (const [k, v] of Object.entries(opts.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  const child = spawn(process.execPath, [...NODE_FLAGS, ...(opts.extraFlags ?? []), opts.script], {
    cwd: root,
    env,
    stdio: ['ignore', opts.onStdoutLine ? 'pipe' : 'inherit', 'inherit'],
  });
  if (opts.onStdoutLine && child.stdout) {
    const onLine = opts.onStdoutLine;
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000).unref());
    if ((await Promise.race([exited, timer])) === 'timeout') {
      child.kill('SIGKILL');
      await exited;
    }
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${path.basename(opts.script)} exited during start-up (code ${child.exitCode})`);
    try {
      if ((await fetch(base + (opts.readyPath ?? '/'))).ok) return { child, pid: child.pid!, base, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  throw new Error(`${path.basename(opts.script)} did not start within ${(opts.timeoutMs ?? 60_000) / 1000} s`);
}

export interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts plus non-2xx answers. */
  errors: number;
  total: number;
  /** CPU time the server process spent per request (user + system), when its pid was given. */
  cpuUsPerRequest?: number;
}

let clockTicks: number | undefined;
/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
export function cpuSecondsOf(pid: number): number {
  clockTicks ??= (() => {
    try {
      return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      return 100;
    }
  })();
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/**
 * 64 connections against one path, or a sequence of paths that each connection cycles through
 * (a page view that makes several requests). A short warm-up run is made first and not counted.
 * With `pid`, the server's CPU time per request is measured too (steadier than req/s on a busy
 * machine, since it does not depend on how much CPU the load generator and others got).
 */
export async function load(
  base: string,
  paths: string[],
  opts: { headers?: Record<string, string>; duration?: number; warmup?: number; pid?: number } = {},
): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration,
      headers: { ...BROWSER_HEADERS, ...opts.headers },
      requests: paths.map((p) => ({ method: 'GET', path: p })),
    });
  const warmup = opts.warmup ?? WARMUP;
  if (warmup > 0) await run(warmup);
  const cpuBefore = opts.pid ? cpuSecondsOf(opts.pid) : 0;
  const r = await run(opts.duration ?? DURATION);
  const cpu = opts.pid ? cpuSecondsOf(opts.pid) - cpuBefore : undefined;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    total: r.requests.total,
    cpuUsPerRequest: cpu !== undefined && r.requests.total > 0 ? (cpu / r.requests.total) * 1e6 : undefined,
  };
}

/** The p-th percentile (0–100) of values already sorted ascending; NaN when there are none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Current and peak resident memory of a process, in MB, from /proc/<pid>/status. */
export function rssOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * Watches a process's memory during one step: resets the kernel's peak (VmHWM) to the current RSS
 * first (/proc/<pid>/clear_refs, value 5), and also samples VmRSS every 10 ms in case the reset is
 * not permitted. The peak reported is the larger of the two.
 */
export async function peakDuring<T>(
  pid: number,
  step: () => Promise<T>,
): Promise<{ result: T; before: number; peak: number; lifetimePeak: number; exact: boolean }> {
  const lifetimePeak = rssOf(pid).peak;
  let exact = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    exact = false;
  }
  const before = rssOf(pid).rss;
  let sampled = before;
  const timer = setInterval(() => {
    try {
      sampled = Math.max(sampled, rssOf(pid).rss);
    } catch {
      /* exited */
    }
  }, 10);
  try {
    const result = await step();
    const now = rssOf(pid);
    const peak = Math.max(sampled, now.rss, exact ? now.peak : 0);
    return { result, before, peak, lifetimePeak: Math.max(lifetimePeak, peak), exact };
  } finally {
    clearInterval(timer);
  }
}

export type Verdict = 'PASS' | 'NOT MET' | 'info';

export interface Figure {
  section: string;
  name: string;
  value: string;
  goal?: string;
  verdict: Verdict;
}

/** Collects figures as sections report them and prints a summary table at the end. */
export class Report {
  readonly figures: Figure[] = [];
  private readonly failures: string[] = [];

  heading(title: string): void {
    console.log(`\n${title}`);
  }

  /** A line of explanation under the current heading. */
  note(text: string): void {
    console.log(`   ${text}`);
  }

  /** A figure; with a goal, `met` decides PASS / NOT MET. */
  figure(section: string, name: string, value: string, goal?: { text: string; met: boolean }): void {
    const verdict: Verdict = goal ? (goal.met ? 'PASS' : 'NOT MET') : 'info';
    this.figures.push({ section, name, value, goal: goal?.text, verdict });
    console.log(`   ${name.padEnd(34)} ${value}${goal ? `   [${verdict}: goal ${goal.text}]` : ''}`);
  }

  /** A section that could not finish. */
  failed(section: string, err: unknown): void {
    const text = err instanceof Error ? (err.stack ?? err.message) : String(err);
    this.failures.push(`${section}: ${err instanceof Error ? err.message : String(err)}`);
    console.log(`   SECTION FAILED: ${text.split('\n').slice(0, 6).join('\n   ')}`);
  }

  summary(): void {
    const goals = this.figures.filter((f) => f.verdict !== 'info');
    for (const failure of this.failures) console.log(`\nSection failed: ${failure}`);
    if (goals.length === 0) return;
    console.log('\nSummary (goals from the issue)');
    const w = Math.max(...goals.map((f) => `${f.section}: ${f.name}`.length));
    for (const f of goals) {
      console.log(
        `   ${`${f.section}: ${f.name}`.padEnd(w)}  ${f.value.padEnd(24)} goal ${(f.goal ?? '').padEnd(16)} ${f.verdict}`,
      );
    }
  }
}

export const fmt = {
  mb: (n: number) => `${n.toFixed(0)} MB`,
  rps: (n: number) => `${n.toFixed(0)} req/s`,
  pct: (n: number) => `${(n * 100).toFixed(1)} %`,
};
