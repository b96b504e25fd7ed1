/**
 * The mailer both ways: .eml files in the outbox (no SMTP_URL) and SMTP to a real server started
 * here. Every message has a text and an HTML part and the configured From and Reply-To; the log
 * names a file at most, never an address, a subject or a body.
 */
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLogLevel } from '../lib/logger';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { renderEmail } from './layout';
import { createMailer, MailError, smtpOptions } from './mailer';

const FROM = 'Forget-me-not <letters@example.org>';
const REPLY_TO = 'care@example.org';

const mail = () => ({
  to: 'okapi-4410@example.com',
  subject: 'Zebra subject 7731',
  ...renderEmail({
    paragraphs: ['Dear Quokka-9912,', 'Someone <b>wrote</b> for you.'],
    action: { label: 'Read the letter', url: 'https://memorials.example.org/letter/abc' },
    footer: ['Small print.'],
  }),
  headers: { 'X-Fmn-Test': 'yes' },
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fmn-mailer-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  setLogLevel((process.env.LOG_LEVEL as 'warn' | undefined) ?? 'info');
});

function captureLogs() {
  const lines: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
  }
  return lines;
}

function expectMessage(parsed: Email, raw: string) {
  expect(parsed.from).toEqual({ name: 'Forget-me-not', address: 'letters@example.org' });
  expect(parsed.replyTo).toEqual([{ name: '', address: REPLY_TO }]);
  expect(parsed.to).toEqual([{ name: '', address: 'okapi-4410@example.com' }]);
  expect(parsed.subject).toBe('Zebra subject 7731');
  expect(parsed.text).toContain('Dear Quokka-9912,');
  expect(parsed.text).toContain('Read the letter:\nhttps://memorials.example.org/letter/abc');
  expect(parsed.html).toContain('Someone &lt;b&gt;wrote&lt;/b&gt; for you.');
  expect(parsed.html).toContain('href="https://memorials.example.org/letter/abc"');
  expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@example\.org>$/);
  expect(parsed.headers.find((h) => h.key === 'x-fmn-test')?.value).toBe('yes');
  expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
  expect(raw).toMatch(/Content-Type: text\/plain/i);
  expect(raw).toMatch(/Content-Type: text\/html/i);
}

describe('outbox mode (no SMTP_URL)', () => {
  it('writes one .eml file (mode 0600) with both parts, From and Reply-To, and logs only its name', async () => {
    const outboxDir = path.join(dir, 'outbox-1');
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, replyTo: REPLY_TO, outboxDir });
    expect(mailer.kind).toBe('outbox');
    setLogLevel('info');
    const lines = captureLogs();
    const sent = await mailer.send(mail());
    vi.restoreAllMocks();

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(sent.file).toBe(path.join(outboxDir, files[0]!));
    expect((await stat(sent.file!)).mode & 0o777).toBe(0o600);
    const raw = await readFile(sent.file!, 'utf8');
    const parsed = await PostalMime.parse(raw);
    expectMessage(parsed, raw);
    expect(parsed.messageId).toBe(sent.messageId);

    const log = lines.join('');
    expect(log).toContain('"event":"mail.outbox"');
    expect(log).toContain(files[0]);
    for (const secret of ['okapi-4410', 'Zebra subject', 'Quokka-9912', 'letters@example.org', REPLY_TO])
      expect(log).not.toContain(secret);
    mailer.close();
  });

  it('each message is its own file', async () => {
    const outboxDir = path.join(dir, 'outbox-2');
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, replyTo: undefined, outboxDir });
    await Promise.all([mailer.send(mail()), mailer.send(mail()), mailer.send(mail())]);
    const files = await readdir(outboxDir);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(3);
    expect(files.some((f) => f.endsWith('.part'))).toBe(false);
    const parsed = await PostalMime.parse(await readFile(path.join(outboxDir, files[0]!), 'utf8'));
    expect(parsed.replyTo).toBeUndefined();
  });

  it('an outbox that cannot be written fails with a MailError and a code', async () => {
    const blocked = path.join(dir, 'not-a-dir');
    await writeFile(blocked, 'a file where the folder should be');
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, replyTo: undefined, outboxDir: blocked });
    const err = await mailer.send(mail()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MailError);
    expect((err as MailError).code).toBe('EEXIST');
  });
});

describe('SMTP mode', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });

  it('delivers to the SMTP server with both parts, From and Reply-To, and logs nothing of it', async () => {
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: FROM,
      replyTo: REPLY_TO,
      outboxDir: path.join(dir, 'unused'),
    });
    expect(mailer.kind).toBe('smtp');
    setLogLevel('debug');
    const lines = captureLogs();
    const sent = await mailer.send(mail());
    vi.restoreAllMocks();
    const got = sink.to('okapi-4410@example.com');
    expect(got).toHaveLength(1);
    expect(got[0]!.from).toBe('letters@example.org');
    expectMessage(got[0]!.parsed, got[0]!.raw);
    expect(got[0]!.parsed.messageId).toBe(sent.messageId);
    expect(sent.file).toBeUndefined();
    const log = lines.join('');
    for (const secret of ['okapi-4410', 'Zebra subject', 'Quokka-9912']) expect(log).not.toContain(secret);
    mailer.close();
  });

  it('a refused recipient is a MailError with the SMTP code', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from: FROM, replyTo: undefined, outboxDir: dir });
    sink.failWith(550);
    try {
      const err = await mailer.send(mail()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MailError);
      expect((err as MailError).code).toBe('SMTP_550');
      expect((err as MailError).message).not.toContain('okapi');
    } finally {
      sink.failWith(null);
      mailer.close();
    }
  });

  it('a server that is down is a MailError with a connection code', async () => {
    const other = await startSmtpSink();
    const url = other.url;
    await other.stop();
    const mailer = createMailer({ smtpUrl: url, from: FROM, replyTo: undefined, outboxDir: dir });
    const err = await mailer.send(mail()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MailError);
    expect((err as MailError).code).toBe('ESOCKET');
    mailer.close();
  });
});

describe('smtpOptions', () => {
  it.each([
    ['smtp://mail.example.com', { host: 'mail.example.com', port: 587, secure: false, auth: undefined }],
    ['smtps://mail.example.com', { host: 'mail.example.com', port: 465, secure: true, auth: undefined }],
    [
      'smtp://relay:s3cret@mail.example.com:2525',
      { host: 'mail.example.com', port: 2525, secure: false, auth: { user: 'relay', pass: 's3cret' } },
    ],
    [
      'smtps://me%40example.com:p%40ss%3Aw%2Frd@smtp.example.com:465',
      { host: 'smtp.example.com', port: 465, secure: true, auth: { user: 'me@example.com', pass: 'p@ss:w/rd' } },
    ],
  ])('%s', (url, expected) => {
    const options = smtpOptions(url);
    expect(options).toMatchObject(expected);
    // Shorter than a job's lease (10 minutes), so a hung server cannot outlive the claim.
    expect(options.connectionTimeout).toBeLessThan(10 * 60_000);
    expect(options.socketTimeout).toBeLessThan(10 * 60_000);
  });
});
