/**
 * Better Auth: password hashing, sessions in the database, httpOnly cookies. Its HTTP handler is
 * not mounted: our own routes (features/auth) validate with the shared schemas, rate limit, and
 * answer in our error format, then call Better Auth's server API.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { LIMITS } from '@shared/constants';
import { limitConcurrency } from '../lib/limit';
import { log } from '../lib/logger';
import { startTrial } from '../features/entitlements/entitlements.service';

const THIRTY_DAYS = 60 * 60 * 24 * 30;
/** Password hashes (Better Auth's own scrypt) two at a time, one per core (lib/limit.ts). */
const hashing = limitConcurrency(2);

/**
 * `now` is the app's clock (AppDeps.now), so the trial given at sign-up follows a test's clock.
 */
export function createAuth(db: Db, config: Config, secret: string, now: () => Date = () => new Date()) {
  return betterAuth({
    appName: 'Forget-me-not',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      password: {
        hash: (password) => hashing(() => hashPassword(password)),
        verify: (data) => hashing(() => verifyPassword(data)),
      },
    },
    session: {
      expiresIn: THIRTY_DAYS,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'fmn',
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' },
      database: { generateId: 'uuid' },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account gets its profile with the display name given at sign-up, and the free
          // trial (spec section 9: 3 days, full access, 1 memorial, no card). This hook is the one
          // place accounts are made, whatever made them (decision 033).
          after: async (created) => {
            await db
              .insert(schema.profiles)
              .values({ id: created.id, displayName: created.name })
              .onConflictDoNothing();
            await startTrial(db, created.id, now());
            log.info('account.created', { userId: created.id });
          },
        },
      },
    },
    logger: { disabled: config.env === 'test', level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
