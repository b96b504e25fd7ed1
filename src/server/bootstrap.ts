/** Builds the server's dependencies from configuration; shared by the server and the CLIs. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppDeps } from './app-env';
import { createProvider } from './ai';
import { createAuth } from './auth/auth';
import { createSessions } from './auth/sessions';
import type { Config } from './config';
import { openMigratedDatabase, type Database } from './db/client';
import { createMailer } from './email/mailer';
import { emailLinkKey } from './email/links';
import { loadOrCreateSecrets } from './lib/secrets';
import { createStorage } from './storage';
import { createLiveBus } from './live';
import { mediaSigningKey } from './storage/signed-url';

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openMigratedDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : openMigratedDatabase({ kind: 'pglite', dataDir: config.dataDir });
}

export function buildDeps(config: Config, database: Database, extra: Partial<AppDeps> = {}): AppDeps {
  const secrets = loadOrCreateSecrets(config.dataDir, { authSecret: config.authSecret });
  const tmpDir = path.join(config.dataDir, 'tmp');
  mkdirSync(tmpDir, { recursive: true, mode: 0o700 });
  const now = extra.now ?? (() => new Date());
  const mailer = extra.mailer ?? createMailer(config.mail);
  const auth = createAuth(database.db, config, secrets.authSecret, mailer, now);
  return {
    config,
    database,
    auth,
    sessions: createSessions(auth, config.secureCookies),
    storage: createStorage(config),
    mediaKey: mediaSigningKey(secrets.authSecret),
    tmpDir,
    ai: createProvider(config.ai),
    mailer,
    emailKey: emailLinkKey(secrets.authSecret),
    now,
    live: extra.live ?? createLiveBus(database),
    ...extra,
  };
}
