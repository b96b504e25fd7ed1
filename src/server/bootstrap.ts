/** Builds the server's dependencies from configuration; shared by the server and the CLIs. */
import type { AppDeps } from './app-env';
import { createAuth } from './auth/auth';
import type { Config } from './config';
import { openMigratedDatabase, type Database } from './db/client';
import { loadOrCreateSecrets } from './lib/secrets';

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openMigratedDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : openMigratedDatabase({ kind: 'pglite', dataDir: config.dataDir });
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
