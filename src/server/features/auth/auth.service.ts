/**
 * Sign-up, sign-in and sign-out rules: the shared schemas, rate limits (counters in the database,
 * decision 015), and one generic failure that never says whether an email exists.
 */
import type { AppDeps, SessionUser } from '../../app-env';
import { AppError, Errors } from '../../lib/errors';
import { hashKey, hit, release, remember, remembered, reset } from '../../lib/rate-limit';
import { log } from '../../lib/logger';
import { hasSessionCookie } from '../../lib/session';
import { deviceCookie, deviceKey, knownDevice } from './known-device';
import { MSG } from '@shared/messages';
import type { z } from 'zod';
import type { signInSchema, signUpSchema } from '@shared/schemas/auth';

export interface AuthResult {
  userId: string;
  /** Set-Cookie headers from Better Auth, to pass on to the browser. */
  cookies: string[];
  /** The password was right and the account asks for a second step (two-factor.service.ts). */
  twoFactorRequired?: boolean;
}

const authFailed = () => new AppError('AUTH_FAILED', 401, MSG.auth.failed);

/** How long an address stays known for an account after a sign-in or sign-up from it. */
const KNOWN_ADDRESS_SECONDS = 30 * 86_400;
/** How long an account is greeted as new, at most (decision 015). */
const NEW_ACCOUNT_SECONDS = 86_400;

const accountTag = (email: string) => hashKey('account', email);
const knownAddressKey = (email: string, ip: string) => `signin:addr:${hashKey(email, ip)}`;
const returnedKey = (userId: string) => `signin:returned:${hashKey(userId)}`;

export async function signUp(
  deps: AppDeps,
  input: z.output<typeof signUpSchema>,
  ip: string,
  headers: Headers,
): Promise<AuthResult> {
  const { db } = deps.database;
  const rl = deps.config.rateLimits;
  const ipWindow = await hit(db, `signup:ip:${hashKey(ip)}`, rl.windowSeconds, deps.now());
  if (ipWindow.count > rl.signUpPerIp) {
    log.warn('auth.signup_rate_limited', { reason: 'ip' });
    throw Errors.rateLimited(MSG.auth.signUpRateLimited, ipWindow.retryAfterSeconds);
  }
  const res = await deps.auth.api.signUpEmail({
    // `referralCode` is not a user field: Better Auth passes it on, and the user.create hook
    // (auth/auth.ts) reads it from the sign-up's body to record a referral (decision 037).
    body: {
      name: input.displayName,
      email: input.email,
      password: input.password,
      ...(input.ref ? { referralCode: input.ref } : {}),
    },
    headers,
    asResponse: true,
  });
  if (!res.ok) {
    log.info('auth.signup_failed', { status: res.status });
    throw new AppError('AUTH_FAILED', 400, MSG.auth.failed);
  }
  const body = (await res.json()) as { user?: { id?: string } };
  // The browser and the address an account was made from are places its owner has been.
  const now = deps.now();
  await remember(db, knownAddressKey(input.email, ip), now);
  const cookies = res.headers.getSetCookie();
  cookies.push(
    deviceCookie(await deviceKey(deps), headers.get('cookie'), accountTag(input.email), now, deps.config.secureCookies),
  );
  return { userId: body.user?.id ?? '', cookies };
}

/** A 429 that says what is happening and when to try again (Retry-After and the message agree). */
function paused(reason: 'ip' | 'source' | 'account', retryAfterSeconds: number): AppError {
  log.warn('auth.signin_rate_limited', { reason });
  const message =
    reason === 'ip' ? MSG.auth.networkPaused : reason === 'source' ? MSG.auth.sourcePaused : MSG.auth.accountSlowed;
  return Errors.rateLimited(message(retryAfterSeconds), retryAfterSeconds);
}

/**
 * Sign-in limits (decision 015). A source is this browser when it holds a valid known-device token
 * for the account, else the caller's address. Failures are counted per (account, source), and a
 * source over its limit is paused for that account only. All sources together have a higher
 * ceiling per account; past it, new places wait, while places the owner has signed in from before
 * (a known device, or a known address) are not held back. Each attempt takes its place in the
 * counters before the password is checked, so attempts sent at once cannot slip past a limit; a
 * refused attempt, and a success, give their place back.
 */
