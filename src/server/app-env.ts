import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Database } from './db/client';

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
