/**
 * A real SMTP server for tests (smtp-server on 127.0.0.1, a free port): it accepts every message,
 * keeps it raw and parsed (postal-mime), and can refuse recipients with an SMTP code or be stopped
 * and started again on the same port, as a mail server that is down for a while.
 */
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  /** The envelope's sender (MAIL FROM). */
  from: string;
  raw: string;
  parsed: Email;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Every message with this envelope recipient. */
  to(address: string): ReceivedMail[];
  /** Refuses each recipient from now on with this SMTP code (null: accepts again). */
  failWith(code: number | null): void;
  /** Closes the port (connections are refused) until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let failCode: number | null = null;
  let server: SMTPServer | null = null;
  let port = 0;

  const options: SMTPServerOptions = {
    authOptional: true,
    // Plain SMTP: without a certificate a client must not try to upgrade the connection.
    disabledCommands: ['STARTTLS'],
    // Stopping (a mail server going down) must not wait for clients to say goodbye.
    closeTimeout: 200,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (failCode !== null) {
        const err = new Error('Mailbox unavailable') as Error & { responseCode: number };
        err.responseCode = failCode;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        PostalMime.parse(raw).then(
          (parsed) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              raw,
              parsed,
            });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  };

  async function start() {
    const s = new SMTPServer(options);
    s.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      s.server.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    port = (s.server.address() as AddressInfo).port;
    server = s;
  }

  async function stop() {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  await start();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    to: (address) => received.filter((m) => m.to.includes(address.toLowerCase())),
    failWith(code) {
      failCode = code;
    },
    stop,
    start,
    close: stop,
  };
}
