/**
 * The journal API end to end (spec sections 2, 3, 5, 8 and 9): create, list newest first, edit,
 * delete, the exact validation messages, privacy (another user, even an admin, gets 404 and never
 * sees an entry in a list or a download), sessions, the keyset pages and the Markdown download.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@shared/messages';
import { FIELD_MSG } from '@shared/schemas/fields';
import { JOURNAL_MSG, JOURNAL_PAGE_SIZE } from '@shared/schemas/journal';
import { journalEntries } from '../../db/schema';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { runAdminCommand } from '../admin/admin.service';
import { markdownBody } from './journal.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => ctx.setNow(null));

const MISSING = '00000000-0000-4000-8000-000000000000';

async function storedRows(userId: string) {
  return ctx.database.db.select().from(journalEntries).where(eq(journalEntries.userId, userId));
}

/** Creates entries one minute apart (from `start`), so their order is certain. */
async function writeEntries(client: TestClient, titles: string[], start = Date.UTC(2025, 2, 3, 9, 0)) {
  const ids: string[] = [];
  for (const [i, title] of titles.entries()) {
    ctx.setNow(new Date(start + i * 60_000));
    const res = await client.post('/api/journal', { title, content: `Thoughts for ${title}` });
    expect(res.status).toBe(201);
    ids.push(res.body.entry.id);
  }
  ctx.setNow(null);
  return ids;
}

describe('without a session', () => {
  it.each([
    ['GET', '/api/journal'],
    ['POST', '/api/journal'],
    ['GET', '/api/journal/export'],
    ['GET', `/api/journal/${MISSING}`],
    ['PATCH', `/api/journal/${MISSING}`],
    ['DELETE', `/api/journal/${MISSING}`],
  ])('%s %s is 401 UNAUTHENTICATED', async (method, path) => {
    const res = await new TestClient(ctx).request(
      method,
      path,
      method === 'GET' || method === 'DELETE' ? undefined : { title: 't', content: 'c' },
    );
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: MSG.http.unauthenticated } });
  });

  it('a signed-out client can no longer read or write the journal', async () => {
    const { client } = await signedInClient(ctx);
    const [id] = await writeEntries(client, ['Before signing out']);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/journal')).status).toBe(401);
    expect((await client.get(`/api/journal/${id}`)).status).toBe(401);
    expect((await client.delete(`/api/journal/${id}`)).status).toBe(401);
  });
});

