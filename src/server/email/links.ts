/**
 * Signed links in emails. The unsubscribe token names the account and the topic (which emails it
 * turns off) and carries an HMAC of both, so one click turns those emails off without a session
 * and without a stored token; it cannot be made for another account, nor changed to another topic,
 * without the server's secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_TOPICS, type EmailTopic } from '@shared/schemas/reminders';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A key of its own for email links, derived from the server secret. */
export function emailLinkKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('forget-me-not/email-link/v1').digest();
}

// For 'anniversary' this is the MAC of the first tokens too (`${userId}.${mac}`), sent before topics.
const mac = (key: Buffer, userId: string, topic: EmailTopic) =>
  createHmac('sha256', key).update(`unsubscribe:${topic}:${userId}`).digest('base64url');

const isTopic = (value: string): value is EmailTopic => (EMAIL_TOPICS as readonly string[]).includes(value);

/** `${userId}.${topic}.${mac}`: the link at the foot of an email of that topic. */
export function unsubscribeToken(key: Buffer, userId: string, topic: EmailTopic): string {
  return `${userId}.${topic}.${mac(key, userId, topic)}`;
}

export interface UnsubscribeTarget {
  userId: string;
  topic: EmailTopic;
}

/**
 * The account and topic a token was made for, or null when it is not one of ours. Tokens of the
 * first reminder emails, `${userId}.${mac}` without a topic, are anniversary tokens and keep working.
 */
export function verifyUnsubscribeToken(key: Buffer, token: string): UnsubscribeTarget | null {
  const parts = token.split('.');
  let topic: string;
  let given: string;
  if (parts.length === 2) [topic, given] = ['anniversary', parts[1]!];
  else if (parts.length === 3) [topic, given] = [parts[1]!, parts[2]!];
  else return null;
  const userId = parts[0]!.toLowerCase();
  if (!UUID.test(userId) || !isTopic(topic)) return null;
  const expected = Buffer.from(mac(key, userId, topic));
  const givenBytes = Buffer.from(given);
  return expected.length === givenBytes.length && timingSafeEqual(expected, givenBytes) ? { userId, topic } : null;
}

/** The page a person lands on from the unsubscribe link in an email. */
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
/** The RFC 8058 one-click address mail programs POST to. */
export const oneClickUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
/** The recipient's private reading page of a delivered letter. */
export const letterReadingUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/letter/${encodeURIComponent(token)}`;
