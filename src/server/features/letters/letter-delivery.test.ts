/**
 * Letter delivery end to end with a real SMTP server (smtp-server, started here) and the real
 * scheduler over the test database (PGlite, or PostgreSQL under test:pg): a letter arrives once at
 * 09:00 on its date where its author lives, with a text and an HTML part and only a link; the link
 * opens it; a cancelled or deleted letter is never sent; a failing mail server is retried with
 * backoff and then shows as failed to the author and the admin; two scheduler instances over one
 * database send each letter once; a letter due while the server was stopped goes out after restart.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LETTER_MSG } from '@shared/schemas/letters';
import type { AppDeps } from '../../app-env';
import { createAuth } from '../../auth/auth';
import { createSessions } from '../../auth/sessions';
import { openMigratedDatabase, type Database } from '../../db/client';
import { emailJobs, legacyLetters, user } from '../../db/schema';
import { createMailer } from '../../email/mailer';
import { createAppScheduler } from '../../scheduler';
import { createScheduler, type SchedulerOptions } from '../../scheduler/scheduler';
import { createTestContext, newAccount, TestClient, type TestContext } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { runAdminCommand } from '../admin/admin.service';
import { letterDeliveryHandler } from './letter-delivery';
import * as svc from './letters.service';

const MAIL_FROM = 'Forget-me-not <letters@memorials.example.org>';
const MAIL_REPLY_TO = 'care@memorials.example.org';
const CREATED = new Date('2025-06-10T12:00:00.000Z');

let sink: SmtpSink;
let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestContext({ SMTP_URL: sink.url, MAIL_FROM, MAIL_REPLY_TO });
  admin = (await signUp()).client;
  const adminEmail = (await admin.get('/api/session')).body.user.email;
  await runAdminCommand(ctx.database.db, ['grant', adminEmail]);
});
afterAll(async () => {
  await ctx?.close();
  await sink?.close();
});
afterEach(() => {
  ctx.setNow(null);
  sink.failWith(null);
});

async function signUp() {
  const account = newAccount();
  const client = new TestClient(ctx);
  const res = await client.post('/api/auth/sign-up', account);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status}`);
  await runAdminCommand(ctx.database.db, ['plan', account.email, 'monthly']);
  return { client, account };
}

function schedulerFor(deps: AppDeps, options: Partial<SchedulerOptions> = {}) {
  return createScheduler({
    db: deps.database.db,
    now: deps.now,
    handlers: {
      legacy_letter: letterDeliveryHandler(deps),
      anniversary_reminder: { run: () => Promise.reject(new Error('no reminders in this file')) },
      guestbook_entry: { run: () => Promise.reject(new Error('no guestbook emails in this file')) },
      circle_digest: { run: () => Promise.reject(new Error('no circle digests in this file')) },
    },
    ...options,
  });
}

/** A unique recipient address, so each test counts only its own messages. */
const recipient = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function writeLetter(client: TestClient, body: Record<string, unknown>) {
  ctx.setNow(CREATED);
  const res = await client.post('/api/letters', {
    recipientName: 'Lily',
    letterContent: 'The words only Lily should read.',
    scheduledDeliveryDate: '2025-06-12',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.letter as { id: string; status: string };
}

async function stored(id: string) {
  return (await ctx.database.db.select().from(legacyLetters).where(eq(legacyLetters.id, id)))[0];
}
async function jobOf(letterId: string) {
  return (await ctx.database.db.select().from(emailJobs).where(eq(emailJobs.letterId, letterId)))[0]!;
}

const LINK = /(http:\/\/[^\s"]+\/letter\/([A-Za-z0-9_-]{43}))/;

describe('a scheduled letter', () => {
  it('arrives once, at 09:00 on its date in the author’s zone, with a gentle note and only the link', async () => {
    const { client, account } = await signUp();
    const to = recipient('lily');
    const letter = await writeLetter(client, {
      recipientName: 'Lily <3 & co',
      recipientEmail: to,
      timeZone: 'Europe/London',
    });
    const s = schedulerFor(ctx.deps);

    ctx.setNow(new Date('2025-06-12T07:59:59.000Z'));
    expect((await s.tick()).sent).toBe(0);
    expect(sink.to(to)).toHaveLength(0);

    ctx.setNow(new Date('2025-06-12T08:00:00.000Z'));
    expect((await s.tick()).sent).toBe(1);
    expect((await s.tick()).sent).toBe(0);
    expect((await schedulerFor(ctx.deps).tick()).sent).toBe(0);

    const got = sink.to(to);
    expect(got).toHaveLength(1);
    const { parsed, raw } = got[0]!;
    const author = account.displayName;
    expect(parsed.from).toEqual({ name: 'Forget-me-not', address: 'letters@memorials.example.org' });
    expect(parsed.replyTo).toEqual([{ name: '', address: MAIL_REPLY_TO }]);
    expect(parsed.to).toEqual([{ name: '', address: to }]);
    expect(parsed.subject).toBe(`${author} wrote you a letter`);
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);

    const text = parsed.text!;
    expect(text).toContain('Dear Lily <3 & co,');
    expect(text).toContain(`${author} wrote a letter for you and asked us to deliver it today.`);
    expect(text).toContain('Read the letter:\nhttp://');
    expect(text).toContain('Take your time. The letter will be here whenever you are ready.');
    expect(text).toContain(`sent by Forget-me-not on behalf of ${author}`);
    expect(text).toContain('Nothing else will be sent to this address.');
    const html = parsed.html!;
    expect(html).toContain('Dear Lily &lt;3 &amp; co,');
    expect(html).not.toContain('Lily <3');
    // The letter itself is never in the email.
    expect(raw).not.toContain('only Lily should read');
    expect(text).not.toContain('only Lily should read');
    expect(html).not.toContain('only Lily should read');

    const [, url, token] = LINK.exec(text)!;
    expect(url).toBe(`${ctx.deps.config.publicUrl}/letter/${token}`);
    expect(html).toContain(`href="${url}"`);
    const row = await stored(letter.id);
    expect(row).toMatchObject({
      status: 'delivered',
      deliveryToken: token,
      deliveredAt: new Date('2025-06-12T08:00:00.000Z'),
    });
    expect(await jobOf(letter.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: new Date('2025-06-12T08:00:00.000Z'),
      lockedUntil: null,
    });

    // The link opens the letter, without a session.
    const read = await new TestClient(ctx).get(`/api/delivered-letters/${token}`);
    expect(read.status).toBe(200);
    expect(read.body.letter).toEqual({
      recipientName: 'Lily <3 & co',
      authorName: author,
      letterContent: 'The words only Lily should read.',
      memorialTitle: null,
      deliveredAt: '2025-06-12T08:00:00.000Z',
    });
    // The author sees it delivered.
    expect((await client.get(`/api/letters/${letter.id}`)).body.letter).toMatchObject({
      status: 'delivered',
      deliveredAt: '2025-06-12T08:00:00.000Z',
    });
  });

  it('a cancelled, deleted or unaddressed letter is never sent', async () => {
    const { client } = await signUp();
    const cancelledTo = recipient('cancelled');
    const deletedTo = recipient('deleted');
    const privateTo = recipient('private');
    const racedTo = recipient('raced');
    const cancelled = await writeLetter(client, { recipientEmail: cancelledTo });
    const deleted = await writeLetter(client, { recipientEmail: deletedTo });
    const unaddressed = await writeLetter(client, { recipientEmail: privateTo });
    const raced = await writeLetter(client, { recipientEmail: racedTo });
    expect((await client.post(`/api/letters/${cancelled.id}/cancel`)).status).toBe(200);
    expect((await client.delete(`/api/letters/${deleted.id}`)).status).toBe(204);
    expect((await client.patch(`/api/letters/${unaddressed.id}`, { recipientEmail: null })).body.letter.status).toBe(
      'private',
    );
    // Cancelled in the database while its job still waits (as if the two crossed): the handler checks again.
    await ctx.database.db.update(legacyLetters).set({ status: 'cancelled' }).where(eq(legacyLetters.id, raced.id));

    ctx.setNow(new Date('2025-06-13T00:00:00.000Z'));
    const result = await schedulerFor(ctx.deps).tick();
    expect(result.sent).toBe(0);
    for (const to of [cancelledTo, deletedTo, privateTo, racedTo]) expect(sink.to(to)).toHaveLength(0);
    expect((await jobOf(cancelled.id)).status).toBe('cancelled');
    expect((await jobOf(unaddressed.id)).status).toBe('cancelled');
    expect(await jobOf(raced.id)).toMatchObject({ status: 'skipped', lastError: 'not_scheduled' });
    expect((await stored(raced.id))!.deliveryToken).toBeNull();
  });
});

describe('when the mail server fails', () => {
  it('retries with backoff (same link each time), then the letter is failed for its author and listed for admins; an edit sends it', async () => {
    const { client } = await signUp();
    const to = recipient('retry');
    const letter = await writeLetter(client, { recipientEmail: to });
    const s = schedulerFor(ctx.deps, { maxAttempts: 3, backoffMs: (n) => n * 1000 });
    const due = new Date('2025-06-12T09:00:00.000Z');
    sink.failWith(550);

    ctx.setNow(due);
    expect(await s.tick()).toEqual({ sent: 0, skipped: 0, retried: 1, failed: 0 });
    let job = await jobOf(letter.id);
    expect(job).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMTP_550',
      runAt: new Date(due.getTime() + 1000),
      lockedUntil: null,
    });
    const token = (await stored(letter.id))!.deliveryToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stored(letter.id))!.status).toBe('scheduled');
    // Not before its time.
    expect((await s.tick()).retried).toBe(0);

    ctx.setNow(new Date(due.getTime() + 1000));
    expect((await s.tick()).retried).toBe(1);
    job = await jobOf(letter.id);
    expect(job).toMatchObject({ attempts: 2, lastError: 'SMTP_550', runAt: new Date(due.getTime() + 3000) });

    ctx.setNow(new Date(due.getTime() + 3000));
    expect(await s.tick()).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 1 });
    expect(await jobOf(letter.id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'SMTP_550' });
    expect((await stored(letter.id))!.deliveryToken).toBe(token);
    expect(sink.to(to)).toHaveLength(0);
    expect((await client.get(`/api/letters/${letter.id}`)).body.letter.status).toBe('failed');

    const list = await admin.get('/api/admin/email-jobs?status=failed');
    expect(list.status).toBe(200);
    const listed = list.body.jobs.find((j: { letterId: string }) => j.letterId === letter.id);
    expect(listed).toMatchObject({
      id: job.id,
      kind: 'legacy_letter',
      status: 'failed',
      attempts: 3,
      lastError: 'SMTP_550',
    });
    expect(JSON.stringify(list.body)).not.toContain(to);

    // The author edits it (the server is back): scheduled again, and it goes out with the same link.
    sink.failWith(null);
    const edit = await client.patch(`/api/letters/${letter.id}`, { letterContent: 'Trying again.' });
    expect(edit.body.letter.status).toBe('scheduled');
    expect((await s.tick()).sent).toBe(1);
    const got = sink.to(to);
    expect(got).toHaveLength(1);
    expect(LINK.exec(got[0]!.parsed.text!)![2]).toBe(token);
    expect((await stored(letter.id))!.status).toBe('delivered');
  });

  it('a stopped server fails with a connection code; an admin retry sends it once the server is back', async () => {
    const { client } = await signUp();
    const to = recipient('down');
    const letter = await writeLetter(client, { recipientEmail: to });
    const s = schedulerFor(ctx.deps, { maxAttempts: 2, backoffMs: () => 0 });
    await sink.stop();
    try {
      ctx.setNow(new Date('2025-06-12T09:00:00.000Z'));
      expect(await s.tick()).toEqual({ sent: 0, skipped: 0, retried: 1, failed: 1 });
    } finally {
      await sink.start();
    }
    const job = await jobOf(letter.id);
    expect(job).toMatchObject({ status: 'failed', attempts: 2, lastError: 'ESOCKET' });
    expect((await stored(letter.id))!.status).toBe('failed');

    const { client: stranger } = await signUp();
    expect((await stranger.get('/api/admin/email-jobs?status=failed')).status).toBe(403);
    expect((await stranger.post(`/api/admin/email-jobs/${job.id}/retry`)).status).toBe(403);
    expect((await admin.post(`/api/admin/email-jobs/${randomUUID()}/retry`)).status).toBe(404);
    const retry = await admin.post(`/api/admin/email-jobs/${job.id}/retry`);
    expect(retry.status).toBe(204);
    expect((await admin.post(`/api/admin/email-jobs/${job.id}/retry`)).status).toBe(404);

    expect((await s.tick()).sent).toBe(1);
    expect(sink.to(to)).toHaveLength(1);
    expect((await stored(letter.id))!.status).toBe('delivered');
    expect(
      (await admin.get('/api/admin/email-jobs?status=failed')).body.jobs.map((j: { id: string }) => j.id),
    ).not.toContain(job.id);
  });
});

