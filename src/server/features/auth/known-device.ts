/**
 * Known-device tokens (decision 015, after OWASP's "device cookies"). After a successful sign-up or
 * sign-in the browser keeps an httpOnly cookie, sent only to /api/auth, holding up to five tokens
 * `issued.nonce.mac`: the MAC binds the token to one account (a hash of its email) with a key
 * derived from the server secret, so the cookie names no one, and a token for one account is worth
 * nothing for another. A browser with a valid token for the account it signs in to is a place its
 * owner has used before: failures elsewhere do not hold it back, and its own failures are counted
 * on its nonce.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'hono/utils/cookie';
import type { AppDeps } from '../../app-env';

const COOKIE = 'fmn.device';
const MAX_AGE_SECONDS = 180 * 86_400;
const MAX_TOKENS = 5;
const TOKEN = /^([0-9a-z]{1,9})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/;

const keys = new WeakMap<AppDeps['auth'], Promise<Buffer>>();

/** The MAC key, derived once per auth instance from Better Auth's secret (our AUTH_SECRET). */
export function deviceKey(deps: AppDeps): Promise<Buffer> {
  let key = keys.get(deps.auth);
  if (!key) {
    key = deps.auth.$context.then((ctx) =>
      createHmac('sha256', ctx.secret).update('forget-me-not/known-device/v1').digest(),
    );
    keys.set(deps.auth, key);
  }
  return key;
}

const mac = (key: Buffer, account: string, issued: string, nonce: string) =>
  createHmac('sha256', key).update(`${account}.${issued}.${nonce}`).digest('base64url').slice(0, 22);

interface Token {
  raw: string;
  issuedMs: number;
  nonce: string;
  mac: string;
}

function tokensOf(cookieHeader: string | null | undefined, now: Date): Token[] {
  if (!cookieHeader) return [];
  const value = parse(cookieHeader, COOKIE)[COOKIE] ?? '';
  const tokens: Token[] = [];
  for (const raw of value.split('~').slice(0, MAX_TOKENS)) {
    const m = TOKEN.exec(raw);
    if (!m) continue;
    const issuedMs = parseInt(m[1]!, 36) * 1000;
    if (issuedMs + MAX_AGE_SECONDS * 1000 <= now.getTime()) continue;
    tokens.push({ raw, issuedMs, nonce: m[2]!, mac: m[3]! });
  }
  return tokens;
}

function belongsTo(key: Buffer, token: Token, account: string): boolean {
  const expected = Buffer.from(mac(key, account, token.raw.split('.')[0]!, token.nonce));
  const given = Buffer.from(token.mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The nonce of this browser's valid token for the account (a hashed email), or null. */
export function knownDevice(
  key: Buffer,
  cookieHeader: string | null | undefined,
  account: string,
  now: Date,
): string | null {
  return tokensOf(cookieHeader, now).find((t) => belongsTo(key, t, account))?.nonce ?? null;
}

/**
 * The Set-Cookie header that gives this browser a fresh token for the account: first in the
 * cookie, replacing its old one; the browser's other accounts keep theirs, up to five in all.
 */
export function deviceCookie(
  key: Buffer,
  cookieHeader: string | null | undefined,
  account: string,
  now: Date,
  secure: boolean,
): string {
  const issued = Math.floor(now.getTime() / 1000).toString(36);
  const nonce = randomBytes(12).toString('base64url');
  const fresh = `${issued}.${nonce}.${mac(key, account, issued, nonce)}`;
  const others = tokensOf(cookieHeader, now)
    .filter((t) => !belongsTo(key, t, account))
    .map((t) => t.raw);
  return serialize(COOKIE, [fresh, ...others].slice(0, MAX_TOKENS).join('~'), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    maxAge: MAX_AGE_SECONDS,
  });
}
