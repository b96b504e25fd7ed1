#!/usr/bin/env node
/**
 * `npm run test:pg`: the server's Vitest suites against a real PostgreSQL server.
 *
 * Starts a throwaway PostgreSQL from Debian's binaries (package `postgresql`) in a temp directory,
 * on a free port on 127.0.0.1, runs `vitest run src/server` with TEST_DATABASE_URL pointing at it
 * (each test file then gets its own fresh database, see src/server/test/test-db.ts), stops the
 * server and removes the directory, also on failure and on SIGINT/SIGTERM.
 *
 * Extra arguments replace the default `src/server` filter: `npm run test:pg -- src/server/db`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 20_000;

const log = (message) => console.log(`[test:pg] ${message}`);

/** Set once SIGINT/SIGTERM arrives; every wait below gives up when it is. */
let aborted = null;
/** The child currently worth forwarding a signal to (initdb, then vitest). */
let foreground = null;
let postgres = null;
let postgresExited = null;
let tempDir = null;

function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'postgres')))
        .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'No PostgreSQL server binaries found in /usr/lib/postgresql/*/bin. ' +
        'Install the postgresql package (apt-get install postgresql) and try again.',
    );
  }
  return path.join(root, versions[0], 'bin');
}

/** initdb and postgres refuse to run as root; as root we run them as the `postgres` user. */
function serverUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'Running as root, but there is no `postgres` user to run the server as. ' +
        'Install the postgresql package (it creates that user) or run as an ordinary user.',
    );
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function readLog(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '(no server log)';
  }
}

function runToExit(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    foreground = child;
    child.on('error', (err) => {
      foreground = null;
      reject(err);
    });
    child.on('exit', (code, signal) => {
      foreground = null;
      resolve({ code, signal });
    });
  });
}

async function initdb(bin, dataDir, user, logFile) {
  const out = openSync(logFile, 'a');
  try {
    const { code, signal } = await runToExit(
      path.join(bin, 'initdb'),
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        // The same locale as PGlite, so sorting and case mapping agree between the two.
        '--locale=C.UTF-8',
        '--lc-collate=C',
        '--no-sync',
        '--no-instructions',
      ],
      { cwd: tempDir, stdio: ['ignore', out, out], ...(user ?? {}) },
    );
    if (aborted) return;
    if (code !== 0) {
      throw new Error(`initdb failed (${signal ?? `exit code ${code}`}):\n${readLog(logFile)}`);
    }
  } finally {
    closeSync(out);
  }
}

function startPostgres(bin, dataDir, port, user, logFile) {
  const out = openSync(logFile, 'a');
  const child = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      tempDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ],
    { cwd: tempDir, stdio: ['ignore', out, out], ...(user ?? {}) },
  );
  closeSync(out);
  postgres = child;
  postgresExited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      postgres = null;
      resolve({ code, signal });
    });
    child.on('error', (err) => {
      postgres = null;
      resolve({ code: null, signal: null, error: err });
    });
  });
}

/** Resolves true once the server answers a query, false if it exited first; throws on timeout. */
async function waitUntilReady(url, logFile) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError = null;
  while (Date.now() < deadline) {
    if (aborted) return false;
    if (!postgres) return false;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch (err) {
      lastError = err;
    } finally {
      await client.end().catch(() => undefined);
    }
    await sleep(200);
  }
  throw new Error(
    `PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s` +
      `${lastError ? ` (last error: ${lastError.message})` : ''}. Server log:\n${readLog(logFile)}`,
  );
}

async function stopPostgres() {
  if (!postgres) return;
  const child = postgres;
  const exited = postgresExited;
  // SIGINT is PostgreSQL's "fast" shutdown: roll back open transactions, end sessions, exit.
  child.kill('SIGINT');
  const timer = (ms) => sleep(ms).then(() => 'timeout');
  if ((await Promise.race([exited, timer(STOP_TIMEOUT_MS)])) !== 'timeout') return;
  log('PostgreSQL did not stop in time; sending SIGQUIT (immediate shutdown)');
  child.kill('SIGQUIT');
  if ((await Promise.race([exited, timer(5_000)])) !== 'timeout') return;
  child.kill('SIGKILL');
  await exited;
}

