/**
 * The legacy letters API end to end (spec sections 2, 3, 5 and 8; delivery: decision 011): the
 * plan gate, create, list newest first, edit, cancel, delete, the exact validation messages, the
 * delivery rules (an email needs a date, today or later where the author lives, 09:00 there),
 * privacy (another user gets 404 and never sees a letter; no response carries the reading token)
 * and the recipient's reading route.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@shared/messages';
import { FIELD_MSG } from '@shared/schemas/fields';
import { LETTER_MSG } from '@shared/schemas/letters';
import { emailJobs, legacyLetters, userPreferences } from '../../db/schema';
import { setLogLevel } from '../../lib/logger';
import { createScheduler } from '../../scheduler/scheduler';
import { createTestContext, newAccount, TestClient, type JsonResponse, type TestContext } from '../../test/harness';
import { runAdminCommand } from '../admin/admin.service';
import { letterDeliveryHandler } from './letter-delivery';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => ctx.setNow(null));

const MISSING = '00000000-0000-4000-8000-000000000000';
const NOW = new Date('2025-06-10T12:00:00.000Z');

/** Every response body any client of this file received: none may carry a reading token. */
const bodies: string[] = [];

/** A TestClient that keeps every response body for the token check at the end. */
class RecordingClient extends TestClient {
  override async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    const res = await super.request<T>(method, path, body, headers);
    bodies.push(typeof res.body === 'string' ? res.body : JSON.stringify(res.body));
    return res;
  }
}

