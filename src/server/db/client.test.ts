import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db';
import { openDatabase, type Database } from './client';
import { DataDirLockedError } from './lock';
import { profiles, user } from './schema';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const lockModuleUrl = pathToFileURL(fileURLToPath(new URL('./lock.ts', import.meta.url))).href;

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fmn-db-test-'));
  tempDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dataDir: string) => path.join(dataDir, 'forget-me-not.lock');

interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
  pid: number;
}

function run(command: string, args: string[]): Promise<Exited> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, pid: child.pid ?? -1 }));
  });
}

// Starting a file-backed PGlite takes a few seconds, more on a busy CI machine.
describe('openDatabase with an embedded PGlite data directory', { timeout: 90_000 }, () => {
  it('keeps rows across close and reopen of the same directory', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await first.migrate();
      await first.db.insert(user).values({ name: 'Rose', email: 'rose@example.test' });
    } finally {
      await first.close();
    }

    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await second.migrate(); // applied migrations are recorded, so this is a no-op
      const rows = await second.db.select({ name: user.name }).from(user).where(eq(user.email, 'rose@example.test'));
      expect(rows).toEqual([{ name: 'Rose' }]);
    } finally {
      await second.close();
    }
  });

  it('refuses the directory to a second process while it is open here', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      // The other process only tries to take the lock; it must not touch the database files.
      const script = path.join(tempDir(), 'take-lock.mjs');
      writeFileSync(
        script,
        `import { acquireDataDirLock } from ${JSON.stringify(lockModuleUrl)};
try {
  acquireDataDirLock(${JSON.stringify(dataDir)});
  console.log(JSON.stringify({ acquired: true }));
} catch (err) {
  console.log(JSON.stringify({ acquired: false, name: err.name, code: err.code, message: err.message }));
}
`,
      );
      const result = await run(process.execPath, ['--import', 'tsx', script]);
      expect(result.code, result.stderr).toBe(0);
      const outcome = JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}');
      expect(outcome).toMatchObject({
        acquired: false,
        name: 'DataDirLockedError',
        code: 'DATA_DIR_LOCKED',
      });
      expect(outcome.message).toContain(`pid ${process.pid}`);
      expect(outcome.message).toContain(dataDir);
      expect(outcome.message).toMatch(/stop that process/i);

      // Our own handle is unaffected by the refused attempt.
      expect(await database.ping()).toBe(true);
      expect(readFileSync(lockFile(dataDir), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await database.close();
    }
  });

  it('refuses to open the same directory twice in one process', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const second = openDatabase({ kind: 'pglite', dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toMatchObject({ code: 'DATA_DIR_LOCKED' });
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('takes over a stale lock left by a process that no longer runs', async () => {
    const dataDir = tempDir();
    const gone = await run(process.execPath, ['-e', '']);
    expect(gone.pid).toBeGreaterThan(0);
    writeFileSync(lockFile(dataDir), String(gone.pid));

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await database.ping()).toBe(true);
      expect(readFileSync(lockFile(dataDir), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await database.close();
    }
  });

  it('releases the lock file on close', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    expect(existsSync(lockFile(dataDir))).toBe(true);
    await database.close();
    expect(existsSync(lockFile(dataDir))).toBe(false);

    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });
});

describe('createTestDatabase', { timeout: 90_000 }, () => {
  it('gives a migrated in-memory PGlite when TEST_DATABASE_URL is not set', async () => {
    const saved = process.env.TEST_DATABASE_URL;
    delete process.env.TEST_DATABASE_URL;
    let database: Database;
    try {
      database = await createTestDatabase();
    } finally {
      if (saved !== undefined) process.env.TEST_DATABASE_URL = saved;
    }
    try {
      expect(database.kind).toBe('pglite');
      expect(await database.db.select().from(profiles)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'gives a fresh migrated PostgreSQL database and drops it on close',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL as string;
      const database = await createTestDatabase();
      let name: string;
      try {
        expect(database.kind).toBe('postgres');
        expect(await database.ping()).toBe(true);
        expect(await database.db.select().from(profiles)).toEqual([]);
        // node-postgres answers execute() with a QueryResult; the shared Db type leaves it unknown.
        const query = sql`select current_database() as name`;
        const result = (await database.db.execute(query)) as unknown as {
          rows: Array<{ name: string }>;
        };
        name = String(result.rows[0]?.name);
        expect(name).toMatch(/^fmn_test_[0-9a-f]+$/);
      } finally {
        await database.close();
      }

      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
        expect(rows).toEqual([]);
      } finally {
        await admin.end();
      }
    },
  );
});