describe('several instances', () => {
  it('two scheduler instances ticking at once over one database send each of 50 letters exactly once', async () => {
    const { client } = await signUp();
    const recipients = Array.from({ length: 50 }, (_, i) => recipient(`many${i}`));
    for (const to of recipients) await writeLetter(client, { recipientEmail: to });
    const a = schedulerFor(ctx.deps, { instanceId: 'a', batchSize: 3 });
    const b = schedulerFor(ctx.deps, { instanceId: 'b', batchSize: 3 });
    ctx.setNow(new Date('2025-06-12T09:00:00.000Z'));
    let sent = 0;
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
      sent += results[0].sent + results[1].sent;
    }
    expect(sent).toBe(50);
    for (const to of recipients) expect(sink.to(to), to).toHaveLength(1);
    const rows = await ctx.database.db
      .select({ status: legacyLetters.status })
      .from(legacyLetters)
      .innerJoin(user, eq(user.id, legacyLetters.userId))
      .where(eq(user.email, (await client.get('/api/session')).body.user.email));
    expect(rows.filter((r) => r.status === 'delivered')).toHaveLength(50);
  });
});

// ---- restart ---------------------------------------------------------------------------------------

/**
 * A database that outlives its connection: a PGlite data directory, or (under test:pg) a database
 * of its own on the PostgreSQL server, each opened, closed and opened again like a server restart.
 */