async function signUp(plan: 'free' | 'monthly' = 'monthly') {
  const account = newAccount();
  const client = new RecordingClient(ctx);
  const res = await client.post('/api/auth/sign-up', account);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status}`);
  const userId = (await client.get('/api/session')).body.user.id as string;
  // 'free': the free plan itself, the sign-up trial ended (decision 033).
  await runAdminCommand(ctx.database.db, ['plan', account.email, plan]);
  return { client, account, userId };
}

async function memorialOf(client: TestClient, title = 'Margaret Ellis'): Promise<string> {
  const res = await client.post('/api/memorials', { title, isPublic: false });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.memorial.id;
}

async function jobOf(letterId: string) {
  const rows = await ctx.database.db.select().from(emailJobs).where(eq(emailJobs.letterId, letterId));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

async function storedLetter(id: string) {
  return (await ctx.database.db.select().from(legacyLetters).where(eq(legacyLetters.id, id)))[0];
}

function expectError(res: JsonResponse<any>, status: number, code: string, message: string, field?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ error: { code, message, ...(field ? { field } : {}) } });
}

const letterScheduler = () =>
  createScheduler({
    db: ctx.database.db,
    now: ctx.deps.now,
    handlers: {
      legacy_letter: letterDeliveryHandler(ctx.deps),
      anniversary_reminder: {
        run: () => Promise.reject(new Error('no reminders in this file')),
      },
      guestbook_entry: {
        run: () => Promise.reject(new Error('no guestbook emails in this file')),
      },
      circle_digest: {
        run: () => Promise.reject(new Error('no circle digests in this file')),
      },
    },
  });

/** Creates a letter that will be delivered (outbox mail) and delivers it; returns its id and token. */
async function deliveredLetter(client: TestClient, extra: Record<string, unknown> = {}) {
  ctx.setNow(NOW);
  const res = await client.post('/api/letters', {
    recipientName: 'Lily',
    letterContent: 'For your wedding day.',
    recipientEmail: 'lily@example.com',
    scheduledDeliveryDate: '2025-06-12',
    ...extra,
  });
  expect(res.status).toBe(201);
  ctx.setNow(new Date('2025-06-12T09:00:00.000Z'));
  const result = await letterScheduler().tick();
  expect(result.sent).toBeGreaterThanOrEqual(1);
  const row = await storedLetter(res.body.letter.id);
  expect(row?.status).toBe('delivered');
  return { id: res.body.letter.id as string, token: row!.deliveryToken! };
}

describe('without a session', () => {
  it.each([
    ['GET', '/api/letters'],
    ['POST', '/api/letters'],
    ['GET', `/api/letters/${MISSING}`],
    ['PATCH', `/api/letters/${MISSING}`],
    ['POST', `/api/letters/${MISSING}/cancel`],
    ['DELETE', `/api/letters/${MISSING}`],
  ])('%s %s is 401 UNAUTHENTICATED, not cached', async (method, path) => {
    const res = await new TestClient(ctx).request(
      method,
      path,
      method === 'GET' || method === 'DELETE' ? undefined : { recipientName: 'A', letterContent: 'B' },
    );
    expectError(res, 401, 'UNAUTHENTICATED', MSG.http.unauthenticated);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the plan', () => {
  it('a free account is refused with the spec "Premium Feature" message and nothing is stored', async () => {
    const { client, userId } = await signUp('free');
    const res = await client.post('/api/letters', { recipientName: 'Lily', letterContent: 'Hello' });
    expectError(res, 403, 'PREMIUM_FEATURE', MSG.plan.premium('Legacy Letters'));
    expect(await ctx.database.db.select().from(legacyLetters).where(eq(legacyLetters.userId, userId))).toEqual([]);
    // Listing is allowed (empty), so the page can show its plan notice.
    expect((await client.get('/api/letters')).body).toEqual({ letters: [] });
  });

  it('a trial account may write letters', async () => {
    const { client, account } = await signUp('free');
    await runAdminCommand(ctx.database.db, ['trial', account.email]);
    expect((await client.post('/api/letters', { recipientName: 'Lily', letterContent: 'Hello' })).status).toBe(201);
  });
});

describe('writing and reading letters', () => {
  it('creates a private letter (201), trimmed, and reads it back', async () => {
    const { client } = await signUp();
    ctx.setNow(NOW);
    const res = await client.post('/api/letters', {
      recipientName: '  Lily  ',
      letterContent: '\n  Dear Lily,\nI am proud of you.  \n',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      letter: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        recipientName: 'Lily',
        recipientEmail: null,
        memorialId: null,
        memorialTitle: null,
        letterContent: 'Dear Lily,\nI am proud of you.',
        scheduledDeliveryDate: null,
        timeZone: 'UTC',
        status: 'private',
        deliveredAt: null,
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
      },
    });
    expect(await jobOf(res.body.letter.id)).toBeUndefined();
    const one = await client.get(`/api/letters/${res.body.letter.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(res.body);
  });

  it('a date without an email is a note to self: any date, even a past one, and no delivery', async () => {
    const { client } = await signUp();
    ctx.setNow(NOW);
    const res = await client.post('/api/letters', {
      recipientName: 'Me',
      letterContent: 'Remember',
      scheduledDeliveryDate: '2020-01-01',
    });
    expect(res.status).toBe(201);
    expect(res.body.letter).toMatchObject({
      scheduledDeliveryDate: '2020-01-01',
      status: 'private',
      recipientEmail: null,
    });
    expect(await jobOf(res.body.letter.id)).toBeUndefined();
  });

  it('accepts the limits exactly: 100 characters of recipient and 10,000 of content', async () => {
    const { client } = await signUp();
    const res = await client.post('/api/letters', {
      recipientName: 'r'.repeat(100),
      letterContent: 'c'.repeat(10_000),
    });
    expect(res.status).toBe(201);
    expect(res.body.letter.recipientName).toHaveLength(100);
    expect(res.body.letter.letterContent).toHaveLength(10_000);
  });

  it('lists only the own letters, newest first, with the memorial title', async () => {
    const { client } = await signUp();
    const { client: other } = await signUp();
    await other.post('/api/letters', { recipientName: 'Not mine', letterContent: 'x' });
    const memorialId = await memorialOf(client, 'Grandad Joe');
    const names = ['First', 'Second', 'Third'];
    const start = Date.UTC(2025, 2, 3, 9, 0);
    for (const [i, recipientName] of names.entries()) {
      ctx.setNow(new Date(start + i * 60_000));
      const res = await client.post('/api/letters', {
        recipientName,
        letterContent: `To ${recipientName}`,
        memorialId: i === 1 ? memorialId : undefined,
      });
      expect(res.status).toBe(201);
    }
    const res = await client.get('/api/letters');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.letters.map((l: { recipientName: string }) => l.recipientName)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    expect(res.body.letters[1]).toMatchObject({ memorialId, memorialTitle: 'Grandad Joe' });
    expect(res.body.letters[0].memorialTitle).toBeNull();
  });

  it('letters made in the same millisecond keep a stable order (by id)', async () => {
    const { client } = await signUp();
    ctx.setNow(NOW);
    for (const name of ['A', 'B', 'C']) await client.post('/api/letters', { recipientName: name, letterContent: 'x' });
    const ids = (await client.get('/api/letters')).body.letters.map((l: { id: string }) => l.id);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it('a memorial deleted later leaves its letters in place, unlinked', async () => {
    const { client } = await signUp();
    const memorialId = await memorialOf(client);
    const res = await client.post('/api/letters', { recipientName: 'Lily', letterContent: 'x', memorialId });
    expect((await client.delete(`/api/memorials/${memorialId}`)).status).toBe(200);
    expect((await client.get(`/api/letters/${res.body.letter.id}`)).body.letter).toMatchObject({
      memorialId: null,
      memorialTitle: null,
    });
  });
});

