/**
 * A second, private app server for journeys that need an account on a paid plan.
 *
 * Plans are set with the admin CLI (`npm run admin -- plan <email> monthly`), which needs the
 * embedded database to itself: the shared e2e server holds its data directory locked. So this
 * starts the built app (dist/server/main.js, as scripts/e2e-server.mjs does) on its own empty data
 * directory, signs the accounts up through the API, stops it, runs the real admin CLI on that
 * directory, and starts the app again. Nothing is faked: the server decides every entitlement.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../../src/server/test/fake-stripe';
import type { Tier } from '../../src/shared/tiers';
import type { TestUser } from './fixtures';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const entry = path.join(repoRoot, 'dist', 'server', 'main.js');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  delete env.DATABASE_URL;
  return env;
}

async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the app server did not become healthy in time');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (${code}): ${output}`)),
    );
  });
}

export interface OwnServer {
  baseURL: string;
  /** Where the server writes its emails (no SMTP_URL: one .eml file per message). */
  outboxDir: string;
  /** Stops the server, keeping its data (the browser then finds nothing at its address). */
  stop(): Promise<void>;
  /** Starts it again on the same address and data, after `stop`. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A private server whose payments go to a fake Stripe that delivers its webhooks back to it. */
export async function startServerWithStripe(): Promise<{ server: OwnServer; fake: FakeStripe }> {
  const fake = await startFakeStripe();
  try {
    const server = await startServerWithPlans([], fake.env);
    fake.deliverTo(`${server.baseURL}/api/billing/webhook`);
    return { server, fake };
  } catch (err) {
    await fake.close();
    throw err;
  }
}

/**
 * Starts a private server where each given account exists on the given plan (null: the sign-up
 * trial), and is an admin when `admin` is set (no accounts: an empty server, started once).
 * `extraEnv` is added to the server's environment (e.g. a short SCHEDULER_INTERVAL_SECONDS), or a
 * function of the port it listens on (a PUBLIC_URL naming it).
 */
export async function startServerWithPlans(
  accounts: { user: TestUser; plan: Tier | null; admin?: boolean }[],
  extraEnv: NodeJS.ProcessEnv | ((port: number) => NodeJS.ProcessEnv) = {},
): Promise<OwnServer> {
  if (!existsSync(entry)) throw new Error('dist/server/main.js is missing: run `node scripts/build.mjs` first.');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fmn-e2e-own-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = { ...serverEnv(dataDir, port), ...(typeof extraEnv === 'function' ? extraEnv(port) : extraEnv) };
  const start = async () => {
    const child = spawn(process.execPath, [entry], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
    await waitForHealth(baseURL, child).catch(async (err) => {
      await stop(child);
      throw err;
    });
    return child;
  };

  let child: ChildProcess | null = null;
  try {
    child = await start();
    if (accounts.length === 0) return handle(child);
    for (const { user } of accounts) {
      const res = await fetch(`${baseURL}/api/auth/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseURL },
        body: JSON.stringify(user),
      });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    }
    await stop(child);
    child = null;
    for (const { user, plan, admin } of accounts) {
      // null: the account stays as sign-up left it (on its free trial).
      if (plan) await run(tsx, ['scripts/admin.ts', 'plan', user.email, plan], env);
      if (admin) await run(tsx, ['scripts/admin.ts', 'grant', user.email], env);
    }
    child = await start();
  } catch (err) {
    if (child) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  return handle(child);

  function handle(first: ChildProcess): OwnServer {
    let running: ChildProcess | null = first;
    return {
      baseURL,
      outboxDir: path.join(dataDir, 'outbox'),
      async stop() {
        if (running) await stop(running);
        running = null;
      },
      async start() {
        if (!running) running = await start();
      },
      async close() {
        if (running) await stop(running);
        running = null;
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
}

/**
 * A new browser context on `server`, signed in as `user` (who exists there), past the onboarding
 * dialog, with one page open.
 */
export async function signedInOn(
  server: OwnServer,
  browser: Browser,
  user: TestUser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.baseURL, ...options });
  await context.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
  const res = await context.request.post('/api/auth/sign-in', { data: { email: user.email, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
  return { context, page: await context.newPage() };
}
