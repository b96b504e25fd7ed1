/**
 * The server as a process: start-up, the PGlite single-process lock, configuration errors, and a
 * graceful stop that finishes in-flight requests and leaves a database that opens again intact.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const main = path.join(root, 'src/server/main.ts');

interface Proc {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { child, stdout: '', stderr: '', exited: new Promise((r) => child.on('exit', (code) => r(code))) };
  child.stdout!.on('data', (d) => (proc.stdout += d));
  child.stderr!.on('data', (d) => (proc.stderr += d));
  return proc;
}

async function waitForListening(proc: Proc, timeoutMs = 60_000) {
  const started = Date.now();
  while (!proc.stdout.includes('server.listening')) {
    if (proc.child.exitCode !== null) throw new Error(`server exited: ${proc.stderr}`);
    if (Date.now() - started > timeoutMs) throw new Error('server did not start in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

const account = { displayName: 'Process Test', email: 'process-test@example.com', password: 'Gentle-Passw0rd' };
let dataDir: string;
let port: number;
let base: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fmn-main-'));
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('refuses a bad configuration value, naming the variable', async () => {
    const proc = start({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await proc.exited).toBe(1);
    expect(proc.stderr).toMatch(/PORT/);
    expect(proc.stderr).toMatch(/could not start/);
  });

  it(
    'serves, refuses a second process on the same data directory, and stops gracefully',
    { timeout: 120_000 },
    async () => {
      const first = start({ PORT: String(port), DATA_DIR: dataDir });
      await waitForListening(first);
      expect(existsSync(path.join(dataDir, 'forget-me-not.lock'))).toBe(true);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      const signUp = await fetch(`${base}/api/auth/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      expect(signUp.status).toBe(201);

      // A second process on the same PGlite directory must refuse, not corrupt it.
      const second = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.stderr).toMatch(/in use by another Forget-me-not process/);
      expect(second.stderr).toContain(String(first.child.pid));

      // An in-flight request (body still arriving) is finished after SIGTERM.
      const body = JSON.stringify({ email: account.email, password: account.password });
      const response = new Promise<number>((resolve, reject) => {
        const req = http.request(`${base}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          first.child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 300);
        }, 200);
      });
      expect(await response).toBe(200);
      expect(await first.exited).toBe(0);
      expect(first.stdout).toMatch(/server.stopped/);
      expect(existsSync(path.join(dataDir, 'forget-me-not.lock'))).toBe(false);
      // Nothing a person wrote reaches the logs.
      expect(first.stdout + first.stderr).not.toContain(account.password);
      expect(first.stdout + first.stderr).not.toContain(account.email);

      // The data survived: the account signs in after a restart.
      const again = start({ PORT: String(port), DATA_DIR: dataDir });
      try {
        await waitForListening(again);
        const signIn = await fetch(`${base}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        expect(signIn.status).toBe(200);
      } finally {
        again.child.kill('SIGINT');
        expect(await again.exited).toBe(0);
      }
    },
  );
});