describe('writing and reading entries', () => {
  it('creates an entry (201), trimmed, with a mood, and reads it back', async () => {
    const { client, userId } = await signedInClient(ctx);
    ctx.setNow(new Date('2025-03-03T14:05:00.000Z'));
    const res = await client.post('/api/journal', {
      title: '  First morning  ',
      content: '\n  I woke up early.\nThe house was quiet.  \n',
      mood: 'sad',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      entry: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: 'First morning',
        content: 'I woke up early.\nThe house was quiet.',
        mood: 'sad',
        createdAt: '2025-03-03T14:05:00.000Z',
        updatedAt: '2025-03-03T14:05:00.000Z',
      },
    });
    const one = await client.get(`/api/journal/${res.body.entry.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(res.body);
    expect(one.headers.get('cache-control')).toBe('no-store');
    expect(await storedRows(userId)).toHaveLength(1);
  });

  it('mood is optional: left out or null is stored as null', async () => {
    const { client } = await signedInClient(ctx);
    expect((await client.post('/api/journal', { title: 'No mood', content: 'x' })).body.entry.mood).toBeNull();
    expect(
      (await client.post('/api/journal', { title: 'Null mood', content: 'y', mood: null })).body.entry.mood,
    ).toBeNull();
  });

  it('accepts the limits exactly: a 200-character title and 50,000 characters of content', async () => {
    const { client } = await signedInClient(ctx);
    const res = await client.post('/api/journal', {
      title: 't'.repeat(200),
      content: 'c'.repeat(50_000),
      mood: 'hopeful',
    });
    expect(res.status).toBe(201);
    expect(res.body.entry.title).toHaveLength(200);
    expect(res.body.entry.content).toHaveLength(50_000);
  });

  it('lists only the own entries, newest first', async () => {
    const { client } = await signedInClient(ctx);
    const ids = await writeEntries(client, ['Monday', 'Tuesday', 'Wednesday']);
    const res = await client.get('/api/journal');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.entries.map((e: { title: string }) => e.title)).toEqual(['Wednesday', 'Tuesday', 'Monday']);
    expect(res.body.entries.map((e: { id: string }) => e.id)).toEqual([...ids].reverse());
    expect(res.body.nextCursor).toBeNull();
  });

  it('a new account has an empty journal', async () => {
    const { client } = await signedInClient(ctx);
    expect((await client.get('/api/journal')).body).toEqual({ entries: [], nextCursor: null });
  });

  it('pages through a long journal with the cursor, newest first, every entry once', async () => {
    const { client, userId } = await signedInClient(ctx);
    const total = JOURNAL_PAGE_SIZE + 5;
    const base = Date.UTC(2024, 0, 1);
    // Two entries share each timestamp, so the id breaks ties.
    await ctx.database.db.insert(journalEntries).values(
      Array.from({ length: total }, (_, i) => ({
        userId,
        title: `Entry ${i}`,
        content: 'x',
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
        updatedAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
    const first = await client.get('/api/journal');
    expect(first.body.entries).toHaveLength(JOURNAL_PAGE_SIZE);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await client.get(`/api/journal?before=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.status).toBe(200);
    expect(second.body.entries).toHaveLength(5);
    expect(second.body.nextCursor).toBeNull();
    const all = [...first.body.entries, ...second.body.entries] as { id: string; createdAt: string }[];
    expect(new Set(all.map((e) => e.id)).size).toBe(total);
    const times = all.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it.each([
    ['made up', 'not-a-cursor'],
    // Decision 016: times no row can have were a 500 (a RangeError, or PostgreSQL's "out of range").
    [
      'past what a Date holds',
      Buffer.from(`8640000000000001.${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`).toString('base64url'),
    ],
    [
      'in the year 10000',
      Buffer.from(`253402300800000.${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`).toString('base64url'),
    ],
    [
      'in the year 0',
      Buffer.from(`-62198755200000.${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`).toString('base64url'),
    ],
  ])('refuses a cursor %s with 400', async (_label, cursor) => {
    const { client } = await signedInClient(ctx);
    const res = await client.get(`/api/journal?before=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION', message: JOURNAL_MSG.pageNotFound, field: 'before' });
  });

  it('stores markup as plain text, exactly as typed', async () => {
    const { client } = await signedInClient(ctx);
    const content = '<img src=x onerror=alert(1)> & "quotes"';
    const res = await client.post('/api/journal', { title: '<b>bold</b>', content });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const again = await client.get(`/api/journal/${res.body.entry.id}`);
    expect(again.body.entry).toMatchObject({ title: '<b>bold</b>', content });
  });
});

describe('validation (spec section 5, "Journal entry")', () => {
  it('spells out the exact texts of the spec', () => {
    expect(JOURNAL_MSG.titleRequired).toBe('Title required');
    expect(JOURNAL_MSG.titleTooLong).toBe('Title too long (max 200 characters)');
    expect(JOURNAL_MSG.contentRequired).toBe('Content required');
    expect(JOURNAL_MSG.contentTooLong).toBe('Content too long (max 50,000 characters)');
    expect(JOURNAL_MSG.loadFailed).toBe('Error loading journal entries');
    expect(JOURNAL_MSG.createFailed).toBe('Error creating entry');
    expect(JOURNAL_MSG.deleteFailed).toBe('Error deleting entry');
    expect(JOURNAL_MSG.created).toBe('Journal entry created');
    expect(JOURNAL_MSG.deleted).toBe('Entry deleted');
    expect(JOURNAL_MSG.emptyHeading).toBe('Your journal is waiting');
    expect(JOURNAL_MSG.emptyAction).toBe('Create First Entry');
  });

  it.each([
    ['a missing title', { content: 'c' }, JOURNAL_MSG.titleRequired, 'title'],
    ['an empty title', { title: '', content: 'c' }, JOURNAL_MSG.titleRequired, 'title'],
    ['a blank title', { title: '   \n ', content: 'c' }, JOURNAL_MSG.titleRequired, 'title'],
    ['a title that is not text', { title: 42, content: 'c' }, JOURNAL_MSG.titleRequired, 'title'],
    ['a 201-character title', { title: 'a'.repeat(201), content: 'c' }, JOURNAL_MSG.titleTooLong, 'title'],
    ['missing content', { title: 't' }, JOURNAL_MSG.contentRequired, 'content'],
    ['empty content', { title: 't', content: '' }, JOURNAL_MSG.contentRequired, 'content'],
    ['blank content', { title: 't', content: ' \n\t ' }, JOURNAL_MSG.contentRequired, 'content'],
    [
      '50,001 characters of content',
      { title: 't', content: 'c'.repeat(50_001) },
      JOURNAL_MSG.contentTooLong,
      'content',
    ],
    ['a mood not in the list', { title: 't', content: 'c', mood: 'furious' }, JOURNAL_MSG.moodInvalid, 'mood'],
    ['an empty mood', { title: 't', content: 'c', mood: '' }, JOURNAL_MSG.moodInvalid, 'mood'],
    ['both missing: the first rule (title) is reported', {}, JOURNAL_MSG.titleRequired, 'title'],
    [
      'a too-long title and empty content: the title first',
      { title: 'a'.repeat(201), content: '' },
      JOURNAL_MSG.titleTooLong,
      'title',
    ],
    // Decision 016: a NUL was a 500; a lone surrogate was stored as U+FFFD.
    ['a NUL in the content', { title: 't', content: 'c\u0000' }, FIELD_MSG.unstorableText, 'content'],
    ['a lone surrogate in the title', { title: '\udc00t', content: 'c' }, FIELD_MSG.unstorableText, 'title'],
  ])('POST refuses %s with the exact message and stores nothing', async (_label, body, message, field) => {
    const { client, userId } = await signedInClient(ctx);
    const res = await client.post('/api/journal', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION', message, field } });
    expect(await storedRows(userId)).toHaveLength(0);
  });

  it('refuses an id or user id in the body as unknown fields', async () => {
    const victim = await signedInClient(ctx);
    const attacker = await signedInClient(ctx);
    for (const key of ['userId', 'user_id', 'id']) {
      const res = await attacker.client.post('/api/journal', { title: 't', content: 'c', [key]: victim.userId });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'VALIDATION', message: `Unknown field: ${key}` } });
    }
    expect(await storedRows(victim.userId)).toHaveLength(0);
    expect(await storedRows(attacker.userId)).toHaveLength(0);
  });

  it('refuses malformed JSON with 400', async () => {
    const { client } = await signedInClient(ctx);
    const res = await client.request('POST', '/api/journal', '{"title": "x"');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'BAD_JSON', message: MSG.http.badJson } });
  });
});

describe('an entry sent again with its clientId (written offline: decision 025)', () => {
  const CLIENT_ID = '3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f4a1b2c';

  it('is saved once: the second send answers 200 with the entry saved the first time', async () => {
    const { client, userId } = await signedInClient(ctx);
    ctx.setNow(new Date('2025-05-01T08:00:00.000Z'));
    const first = await client.post('/api/journal', {
      title: 'On the train',
      content: 'No signal.',
      clientId: CLIENT_ID,
    });
    expect(first.status).toBe(201);
    ctx.setNow(new Date('2025-05-01T08:05:00.000Z'));
    const again = await client.post('/api/journal', {
      title: 'On the train',
      content: 'No signal.',
      clientId: CLIENT_ID,
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.body.entry.createdAt).toBe('2025-05-01T08:00:00.000Z');
    const rows = await storedRows(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.clientId).toBe(CLIENT_ID);
    expect((await client.get('/api/journal')).body.entries).toHaveLength(1);
  });

  it('the first send wins: a second one with other words changes nothing', async () => {
    const { client, userId } = await signedInClient(ctx);
    await client.post('/api/journal', { title: 'First', content: 'As written first.', clientId: CLIENT_ID });
    const again = await client.post('/api/journal', { title: 'Second', content: 'Other words.', clientId: CLIENT_ID });
    expect(again.status).toBe(200);
    expect(again.body.entry).toMatchObject({ title: 'First', content: 'As written first.' });
    expect((await storedRows(userId)).map((r) => r.title)).toEqual(['First']);
  });

  it('sent many times at once, still one entry', async () => {
    const { client, userId } = await signedInClient(ctx);
    const sends = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post('/api/journal', { title: 'Once', content: 'x', clientId: CLIENT_ID }),
      ),
    );
    expect(sends.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(sends.map((r) => r.body.entry.id)).size).toBe(1);
    expect(await storedRows(userId)).toHaveLength(1);
  });

  it("is the author's own: another user with the same clientId gets a new entry of their own, never the first one", async () => {
    const a = await signedInClient(ctx);
    const b = await signedInClient(ctx);
    const mine = await a.client.post('/api/journal', { title: 'Mine', content: 'Private.', clientId: CLIENT_ID });
    const theirs = await b.client.post('/api/journal', {
      title: 'Theirs',
      content: 'Also private.',
      clientId: CLIENT_ID,
    });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.entry.id).not.toBe(mine.body.entry.id);
    expect(theirs.body.entry.title).toBe('Theirs');
    expect(await storedRows(a.userId)).toHaveLength(1);
    expect(await storedRows(b.userId)).toHaveLength(1);
  });

  it('entries without a clientId are never taken for one another', async () => {
    const { client, userId } = await signedInClient(ctx);
    for (let i = 0; i < 2; i++)
      expect((await client.post('/api/journal', { title: 'Same', content: 'Same' })).status).toBe(201);
    expect(await storedRows(userId)).toHaveLength(2);
  });

  it('a deleted entry sent again is saved anew (the send is all the server has of it)', async () => {
    const { client, userId } = await signedInClient(ctx);
    const first = await client.post('/api/journal', { title: 'Again', content: 'x', clientId: CLIENT_ID });
    expect((await client.delete(`/api/journal/${first.body.entry.id}`)).status).toBe(204);
    const again = await client.post('/api/journal', { title: 'Again', content: 'x', clientId: CLIENT_ID });
    expect(again.status).toBe(201);
    expect(await storedRows(userId)).toHaveLength(1);
  });

  it.each(['not-a-uuid', '', 42, null])(
    'refuses a clientId that is not a uuid (%s) and stores nothing',
    async (clientId) => {
      const { client, userId } = await signedInClient(ctx);
      const res = await client.post('/api/journal', { title: 't', content: 'c', clientId });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'VALIDATION', message: FIELD_MSG.invalidId, field: 'clientId' } });
      expect(await storedRows(userId)).toHaveLength(0);
    },
  );
});

describe('editing and deleting', () => {
  it('edits title, content and mood; updatedAt moves, createdAt stays', async () => {
    const { client } = await signedInClient(ctx);
    const [id] = await writeEntries(client, ['Draft title']);
    ctx.setNow(new Date('2025-04-01T10:00:00.000Z'));
    const res = await client.patch(`/api/journal/${id}`, {
      title: '  Better title ',
      content: 'Rewritten\ntext',
      mood: 'grateful',
    });
    expect(res.status).toBe(200);
    expect(res.body.entry).toMatchObject({
      id,
      title: 'Better title',
      content: 'Rewritten\ntext',
      mood: 'grateful',
      createdAt: '2025-03-03T09:00:00.000Z',
      updatedAt: '2025-04-01T10:00:00.000Z',
    });
    expect((await client.get(`/api/journal/${id}`)).body.entry.title).toBe('Better title');
  });

  it('edits one field at a time; mood null clears the mood', async () => {
    const { client } = await signedInClient(ctx);
    const created = await client.post('/api/journal', { title: 'Keep', content: 'Keep too', mood: 'angry' });
    const id = created.body.entry.id;
    const res = await client.patch(`/api/journal/${id}`, { mood: null });
    expect(res.status).toBe(200);
    expect(res.body.entry).toMatchObject({ title: 'Keep', content: 'Keep too', mood: null });
    expect((await client.patch(`/api/journal/${id}`, { content: 'Only this' })).body.entry).toMatchObject({
      title: 'Keep',
      content: 'Only this',
    });
  });

  it.each([
    ['an empty title', { title: '' }, JOURNAL_MSG.titleRequired],
    ['a 201-character title', { title: 'a'.repeat(201) }, JOURNAL_MSG.titleTooLong],
    ['blank content', { content: '  ' }, JOURNAL_MSG.contentRequired],
    ['50,001 characters', { content: 'c'.repeat(50_001) }, JOURNAL_MSG.contentTooLong],
    ['an unknown mood', { mood: 'joyful' }, JOURNAL_MSG.moodInvalid],
    ['an empty body', {}, JOURNAL_MSG.nothingToUpdate],
  ])('PATCH refuses %s with the exact message and changes nothing', async (_label, body, message) => {
    const { client } = await signedInClient(ctx);
    const [id] = await writeEntries(client, ['Unchanged']);
    const res = await client.patch(`/api/journal/${id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message });
    expect((await client.get(`/api/journal/${id}`)).body.entry).toMatchObject({
      title: 'Unchanged',
      content: 'Thoughts for Unchanged',
    });
  });

  it('deletes an entry (204), after which it is gone (404)', async () => {
    const { client, userId } = await signedInClient(ctx);
    const [keep, drop] = await writeEntries(client, ['Keep me', 'Drop me']);
    const res = await client.delete(`/api/journal/${drop}`);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect((await client.get(`/api/journal/${drop}`)).status).toBe(404);
    expect((await client.delete(`/api/journal/${drop}`)).status).toBe(404);
    expect((await client.get('/api/journal')).body.entries.map((e: { id: string }) => e.id)).toEqual([keep]);
    expect(await storedRows(userId)).toHaveLength(1);
  });

  it.each(['not-a-uuid', '123', `${MISSING}x`, "1' or '1'='1"])('an id that is not a uuid (%s) is 404', async (bad) => {
    const { client } = await signedInClient(ctx);
    const path = `/api/journal/${encodeURIComponent(bad)}`;
    for (const res of [await client.get(path), await client.patch(path, { title: 'x' }), await client.delete(path)]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: JOURNAL_MSG.notFound } });
    }
  });

  it('an unknown id is 404 for read, edit and delete', async () => {
    const { client } = await signedInClient(ctx);
    expect((await client.get(`/api/journal/${MISSING}`)).status).toBe(404);
    expect((await client.patch(`/api/journal/${MISSING}`, { title: 'x' })).status).toBe(404);
    expect((await client.delete(`/api/journal/${MISSING}`)).status).toBe(404);
  });
});

