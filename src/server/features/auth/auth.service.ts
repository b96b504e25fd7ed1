/**
 * Sign-up, sign-in and sign-out rules: the shared schemas, rate limits per IP and per account
 * (counters in the database), and one generic failure that never says whether an email exists.
 */
import type { AppDeps } from '../../app-env';
import { AppError, Errors } from '../../lib/errors';
import { hashKey, hit, peek, reset } from '../../lib/rate-limit';
import { log } from '../../lib/logger';
import { MSG } from '@shared/messages';
import type { z } from 'zod';
import type { signInSchema, signUpSchema } from '@shared/schemas/auth';

export interface AuthResult {
  userId: string;
  /** Set-Cookie headers from Better Auth, to pass on to the browser. */
  cookies: string[];
}

const authFailed = () => new AppError('AUTH_FAILED', 401, MSG.auth.failed);


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
    body: { name: input.displayName, email: input.email, password: input.password },
    headers,
    asResponse: true,
  });
  if (!res.ok) {
    log.info('auth.signup_failed', { status: res.status });
    throw new AppError('AUTH_FAILED', 400, MSG.auth.failed);
  }
  const body = (await res.json()) as { user?: { id?: string } };
  return { userId: body.user?.id ?? '', cookies: res.headers.getSetCookie() };
}

export async function signIn(
  deps: AppDeps,
  input: z.output<typeof signInSchema>,
  ip: string,
  headers: Headers,
): Promise<AuthResult> {
  const { db } = deps.database;
  const rl = deps.config.rateLimits;
  const now = deps.now();
  const accountKey = `signin:acct:${hashKey(input.email)}`;

  const ipWindow = await hit(db, `signin:ip:${hashKey(ip)}`, rl.windowSeconds, now);
  if (ipWindow.count > rl.signInPerIp) {
    log.warn('auth.signin_rate_limited', { reason: 'ip' });
    throw Errors.rateLimited(MSG.auth.rateLimited, ipWindow.retryAfterSeconds);
  }
  const failures = await peek(db, accountKey, rl.windowSeconds, now);
  if (failures.count >= rl.signInFailuresPerAccount) {
    log.warn('auth.signin_rate_limited', { reason: 'account' });
    throw Errors.rateLimited(MSG.auth.rateLimited, failures.retryAfterSeconds);
  }

  const res = await deps.auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers,
    asResponse: true,
  });
  if (!res.ok) {
    await hit(db, accountKey, rl.windowSeconds, now);
    log.info('auth.signin_failed', { status: res.status });
    throw authFailed();
  }
  await reset(db, accountKey);
  const body = (await res.json()) as { user?: { id?: string } };
  return { userId: body.user?.id ?? '', cookies: res.headers.getSetCookie() };
}

/** Ends the session; a missing or already ended session is not an error (spec section 8). */
export async function signOut(deps: AppDeps, headers: Headers): Promise<string[]> {
  try {
    const res = await deps.auth.api.signOut({ headers, asResponse: true });
    return res.headers.getSetCookie();
  } catch {
    return [];
  }
}
