/**
 * Two-factor authentication with an authenticator app (TOTP), through Better Auth's twoFactor
 * plugin (decision 029): turning it on (password, then a code from the app), off (password), new
 * backup codes (password), the second sign-in step, and the account's factor list.
 *
 * Every password and code check is counted in our own database counters (lib/rate-limit.ts) as
 * well as by the plugin (5 tries per sign-in challenge, 10 failures in a row lock the second step
 * for 15 minutes).
 */
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { MfaFactor, MfaFactorsResponse, TwoFactorSetupResponse } from '@shared/schemas/mfa';
import { MFA_MSG } from '@shared/messages.settings';
import type { AppDeps, SessionUser } from '../../app-env';
import { passkey, session, twoFactor, user as userTable } from '../../db/schema';
import { AppError, Errors } from '../../lib/errors';
import { log } from '../../lib/logger';
import { hashKey, hit, release, remember, remembered } from '../../lib/rate-limit';
import { completedSignIn } from './auth.service';

const E = MFA_MSG.errors;
const ISSUER = 'Forget-me-not';
/** A TOTP code is accepted for its 30-second step and one on either side; used codes are kept that long. */
const CODE_REUSE_SECONDS = 90;
/** Password checks per account and window, for the Security card's actions. */
const PASSWORD_CHECKS_PER_WINDOW = 10;

/** What Better Auth answered: its status, body, and the cookies to pass on. */
interface AuthAnswer<T> {
  ok: boolean;
  status: number;
  code: string | undefined;
  body: T;
  cookies: string[];
}

async function answer<T>(res: Response): Promise<AuthAnswer<T>> {
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const code = res.ok ? undefined : ((body as { code?: string } | null)?.code ?? undefined);
  return { ok: res.ok, status: res.status, code, body: body as T, cookies: res.headers.getSetCookie() };
}

function unexpected(action: string, a: AuthAnswer<unknown>): AppError {
  log.warn('mfa.unexpected_answer', { action, status: a.status, code: a.code });
  return new AppError('INTERNAL', 500, MFA_MSG.twoFactor.failed);
}

const wrongPassword = () => Errors.validation(E.wrongPassword, 'password');

/** Counts a check against the account's password-check budget; refuses past it. */
async function countPasswordCheck(deps: AppDeps, userId: string) {
  const w = await hit(deps.database.db, `mfa:pw:${hashKey(userId)}`, deps.config.rateLimits.windowSeconds, deps.now());
  if (w.count > PASSWORD_CHECKS_PER_WINDOW) {
    log.warn('mfa.password_rate_limited', { userId });
    throw Errors.rateLimited(E.tooManyCodes(w.retryAfterSeconds), w.retryAfterSeconds);
  }
}

async function twoFactorRow(deps: AppDeps, userId: string) {
  const rows = await deps.database.db
    .select({ id: twoFactor.id, verified: twoFactor.verified, createdAt: twoFactor.createdAt })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  return rows[0];
}