async function persistentDatabase(): Promise<{ kind: string; open(): Promise<Database>; remove(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fmn-restart-'));
    return {
      kind: 'pglite',
      open: () => openMigratedDatabase({ kind: 'pglite', dataDir: dir }),
      remove: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `fmn_restart_${randomBytes(6).toString('hex')}`;
  const onAdmin = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    c.on('error', () => undefined);
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await onAdmin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    open: () => openMigratedDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
    remove: () => onAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** The server's dependencies over `database`, as main.ts builds them, with its own clock. */
function serverDeps(database: Database, now: Date): AppDeps {
  const { config } = ctx.deps;
  const auth = createAuth(database.db, config, config.authSecret!);
  return {
    ...ctx.deps,
    database,
    auth,
    sessions: createSessions(auth, config.secureCookies),
    mailer: createMailer(config.mail),
    now: () => now,
  };
}

describe('restart', () => {
  it(
    'a letter that came due while the server was stopped is sent by the first tick after restart',
    { timeout: 120_000 },
    async () => {
      const store = await persistentDatabase();
      expect(store.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
      const to = recipient('restart');
      let letterId: string;
      try {
        // Before: the server runs, an author schedules a letter, the server stops.
        let database = await store.open();
        let deps = serverDeps(database, CREATED);
        try {
          const email = `restart-${randomUUID().slice(0, 8)}@example.com`;
          const [author] = await database.db.insert(user).values({ name: 'Anna', email }).returning();
          await runAdminCommand(database.db, ['plan', email, 'monthly'], CREATED);
          const letter = await svc.createLetter(
            deps,
            { id: author!.id, email, name: 'Anna' },
            {
              recipientName: 'Lily',
              letterContent: 'Sent after a restart.',
              recipientEmail: to,
              scheduledDeliveryDate: '2025-06-12',
              timeZone: 'America/New_York',
            },
          );
          letterId = letter.id;
          expect(letter.status).toBe('scheduled');
        } finally {
          deps.mailer.close();
          await database.close();
        }

        // The server was down over 09:00 on the 12th in New York (13:00 UTC); it starts again the day after.
        database = await store.open();
        deps = serverDeps(database, new Date('2025-06-13T07:00:00.000Z'));
        // A fresh scheduler, built as main.ts builds it (the anniversary planner included).
        const scheduler = createAppScheduler(deps);
        try {
          expect(await scheduler.tick()).toEqual({ sent: 1, skipped: 0, retried: 0, failed: 0 });
          await scheduler.stop();
          const [row] = await database.db.select().from(legacyLetters).where(eq(legacyLetters.id, letterId));
          expect(row).toMatchObject({ status: 'delivered', deliveredAt: new Date('2025-06-13T07:00:00.000Z') });
          expect(sink.to(to)).toHaveLength(1);
          const token = LINK.exec(sink.to(to)[0]!.parsed.text!)![2]!;
          expect(token).toBe(row!.deliveryToken);
          expect((await svc.readDeliveredLetter(deps, token)).letterContent).toBe('Sent after a restart.');
        } finally {
          deps.mailer.close();
          await database.close();
        }
      } finally {
        await store.remove();
      }
    },
  );
});

describe('the reading link', () => {
  it('answers the same 404 for a letter that is not delivered', async () => {
    const res = await new TestClient(ctx).get(`/api/delivered-letters/${randomBytes(32).toString('base64url')}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(LETTER_MSG.readUnavailable);
  });
});
