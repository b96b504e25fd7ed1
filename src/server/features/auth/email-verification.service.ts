/**
 * Confirming the email address (decision 028). It never blocks using the product: sign-up sends
 * the link (Better Auth's `sendOnSignUp`), the dashboard and Settings show a gentle note until it
 * is confirmed, and the note can send the link again, a few times per window.
 */
import { ACCOUNT_SECURITY_MSG as M } from '@shared/messages.settings';
import { tryAgainIn } from '@shared/messages';
import type { AppDeps, SessionUser } from '../../app-env';
import { Errors } from '../../lib/errors';
import { hashKey, hit } from '../../lib/rate-limit';
import { log } from '../../lib/logger';
import { emailVerified } from './email-verification.queries';

/** Confirmation emails one account may ask for per window. */
export const RESEND_PER_ACCOUNT = 3;

export function isEmailVerified(deps: AppDeps, userId: string): Promise<boolean> {
  return emailVerified(deps.database.db, userId);
}

/** Sends the confirmation link again; nothing to send once the address is confirmed. */
export async function resendVerification(deps: AppDeps, user: SessionUser, headers: Headers): Promise<boolean> {
  if (await isEmailVerified(deps, user.id)) return true;
  const rl = deps.config.rateLimits;
  const w = await hit(deps.database.db, `verify:acct:${hashKey(user.id)}`, rl.windowSeconds, deps.now());
  if (w.count > RESEND_PER_ACCOUNT) {
    log.warn('auth.verify_rate_limited', { userId: user.id });
    throw Errors.rateLimited(M.verify.rateLimited(tryAgainIn(w.retryAfterSeconds)), w.retryAfterSeconds);
  }
  await deps.auth.api.sendVerificationEmail({ body: { email: user.email }, headers });
  log.info('auth.verify_sent', { userId: user.id });
  return false;
}

export type VerifyOutcome = 'confirmed' | 'expired' | 'invalid';

/** The link in the email: confirms the address its signed token names. */
export async function confirmEmail(deps: AppDeps, token: string): Promise<VerifyOutcome> {
  try {
    await deps.auth.api.verifyEmail({ query: { token } });
    return 'confirmed';
  } catch (err) {
    const code = (err as { body?: { code?: string } }).body?.code ?? 'UNKNOWN';
    log.info('auth.verify_refused', { code });
    return code === 'TOKEN_EXPIRED' ? 'expired' : 'invalid';
  }
}
