/** Builds the server's dependencies from configuration; shared by the server and the CLIs. */
import type { AppDeps } from './app-env';
import { createAuth } from './auth/auth';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { loadOrCreateSecrets } from './lib/secrets';

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

export function buildDeps(config: Config, database: Database, extra: Partial<AppDeps> = {}): AppDeps {
  const secrets = loadOrCreateSecrets(config.dataDir, { authSecret: config.authSecret });
  return {
    config,
    database,
    auth: createAuth(database.db, config, secrets.authSecret),
    now: () => new Date(),
    ...extra,
  };
}
