/**
 * A fresh, migrated database for one API test file.
 *
 * By default an in-memory PGlite. When TEST_DATABASE_URL points at a PostgreSQL server (its path
 * naming an admin database such as `postgres`), a new database with a random name is created there
 * for this caller alone, and `close()` drops it again. `npm run test:pg` sets TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, openMigratedDatabase, type Database } from '../db/client';

let template: Promise<Blob | undefined> | undefined;

/** The migrated data directory made once per run by global-setup.ts (initdb takes seconds). */
function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplatePath');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}

export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return openMigratedDatabase({ kind: 'pglite-memory', template: await pgliteTemplate() });
  }
  return createPostgresTestDatabase(adminUrl);
}

async function createPostgresTestDatabase(adminUrl: string): Promise<Database> {
  const name = `fmn_test_${randomBytes(8).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${quoteIdent(name)}`));

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  } catch (err) {
    await dropDatabase(adminUrl, name);
    throw err;
  }

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    // Idempotent: test files commonly close in afterAll and sometimes again on failure.
    closing ??= (async () => {
      try {
        await database.close();
      } finally {
        await dropDatabase(adminUrl, name);
      }
    })();
    return closing;
  };
  const testDatabase: Database = { ...database, close };

  try {
    await testDatabase.migrate();
  } catch (err) {
    await close();
    throw err;
  }
  return testDatabase;
}

async function withAdmin<T>(adminUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  // A connection dropped by the server must surface as a rejected query, not crash the worker.
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ v: string }>("select current_setting('server_version_num') as v");
    if (Number(rows[0]?.v) >= 130000) {
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      return;
    }
    // PostgreSQL before 13 has no FORCE: end lingering sessions by hand first.
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)}`);
  });
}

function quoteIdent(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
