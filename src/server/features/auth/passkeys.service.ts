/**
 * Passkeys (WebAuthn) through `@better-auth/passkey` (decision 029): adding one from Settings,
 * renaming and removing one's own, and signing in with one. The plugin checks each ceremony's
 * challenge, signature, origin and relying party (PUBLIC_URL's origin and host, auth/auth.ts);
 * a passkey made for another site is refused.
 */
import { and, eq } from 'drizzle-orm';
import { getAuthenticatorName } from '@better-auth/passkey';
import { MFA_MSG } from '@shared/messages.settings';
import type { PasskeySummary } from '@shared/schemas/mfa';
import type { z } from 'zod';
import type { passkeyRegisterSchema, passkeySignInSchema } from '@shared/schemas/mfa';
import { actorOf, privateResource, requireAccess, type Permission } from '../../access/access';
import type { AppDeps, SessionUser } from '../../app-env';
import { passkey } from '../../db/schema';
import { AppError, Errors } from '../../lib/errors';
import { log } from '../../lib/logger';
import { hashKey, hit, release } from '../../lib/rate-limit';
import { completedSignIn } from './auth.service';

const P = MFA_MSG.passkeys;

async function read(res: Response): Promise<{ ok: boolean; status: number; code?: string; body: unknown }> {
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { ok: res.ok, status: res.status, code: (body as { code?: string } | null)?.code, body };
}

/** The options for the browser's `startRegistration`, and the challenge cookie. */
export async function registrationOptions(deps: AppDeps, user: SessionUser, headers: Headers) {
  const res = await deps.auth.api.generatePasskeyRegistrationOptions({
    headers,
    query: { name: user.email },
    asResponse: true,
  });
  const cookies = res.headers.getSetCookie();
  const a = await read(res);
  if (!a.ok) {
    if (a.code === 'SESSION_NOT_FRESH') throw new AppError('FORBIDDEN', 403, P.signInAgain);
    log.warn('passkey.options_failed', { status: a.status, code: a.code });
    throw new AppError('INTERNAL', 500, P.failed);
  }
  return { options: a.body as Record<string, unknown>, cookies };
}

/** Verifies the browser's registration and stores the passkey under the given or a fitting name. */
export async function registerPasskey(
  deps: AppDeps,
  user: SessionUser,
  input: z.output<typeof passkeyRegisterSchema>,
  headers: Headers,
): Promise<{ passkey: PasskeySummary; cookies: string[] }> {
  const res = await deps.auth.api.verifyPasskeyRegistration({
    body: { response: input.response, name: input.name },
    headers,
    asResponse: true,
  });
  const cookies = res.headers.getSetCookie();
  const a = await read(res);
  if (!a.ok) {
    log.info('passkey.register_refused', { userId: user.id, status: a.status, code: a.code });
    if (a.code === 'SESSION_NOT_FRESH') throw new AppError('FORBIDDEN', 403, P.signInAgain);
    throw Errors.validation(P.failed);
  }
  const created = a.body as { id: string; name?: string | null; aaguid?: string | null; createdAt?: string };
  let name = created.name?.trim();
  if (!name) {
    // The authenticator's own name where it is known (Google Password Manager, iCloud Keychain …).
    name = getAuthenticatorName(created.aaguid ?? undefined) ?? P.defaultName;
    await deps.database.db.update(passkey).set({ name }).where(eq(passkey.id, created.id));
  }
  log.info('passkey.added', { userId: user.id, passkeyId: created.id });
  return {
    passkey: { id: created.id, name, createdAt: created.createdAt ? new Date(created.createdAt).toISOString() : null },
    cookies,
  };
}

/** The passkey's owner, or undefined: there is none (decision 018 decides who may touch it). */
async function passkeyOwner(deps: AppDeps, id: string): Promise<string | undefined> {
  const rows = await deps.database.db
    .select({ userId: passkey.userId })
    .from(passkey)
    .where(eq(passkey.id, id))
    .limit(1);
  return rows[0]?.userId;
}

const notFound = () => Errors.notFound(P.notFound);

async function requirePasskey(deps: AppDeps, user: SessionUser, permission: Permission, id: string) {
  const owner = await passkeyOwner(deps, id);
  await requireAccess(actorOf(deps, user), permission, privateResource('passkey', owner, notFound));
}

/** Renames one of the account's own passkeys; another person's (or none) is 404. */
export async function renamePasskey(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  name: string,
): Promise<PasskeySummary> {
  await requirePasskey(deps, user, 'passkey:edit', id);
  const rows = await deps.database.db
    .update(passkey)
    .set({ name })
    .where(and(eq(passkey.id, id), eq(passkey.userId, user.id)))
    .returning({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt });
  const row = rows[0];
  if (!row) throw notFound();
  return { id: row.id, name: row.name ?? name, createdAt: row.createdAt?.toISOString() ?? null };
}