export async function signIn(
  deps: AppDeps,
  input: z.output<typeof signInSchema>,
  ip: string,
  headers: Headers,
): Promise<AuthResult> {
  const { db } = deps.database;
  const rl = deps.config.rateLimits;
  const windowSeconds = rl.windowSeconds;
  const now = deps.now();
  const deviceKeyBytes = await deviceKey(deps);
  const device = knownDevice(deviceKeyBytes, headers.get('cookie'), accountTag(input.email), now);

  // Many accounts tried from one address; a browser the account knows is not one of those.
  if (!device) {
    const ipWindow = await hit(db, `signin:ip:${hashKey(ip)}`, windowSeconds, now);
    if (ipWindow.count > rl.signInPerIp) throw paused('ip', ipWindow.retryAfterSeconds);
  }

  const sourceKey = `signin:src:${hashKey(input.email, device ? `device:${device}` : `ip:${ip}`)}`;
  const accountKey = `signin:acct:${hashKey(input.email)}`;
  const known = device !== null || (await remembered(db, knownAddressKey(input.email, ip), KNOWN_ADDRESS_SECONDS, now));

  const source = await hit(db, sourceKey, windowSeconds, now);
  if (source.count > rl.signInFailuresPerSource) {
    await release(db, sourceKey, windowSeconds, now);
    throw paused('source', source.retryAfterSeconds);
  }
  if (!known) {
    const account = await hit(db, accountKey, windowSeconds, now);
    if (account.count > rl.signInFailuresPerAccount) {
      await Promise.all([release(db, sourceKey, windowSeconds, now), release(db, accountKey, windowSeconds, now)]);
      throw paused('account', account.retryAfterSeconds);
    }
  }

  const res = await deps.auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers,
    asResponse: true,
  });
  if (!res.ok) {
    // A known place's failure still counts toward the account's ceiling (it only holds back new places).
    if (known) await hit(db, accountKey, windowSeconds, now);
    log.info('auth.signin_failed', { status: res.status, known });
    throw authFailed();
  }
  const body = (await res.json()) as { user?: { id?: string }; twoFactorRedirect?: boolean };
  const userId = body.user?.id ?? '';
  // The account-wide count is not cleared: the owner signing in must not give an attacker a fresh ceiling.
  await Promise.all([reset(db, sourceKey), known ? undefined : release(db, accountKey, windowSeconds, now)]);
  const cookies = res.headers.getSetCookie();
  // With two-factor on, Better Auth answers with a challenge cookie instead of a session: this
  // place becomes known only once the second step succeeds (two-factor.service.ts).
  if (body.twoFactorRedirect) return { userId: '', cookies, twoFactorRequired: true };
  cookies.push(await completedSignIn(deps, { email: input.email, userId, ip, headers }));
  return { userId, cookies };
}

/**
 * What a completed sign-in leaves behind (decision 015): the address and this browser become
 * known places of the account, and the account has returned. Returns the known-device cookie.
 */
export async function completedSignIn(
  deps: AppDeps,
  who: { email: string; userId: string; ip: string; headers: Headers },
): Promise<string> {
  const { db } = deps.database;
  const now = deps.now();
  await Promise.all([
    remember(db, knownAddressKey(who.email, who.ip), now),
    who.userId ? remember(db, returnedKey(who.userId), now) : undefined,
  ]);
  return deviceCookie(
    await deviceKey(deps),
    who.headers.get('cookie'),
    accountTag(who.email),
    now,
    deps.config.secureCookies,
  );
}

export interface SessionOverview {
  user: SessionUser;
  /** Created less than a day ago, and its owner has not signed in since signing up. */
  isNew: boolean;
}

/** The signed-in user of a request, and whether to greet them as new; null without a session. */
export async function sessionOverview(deps: AppDeps, headers: Headers): Promise<SessionOverview | null> {
  if (!hasSessionCookie(headers.get('cookie'))) return null;
  const session = await deps.sessions.lookup(headers);
  if (!session) return null;
  const { id, email, name } = session.user;
  const now = deps.now();
  const young = now.getTime() - session.userCreatedAt.getTime() < NEW_ACCOUNT_SECONDS * 1000;
  const isNew = young && !(await remembered(deps.database.db, returnedKey(id), NEW_ACCOUNT_SECONDS, now));
  return { user: { id, email, name }, isNew };
}

/** Ends the session; a missing or already ended session is not an error (spec section 8). */
export async function signOut(deps: AppDeps, headers: Headers): Promise<string[]> {
  try {
    const res = await deps.auth.api.signOut({ headers, asResponse: true });
    return res.headers.getSetCookie();
  } catch {
    return [];
  } finally {
    // At once on this instance (after the row is gone, so no lookup can bring it back); other
    // instances stop accepting the cookie within the cache's lifetime (auth/sessions.ts).
    deps.sessions.forget(headers);
  }
}
