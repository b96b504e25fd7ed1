/**
 * Signed links in emails. The unsubscribe token names the account and carries an HMAC of it, so
 * one click turns reminders off without a session and without a stored token; it cannot be made for
 * another account without the server's secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A key of its own for email links, derived from the server secret. */
export function emailLinkKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('forget-me-not/email-link/v1').digest();
}

const mac = (key: Buffer, userId: string) =>
  createHmac('sha256', key).update(`unsubscribe:anniversary:${userId}`).digest('base64url');

export function unsubscribeToken(key: Buffer, userId: string): string {
  return `${userId}.${mac(key, userId)}`;
}

/** The account a token was made for, or null when it is not one of ours. */
export function verifyUnsubscribeToken(key: Buffer, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const userId = token.slice(0, dot).toLowerCase();
  if (!UUID.test(userId)) return null;
  const expected = Buffer.from(mac(key, userId));
  const given = Buffer.from(token.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** The page a person lands on from the link in a reminder email. */
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
/** The RFC 8058 one-click address mail programs POST to. */
export const oneClickUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
/** The recipient's private reading page of a delivered letter. */
export const letterReadingUrl = (publicUrl: string, token: string) => `${publicUrl}/letter/${encodeURIComponent(token)}`;