function removeTempDir() {
  if (!tempDir) return;
  rmSync(tempDir, { recursive: true, force: true });
  tempDir = null;
}

async function main() {
  const bin = findPostgresBin();
  const user = serverUser();
  tempDir = mkdtempSync(path.join(os.tmpdir(), 'fmn-test-pg-'));
  if (user) chownSync(tempDir, user.uid, user.gid);
  const dataDir = path.join(tempDir, 'data');
  const logFile = path.join(tempDir, 'postgres.log');

  const version = path.basename(path.dirname(bin));
  let started = Date.now();
  await initdb(bin, dataDir, user, logFile);
  if (aborted) return 1;
  log(`initdb (PostgreSQL ${version}) took ${((Date.now() - started) / 1000).toFixed(1)} s`);

  started = Date.now();
  let url = null;
  // Another process may grab the port between our probe and PostgreSQL's bind: try a few times.
  for (let attempt = 1; attempt <= 3 && !url; attempt++) {
    const port = await freePort();
    const candidate = `postgres://postgres@127.0.0.1:${port}/postgres`;
    startPostgres(bin, dataDir, port, user, logFile);
    if (await waitUntilReady(candidate, logFile)) {
      url = candidate;
      break;
    }
    if (aborted) return 1;
    const { code, signal, error } = await postgresExited;
    const serverLog = readLog(logFile);
    if (attempt < 3 && /could not bind|address already in use/i.test(serverLog)) {
      log(`port ${port} was taken; trying another`);
      continue;
    }
    throw new Error(
      `PostgreSQL exited during start-up (${error?.message ?? signal ?? `exit code ${code}`}). ` +
        `Server log:\n${serverLog}`,
    );
  }
  log(`PostgreSQL ready at ${url} after ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const filters = process.argv.slice(2);
  // The process test (main.test.ts) exercises PGlite's data directory, not the database server.
  const vitestArgs = [
    'run',
    ...(filters.length > 0 ? filters : ['src/server', '--exclude', 'src/server/main.test.ts']),
  ];
  // Run Vitest's own entry rather than through npx, so that signals reach it directly.
  const vitestEntry = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
  const [command, args] = existsSync(vitestEntry)
    ? [process.execPath, [vitestEntry, ...vitestArgs]]
    : ['npx', ['vitest', ...vitestArgs]];
  started = Date.now();
  const { code, signal } = await runToExit(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  log(`vitest finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (aborted) return 1;
  if (!postgres) {
    log(`PostgreSQL stopped while the tests ran. Server log:\n${readLog(logFile)}`);
    return code === 0 ? 1 : (code ?? 1);
  }
  return code ?? (signal ? 1 : 0);
}

const signalExitCodes = { SIGINT: 130, SIGTERM: 143 };
for (const signal of Object.keys(signalExitCodes)) {
  process.on(signal, () => {
    if (aborted) return;
    aborted = signal;
    log(`${signal} received; stopping`);
    foreground?.kill(signal);
  });
}

// Last resort if the event loop dies under us: never leave a server running.
process.on('exit', () => {
  if (postgres) postgres.kill('SIGQUIT');
});

let exitCode = 1;
try {
  exitCode = await main();
} catch (err) {
  console.error(`[test:pg] ${err instanceof Error ? err.message : String(err)}`);
  exitCode = 1;
} finally {
  try {
    await stopPostgres();
  } catch (err) {
    console.error(`[test:pg] could not stop PostgreSQL: ${err.message}`);
  }
  try {
    removeTempDir();
  } catch (err) {
    console.error(`[test:pg] could not remove ${tempDir}: ${err.message}`);
  }
}
process.exit(aborted ? signalExitCodes[aborted] : exitCode);