describe('validation', () => {
  it.each([
    [{ letterContent: 'x' }, LETTER_MSG.recipientRequired, 'recipientName'],
    [{ recipientName: '   ', letterContent: 'x' }, LETTER_MSG.recipientRequired, 'recipientName'],
    [{ recipientName: 'r'.repeat(101), letterContent: 'x' }, LETTER_MSG.recipientTooLong, 'recipientName'],
    [{ recipientName: 'Lily' }, LETTER_MSG.contentRequired, 'letterContent'],
    [{ recipientName: 'Lily', letterContent: ' \n ' }, LETTER_MSG.contentRequired, 'letterContent'],
    [{ recipientName: 'Lily', letterContent: 'c'.repeat(10_001) }, LETTER_MSG.contentTooLong, 'letterContent'],
    [
      { recipientName: 'Lily', letterContent: 'x', recipientEmail: 'not-an-email' },
      LETTER_MSG.invalidEmail,
      'recipientEmail',
    ],
    [
      { recipientName: 'Lily', letterContent: 'x', recipientEmail: 'lily@example.com' },
      LETTER_MSG.emailNeedsDate,
      'scheduledDeliveryDate',
    ],
    [
      { recipientName: 'Lily', letterContent: 'x', recipientEmail: 'lily@example.com', scheduledDeliveryDate: '' },
      LETTER_MSG.emailNeedsDate,
      'scheduledDeliveryDate',
    ],
    [
      { recipientName: 'Lily', letterContent: 'x', scheduledDeliveryDate: '2025-02-30' },
      LETTER_MSG.invalidDate,
      'scheduledDeliveryDate',
    ],
    [
      { recipientName: 'Lily', letterContent: 'x', scheduledDeliveryDate: '12/06/2025' },
      LETTER_MSG.invalidDate,
      'scheduledDeliveryDate',
    ],
    [
      {
        recipientName: 'Lily',
        letterContent: 'x',
        recipientEmail: 'lily@example.com',
        scheduledDeliveryDate: '2025-06-09',
      },
      LETTER_MSG.dateInPast,
      'scheduledDeliveryDate',
    ],
    [{ recipientName: 'Lily', letterContent: 'x', memorialId: 'not-a-uuid' }, LETTER_MSG.invalidMemorial, 'memorialId'],
    [{ recipientName: 'Lily', letterContent: 'x', memorialId: MISSING }, LETTER_MSG.invalidMemorial, 'memorialId'],
    // Decision 016: these reached the database and were a 500.
    [
      { recipientName: 'Lily', letterContent: 'x', scheduledDeliveryDate: '0000-01-01' },
      LETTER_MSG.yearOutOfRange,
      'scheduledDeliveryDate',
    ],
    [{ recipientName: 'Lily\u0000', letterContent: 'x' }, FIELD_MSG.unstorableText, 'recipientName'],
    [{ recipientName: 'Lily', letterContent: 'Dear \u0000' }, FIELD_MSG.unstorableText, 'letterContent'],
  ])('refuses %j with its message', async (body, message, field) => {
    const { client, userId } = await signUp();
    ctx.setNow(NOW);
    expectError(await client.post('/api/letters', body), 400, 'VALIDATION', message, field);
    expect(await ctx.database.db.select().from(legacyLetters).where(eq(legacyLetters.userId, userId))).toEqual([]);
  });

  it('refuses unknown fields, such as a reading token or a status', async () => {
    const { client } = await signUp();
    expectError(
      await client.post('/api/letters', { recipientName: 'Lily', letterContent: 'x', deliveryToken: 'a'.repeat(43) }),
      400,
      'VALIDATION',
      'Unknown field: deliveryToken',
    );
    expectError(
      await client.post('/api/letters', { recipientName: 'Lily', letterContent: 'x', status: 'delivered' }),
      400,
      'VALIDATION',
      'Unknown field: status',
    );
  });

  it("refuses another user's memorial", async () => {
    const { client } = await signUp();
    const { client: other } = await signUp();
    const theirs = await memorialOf(other);
    expectError(
      await client.post('/api/letters', { recipientName: 'Lily', letterContent: 'x', memorialId: theirs }),
      400,
      'VALIDATION',
      LETTER_MSG.invalidMemorial,
      'memorialId',
    );
    const mine = await client.post('/api/letters', { recipientName: 'Lily', letterContent: 'x' });
    expectError(
      await client.patch(`/api/letters/${mine.body.letter.id}`, { memorialId: theirs }),
      400,
      'VALIDATION',
      LETTER_MSG.invalidMemorial,
      'memorialId',
    );
  });

  it('an edit needs at least one field', async () => {
    const { client } = await signUp();
    const res = await client.post('/api/letters', { recipientName: 'Lily', letterContent: 'x' });
    const edit = await client.patch(`/api/letters/${res.body.letter.id}`, {});
    expect(edit.status).toBe(400);
    expect(edit.body.error.message).toBe(LETTER_MSG.nothingToUpdate);
  });
});

