/**
 * The memorial guestbook (spec sections 3, 8 and 9): exact validation messages, what is stored,
 * newest first with keyset pagination, the per-address and per-memorial rate limits, and deleting.
 * Who may read, sign and delete is in memorials.access.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MSG } from '@shared/schemas/fields';
import { GUESTBOOK_MSG, MEMORIAL_MSG } from '@shared/schemas/memorials';
import { emailJobs, memorialGuestbook } from '../../db/schema';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { runAdminCommand } from '../admin/admin.service';

let ctx: TestContext;
let owner: TestClient;

const PER_IP = 3;
const PER_MEMORIAL = 5;
let ipCounter = 0;
/** A visitor from an address of its own, so the per-address limit starts at zero. */
const visitor = () => new TestClient(ctx, `10.200.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);

beforeAll(async () => {
  ctx = await createTestContext({
    GUESTBOOK_MAX_PER_IP: String(PER_IP),
    GUESTBOOK_MAX_PER_MEMORIAL: String(PER_MEMORIAL),
  });
  const o = await signedInClient(ctx);
  owner = o.client;
  await runAdminCommand(ctx.database.db, ['plan', o.account.email, 'monthly']);
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => ctx.setNow(null));

async function publicMemorial(title = 'Rosalind Hart'): Promise<string> {
  const res = await owner.post('/api/memorials', { title, isPublic: true });
  expect(res.status).toBe(201);
  return res.body.memorial.id;
}

const entry = (overrides: Record<string, unknown> = {}) => ({
  authorName: 'Cousin Jo',
  message: 'Such happy summers.',
  ...overrides,
});

describe('signing: validation', () => {
  let id: string;
  beforeAll(async () => {
    id = await publicMemorial('Validation');
  });

  it.each([
    ['an empty name', { authorName: '' }, GUESTBOOK_MSG.nameRequired, 'authorName'],
    ['a name of spaces', { authorName: '   ' }, GUESTBOOK_MSG.nameRequired, 'authorName'],
    ['no name', { authorName: undefined }, GUESTBOOK_MSG.nameRequired, 'authorName'],
    ['a name of 101 characters', { authorName: 'n'.repeat(101) }, GUESTBOOK_MSG.nameTooLong, 'authorName'],
    ['an invalid email', { authorEmail: 'not-an-email' }, GUESTBOOK_MSG.invalidEmail, 'authorEmail'],
    ['an email without a domain', { authorEmail: 'jo@' }, GUESTBOOK_MSG.invalidEmail, 'authorEmail'],
    [
      'an email of 256 characters',
      { authorEmail: `${'e'.repeat(244)}@example.com` },
      GUESTBOOK_MSG.emailTooLong,
      'authorEmail',
    ],
    ['an empty message', { message: '' }, GUESTBOOK_MSG.messageRequired, 'message'],
    ['a message of spaces', { message: ' \n\t ' }, GUESTBOOK_MSG.messageRequired, 'message'],
    ['no message', { message: undefined }, GUESTBOOK_MSG.messageRequired, 'message'],
    ['a message of 5001 characters', { message: 'm'.repeat(5001) }, GUESTBOOK_MSG.messageTooLong, 'message'],
    // Decision 016: what the database cannot store is refused, never a 500 (NUL) or silently changed (a lone surrogate).
    ['a NUL in the name', { authorName: 'Jo\u0000' }, FIELD_MSG.unstorableText, 'authorName'],
    ['a NUL in the message', { message: 'Such \u0000 summers.' }, FIELD_MSG.unstorableText, 'message'],
    ['a lone surrogate in the message', { message: 'Such \ud83c summers.' }, FIELD_MSG.unstorableText, 'message'],
  ])('refuses %s with its exact message', async (_, overrides, message, field) => {
    expect(`${'e'.repeat(244)}@example.com`).toHaveLength(256);
    const res = await visitor().post(`/api/memorials/${id}/guestbook`, entry(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION', message, field });
  });

  it('refuses unknown fields (no approving your own entry)', async () => {
    const res = await visitor().post(`/api/memorials/${id}/guestbook`, entry({ isApproved: true }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Unknown field: isApproved');
  });

  it('refused entries were not stored and did not use up the limits', async () => {
    expect((await owner.get(`/api/memorials/${id}/guestbook`)).body.entries).toEqual([]);
    // Every refusal above came before the counters: the memorial still takes its full five.
    for (let i = 0; i < PER_MEMORIAL; i++)
      expect((await visitor().post(`/api/memorials/${id}/guestbook`, entry())).status).toBe(201);
  });
});

describe('signing: what is stored', () => {
  it('accepts the limits exactly and an empty email, stored as null', async () => {
    const id = await publicMemorial('Limits');
    const res = await visitor().post(`/api/memorials/${id}/guestbook`, {
      authorName: 'n'.repeat(100),
      authorEmail: '',
      message: 'm'.repeat(5000),
    });
    expect(res.status).toBe(201);
    expect(res.body.entry.authorEmail).toBeNull();
    const [row] = await ctx.database.db
      .select()
      .from(memorialGuestbook)
      .where(eq(memorialGuestbook.id, res.body.entry.id));
    expect(row!.authorEmail).toBeNull();
    expect(row!.authorName).toHaveLength(100);
    expect(row!.message).toHaveLength(5000);
    // The owner sees no email either: there is none.
    expect((await owner.get(`/api/memorials/${id}/guestbook`)).body.entries[0].authorEmail).toBeNull();

    const withEmail = await visitor().post(
      `/api/memorials/${id}/guestbook`,
      entry({ authorEmail: '  Jo.Smith@Example.COM ' }),
    );
    expect(withEmail.status).toBe(201);
    const [stored] = await ctx.database.db
      .select()
      .from(memorialGuestbook)
      .where(eq(memorialGuestbook.id, withEmail.body.entry.id));
    expect(stored!.authorEmail).toBe('jo.smith@example.com');
    // A null email is as good as none.
    expect((await visitor().post(`/api/memorials/${id}/guestbook`, entry({ authorEmail: null }))).status).toBe(201);
  });

  it('keeps markup verbatim as text: the API never alters it', async () => {
    const id = await publicMemorial('Markup');
    const message = '<script>alert("hi")</script> & <b>bold</b> \'quotes\' "double" \u{1F33C}';
    const authorName = '<img src=x onerror=alert(1)>';
    const res = await visitor().post(`/api/memorials/${id}/guestbook`, { authorName, message });
    expect(res.status).toBe(201);
    expect(res.body.entry).toMatchObject({ authorName, message, isApproved: true });
    const page = await visitor().get(`/api/memorials/${id}/guestbook`);
    expect(page.headers.get('content-type')).toMatch(/^application\/json/);
    expect(page.body.entries[0]).toMatchObject({ authorName, message });
    const [row] = await ctx.database.db
      .select()
      .from(memorialGuestbook)
      .where(eq(memorialGuestbook.id, res.body.entry.id));
    expect(row!.message).toBe(message);
  });

  it('lists newest first', async () => {
    const id = await publicMemorial('Order');
    const t0 = Date.now();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ctx.setNow(new Date(t0 + i * 60_000));
      const res = await visitor().post(`/api/memorials/${id}/guestbook`, entry({ message: `Message ${i}` }));
      expect(res.status).toBe(201);
      ids.push(res.body.entry.id);
    }
    ctx.setNow(null);
    const page = await visitor().get(`/api/memorials/${id}/guestbook`);
    expect(page.status).toBe(200);
    expect(page.body.entries.map((e: { id: string }) => e.id)).toEqual([...ids].reverse());
    expect(page.body.entries.map((e: { message: string }) => e.message)).toEqual([
      'Message 2',
      'Message 1',
      'Message 0',
    ]);
    expect(page.body.nextCursor).toBeNull();
    expect(page.body.canDelete).toBe(false);
  });
});

describe('keyset pagination', () => {
  let id: string;
  let expected: string[];

  beforeAll(async () => {
    id = await publicMemorial('Many friends');
    // 45 entries written straight to the table (the rate limits allow only five through the API),
    // three to a timestamp so that pages must break ties by id.
    const base = Date.parse('2025-06-01T10:00:00.000Z');
    const rows = Array.from({ length: 45 }, (_, i) => ({
      id: randomUUID(),
      memorialId: id,
      authorName: `Friend ${i}`,
      message: `Remembering you, ${i}.`,
      createdAt: new Date(base + Math.floor(i / 3) * 1000),
    }));
    await ctx.database.db.insert(memorialGuestbook).values(rows);
    expected = [...rows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .map((r) => r.id);
  });

  it('pages of 20, 20 and 5 with no duplicates or gaps, and no cursor at the end', async () => {
    const reader = visitor();
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await reader.get(`/api/memorials/${id}/guestbook?limit=20${q}`);
      expect(res.status).toBe(200);
      sizes.push(res.body.entries.length);
      seen.push(...res.body.entries.map((e: { id: string }) => e.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(sizes).toEqual([20, 20, 5]);
    expect(cursor).toBeNull();
    expect(new Set(seen).size).toBe(45);
    expect(seen).toEqual(expected);
  });

  it('defaults to pages of 20 and keeps within 1..50', async () => {
    expect((await visitor().get(`/api/memorials/${id}/guestbook`)).body.entries).toHaveLength(20);
    expect((await visitor().get(`/api/memorials/${id}/guestbook?limit=500`)).body.entries).toHaveLength(45);
    const one = await visitor().get(`/api/memorials/${id}/guestbook?limit=1`);
    expect(one.body.entries.map((e: { id: string }) => e.id)).toEqual([expected[0]]);
    expect(one.body.nextCursor).toEqual(expect.any(String));
  });

  it.each([
    ['garbage', 'not-a-cursor!!'],
    ['base64 of nonsense', Buffer.from('hello').toString('base64url')],
    [
      'a bad id',
      Buffer.from(JSON.stringify({ t: '2025-06-01T10:00:00.000Z', id: "x' or 1=1 --" })).toString('base64url'),
    ],
    ['a bad date', Buffer.from(JSON.stringify({ t: 'yesterday', id: randomUUID() })).toString('base64url')],
    // Decision 016: cursors that decode to a time no database row can have (they were a 500).
    [
      'a year 275760',
      Buffer.from(JSON.stringify({ t: '+275760-09-13T00:00:00.000Z', id: randomUUID() })).toString('base64url'),
    ],
    ['a year 10000', Buffer.from(`253402300800000.${randomUUID()}`).toString('base64url')],
    ['a year 0', Buffer.from(`-62198755200000.${randomUUID()}`).toString('base64url')],
    ['a time past what a Date holds', Buffer.from(`8640000000000001.${randomUUID()}`).toString('base64url')],
  ])('a %s cursor is 400', async (_, cursor) => {
    const res = await visitor().get(`/api/memorials/${id}/guestbook?cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION', message: GUESTBOOK_MSG.pageNotFound, field: 'cursor' });
  });

  it.each(['1.5', '-1', '1e1', '0x10', 'ten', '%00'])('a limit of %j is 400 (decision 016)', async (limit) => {
    const res = await visitor().get(`/api/memorials/${id}/guestbook?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION', message: GUESTBOOK_MSG.invalidLimit, field: 'limit' });
  });

  it('a limit given twice is 400, not the first or the last', async () => {
    const res = await visitor().get(`/api/memorials/${id}/guestbook?limit=1&limit=2`);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('limit');
  });
});

describe('rate limits', () => {
  it(`one address may sign ${PER_IP} times; then 429 with Retry-After`, async () => {
    const id = await publicMemorial('Per address');
    const same = visitor();
    for (let i = 0; i < PER_IP; i++)
      expect((await same.post(`/api/memorials/${id}/guestbook`, entry())).status).toBe(201);
    const refused = await same.post(`/api/memorials/${id}/guestbook`, entry());
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'RATE_LIMITED', message: MEMORIAL_MSG.guestbookRateLimited });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The address is limited on every memorial, not only this one.
    const elsewhere = await publicMemorial('Elsewhere');
    expect((await same.post(`/api/memorials/${elsewhere}/guestbook`, entry())).status).toBe(429);
    // Nothing of the refused attempts was stored.
    expect((await owner.get(`/api/memorials/${id}/guestbook`)).body.entries).toHaveLength(PER_IP);
    expect((await owner.get(`/api/memorials/${elsewhere}/guestbook`)).body.entries).toHaveLength(0);
  });

  it(`a memorial takes ${PER_MEMORIAL} messages from anyone; then 429 for everyone, while another memorial still accepts`, async () => {
    const id = await publicMemorial('Per memorial');
    const other = await publicMemorial('Still open');
    for (let i = 0; i < PER_MEMORIAL; i++) {
      const res = await visitor().post(`/api/memorials/${id}/guestbook`, entry({ message: `From address ${i}` }));
      expect(res.status, `message ${i + 1}`).toBe(201);
    }
    for (const c of [visitor(), visitor(), owner]) {
      const res = await c.post(`/api/memorials/${id}/guestbook`, entry());
      expect(res.status).toBe(429);
      expect(res.body.error.message).toBe(MEMORIAL_MSG.guestbookRateLimited);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await visitor().post(`/api/memorials/${other}/guestbook`, entry())).status).toBe(201);
    expect((await owner.get(`/api/memorials/${id}/guestbook`)).body.entries).toHaveLength(PER_MEMORIAL);
  });

  it('one address over its own limit does not use up the memorial for everyone else', async () => {
    const id = await publicMemorial('Not silenced');
    const noisy = visitor();
    for (let i = 0; i < PER_IP; i++)
      expect((await noisy.post(`/api/memorials/${id}/guestbook`, entry())).status).toBe(201);
    for (let i = 0; i < PER_MEMORIAL * 2; i++)
      expect((await noisy.post(`/api/memorials/${id}/guestbook`, entry())).status).toBe(429);
    // The memorial has room for PER_MEMORIAL - PER_IP more, from other people.
    for (let i = 0; i < PER_MEMORIAL - PER_IP; i++) {
      expect((await visitor().post(`/api/memorials/${id}/guestbook`, entry())).status).toBe(201);
    }
  });

  it('the limits reset once the window has passed', async () => {
    const id = await publicMemorial('After an hour');
    const same = visitor();
    for (let i = 0; i < PER_IP; i++)
      expect((await same.post(`/api/memorials/${id}/guestbook`, entry())).status).toBe(201);
    expect((await same.post(`/api/memorials/${id}/guestbook`, entry())).status).toBe(429);
    ctx.setNow(new Date(Date.now() + 3601_000));
    expect((await same.post(`/api/memorials/${id}/guestbook`, entry())).status).toBe(201);
  });
});

describe('deleting an entry', () => {
  it('the owner deletes an entry (200); an unknown id is 404', async () => {
    const id = await publicMemorial('Deleting');
    const keep = await visitor().post(`/api/memorials/${id}/guestbook`, entry({ message: 'Keep me' }));
    const drop = await visitor().post(`/api/memorials/${id}/guestbook`, entry({ message: 'Remove me' }));
    const res = await owner.delete(`/api/memorials/${id}/guestbook/${drop.body.entry.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const page = await owner.get(`/api/memorials/${id}/guestbook`);
    expect(page.body.canDelete).toBe(true);
    expect(page.body.entries.map((e: { id: string }) => e.id)).toEqual([keep.body.entry.id]);

    const missing = { code: 'NOT_FOUND', message: 'That message is no longer in the guestbook.' };
    expect((await owner.delete(`/api/memorials/${id}/guestbook/${drop.body.entry.id}`)).body.error).toEqual(missing);
    const unknown = await owner.delete(`/api/memorials/${id}/guestbook/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual(missing);
    expect((await owner.delete(`/api/memorials/${id}/guestbook/not-a-uuid`)).status).toBe(404);

    // An entry of another memorial cannot be deleted through this one.
    const otherId = await publicMemorial('Other guestbook');
    const foreign = await visitor().post(`/api/memorials/${otherId}/guestbook`, entry());
    expect((await owner.delete(`/api/memorials/${id}/guestbook/${foreign.body.entry.id}`)).status).toBe(404);
    expect((await owner.get(`/api/memorials/${otherId}/guestbook`)).body.entries).toHaveLength(1);
  });
});

describe('the crisis screen (decision 041)', () => {
  const sign = (id: string, message: string, lang = 'en-GB,en;q=0.8') =>
    visitor().request('POST', `/api/memorials/${id}/guestbook`, entry({ message }), { 'accept-language': lang });
  const ids = (res: { body: { entries: { id: string }[] } }) => res.body.entries.map((e) => e.id);
  const jobsFor = async (entryId: string) =>
    (await ctx.database.db.select().from(emailJobs)).filter(
      (j) => (j.payload as { entryId?: string } | null)?.entryId === entryId,
    );

  it('holds a crisis message for the family, gives its author the help lines, and the family shows it', async () => {
    const id = await publicMemorial('Held message');
    const held = await sign(id, 'I will be with him soon, I have the pills saved up and tonight is the night.');
    expect(held.status).toBe(201);
    expect(held.body.support.risk).toBe('crisis');
    expect(held.body.support.helplines[0].name).toBe('Samaritans');
    expect(held.body.entry.isApproved).toBe(false);
    const [row] = await ctx.database.db
      .select()
      .from(memorialGuestbook)
      .where(eq(memorialGuestbook.id, held.body.entry.id));
    expect(row!.isApproved).toBe(false);
    // Nothing of the words goes to the owner by email.
    expect(await jobsFor(held.body.entry.id)).toEqual([]);

    // Visitors do not read it, on the guestbook or on the memorial's page; the owner does, marked.
    const kind = await sign(id, 'She taught me to swim. Thank you for everything.');
    expect(kind.body.support).toBeUndefined();
    expect(await jobsFor(kind.body.entry.id)).toHaveLength(1);
    expect(ids(await visitor().get(`/api/memorials/${id}/guestbook`))).toEqual([kind.body.entry.id]);
    expect((await visitor().get(`/api/memorials/${id}`)).body.guestbook.entries).toHaveLength(1);
    const ownerView = await owner.get(`/api/memorials/${id}/guestbook`);
    expect(ids(ownerView)).toEqual([kind.body.entry.id, held.body.entry.id]);
    expect(ownerView.body.entries[1].isApproved).toBe(false);

    // Only those who moderate may show it: a visitor gets 401 and changes nothing.
    const approve = `/api/memorials/${id}/guestbook/${held.body.entry.id}/approve`;
    expect((await visitor().post(approve)).status).toBe(401);
    expect(ids(await visitor().get(`/api/memorials/${id}/guestbook`))).toEqual([kind.body.entry.id]);
    const shown = await owner.post(approve);
    expect(shown.status).toBe(200);
    expect(ids(await visitor().get(`/api/memorials/${id}/guestbook`))).toEqual([
      kind.body.entry.id,
      held.body.entry.id,
    ]);
    const unknown = await owner.post(`/api/memorials/${id}/guestbook/${randomUUID()}/approve`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(GUESTBOOK_MSG.entryGone);
  });

  it('keeps held messages out of every page a visitor reads', async () => {
    const id = await publicMemorial('Held pages');
    const kept: string[] = [];
    for (const message of ['First memory.', 'i want to die, i have the rope ready', 'Last memory.']) {
      const res = await sign(id, message);
      if (res.body.entry.isApproved) kept.unshift(res.body.entry.id);
    }
    const first = await visitor().get(`/api/memorials/${id}/guestbook?limit=1`);
    const second = await visitor().get(`/api/memorials/${id}/guestbook?limit=1&cursor=${first.body.nextCursor}`);
    expect([...ids(first), ...ids(second)]).toEqual(kept);
    expect(second.body.nextCursor).toBeNull();
  });

  it('shows a message that worries, with a gentle note to its author; help lines follow the browser', async () => {
    const id = await publicMemorial('Concern message');
    const res = await sign(
      id,
      'Some nights I wish I could just go to sleep and not wake up. I miss her so much.',
      'en-US',
    );
    expect(res.status).toBe(201);
    expect(res.body.support).toEqual({ risk: 'concern' });
    expect(res.body.entry.isApproved).toBe(true);
    const crisis = await sign(id, 'going to kill myself tonight', 'en-US');
    expect(crisis.body.support.helplines[0].country).toBe('United States');
  });
});