describe('entries are readable by their author alone', () => {
  it("another user gets 404 (never 403) reading, editing or deleting someone's entry, and it is untouched", async () => {
    const author = await signedInClient(ctx);
    const other = await signedInClient(ctx);
    const created = await author.client.post('/api/journal', {
      title: 'Only mine',
      content: 'A private thought',
      mood: 'peaceful',
    });
    const id = created.body.entry.id as string;

    const missing = await other.client.get(`/api/journal/${MISSING}`);
    for (const res of [
      await other.client.get(`/api/journal/${id}`),
      await other.client.get(`/api/journal/${id.toUpperCase()}`),
      await other.client.patch(`/api/journal/${id}`, { title: 'Hacked' }),
      await other.client.delete(`/api/journal/${id}`),
    ]) {
      expect(res.status).toBe(404);
      // Exactly the answer a missing entry gets: nothing tells the entry exists.
      expect(res.body).toEqual(missing.body);
      expect(JSON.stringify(res.body)).not.toContain('private thought');
    }
    expect((await author.client.get(`/api/journal/${id}`)).body.entry).toMatchObject({
      title: 'Only mine',
      content: 'A private thought',
    });
  });

  it("never shows another user's entries in their list or their download", async () => {
    const author = await signedInClient(ctx);
    const other = await signedInClient(ctx);
    await author.client.post('/api/journal', { title: 'Secret title', content: 'Secret words' });
    await other.client.post('/api/journal', { title: 'Their own', content: 'Their words' });

    const list = await other.client.get(`/api/journal?userId=${author.userId}&user_id=${author.userId}`);
    expect(list.body.entries.map((e: { title: string }) => e.title)).toEqual(['Their own']);
    const exported = await other.client.get('/api/journal/export');
    expect(exported.body).toContain('Their words');
    expect(exported.body).not.toContain('Secret');
  });

  it("an admin cannot read another user's entries through any endpoint", async () => {
    const author = await signedInClient(ctx);
    const admin = await signedInClient(ctx);
    await runAdminCommand(ctx.database.db, ['grant', admin.account.email]);
    expect((await admin.client.get('/api/session')).body.entitlements.isAdmin).toBe(true);
    const created = await author.client.post('/api/journal', { title: 'Not for admins', content: 'Grief is private' });
    const id = created.body.entry.id as string;

    expect((await admin.client.get('/api/journal')).body).toEqual({ entries: [], nextCursor: null });
    expect((await admin.client.get(`/api/journal?userId=${author.userId}`)).body.entries).toEqual([]);
    expect((await admin.client.get(`/api/journal/${id}`)).status).toBe(404);
    expect((await admin.client.patch(`/api/journal/${id}`, { title: 'x' })).status).toBe(404);
    expect((await admin.client.delete(`/api/journal/${id}`)).status).toBe(404);
    expect((await admin.client.get('/api/journal/export')).body).not.toContain('Grief is private');
    for (const path of [
      `/api/admin/journal`,
      `/api/admin/users/${author.userId}/journal`,
      `/api/journal/user/${author.userId}`,
    ]) {
      const res = await admin.client.get(path);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Grief is private');
    }
    expect((await author.client.get(`/api/journal/${id}`)).status).toBe(200);
  });
});