describe('delivery dates and time zones', () => {
  it('a letter with an email and a date is scheduled for 09:00 on that date in the author’s zone', async () => {
    const { client, userId } = await signUp();
    ctx.setNow(NOW);
    const res = await client.post('/api/letters', {
      recipientName: 'Lily',
      letterContent: 'x',
      recipientEmail: 'Lily@Example.com',
      scheduledDeliveryDate: '2025-12-24',
      timeZone: 'America/New_York',
    });
    expect(res.status).toBe(201);
    expect(res.body.letter).toMatchObject({
      status: 'scheduled',
      recipientEmail: 'lily@example.com',
      scheduledDeliveryDate: '2025-12-24',
      timeZone: 'America/New_York',
    });
    const job = await jobOf(res.body.letter.id);
    expect(job).toMatchObject({
      kind: 'legacy_letter',
      dedupeKey: `letter:${res.body.letter.id}`,
      userId,
      status: 'pending',
      attempts: 0,
      lastError: null,
      lockedUntil: null,
    });
    expect(job!.runAt.toISOString()).toBe('2025-12-24T14:00:00.000Z');
  });

  it('takes the zone from the body, else the saved preference, else UTC; an unknown zone counts as none', async () => {
    const { client, userId } = await signUp();
    ctx.setNow(NOW);
    const base = {
      recipientName: 'Lily',
      letterContent: 'x',
      recipientEmail: 'lily@example.com',
      scheduledDeliveryDate: '2025-07-01',
    };
    let res = await client.post('/api/letters', { ...base, timeZone: 'Mars/Olympus' });
    expect(res.body.letter.timeZone).toBe('UTC');
    expect((await jobOf(res.body.letter.id))!.runAt.toISOString()).toBe('2025-07-01T09:00:00.000Z');

    await ctx.database.db.insert(userPreferences).values({ userId, timeZone: 'Asia/Tokyo' });
    res = await client.post('/api/letters', base);
    expect(res.body.letter.timeZone).toBe('Asia/Tokyo');
    expect((await jobOf(res.body.letter.id))!.runAt.toISOString()).toBe('2025-07-01T00:00:00.000Z');

    res = await client.post('/api/letters', { ...base, timeZone: 'Europe/London' });
    expect(res.body.letter.timeZone).toBe('Europe/London');
    expect((await jobOf(res.body.letter.id))!.runAt.toISOString()).toBe('2025-07-01T08:00:00.000Z');
  });

  it('"today" is the author’s today: 10:00 UTC is already tomorrow in Kiritimati', async () => {
    const { client } = await signUp();
    ctx.setNow(new Date('2025-06-10T10:00:00.000Z'));
    const base = {
      recipientName: 'Lily',
      letterContent: 'x',
      recipientEmail: 'lily@example.com',
      scheduledDeliveryDate: '2025-06-10',
    };
    expectError(
      await client.post('/api/letters', { ...base, timeZone: 'Pacific/Kiritimati' }),
      400,
      'VALIDATION',
      LETTER_MSG.dateInPast,
      'scheduledDeliveryDate',
    );
    const la = await client.post('/api/letters', { ...base, timeZone: 'America/Los_Angeles' });
    expect(la.status).toBe(201);
    // 09:00 in Los Angeles on the 10th is 16:00 UTC, still to come (it is 03:00 there).
    expect((await jobOf(la.body.letter.id))!.runAt.toISOString()).toBe('2025-06-10T16:00:00.000Z');
    // Today in UTC, but 09:00 has passed: it goes out at once.
    const utc = await client.post('/api/letters', base);
    expect(utc.status).toBe(201);
    expect((await jobOf(utc.body.letter.id))!.runAt.toISOString()).toBe('2025-06-10T10:00:00.000Z');
  });
});

