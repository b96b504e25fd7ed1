/**
 * Sign in with an identity provider, and the account's linked identities (decision 039). Better
 * Auth runs the protocol (state bound to a signed cookie, PKCE, the id_token's signature, issuer,
 * audience and nonce); this module starts its flows, reads its callback's answer and turns every
 * refusal into one of a few codes that /auth and Settings explain (messages.identities.ts).
 */
import { asc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { IDENTITY_MSG, type ProviderErrorCode } from '@shared/messages.identities';
import type { IdentitiesResponse } from '@shared/schemas/identities';
import { actorOf, privateResource, requireAccess } from '../../access/access';
import type { AppDeps, SessionUser } from '../../app-env';
import { findProvider, publicProviders } from '../../auth/identity-providers';
import { account } from '../../db/schema';
import { AppError, Errors } from '../../lib/errors';
import { log } from '../../lib/logger';
import { hashKey, hit } from '../../lib/rate-limit';
import { MSG } from '@shared/messages';
import { completedSignIn } from './auth.service';

/** Where a flow ends: /auth for sign-in, Settings → Account for a link. */
const SETTINGS_ACCOUNT = '/settings?tab=account';

/** Better Auth's callback error codes (oauth2/errors, state.ts, link-account) → ours. */
const ERROR_MAP: Record<string, ProviderErrorCode> = {
  state_not_found: 'restart',
  state_mismatch: 'restart',
  state_security_mismatch: 'restart',
  state_invalid: 'restart',
  please_restart_the_process: 'restart',
  invalid_callback_request: 'restart',
  no_code: 'restart',
  invalid_code: 'expired',
  issuer_mismatch: 'unverified',
  issuer_missing: 'unverified',
  nonce_binding_missing: 'unverified',
  unable_to_get_user_info: 'unverified',
  account_not_linked: 'exists',
  access_denied: 'cancelled',
  email_not_found: 'no-email',
  oauth_provider_not_found: 'unavailable',
  account_already_linked_to_different_user: 'taken',
  unable_to_link_account: 'link-failed',
  email_does_not_match: 'link-failed',
  email_not_verified: 'link-failed',
};

export function providerErrorCode(betterAuthCode: string | null): ProviderErrorCode {
  return (betterAuthCode && ERROR_MAP[betterAuthCode]) || 'failed';
}

const unknownProvider = () => Errors.notFound(IDENTITY_MSG.unknownProvider);

/** A provider flow's start: the provider's authorization URL, and Better Auth's state cookie. */
export interface FlowStart {
  url: string;
  cookies: string[];
}

async function answerOf(res: Response): Promise<FlowStart | null> {
  if (!res.ok) return null;
  const body = (await res.json()) as { url?: unknown };
  return typeof body.url === 'string' ? { url: body.url, cookies: res.headers.getSetCookie() } : null;
}

/**
 * Starts signing in (or up) with a provider. Counted with the password sign-ins from the same
 * address (SIGNIN_MAX_PER_IP, decision 015): a start is an attempt.
 */
export async function startSignIn(deps: AppDeps, providerId: string, ip: string, headers: Headers): Promise<FlowStart> {
  if (!findProvider(deps.config, providerId)) throw unknownProvider();
  const rl = deps.config.rateLimits;
  const window = await hit(deps.database.db, `signin:ip:${hashKey(ip)}`, rl.windowSeconds, deps.now());
  if (window.count > rl.signInPerIp) {
    log.warn('auth.provider_rate_limited', { reason: 'ip' });
    throw Errors.rateLimited(MSG.auth.networkPaused(window.retryAfterSeconds), window.retryAfterSeconds);
  }
  const base = deps.config.publicUrl;
  const res = await deps.auth.api.signInSocial({
    body: {
      provider: providerId,
      callbackURL: `${base}/dashboard`,
      newUserCallbackURL: `${base}/auth?confirm=name`,
      errorCallbackURL: `${base}/auth`,
      disableRedirect: true,
    },
    headers,
    asResponse: true,
  });
  const start = await answerOf(res);
  if (!start) {
    log.warn('auth.provider_start_failed', { status: res.status });
    throw new AppError('NOT_FOUND', 404, IDENTITY_MSG.errors.unavailable);
  }
  return start;
}

/** Starts linking a provider to the signed-in account; its callback comes back to Settings. */
export async function startLink(
  deps: AppDeps,
  user: SessionUser,
  providerId: string,
  headers: Headers,
): Promise<FlowStart> {
  if (!findProvider(deps.config, providerId)) throw unknownProvider();
  const base = deps.config.publicUrl;
  const res = await deps.auth.api.linkSocialAccount({
    body: {
      provider: providerId,
      callbackURL: `${base}${SETTINGS_ACCOUNT}&linked=${encodeURIComponent(providerId)}`,
      errorCallbackURL: `${base}${SETTINGS_ACCOUNT}`,
      disableRedirect: true,
    },
    headers,
    asResponse: true,
  });
  const start = await answerOf(res);
  if (!start) {
    log.warn('auth.provider_link_start_failed', { status: res.status, userId: user.id });
    throw new AppError('BAD_REQUEST', 400, IDENTITY_MSG.errors.failed);
  }
  return start;
}

const sessionTokenOf = (cookies: string[]) =>
  cookies.map((c) => c.split(';')[0]!).find((pair) => /^(?:__Secure-)?fmn\.session_token=./.test(pair));

/**
 * Runs Better Auth's callback and says where the browser goes next. A success leaves the same
 * marks as a password sign-in (known place and browser, decision 015). An account with two-factor
 * on is not signed in this way: Better Auth's second step follows password sign-ins only, so the
 * session it made is ended and the person is asked to sign in with the password and code.
 */
export async function finishCallback(
  deps: AppDeps,
  req: Request,
  providerId: string,
  ip: string,
): Promise<{ location: string; cookies: string[] }> {
  const base = deps.config.publicUrl;
  const url = new URL(req.url);
  const query = Object.fromEntries(url.searchParams);
  const isPost = req.method === 'POST';
  let body: Record<string, string> | undefined;
  if (isPost) {
    // Apple answers with a form post (response_mode=form_post); Better Auth turns it into a GET.
    const form = await req.formData().catch(() => null);
    body = form ? Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === 'string')) : {};
  }
  let res: Response;
  try {
    res = (await deps.auth.api.callbackOAuth({
      method: isPost ? 'POST' : 'GET',
      params: { id: providerId },
      query,
      ...(body ? { body } : {}),
      headers: req.headers,
      asResponse: true,
    } as never)) as Response;
  } catch (err) {
    log.warn('auth.provider_callback_crashed', { code: err instanceof Error ? err.name : 'unknown' });
    return { location: `${base}/auth?signin_error=failed`, cookies: [] };
  }
  const cookies = res.headers.getSetCookie();
  const target = res.headers.get('location');
  if (!target) return { location: `${base}/auth?signin_error=failed`, cookies: [] };
  const next = new URL(target, base);
  if (next.origin !== new URL(base).origin) return { location: next.toString(), cookies }; // Apple's POST → GET
  const error = next.searchParams.get('error');
  if (error) {
    const code = providerErrorCode(error);
    log.info('auth.provider_refused', { provider: providerId, code: error });
    const toSettings = next.pathname === '/settings';
    return {
      location: toSettings ? `${base}${SETTINGS_ACCOUNT}&link_error=${code}` : `${base}/auth?signin_error=${code}`,
      cookies,
    };
  }
  const token = sessionTokenOf(cookies);
  if (!token) return { location: next.toString(), cookies }; // a link: no new session
  const session = await deps.auth.api.getSession({ headers: new Headers({ cookie: token }) });
  if (!session) return { location: `${base}/auth?signin_error=failed`, cookies: [] };
  if ((session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) {
    await (await deps.auth.$context).internalAdapter.deleteSession(session.session.token);
    deps.sessions.forget(new Headers({ cookie: token }));
    log.info('auth.provider_two_factor_refused', { userId: session.user.id });
    const expired = cookies.map((c) => `${c.split('=')[0]}=; Path=/; Max-Age=0`);
    return { location: `${base}/auth?signin_error=two-factor`, cookies: expired };
  }
  cookies.push(
    await completedSignIn(deps, { email: session.user.email, userId: session.user.id, ip, headers: req.headers }),
  );
  log.info('auth.provider_signed_in', { provider: providerId, userId: session.user.id });
  return { location: next.toString(), cookies };
}

