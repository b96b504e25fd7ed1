/**
 * Vitest global setup: one migrated PGlite data directory, dumped to a file, that every API test
 * file loads instead of running initdb and the migrations again (seconds saved per file).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplatePath', '');
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fmn-template-'));
  const file = path.join(dir, 'pgdata.tar');
  const database = await openDatabase({ kind: 'pglite-memory' });
  try {
    await database.migrate();
    const dump = await database.dump!();
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplatePath', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
