#!/usr/bin/env node
/**
 * The server Playwright starts (see playwright.config.ts): the built app on a fresh, empty data
 * directory, removed again when the server stops.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const entry = path.join(repoRoot, 'dist', 'server', 'main.js');
if (!existsSync(entry)) {
  console.error('[e2e-server] dist/server/main.js is missing: run `node scripts/build.mjs` first.');
  process.exit(1);
}

const port = process.env.E2E_PORT || '3100';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fmn-e2e-'));
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Every journey signs up from 127.0.0.1; the per-IP limits themselves are tested in the API suite.
  SIGNUP_MAX_PER_IP: process.env.SIGNUP_MAX_PER_IP ?? '1000',
  SIGNIN_MAX_PER_IP: process.env.SIGNIN_MAX_PER_IP ?? '1000',
};
// Every run starts from an empty embedded database, whatever the calling shell has configured.
delete env.DATABASE_URL;

// The server gets its own process group: Playwright signals our whole group at teardown, and a
// server hit both by that signal and by our forwarded copy could cut its graceful shutdown short.
// We forward exactly once, and make sure it is gone before Playwright's SIGKILL (15 s) would
// leave it orphaned.
const child = spawn(process.execPath, [entry], {
  cwd: repoRoot,
  env,
  stdio: 'inherit',
  detached: true,
});
const STOP_TIMEOUT_MS = 10_000;

const cleanup = () => rmSync(dataDir, { recursive: true, force: true });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    child.kill(signal);
    setTimeout(() => {
      console.error('[e2e-server] the server did not stop in time; killing it');
      child.kill('SIGKILL');
    }, STOP_TIMEOUT_MS).unref();
  });
}

// Should we die anyway, do not leave the server running on the port.
process.on('exit', () => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

child.on('error', (err) => {
  console.error(`[e2e-server] could not start the server: ${err.message}`);
  cleanup();
  process.exit(1);
});

child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