/** Step 1 of turning it on: checks the password and makes a new key for the authenticator app. */
export async function startTwoFactor(
  deps: AppDeps,
  user: SessionUser,
  password: string,
  headers: Headers,
): Promise<TwoFactorSetupResponse> {
  await countPasswordCheck(deps, user.id);
  const a = await answer<{ totpURI?: string }>(
    await deps.auth.api.enableTwoFactor({ body: { password, issuer: ISSUER }, headers, asResponse: true }),
  );
  if (!a.ok) {
    if (a.code === 'INVALID_PASSWORD') throw wrongPassword();
    if (a.code === 'TOTP_ALREADY_ENABLED') throw Errors.validation(E.alreadyOn);
    throw unexpected('enable', a);
  }
  const totpUri = a.body.totpURI ?? '';
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  const qrDataUrl = await QRCode.toDataURL(totpUri, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  log.info('mfa.totp_started', { userId: user.id });
  return { totpUri, secret, qrDataUrl };
}

/**
 * Step 2: a right code from the app turns two-factor on. Better Auth replaces the session then
 * (the old one is gone), so its cookies are passed on and this instance forgets the old one. The
 * backup codes made in step 1 are returned now, once.
 */
export async function confirmTwoFactor(
  deps: AppDeps,
  user: SessionUser,
  code: string,
  headers: Headers,
): Promise<{ backupCodes: string[]; cookies: string[] }> {
  const row = await twoFactorRow(deps, user.id);
  if (!row) throw Errors.validation(E.notStarted);
  if (row.verified) throw Errors.validation(E.alreadyOn);
  await countPasswordCheck(deps, user.id);
  const a = await answer(await deps.auth.api.verifyTOTP({ body: { code }, headers, asResponse: true }));
  if (!a.ok) {
    if (a.code === 'INVALID_CODE') throw Errors.validation(E.wrongCode, 'code');
    throw unexpected('confirm', a);
  }
  deps.sessions.forget(headers);
  const { backupCodes } = await deps.auth.api.viewBackupCodes({ body: { userId: user.id } });
  log.info('mfa.totp_enabled', { userId: user.id });
  return { backupCodes, cookies: a.cookies };
}

/** Turning it off needs the password; Better Auth replaces the session, as above. */
export async function disableTwoFactor(
  deps: AppDeps,
  user: SessionUser,
  password: string,
  headers: Headers,
): Promise<string[]> {
  await countPasswordCheck(deps, user.id);
  if (!(await twoFactorRow(deps, user.id))) throw Errors.validation(E.notOn);
  const a = await answer(await deps.auth.api.disableTwoFactor({ body: { password }, headers, asResponse: true }));
  if (!a.ok) {
    if (a.code === 'INVALID_PASSWORD') throw wrongPassword();
    throw unexpected('disable', a);
  }
  deps.sessions.forget(headers);
  log.info('mfa.totp_disabled', { userId: user.id });
  return a.cookies;
}

/** New backup codes (the old ones stop working), with the password. */
export async function regenerateBackupCodes(
  deps: AppDeps,
  user: SessionUser,
  password: string,
  headers: Headers,
): Promise<string[]> {
  await countPasswordCheck(deps, user.id);
  const row = await twoFactorRow(deps, user.id);
  if (!row?.verified) throw Errors.validation(E.notOn);
  const a = await answer<{ backupCodes?: string[] }>(
    await deps.auth.api.generateBackupCodes({ body: { password }, headers, asResponse: true }),
  );
  if (!a.ok) {
    if (a.code === 'INVALID_PASSWORD') throw wrongPassword();
    if (a.code === 'TWO_FACTOR_NOT_ENABLED') throw Errors.validation(E.notOn);
    throw unexpected('backup_codes', a);
  }
  log.info('mfa.backup_codes_regenerated', { userId: user.id });
  return a.body.backupCodes ?? [];
}

const stepExpired = () => new AppError('AUTH_FAILED', 401, E.stepExpired);

/**
 * The second sign-in step: a 6-digit code, or a backup code, against the challenge cookie the
 * password step set. Failures are counted per address (our counters) besides the plugin's own
 * limits; a code already used in its time window is refused (RFC 6238 §5.2, which the plugin
 * does not enforce: better-auth issue 10387).
 */
export async function verifySignInCode(
  deps: AppDeps,
  code: string,
  ip: string,
  headers: Headers,
): Promise<{ ok: true; userId: string; cookies: string[] } | { ok: false; error: AppError; cookies: string[] }> {
  const { db } = deps.database;
  const rl = deps.config.rateLimits;
  const now = deps.now();
  const ipKey = `mfa:signin:${hashKey(ip)}`;
  const w = await hit(db, ipKey, rl.windowSeconds, now);
  if (w.count > rl.signInFailuresPerSource) {
    await release(db, ipKey, rl.windowSeconds, now);
    log.warn('mfa.signin_rate_limited', { reason: 'ip' });
    throw Errors.rateLimited(E.tooManyCodes(w.retryAfterSeconds), w.retryAfterSeconds);
  }
  const isTotp = /^\d{6}$/.test(code);
  // Only the challenge counts here: with a session cookie Better Auth would check the code
  // against that session instead (and answer its token).
  const challenge = withoutSessionCookie(headers);
  const res = isTotp
    ? await deps.auth.api.verifyTOTP({ body: { code }, headers: challenge, asResponse: true })
    : await deps.auth.api.verifyBackupCode({ body: { code }, headers: challenge, asResponse: true });
  const a = await answer<{ token?: string; user?: { id?: string; email?: string } }>(res);
  if (!a.ok) {
    log.info('mfa.signin_code_refused', { code: a.code, status: a.status });
    const refusal = signInRefusal(a.code, isTotp);
    // An ended challenge is not a wrong guess; the plugin expired its cookie, which is passed on.
    if (refusal.status === 401) await release(db, ipKey, rl.windowSeconds, now);
    return { ok: false, error: refusal, cookies: a.cookies };
  }
  const userId = a.body.user?.id ?? '';
  const email = a.body.user?.email ?? '';
  if (isTotp) {
    const usedKey = `mfa:used:${hashKey(userId, code)}`;
    if (await remembered(db, usedKey, CODE_REUSE_SECONDS, now)) {
      // The session Better Auth has just made is dropped before anyone sees its cookie.
      if (a.body.token) await db.delete(session).where(eq(session.token, a.body.token));
      log.warn('mfa.signin_code_reused', { userId });
      throw Errors.validation(E.codeUsed, 'code');
    }
    await remember(db, usedKey, now);
  }
  await release(db, ipKey, rl.windowSeconds, now);
  const cookies = [...a.cookies, await completedSignIn(deps, { email, userId, ip, headers })];
  log.info('mfa.signin_verified', { userId, method: isTotp ? 'totp' : 'backup_code' });
  return { ok: true, userId, cookies };
}

/** The request's headers with the session cookie (and its cached copy) left out. */
function withoutSessionCookie(headers: Headers): Headers {
  const out = new Headers(headers);
  const cookie = headers.get('cookie');
  if (!cookie) return out;
  const kept = cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !/^(?:__Secure-)?fmn\.(?:session_token|session_data)=/.test(part));
  if (kept.length) out.set('cookie', kept.join('; '));
  else out.delete('cookie');
  return out;
}

