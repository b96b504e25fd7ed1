/**
 * Outgoing email (decision 011). With SMTP_URL set, mail goes out through nodemailer over SMTP;
 * otherwise each message is written to DATA_DIR/outbox/ as an .eml file, with a log line naming the
 * file, so a self-hoster sees exactly what would have been sent. Every message has a plain-text and
 * an HTML part and the configured From and Reply-To. Nothing here logs a subject, a body or an
 * address: only ids, file names and error codes.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { log } from '../lib/logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** The .eml file, when written to the outbox. */
  file?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

/** A send that failed; `code` is safe to log and to show an admin (no content, no address). */
export class MailError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'MailError';
  }
}

type MailConfig = Config['mail'];

/** smtp(s)://user:password@host:port → nodemailer options, with timeouts shorter than a job's lease. */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  };
}

function messageId(from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

function envelopeOf(config: MailConfig, mail: OutgoingMail, id: string) {
  return {
    from: config.from,
    replyTo: config.replyTo,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    messageId: id,
  };
}

function errorCode(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown };
  if (typeof e?.responseCode === 'number') return `SMTP_${e.responseCode}`;
  if (typeof e?.code === 'string' && /^[A-Z_]{2,40}$/.test(e.code)) return e.code;
  return 'SEND_FAILED';
}

export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(smtpOptions(config.smtpUrl));
    return {
      kind: 'smtp',
      async send(mail) {
        const id = messageId(config.from);
        try {
          await transport.sendMail(envelopeOf(config, mail, id));
        } catch (err) {
          throw new MailError(errorCode(err), 'The email could not be sent.');
        }
        return { messageId: id };
      },
      close: () => transport.close(),
    };
  }

  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<unknown> | null = null;
  return {
    kind: 'outbox',
    async send(mail) {
      const id = messageId(config.from);
      try {
        ready ??= mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
        await ready;
        const info = (await stream.sendMail(envelopeOf(config, mail, id))) as { message: Buffer };
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
        const file = path.join(config.outboxDir, name);
        // Written whole, then renamed: a reader of the outbox never sees half a message.
        await writeFile(`${file}.part`, info.message, { mode: 0o600 });
        await rename(`${file}.part`, file);
        log.info('mail.outbox', { file: name });
        return { messageId: id, file };
      } catch (err) {
        ready = null;
        throw new MailError(errorCode(err), 'The email could not be written to the outbox.');
      }
    },
    close: () => undefined,
  };
}