describe('the Markdown download', () => {
  it('sends the whole journal as a Markdown attachment, oldest first, with dates and moods', async () => {
    const { client } = await signedInClient(ctx);
    ctx.setNow(new Date('2025-03-03T09:00:00.000Z'));
    await client.post('/api/journal', { title: 'The first day', content: 'Line one\nLine two', mood: 'overwhelmed' });
    ctx.setNow(new Date('2025-03-04T18:30:00.000Z'));
    const second = await client.post('/api/journal', { title: 'The second day', content: 'Quieter today.' });
    ctx.setNow(new Date('2025-03-05T08:00:00.000Z'));
    await client.patch(`/api/journal/${second.body.entry.id}`, { content: 'Quieter today. Edited.' });
    ctx.setNow(new Date('2025-05-06T23:30:00.000Z'));

    const res = await client.get('/api/journal/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="grief-journal-2025-05-06.md"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const md = res.body as string;
    expect(md.startsWith('# Grief Journal\n')).toBe(true);
    expect(md).toContain('2 entries, oldest first.');
    expect(md.indexOf('## The first day')).toBeGreaterThan(0);
    expect(md.indexOf('## The second day')).toBeGreaterThan(md.indexOf('## The first day'));
    // (ICU versions differ on the comma after the weekday.)
    expect(md).toMatch(/\n\*Written Monday,? 3 March 2025 at 09:00 UTC\* · Mood: Overwhelmed\n/);
    expect(md).toContain('Line one\nLine two');
    expect(md).toMatch(
      /\n\*Written Tuesday,? 4 March 2025 at 18:30 UTC\* · \*edited Wednesday,? 5 March 2025 at 08:00 UTC\*\n/,
    );
    expect(md).toContain('Quieter today. Edited.');
  });

  it("uses the reader's time zone for dates and the file name when one is given", async () => {
    const { client } = await signedInClient(ctx);
    ctx.setNow(new Date('2025-05-06T23:30:00.000Z'));
    await client.post('/api/journal', { title: 'Late', content: 'Night thoughts' });
    const res = await client.get('/api/journal/export?tz=Europe/Berlin');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="grief-journal-2025-05-07.md"');
    expect(res.body).toMatch(/Written Wednesday,? 7 May 2025 at 01:30 (CEST|GMT\+2)/);
    const bad = await client.get('/api/journal/export?tz=Not/AZone');
    expect(bad.status).toBe(200);
    expect(bad.headers.get('content-disposition')).toBe('attachment; filename="grief-journal-2025-05-06.md"');
  });

  it('an empty journal still downloads, saying so', async () => {
    const { client } = await signedInClient(ctx);
    const res = await client.get('/api/journal/export');
    expect(res.status).toBe(200);
    expect(res.body).toContain('0 entries');
    expect(res.body).toContain('Your journal is waiting');
  });

  it('headings and fences in the text cannot break the structure of the file', async () => {
    const { client } = await signedInClient(ctx);
    const content = [
      '# Not a heading',
      'Underlined?',
      '---',
      '```',
      'open fence',
      '<!-- comment',
      '   ## indented',
      '####### many',
      'Keep # inside',
    ].join('\n');
    await client.post('/api/journal', { title: 'Tricky ##', content });
    await client.post('/api/journal', { title: 'After', content: 'Still its own entry' });
    const md = (await client.get('/api/journal/export')).body as string;
    const headings = md.split('\n').filter((l) => /^ {0,3}#{1,6}(\s|$)/.test(l));
    expect(headings).toEqual(['# Grief Journal', '## Tricky \\##', '## After']);
    expect(md).toContain(
      '\\# Not a heading\nUnderlined?\n\\---\n\\```\nopen fence\n\\<!-- comment\n   \\## indented\n\\####### many\nKeep # inside',
    );
  });

  it('markdownBody leaves ordinary text exactly as written', () => {
    const text =
      'Dear Mum,\n\n- the garden\n- your laugh\n\n> you said this once\n\n1. first\nA line with *stars* and _underscores_.';
    expect(markdownBody(text)).toBe(text);
    expect(markdownBody('a\r\nb')).toBe('a\nb');
    expect(markdownBody('***\n_ _ _\n====')).toBe('\\***\n\\_ _ _\n\\====');
  });
});

describe('privacy of the logs', () => {
  it('never writes what someone wrote to the logs, even when a request fails', async () => {
    const writes: string[] = [];
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      writes.push(String(chunk));
      return true;
    });
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      writes.push(String(chunk));
      return true;
    });
    try {
      const { client } = await signedInClient(ctx);
      const created = await client.post('/api/journal', {
        title: 'Zebra-Title-7731',
        content: 'Quokka-Content-9912',
        mood: 'sad',
      });
      await client.patch(`/api/journal/${created.body.entry.id}`, { content: 'Quokka-Edit-5521' });
      await client.post('/api/journal', { title: 'Zebra-Title-7731', content: 'x'.repeat(50_001) });
      await client.get('/api/journal');
      await client.get('/api/journal/export');
      await client.delete(`/api/journal/${created.body.entry.id}`);
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
    const all = writes.join('');
    for (const secret of ['Zebra-Title-7731', 'Quokka-Content-9912', 'Quokka-Edit-5521'])
      expect(all).not.toContain(secret);
  });
});

