/**
 * Media are only served through signed URLs: an HMAC over the object key and an expiry time
 * (spec section 9: valid 3600 seconds). A missing, altered or expired signature is refused.
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

export function signMediaUrl(key: Buffer, objectKey: string, now: Date, ttlSeconds = SIGNED_URL_TTL_SECONDS): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const path = objectKey.split('/').map(encodeURIComponent).join('/');
  return `${MEDIA_ROUTE}${path}?exp=${expires}&sig=${signature(key, objectKey, expires)}`;
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
