/**
 * The database: embedded PGlite in DATA_DIR by default, or PostgreSQL through node-postgres when
 * DATABASE_URL is set. Both speak the same SQL and share one migration set.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './lock';
import { drizzleClient } from './pglite-drizzle-client';
import { log } from '../lib/logger';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: its URL (the live bus opens its own listening connection to it). */
  url?: string;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball. */
  dump?(): Promise<Blob>;
}

/** Where the committed SQL migrations are, both in the source tree and in the built server. */
export function migrationsFolder(): string {
  return fileURLToPath(new URL('./migrations', import.meta.url));
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string }
  /** In memory; `template` is a data directory dump to start from (tests use a migrated one). */
  | { kind: 'pglite-memory'; template?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * PostgreSQL settings of the embedded database. PGlite runs PostgreSQL inside the server's own
 * process, so its buffers are the server's memory: PostgreSQL's default shared_buffers (128 MB) is
 * all written to at start. 16 MB holds the hot pages of a small self-hosted site; the data
 * directory is read through the operating system, whose file cache keeps the rest close at hand.
 * See docs/decisions/009-read-path-and-memory.md for the measurements.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
};

const pgliteStartParams = () => [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
];

/**
 * Creates a new PGlite data directory in a child process. Creating one runs initdb inside a second
 * WebAssembly PostgreSQL and keeps a copy of its heap: about 700 MB for a few seconds, which a
 * process keeps as resident memory long after. Done in a child, that is given back when the child
 * exits, once per data directory, and the server itself starts at its everyday size.
 */
async function createDataDir(dir: string): Promise<void> {
  const started = Date.now();
  const script = `
const { PGlite } = require(process.env.FMN_PGLITE_MODULE);
PGlite.create(process.env.FMN_PGDATA, { startParams: JSON.parse(process.env.FMN_PGLITE_START) })
  .then((db) => db.close())
  .then(() => {
    let peakMb = null;
    try { peakMb = Math.round(Number(/VmHWM:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'))[1]) / 1024); } catch {}
    process.stdout.write(JSON.stringify({ peakMb }));
    process.exit(0);
  }, (err) => { process.stderr.write(String((err && err.stack) || err)); process.exit(1); });
`;
  const child = spawn(process.execPath, ['-e', script], {
    env: {
      ...process.env,
      FMN_PGLITE_MODULE: createRequire(import.meta.url).resolve('@electric-sql/pglite'),
      FMN_PGDATA: dir,
      FMN_PGLITE_START: JSON.stringify(pgliteStartParams()),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0)
    throw new Error(`creating the database in ${dir} failed: ${stderr.trim().slice(-2000) || `exit code ${code}`}`);
  let peakMb: number | null = null;
  try {
    peakMb = (JSON.parse(stdout) as { peakMb: number | null }).peakMb;
  } catch {
    /* no figure */
  }
  log.info('database.created', { ms: Date.now() - started, initProcessPeakRssMb: peakMb });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolSize ?? 10);
  let lock: DataDirLock | null = null;
  let dir: string | undefined;
  if (options.kind === 'pglite') {
    mkdirSync(options.dataDir, { recursive: true });
    lock = acquireDataDirLock(options.dataDir);
    dir = path.join(options.dataDir, 'pgdata');
  }
  let client: PGlite;
  try {
    const startParams = pgliteStartParams();
    if (dir) {
      if (!existsSync(path.join(dir, 'PG_VERSION'))) await createDataDir(dir);
      client = await PGlite.create(dir, { startParams });
    } else if (options.kind === 'pglite-memory' && options.template) {
      client = await PGlite.create({ loadDataDir: options.template, startParams });
    } else {
      client = await PGlite.create({ startParams });
    }
  } catch (err) {
    lock?.release();
    throw err;
  }
  // drizzle-orm gets the instance behind an adapter that spares PGlite a copy of its parser
  // table on every query (see pglite-drizzle-client.ts).
  const db = drizzlePglite(drizzleClient(client) as unknown as PGlite, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    ping: () => ping(db),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        if (dir) await client.exec('CHECKPOINT');
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Opens the database and applies the committed migrations (closing it again if they fail). */
export async function openMigratedDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    url,
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
    ping: () => ping(db),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