describe('editing, cancelling and deleting', () => {
  it('edits the text; adding an email schedules it, removing it makes it private and cancels the job', async () => {
    const { client } = await signUp();
    ctx.setNow(NOW);
    const id = (
      await client.post('/api/letters', {
        recipientName: 'Lily',
        letterContent: 'First draft',
        scheduledDeliveryDate: '2025-09-01',
      })
    ).body.letter.id;

    ctx.setNow(new Date(NOW.getTime() + 60_000));
    let res = await client.patch(`/api/letters/${id}`, { letterContent: '  Second draft ' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.letter).toMatchObject({
      letterContent: 'Second draft',
      recipientName: 'Lily',
      status: 'private',
      updatedAt: new Date(NOW.getTime() + 60_000).toISOString(),
      createdAt: NOW.toISOString(),
    });
    expect(await jobOf(id)).toBeUndefined();

    res = await client.patch(`/api/letters/${id}`, { recipientEmail: 'lily@example.com', timeZone: 'Europe/Paris' });
    expect(res.body.letter).toMatchObject({
      status: 'scheduled',
      recipientEmail: 'lily@example.com',
      scheduledDeliveryDate: '2025-09-01',
      timeZone: 'Europe/Paris',
    });
    expect(await jobOf(id)).toMatchObject({ status: 'pending', runAt: new Date('2025-09-01T07:00:00.000Z') });

    res = await client.patch(`/api/letters/${id}`, { scheduledDeliveryDate: '2025-10-01' });
    expect(res.body.letter.status).toBe('scheduled');
    expect((await jobOf(id))!.runAt.toISOString()).toBe('2025-10-01T07:00:00.000Z');

    res = await client.patch(`/api/letters/${id}`, { recipientEmail: '' });
    expect(res.body.letter).toMatchObject({
      status: 'private',
      recipientEmail: null,
      scheduledDeliveryDate: '2025-10-01',
    });
    expect((await jobOf(id))!.status).toBe('cancelled');

    expectError(
      await client.patch(`/api/letters/${id}`, { recipientEmail: 'lily@example.com', scheduledDeliveryDate: null }),
      400,
      'VALIDATION',
      LETTER_MSG.emailNeedsDate,
      'scheduledDeliveryDate',
    );
    expectError(
      await client.patch(`/api/letters/${id}`, {
        recipientEmail: 'lily@example.com',
        scheduledDeliveryDate: '2025-06-01',
      }),
      400,
      'VALIDATION',
      LETTER_MSG.dateInPast,
      'scheduledDeliveryDate',
    );
    // A refused edit changes nothing.
    expect((await client.get(`/api/letters/${id}`)).body.letter).toMatchObject({
      status: 'private',
      recipientEmail: null,
      letterContent: 'Second draft',
    });
  });

  it('a scheduled letter whose date passed while it waited can still be edited without choosing a new date', async () => {
    const { client } = await signUp();
    ctx.setNow(NOW);
    const id = (
      await client.post('/api/letters', {
        recipientName: 'Lily',
        letterContent: 'x',
        recipientEmail: 'lily@example.com',
        scheduledDeliveryDate: '2025-06-11',
      })
    ).body.letter.id;
    ctx.setNow(new Date('2025-06-13T10:00:00.000Z'));
    const res = await client.patch(`/api/letters/${id}`, {
      letterContent: 'fixed a typo',
      scheduledDeliveryDate: '2025-06-11',
    });
    expect(res.status).toBe(200);
    expect(res.body.letter.status).toBe('scheduled');
    expect((await jobOf(id))!.runAt.toISOString()).toBe('2025-06-13T10:00:00.000Z');
  });

  it('cancels a scheduled letter; only a scheduled one; editing it with email and date schedules it again', async () => {
    const { client } = await signUp();
    ctx.setNow(NOW);
    const id = (
      await client.post('/api/letters', {
        recipientName: 'Lily',
        letterContent: 'x',
        recipientEmail: 'lily@example.com',
        scheduledDeliveryDate: '2025-08-01',
      })
    ).body.letter.id;
    const res = await client.post(`/api/letters/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.letter).toMatchObject({
      status: 'cancelled',
      recipientEmail: 'lily@example.com',
      scheduledDeliveryDate: '2025-08-01',
    });
    expect((await jobOf(id))!.status).toBe('cancelled');

    expectError(await client.post(`/api/letters/${id}/cancel`), 409, 'LETTER_NOT_SCHEDULED', LETTER_MSG.notScheduled);
    const privateId = (await client.post('/api/letters', { recipientName: 'Me', letterContent: 'x' })).body.letter.id;
    expectError(
      await client.post(`/api/letters/${privateId}/cancel`),
      409,
      'LETTER_NOT_SCHEDULED',
      LETTER_MSG.notScheduled,
    );

    // Marks the cancelled job as if it had been tried, to see the fresh start.
    await ctx.database.db
      .update(emailJobs)
      .set({ attempts: 3, lastError: 'SMTP_550' })
      .where(eq(emailJobs.letterId, id));
    const again = await client.patch(`/api/letters/${id}`, { letterContent: 'y' });
    expect(again.body.letter.status).toBe('scheduled');
    expect(await jobOf(id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastError: null,
      lockedUntil: null,
      runAt: new Date('2025-08-01T09:00:00.000Z'),
    });
  });

  it('a failed letter edited with email and date is scheduled again', async () => {
    const { client } = await signUp();
    ctx.setNow(NOW);
    const id = (
      await client.post('/api/letters', {
        recipientName: 'Lily',
        letterContent: 'x',
        recipientEmail: 'lily@example.com',
        scheduledDeliveryDate: '2025-06-11',
      })
    ).body.letter.id;
    await ctx.database.db.update(legacyLetters).set({ status: 'failed' }).where(eq(legacyLetters.id, id));
    await ctx.database.db
      .update(emailJobs)
      .set({ status: 'failed', attempts: 5, lastError: 'ECONNREFUSED' })
      .where(eq(emailJobs.letterId, id));
    const res = await client.patch(`/api/letters/${id}`, { recipientEmail: 'lily@example.org' });
    expect(res.body.letter).toMatchObject({ status: 'scheduled', recipientEmail: 'lily@example.org' });
    expect(await jobOf(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
  });

  it('refuses to edit or cancel while the letter is being sent, and allows it once the claim has lapsed', async () => {
    const { client } = await signUp();
    ctx.setNow(NOW);
    const id = (
      await client.post('/api/letters', {
        recipientName: 'Lily',
        letterContent: 'x',
        recipientEmail: 'lily@example.com',
        scheduledDeliveryDate: '2025-06-10',
      })
    ).body.letter.id;
    await ctx.database.db
      .update(emailJobs)
      .set({ lockedUntil: new Date(NOW.getTime() + 60_000), attempts: 1 })
      .where(eq(emailJobs.letterId, id));
    expectError(
      await client.patch(`/api/letters/${id}`, { letterContent: 'changed' }),
      409,
      'LETTER_SENDING',
      LETTER_MSG.deliveringNow,
    );
    expectError(await client.post(`/api/letters/${id}/cancel`), 409, 'LETTER_SENDING', LETTER_MSG.deliveringNow);
    expect((await storedLetter(id))!.letterContent).toBe('x');

    ctx.setNow(new Date(NOW.getTime() + 61_000));
    expect((await client.patch(`/api/letters/${id}`, { letterContent: 'changed' })).status).toBe(200);
    expect((await client.post(`/api/letters/${id}/cancel`)).body.letter.status).toBe('cancelled');
  });

  it('deletes a letter (204) and its job with it', async () => {
    const { client } = await signUp();
    ctx.setNow(NOW);
    const id = (
      await client.post('/api/letters', {
        recipientName: 'Lily',
        letterContent: 'x',
        recipientEmail: 'lily@example.com',
        scheduledDeliveryDate: '2025-08-01',
      })
    ).body.letter.id;
    expect(await jobOf(id)).toBeDefined();
    const res = await client.delete(`/api/letters/${id}`);
    expect(res.status).toBe(204);
    expect(await storedLetter(id)).toBeUndefined();
    expect(await jobOf(id)).toBeUndefined();
    expectError(await client.delete(`/api/letters/${id}`), 404, 'NOT_FOUND', LETTER_MSG.notFound);
    expect((await client.get('/api/letters')).body.letters).toEqual([]);
  });

  it('a path that is not a letter id is a 404 without asking the database', async () => {
    const { client } = await signUp();
    for (const res of [
      await client.get('/api/letters/abc'),
      await client.patch('/api/letters/abc', { letterContent: 'x' }),
      await client.delete('/api/letters/abc'),
      await client.post('/api/letters/%00/cancel'),
    ]) {
      expectError(res, 404, 'NOT_FOUND', LETTER_MSG.notFound);
    }
  });
});

describe('after delivery', () => {
  it('cannot be edited or cancelled; can be deleted, which also closes the reading link', async () => {
    const { client } = await signUp();
    const { id, token } = await deliveredLetter(client);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const letter = (await client.get(`/api/letters/${id}`)).body.letter;
    expect(letter).toMatchObject({ status: 'delivered', deliveredAt: '2025-06-12T09:00:00.000Z' });

    expectError(
      await client.patch(`/api/letters/${id}`, { letterContent: 'too late' }),
      409,
      'LETTER_DELIVERED',
      LETTER_MSG.alreadyDelivered,
    );
    expectError(await client.post(`/api/letters/${id}/cancel`), 409, 'LETTER_DELIVERED', LETTER_MSG.alreadyDelivered);
    expect((await storedLetter(id))!.letterContent).toBe('For your wedding day.');

    const reader = new RecordingClient(ctx);
    expect((await reader.get(`/api/delivered-letters/${token}`)).status).toBe(200);
    expect((await client.delete(`/api/letters/${id}`)).status).toBe(204);
    expectError(await reader.get(`/api/delivered-letters/${token}`), 404, 'NOT_FOUND', LETTER_MSG.readUnavailable);
  });

  it('the reading route needs no session, is never cached or indexed, and shows the letter with its author', async () => {
    const { client, account } = await signUp();
    const memorialId = await memorialOf(client, 'Grandma Rose');
    expect((await client.put('/api/profile', { displayName: 'Anna Marie', bio: '' })).status).toBe(200);
    const { token } = await deliveredLetter(client, { memorialId });

    const res = await new RecordingClient(ctx).get(`/api/delivered-letters/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.body).toEqual({
      letter: {
        recipientName: 'Lily',
        authorName: 'Anna Marie',
        letterContent: 'For your wedding day.',
        memorialTitle: 'Grandma Rose',
        deliveredAt: '2025-06-12T09:00:00.000Z',
      },
    });
    expect(account.displayName).not.toBe('Anna Marie');
  });

  it.each([
    ['a malformed token', 'not-a-token'],
    ['a token too long', 'a'.repeat(44)],
    ['an unknown token', 'A'.repeat(43)],
  ])('%s is the same 404 with the gentle message', async (_label, token) => {
    const res = await new TestClient(ctx).get(`/api/delivered-letters/${token}`);
    expectError(res, 404, 'NOT_FOUND', LETTER_MSG.readUnavailable);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('a scheduled letter that already has a token (a retry in progress) cannot be read yet', async () => {
    const { client } = await signUp();
    ctx.setNow(NOW);
    const id = (
      await client.post('/api/letters', {
        recipientName: 'Lily',
        letterContent: 'x',
        recipientEmail: 'lily@example.com',
        scheduledDeliveryDate: '2025-08-01',
      })
    ).body.letter.id;
    const token = 'B'.repeat(43);
    await ctx.database.db.update(legacyLetters).set({ deliveryToken: token }).where(eq(legacyLetters.id, id));
    expectError(
      await new TestClient(ctx).get(`/api/delivered-letters/${token}`),
      404,
      'NOT_FOUND',
      LETTER_MSG.readUnavailable,
    );
  });
});

describe('privacy', () => {
  it("another user's letter is a 404 exactly like a missing one, and is never listed", async () => {
    const { client: owner } = await signUp();
    const { client: stranger, account } = await signUp();
    await runAdminCommand(ctx.database.db, ['grant', account.email]);
    ctx.setNow(NOW);
    const id = (
      await owner.post('/api/letters', {
        recipientName: 'Lily',
        letterContent: 'Private words',
        recipientEmail: 'lily@example.com',
        scheduledDeliveryDate: '2025-08-01',
      })
    ).body.letter.id;

    for (const target of [id, MISSING]) {
      expectError(await stranger.get(`/api/letters/${target}`), 404, 'NOT_FOUND', LETTER_MSG.notFound);
      expectError(
        await stranger.patch(`/api/letters/${target}`, { letterContent: 'mine now' }),
        404,
        'NOT_FOUND',
        LETTER_MSG.notFound,
      );
      expectError(await stranger.post(`/api/letters/${target}/cancel`), 404, 'NOT_FOUND', LETTER_MSG.notFound);
      expectError(await stranger.delete(`/api/letters/${target}`), 404, 'NOT_FOUND', LETTER_MSG.notFound);
    }
    expect((await stranger.get('/api/letters')).body).toEqual({ letters: [] });
    const mine = await owner.get(`/api/letters/${id}`);
    expect(mine.body.letter).toMatchObject({ letterContent: 'Private words', status: 'scheduled' });
    expect((await jobOf(id))!.status).toBe('pending');
  });

  it('never writes what a letter says, whom it is for or where it goes to the logs', async () => {
    const writes: string[] = [];
    const spies = [process.stdout, process.stderr].map((stream) =>
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        writes.push(String(chunk));
        return true;
      }),
    );
    setLogLevel('debug');
    try {
      const { client } = await signUp();
      ctx.setNow(NOW);
      const created = await client.post('/api/letters', {
        recipientName: 'Zebra-Name-7731',
        letterContent: 'Quokka-Content-9912',
        recipientEmail: 'okapi-4410@example.com',
        scheduledDeliveryDate: '2025-06-10',
      });
      await client.patch(`/api/letters/${created.body.letter.id}`, { letterContent: 'Quokka-Edit-5521' });
      await client.post('/api/letters', { recipientName: 'Zebra-Name-7731', letterContent: 'x'.repeat(10_001) });
      expect((await letterScheduler().tick()).sent).toBeGreaterThanOrEqual(1);
    } finally {
      for (const spy of spies) spy.mockRestore();
      setLogLevel((process.env.LOG_LEVEL as 'warn' | undefined) ?? 'info');
    }
    const all = writes.join('');
    // The logs were on: the delivery wrote its lines (ids and file names).
    expect(all).toContain('"event":"mail.outbox"');
    expect(all).toContain('"event":"scheduler.job_sent"');
    for (const secret of ['Zebra-Name-7731', 'Quokka-Content-9912', 'Quokka-Edit-5521', 'okapi-4410'])
      expect(all).not.toContain(secret);
  });

  it('no response of this file ever carried a reading token', async () => {
    const tokens = (await ctx.database.db.select({ t: legacyLetters.deliveryToken }).from(legacyLetters))
      .map((r) => r.t)
      .filter(Boolean) as string[];
    expect(tokens.length).toBeGreaterThan(0);
    expect(bodies.length).toBeGreaterThan(50);
    for (const body of bodies) {
      expect(body).not.toMatch(/"(deliveryToken|delivery_token)"\s*:/);
      for (const token of tokens) expect(body).not.toContain(token);
    }
  });
});
