/**
 * Forgot password, reset and change (decision 028), through Better Auth's server API.
 *
 * - A reset request answers the same, after the same minimum time, whether or not the address has
 *   an account; it is limited per address (hashed) and per network before anything is looked up,
 *   so the limits say nothing about accounts either.
 * - A reset link works once, for an hour (`RESET_LINK_SECONDS`), and a reset ends every session of
 *   the account (`revokeSessionsOnPasswordReset`, and this instance's session cache at once).
 *   Any password change, by link or in Settings, ends the account's other outstanding links.
 * - A change needs the current password; failures are counted per account, and the other sessions
 *   end while this one continues with a new session cookie.
 */
import { ACCOUNT_SECURITY_MSG as M } from '@shared/messages.settings';
import { tryAgainIn } from '@shared/messages';
import type { AppDeps, SessionUser } from '../../app-env';
import { createAccountMail } from '../../auth/account-mail';
import { AppError, Errors } from '../../lib/errors';
import { hashKey, hit, release, reset } from '../../lib/rate-limit';
import { log } from '../../lib/logger';
import { deleteResetLinks } from './password.queries';

/** Reset emails one address may be sent per window: enough for a slow inbox, too few to flood one. */
export const FORGOT_PER_ADDRESS = 3;
/** Every reset request takes at least this long, so its duration says nothing about the address. */
export const FORGOT_MIN_MS = 300;

const RESET_IDENTIFIER = (token: string) => `reset-password:${token}`;

const linkUsed = () => new AppError('RESET_LINK_USED', 400, M.reset.used);
const linkExpired = () => new AppError('RESET_LINK_EXPIRED', 400, M.reset.expired);
const wrongPassword = () => new AppError('WRONG_PASSWORD', 400, M.change.wrongCurrent, 'currentPassword');

async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const left = ms - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

/** "Forgot password?": sends a link when the address has an account; the same answer either way. */
export async function requestReset(deps: AppDeps, email: string, ip: string): Promise<void> {
  const { db } = deps.database;
  const rl = deps.config.rateLimits;
  await atLeast(FORGOT_MIN_MS, async () => {
    const now = deps.now();
    const network = await hit(db, `reset:ip:${hashKey(ip)}`, rl.windowSeconds, now);
    if (network.count > rl.signInPerIp) {
      log.warn('auth.reset_rate_limited', { reason: 'ip' });
      throw Errors.rateLimited(M.forgot.rateLimited(tryAgainIn(network.retryAfterSeconds)), network.retryAfterSeconds);
    }
    const address = await hit(db, `reset:addr:${hashKey(email)}`, rl.windowSeconds, now);
    if (address.count > FORGOT_PER_ADDRESS) {
      log.warn('auth.reset_rate_limited', { reason: 'address' });
      throw Errors.rateLimited(M.forgot.rateLimited(tryAgainIn(address.retryAfterSeconds)), address.retryAfterSeconds);
    }
    try {
      await deps.auth.api.requestPasswordReset({ body: { email } });
    } catch (err) {
      // Nothing about the account may reach the caller; the log names the code alone.
      log.warn('auth.reset_request_failed', { code: (err as { body?: { code?: string } }).body?.code ?? 'UNKNOWN' });
    }
  });
}

/** The stored reset link, refused with a clear reason when it cannot be used (on the app's clock). */
async function usableLink(deps: AppDeps, token: string): Promise<{ userId: string }> {
  const ctx = await deps.auth.$context;
  const row = await ctx.internalAdapter.findVerificationValue(RESET_IDENTIFIER(token));
  if (!row) throw linkUsed();
  if (new Date(row.expiresAt).getTime() <= deps.now().getTime()) throw linkExpired();
  return { userId: row.value };
}

/** Checking or using a link counts toward the network's limit, as requests do. */
async function resetAttempt(deps: AppDeps, ip: string) {
  const rl = deps.config.rateLimits;
  const w = await hit(deps.database.db, `reset:ip:${hashKey(ip)}`, rl.windowSeconds, deps.now());
  if (w.count > rl.signInPerIp) {
    log.warn('auth.reset_rate_limited', { reason: 'ip' });
    throw Errors.rateLimited(M.forgot.rateLimited(tryAgainIn(w.retryAfterSeconds)), w.retryAfterSeconds);
  }
}

/** Whether a link can still be used, so the page can say so before a password is typed. */
export async function checkResetLink(deps: AppDeps, token: string, ip: string): Promise<void> {
  await resetAttempt(deps, ip);
  await usableLink(deps, token);
}

/** Sets the new password from a reset link; every session of the account ends. */
export async function resetPassword(deps: AppDeps, token: string, password: string, ip: string): Promise<void> {
  await resetAttempt(deps, ip);
  const { userId } = await usableLink(deps, token);
  try {
    await deps.auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (err) {
    // Used by another request a moment ago (the token is consumed once, in the transaction).
    log.info('auth.reset_refused', { code: (err as { body?: { code?: string } }).body?.code ?? 'UNKNOWN' });
    throw linkUsed();
  }
  deps.sessions.forgetUser(userId);
  // Other links asked for before this one end with it.
  await deleteResetLinks(deps.database.db, userId);
  // The link came to this address and was opened: the address is confirmed.
  const ctx = await deps.auth.$context;
  await ctx.internalAdapter.updateUser(userId, { emailVerified: true });
  log.info('auth.password_reset', { userId });
}

/**
 * Changes the password of the signed-in account. A wrong current password is refused and counted;
 * past the per-account limit the change waits for the window to end. Returns the new session's
 * Set-Cookie headers: every session was replaced, this device's with a fresh one.
 */
export async function changePassword(
  deps: AppDeps,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
  headers: Headers,
): Promise<string[]> {
  const { db } = deps.database;
  const rl = deps.config.rateLimits;
  const key = `pwchange:acct:${hashKey(user.id)}`;
  const now = deps.now();
  const attempt = await hit(db, key, rl.windowSeconds, now);
  if (attempt.count > rl.signInFailuresPerSource) {
    await release(db, key, rl.windowSeconds, now);
    log.warn('auth.password_change_rate_limited', { userId: user.id });
    throw Errors.rateLimited(M.change.rateLimited(tryAgainIn(attempt.retryAfterSeconds)), attempt.retryAfterSeconds);
  }
  const res = await deps.auth.api.changePassword({
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
    headers,
    asResponse: true,
  });
  if (!res.ok) {
    const code = ((await res.json().catch(() => null)) as { code?: string } | null)?.code ?? 'UNKNOWN';
    log.info('auth.password_change_refused', { userId: user.id, code });
    if (code === 'INVALID_PASSWORD') throw wrongPassword();
    await release(db, key, rl.windowSeconds, now);
    if (res.status === 401) throw Errors.unauthenticated();
    throw new AppError('BAD_REQUEST', 400, M.change.failed);
  }
  await reset(db, key);
  deps.sessions.forgetUser(user.id);
  // A reset link sent before the change must not undo it.
  await deleteResetLinks(db, user.id);
  createAccountMail(deps.mailer, deps.config.publicUrl).passwordChanged(user);
  log.info('auth.password_changed', { userId: user.id });
  return res.headers.getSetCookie();
}
