/**
 * A throwaway PostgreSQL server for the DATABASE_URL figures of `npm run bench`, from Debian's
 * binaries (package `postgresql`), as scripts/test-pg.mjs starts one for the tests. Returns null
 * when no binaries are installed, so the bench can say so and carry on.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './harness';

export interface ThrowawayPostgres {
  url: string;
  version: string;
  stop(): Promise<void>;
}

function findBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'postgres')) && existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

/** initdb and postgres refuse to run as root; as root they run as the `postgres` user. */
function serverUser(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  };
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const bin = findBin();
  if (!bin) return null;
  const user = serverUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fmn-bench-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  execFileSync(
    path.join(bin, 'initdb'),
    [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--lc-collate=C',
      '--no-sync',
      '--no-instructions',
    ],
    { cwd: dir, stdio: 'ignore', ...(user ?? {}) },
  );
  const port = await freePort();
  const child = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
    ],
    { cwd: dir, stdio: 'ignore', ...(user ?? {}) },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT'); // fast shutdown
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 150; i++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return { url, version: path.basename(path.dirname(bin)), stop };
    } catch {
      await client.end().catch(() => undefined);
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await stop();
  throw new Error('the throwaway PostgreSQL did not start');
}