/** Removes one of the account's own passkeys; another person's (or none) is 404. */
export async function removePasskey(deps: AppDeps, user: SessionUser, id: string): Promise<void> {
  await requirePasskey(deps, user, 'passkey:delete', id);
  const rows = await deps.database.db
    .delete(passkey)
    .where(and(eq(passkey.id, id), eq(passkey.userId, user.id)))
    .returning({ id: passkey.id });
  if (!rows[0]) throw notFound();
  log.info('passkey.removed', { userId: user.id, passkeyId: id });
}

const signInKey = (ip: string) => `passkey:signin:${hashKey(ip)}`;

/** The options for the browser's `startAuthentication` (any passkey of this site), and the challenge cookie. */
export async function signInOptions(deps: AppDeps, ip: string, headers: Headers) {
  const rl = deps.config.rateLimits;
  const w = await hit(deps.database.db, signInKey(ip), rl.windowSeconds, deps.now());
  if (w.count > rl.signInPerIp) {
    await release(deps.database.db, signInKey(ip), rl.windowSeconds, deps.now());
    log.warn('passkey.signin_rate_limited', { reason: 'ip' });
    throw Errors.rateLimited(MFA_MSG.errors.tooManyCodes(w.retryAfterSeconds), w.retryAfterSeconds);
  }
  // Without the session cookie: a sign-in is for whoever's passkey answers.
  const plain = new Headers(headers);
  plain.delete('cookie');
  const res = await deps.auth.api.generatePasskeyAuthenticationOptions({ headers: plain, asResponse: true });
  const cookies = res.headers.getSetCookie();
  const a = await read(res);
  if (!a.ok) {
    log.warn('passkey.signin_options_failed', { status: a.status, code: a.code });
    throw new AppError('INTERNAL', 500, MFA_MSG.signIn.passkeyFailed);
  }
  return { options: a.body as Record<string, unknown>, cookies };
}

/** Verifies the browser's answer; a session for the passkey's owner, or one calm refusal. */
export async function signInWithPasskey(
  deps: AppDeps,
  input: z.output<typeof passkeySignInSchema>,
  ip: string,
  headers: Headers,
): Promise<{ ok: true; userId: string; cookies: string[] } | { ok: false; error: AppError; cookies: string[] }> {
  const res = await deps.auth.api.verifyPasskeyAuthentication({
    // Shape-checked by our schema; the WebAuthn library checks everything else.
    body: { response: input.response as Record<string, unknown> as never },
    headers,
    asResponse: true,
  });
  const cookies = res.headers.getSetCookie();
  const a = await read(res);
  if (!a.ok) {
    log.info('passkey.signin_refused', { status: a.status, code: a.code });
    return { ok: false, error: new AppError('AUTH_FAILED', 401, MFA_MSG.signIn.passkeyFailed), cookies };
  }
  const user = (a.body as { user?: { id?: string; email?: string } }).user ?? {};
  const userId = user.id ?? '';
  await release(deps.database.db, signInKey(ip), deps.config.rateLimits.windowSeconds, deps.now());
  cookies.push(await completedSignIn(deps, { email: user.email ?? '', userId, ip, headers }));
  log.info('passkey.signin', { userId });
  return { ok: true, userId, cookies };
}

/**
 * The options for confirming a sensitive step (deleting the account) with one of the signed-in
 * account's own passkeys: the challenge is bound to this session, and only its passkeys are offered.
 */
export async function confirmationOptions(deps: AppDeps, user: SessionUser, headers: Headers) {
  const res = await deps.auth.api.generatePasskeyAuthenticationOptions({ headers, asResponse: true });
  const cookies = res.headers.getSetCookie();
  const a = await read(res);
  if (!a.ok) {
    log.warn('passkey.confirm_options_failed', { userId: user.id, status: a.status, code: a.code });
    throw new AppError('INTERNAL', 500, MFA_MSG.signIn.passkeyFailed);
  }
  return { options: a.body as Record<string, unknown>, cookies };
}

/**
 * Whether `response` is a valid answer, by one of `user`'s own passkeys, to the challenge of
 * `confirmationOptions`. The plugin checks it as for a sign-in (challenge, signature, origin,
 * relying party) and makes a session for the passkey's owner: that session is ended at once, so a
 * confirmation never signs anyone in, and a passkey of another account proves nothing.
 */
export async function passkeyConfirms(
  deps: AppDeps,
  user: SessionUser,
  response: Record<string, unknown>,
  headers: Headers,
): Promise<boolean> {
  const res = await deps.auth.api.verifyPasskeyAuthentication({
    body: { response: response as never },
    headers,
    asResponse: true,
  });
  const a = await read(res);
  if (!a.ok) {
    log.info('passkey.confirm_refused', { userId: user.id, status: a.status, code: a.code });
    return false;
  }
  const body = a.body as { user?: { id?: string }; session?: { token?: string } };
  if (body.session?.token) {
    const ctx = await deps.auth.$context;
    await ctx.internalAdapter.deleteSession(body.session.token);
  }
  const confirmed = body.user?.id === user.id;
  if (!confirmed) log.warn('passkey.confirm_other_account', { userId: user.id });
  return confirmed;
}
