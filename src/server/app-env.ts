import type { AiProvider } from './ai/provider';
import type { Auth } from './auth/auth';
import type { Sessions } from './auth/sessions';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './email/mailer';
import type { LiveBus } from './live/bus';
import type { StorageDriver } from './storage/storage';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** What every router receives from createApp. */
export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  /** Who a session cookie belongs to, remembered for a few seconds (auth/sessions.ts). */
  sessions: Sessions;
  /** Uploaded media (local disk or S3). */
  storage: StorageDriver;
  /** Key for signing media URLs. */
  mediaKey: Buffer;
  /** Where uploads are spooled while they arrive and are checked. */
  tmpDir: string;
  /** The AI behind the companion and chats; always used through the safety layer (ai/safe-reply.ts). */
  ai: AiProvider;
  /** Outgoing email (SMTP, or .eml files in DATA_DIR/outbox). */
  mailer: Mailer;
  /** Key for signed links in emails (unsubscribe). */
  emailKey: Buffer;
  /** Tells this instance's live streams about new events (in process, or PostgreSQL LISTEN/NOTIFY). */
  live: LiveBus;
  /** The clock; injectable so tests can move time. */
  now: () => Date;
  /** Directory of the built web app; omitted in API tests and in dev (Vite serves it). */
  staticDir?: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    user: SessionUser;
  };
}
