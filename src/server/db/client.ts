/**
 * The database: embedded PGlite in DATA_DIR by default, or PostgreSQL through node-postgres when
 * DATABASE_URL is set. Both speak the same SQL and share one migration set.
 */
import { mkdirSync } from 'node:fs';
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

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
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
    if (dir) client = await PGlite.create(dir);
    else if (options.kind === 'pglite-memory' && options.template) client = await PGlite.create({ loadDataDir: options.template });
    else client = await PGlite.create();
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
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
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
    ping: () => ping(db),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
