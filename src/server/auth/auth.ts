/**
 * Better Auth: password hashing, sessions in the database, httpOnly cookies. Its HTTP handler is
 * not mounted: our own routes (features/auth) validate with the shared schemas, rate limit, and
 * answer in our error format, then call Better Auth's server API.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { passkey } from '@better-auth/passkey';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { LIMITS } from '@shared/constants';
import { limitConcurrency } from '../lib/limit';
import { log } from '../lib/logger';
import { startTrial } from '../features/entitlements/entitlements.service';
import { cancelDeletionOnSignIn } from '../features/account-deletion/account-deletion.service';
import { recordReferralAtSignUp } from '../features/referrals/referrals.service';
import { screenNewAccountName } from '../features/profiles/profile-safety';
import type { Mailer } from '../email/mailer';
import { createAccountMail, RESET_LINK_SECONDS, VERIFY_LINK_SECONDS } from './account-mail';
import { hashResetIdentifier, RESET_PREFIX } from './reset-links';
import { genericProviders, socialProviders } from './identity-providers';

const THIRTY_DAYS = 60 * 60 * 24 * 30;
/** Password hashes (Better Auth's own scrypt) two at a time, one per core (lib/limit.ts). */
const hashing = limitConcurrency(2);

/**
 * `mailer` sends the reset and confirmation links (decision 028); without it they are only logged.
 * `now` is the app's clock (AppDeps.now), so the trial given at sign-up follows a test's clock.
 */
export function createAuth(
  db: Db,
  config: Config,
  secret: string,
  mailer?: Mailer,
  now: () => Date = () => new Date(),
) {
  const mail = createAccountMail(mailer, config.publicUrl);
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
        twoFactor: schema.twoFactor,
        passkey: schema.passkey,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      requireEmailVerification: false,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      password: {
        hash: (password) => hashing(() => hashPassword(password)),
        verify: (data) => hashing(() => verifyPassword(data)),
      },
      // Forgot password (decision 028): a single-use link for an hour; a reset ends every session.
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => mail.resetPassword(user, token),
      onPasswordReset: async ({ user }) => mail.passwordChanged(user),
    },
    // Confirming the address never blocks using the product: a self-hoster may have no SMTP.
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: async ({ user, token }) => mail.verifyEmail(user, token),
    },
    // Reset links are stored hashed: a copy of the database cannot be used to take over accounts.
    verification: {
      storeIdentifier: { default: 'plain', overrides: { [RESET_PREFIX]: { hash: hashResetIdentifier } } },
    },
    session: {
      expiresIn: THIRTY_DAYS,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: { enabled: false },
    // Sign in with an identity provider (decision 039): Better Auth runs the code flow (state in
    // the database bound to a signed cookie, PKCE, the id_token's signature, issuer, audience and
    // nonce). Our routes (features/auth/identities.routes.ts) start it and receive its callback.
    socialProviders: socialProviders(config),
    account: {
      storeStateStrategy: 'database',
      // We never call a provider's API: its tokens are kept only because Better Auth stores them,
      // and encrypted with the server secret.
      encryptOAuthTokens: true,
      storeAccountCookie: false,
      accountLinking: {
        enabled: true,
        // No provider is trusted by name: an identity joins an existing account by its email only
        // when the provider says the address is verified (email_verified), and the account's own
        // address has been confirmed too (requireLocalEmailVerified).
        trustedProviders: [],
        requireLocalEmailVerified: true,
        // A signed-in person linking on purpose may use a provider account with another address.
        allowDifferentEmails: true,
        updateUserInfoOnLink: false,
        // The last way to sign in is never removed (also checked in identities.service.ts).
        allowUnlinkingAll: false,
      },
    },
    onAPIError: { errorURL: `${config.publicUrl}/auth` },
    plugins: [
      // Any standard OpenID Connect provider, found through its discovery document.
      genericOAuth({ config: genericProviders(config) }),
      // TOTP two-factor (decision 029): backup codes stored encrypted; a sign-in challenge allows 5
      // tries, and 10 failures in a row lock the account's second step for 15 minutes.
      twoFactor({
        issuer: 'Forget-me-not',
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 900 },
      }),
      // Passkeys are bound to the address people use (PUBLIC_URL): its host is the relying party,
      // and only its origin is accepted in a ceremony.
      passkey({
        rpID: new URL(config.publicUrl).hostname,
        rpName: 'Forget-me-not',
        origin: new URL(config.publicUrl).origin,
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      }),
    ],
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
          after: async (created, context) => {
            await db
              .insert(schema.profiles)
              .values({ id: created.id, displayName: created.name })
              .onConflictDoNothing();
            await startTrial(db, created.id, now());
            // A sign-up through a referral link (decision 037): only here, as the account is
            // made; a refused code is dropped quietly and the account is made all the same.
            const body: unknown = context?.body;
            const code =
              body && typeof body === 'object' ? (body as { referralCode?: unknown }).referralCode : undefined;
            await recordReferralAtSignUp(db, created, code, now());
            log.info('account.created', { userId: created.id });
            // Others see the display name: the crisis screen reads it once the account exists, and
            // tells the site's admins of a crisis (decision 049). Not awaited, and never fails the
            // sign-up. Without a mailer (a test's Better Auth alone) there is nobody to tell.
            if (mailer) screenNewAccountName({ database: { db }, mailer, config, now }, created.id, created.name);
          },
        },
      },
      // Any sign-in (password, passkey, …) during a deletion's grace period cancels it (decision 031).
      session: { create: { after: (created) => cancelDeletionOnSignIn(db, created.userId, new Date()) } },
    },
    logger: { disabled: config.env === 'test', level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