function signInRefusal(code: string | undefined, isTotp: boolean): AppError {
  switch (code) {
    case 'INVALID_CODE':
      return Errors.validation(E.wrongCode, 'code');
    case 'INVALID_BACKUP_CODE':
      return Errors.validation(isTotp ? E.wrongCode : E.wrongBackupCode, 'code');
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return Errors.rateLimited(E.locked, 900);
    default:
      // No or an ended challenge, too many tries for it, or two-factor turned off meanwhile.
      return stepExpired();
  }
}

/** The account's factors in the spec's shape: the authenticator app, then passkeys, oldest first. */
export async function listFactors(deps: AppDeps, userId: string): Promise<MfaFactorsResponse> {
  const { db } = deps.database;
  const [totp, keys, account] = await Promise.all([
    twoFactorRow(deps, userId),
    db
      .select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt })
      .from(passkey)
      .where(eq(passkey.userId, userId))
      .orderBy(passkey.createdAt, passkey.id),
    db.select({ on: userTable.twoFactorEnabled }).from(userTable).where(eq(userTable.id, userId)).limit(1),
  ]);
  const factors: MfaFactor[] = [];
  if (totp) {
    factors.push({
      id: totp.id,
      factorType: 'totp',
      status: totp.verified ? 'verified' : 'unverified',
      friendlyName: MFA_MSG.factorNames.totp,
      issuer: ISSUER,
      createdAt: totp.createdAt.toISOString(),
    });
  }
  for (const k of keys) {
    factors.push({
      id: k.id,
      factorType: 'webauthn',
      // A passkey row exists only after its registration was verified.
      status: 'verified',
      friendlyName: k.name?.trim() || MFA_MSG.passkeys.defaultName,
      createdAt: k.createdAt?.toISOString() ?? null,
    });
  }
  return { factors, twoFactorEnabled: Boolean(account[0]?.on && totp?.verified) };
}