/** The email a provider gave for an identity, read from the id_token Better Auth verified and kept. */
function emailOf(idToken: string | null): string | null {
  if (!idToken) return null;
  try {
    const email = decodeJwt(idToken).email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

export async function listIdentities(deps: AppDeps, user: SessionUser): Promise<IdentitiesResponse> {
  const rows = await deps.database.db
    .select({ id: account.id, providerId: account.providerId, idToken: account.idToken, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, user.id))
    .orderBy(asc(account.createdAt));
  const providers = publicProviders(deps.config);
  const nameOf = (id: string) => providers.find((p) => p.id === id)?.name ?? id;
  const identities = rows
    .filter((r) => r.providerId !== 'credential')
    .map((r) => ({
      id: r.id,
      providerId: r.providerId,
      providerName: nameOf(r.providerId),
      email: emailOf(r.idToken),
      linkedAt: r.createdAt.toISOString(),
    }));
  return { identities, hasPassword: rows.some((r) => r.providerId === 'credential'), providers };
}

/**
 * Unlinks one of the account's own identities (another person's is 404). Never the last way to
 * sign in: a password or another provider must remain (a passkey does not count: it lives on one
 * device and works only at PUBLIC_URL). Better Auth checks the same and wants a fresh session.
 */
export async function unlinkIdentity(deps: AppDeps, user: SessionUser, id: string, headers: Headers): Promise<void> {
  const { db } = deps.database;
  const [row] = await db
    .select({ userId: account.userId, providerId: account.providerId })
    .from(account)
    .where(eq(account.id, id));
  const notFound = () => Errors.notFound(IDENTITY_MSG.notFound);
  const ownerId = row && row.providerId !== 'credential' ? row.userId : null;
  await requireAccess(actorOf(deps, user), 'identity:delete', privateResource('identity', ownerId, notFound));
  const others = await db.select({ id: account.id }).from(account).where(eq(account.userId, user.id));
  if (others.filter((o) => o.id !== id).length === 0) {
    throw new AppError('LAST_SIGN_IN_METHOD', 409, IDENTITY_MSG.lastMethod);
  }
  const res = await deps.auth.api.unlinkAccount({ body: { accountId: id }, headers, asResponse: true });
  if (res.ok) {
    log.info('auth.identity_unlinked', { userId: user.id, provider: row!.providerId });
    return;
  }
  // Better Auth's fresh-session rule (a session younger than a day) or a race with another unlink.
  if (res.status === 403) throw new AppError('SIGN_IN_AGAIN', 403, IDENTITY_MSG.signInAgain);
  throw new AppError('LAST_SIGN_IN_METHOD', 409, IDENTITY_MSG.lastMethod);
}