describe('the crisis screen (decision 043)', () => {
  const MEMORIES = [
    'We went back to the beach where we scattered his ashes, and the children built a sandcastle for him.',
    'The funeral director said the flowers came from all over the county. I kept one of the lilies.',
    'Mum made his favourite soup on Sunday and none of us could finish it, but it was good to sit together.',
  ];

  it('saves a crisis entry as written and answers with the help lines of the writer’s country', async () => {
    const { client, userId } = await signedInClient(ctx);
    const res = await client.request(
      'POST',
      '/api/journal',
      { title: 'Tonight', content: "I have the pills counted out. I'm going to end it tonight." },
      { 'accept-language': 'en-GB,en;q=0.8' },
    );
    expect(res.status).toBe(201);
    expect(res.body.support.risk).toBe('crisis');
    expect(res.body.support.helplines[0].country).toBe('United Kingdom');
    expect((await storedRows(userId)).map((r) => r.content)).toEqual([
      "I have the pills counted out. I'm going to end it tonight.",
    ]);
  });

  it('finds one sentence of crisis in pages of memories', async () => {
    const { client } = await signedInClient(ctx);
    const pages = Array.from({ length: 40 }, (_, i) => MEMORIES[i % MEMORIES.length]).join('\n\n');
    const middle = `${pages}\n\nI can't do this anymore, I am going to kill myself this weekend.\n\n${pages}`;
    const res = await client.post('/api/journal', { title: 'Sunday', content: middle });
    expect(res.status).toBe(201);
    expect(res.body.support.risk).toBe('crisis');
  });

  it('answers a worrying entry with a gentle note, and an ordinary one with nothing', async () => {
    const { client } = await signedInClient(ctx);
    const worry = await client.post('/api/journal', {
      title: 'Nights',
      content: 'Some nights I wish I could just go to sleep and not wake up. I miss her so much.',
    });
    expect(worry.status).toBe(201);
    expect(worry.body.support).toEqual({ risk: 'concern' });
    const ordinary = await client.post('/api/journal', { title: 'The beach', content: MEMORIES.join('\n\n') });
    expect(ordinary.status).toBe(201);
    expect(ordinary.body).not.toHaveProperty('support');
  });

  it('reads an edit of the words, not a change of mood', async () => {
    const { client } = await signedInClient(ctx);
    const [id] = await writeEntries(client, ['Morning']);
    const mood = await client.patch(`/api/journal/${id}`, { mood: 'sad' });
    expect(mood.status).toBe(200);
    expect(mood.body).not.toHaveProperty('support');
    const words = await client.patch(`/api/journal/${id}`, { content: 'I want to die. I have a plan for tonight.' });
    expect(words.status).toBe(200);
    expect(words.body.support.risk).toBe('crisis');
    expect(words.body.entry.content).toBe('I want to die. I have a plan for tonight.');
  });
});
