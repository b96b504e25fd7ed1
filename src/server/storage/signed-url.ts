/**
 * Media are only served through signed URLs: an HMAC over the object key and an expiry time
 * (spec section 9: valid 3600 seconds). A missing, altered or expired signature is refused.
 *
 * The expiry is rounded down to a step of five minutes (at most a twelfth of the lifetime), so a
 * picture keeps one URL for a while: the browser's cache, and the memorial's first view sent with
 * the page (decision 040), are reused by the app instead of fetching the same bytes again under a
 * new signature. A URL is then valid for between 55 and 60 minutes, never longer than the spec's hour.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNED_URL_TTL_SECONDS = 3600;
export const MEDIA_ROUTE = '/api/media/';

/** A key of its own for media URLs, derived from the server secret. */
export function mediaSigningKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('forget-me-not/media-url/v1').digest();
}

function signature(key: Buffer, objectKey: string, expires: number): string {
  return createHmac('sha256', key).update(`${objectKey}\n${expires}`).digest('base64url');
}

/** The step expiry times are rounded down to (a short lifetime gets a step of a twelfth of it). */
export const EXPIRY_STEP_SECONDS = 300;

/**
 * The URLs made for the current expiry step, per signing key: a page signs each picture's three
 * URLs on every read, and they stay the same for the whole step. Dropped when the step moves on;
 * at most MEMO_LIMIT kept (about 3 MB).
 */
const memos = new WeakMap<Buffer, { expires: number; urls: Map<string, string> }>();
const MEMO_LIMIT = 10_000;

export function signMediaUrl(key: Buffer, objectKey: string, now: Date, ttlSeconds = SIGNED_URL_TTL_SECONDS): string {
  const step = Math.max(1, Math.min(EXPIRY_STEP_SECONDS, Math.floor(ttlSeconds / 12)));
  const expires = Math.floor((Math.floor(now.getTime() / 1000) + ttlSeconds) / step) * step;
  const sign = () => {
    const path = objectKey.split('/').map(encodeURIComponent).join('/');
    return `${MEDIA_ROUTE}${path}?exp=${expires}&sig=${signature(key, objectKey, expires)}`;
  };
  if (ttlSeconds !== SIGNED_URL_TTL_SECONDS) return sign();
  let memo = memos.get(key);
  if (memo?.expires !== expires) {
    memo = { expires, urls: new Map() };
    memos.set(key, memo);
  }
  let url = memo.urls.get(objectKey);
  if (url === undefined) {
    url = sign();
    if (memo.urls.size < MEMO_LIMIT) memo.urls.set(objectKey, url);
  }
  return url;
}

export type SignatureCheck = { ok: true; expires: number } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

export function verifyMediaSignature(
  key: Buffer,
  objectKey: string,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
): SignatureCheck {
  if (!exp || !sig) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(exp)) return { ok: false, reason: 'invalid' };
  const expires = Number(exp);
  const expected = Buffer.from(signature(key, objectKey, expires));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, expires };
}
