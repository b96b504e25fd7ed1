/**
 * Community rooms through the real app (decision 036 points 6-8): the premium gate on the room
 * list and on the AI community moderator, the order and archiving, the admin console's writes, the
 * shipped rooms' seeding, and the moderator speaking for the room the database names (against the
 * local OpenAI-compatible fake, src/server/test/fake-openai.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { COMMUNITY_MSG, ROOM_TYPES, type AdminCommunityRoom, type CommunityRoom } from '@shared/schemas/community';
import { aiUsage, communityRooms } from '../../db/schema';
import { runAdminCommand } from '../admin/admin.service';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { readSse, shownText } from '../../test/sse';
import { seedShippedRooms } from './community.service';
import { SHIPPED_ROOMS } from './seed-rooms';

let fake: FakeOpenAi;
let ctx: TestContext;
/** Sign-up trial, the free plan, a monthly member, a site admin. */
let trial: TestClient;
let free: TestClient;
let monthly: TestClient;
let admin: TestClient;

const REPLY = 'Welcome in. This room is here for you, and you can take your time.';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  ctx = await createTestContext({ AI_MODEL: 'test-model', AI_BASE_URL: fake.baseUrl, AI_MAX_PER_MINUTE: '1000' });
  const person = async (plan: 'free' | 'monthly' | null, isAdmin = false) => {
    const p = await signedInClient(ctx);
    if (plan) await runAdminCommand(ctx.database.db, ['plan', p.account.email, plan]);
    if (isAdmin) await runAdminCommand(ctx.database.db, ['grant', p.account.email]);
    return p.client;
  };
  [trial, free, monthly, admin] = await Promise.all([
    person(null),
    person('free'),
    person('monthly'),
    person('free', true),
  ]);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const rooms = async (client: TestClient = monthly) => {
  const res = await client.get('/api/community/rooms');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { rooms: CommunityRoom[]; isAdmin: boolean };
};
const adminRooms = async () => (await admin.get('/api/admin/community-rooms')).body.rooms as AdminCommunityRoom[];
const storedCount = async () => (await ctx.database.db.select().from(communityRooms)).length;

const moderator = (client: TestClient, body: unknown) =>
  ctx.app.request('/api/functions/ai-community-moderator', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost',
      'x-forwarded-for': client.ip,
      cookie: client.cookieHeader(),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const ask = (roomId: string) => ({
  messages: [{ role: 'user', content: 'What helps with grief in the evenings?' }],
  roomContext: { roomId, name: 'A room the client made up', description: 'Words from the client.' },
});

describe('the shipped rooms and their seeding', () => {
  it('ships about six rooms with unique keys, every room type, within the limits', () => {
    expect(SHIPPED_ROOMS.length).toBeGreaterThanOrEqual(5);
    expect(new Set(SHIPPED_ROOMS.map((r) => r.seedKey)).size).toBe(SHIPPED_ROOMS.length);
    for (const type of ROOM_TYPES)
      expect(
        SHIPPED_ROOMS.some((r) => r.roomType === type),
        type,
      ).toBe(true);
    for (const r of SHIPPED_ROOMS) {
      expect(r.name.length).toBeLessThanOrEqual(100);
      expect(r.description.length).toBeLessThanOrEqual(500);
    }
  });

  it('an unseeded site lists no rooms; seeding puts them all in, and a second run adds nothing', async () => {
    expect((await rooms()).rooms).toEqual([]);
    expect(await seedShippedRooms(ctx.database.db)).toBe(SHIPPED_ROOMS.length);
    expect(await seedShippedRooms(ctx.database.db)).toBe(0);
    expect((await rooms()).rooms.map((r) => r.name).sort()).toEqual(SHIPPED_ROOMS.map((r) => r.name).sort());
  });

  it("never overwrites an admin's edit or brings an archived shipped room back", async () => {
    const [first, second] = await adminRooms();
    expect(first!.shipped).toBe(true);
    expect((await admin.patch(`/api/admin/community-rooms/${first!.id}`, { name: 'Edited by us' })).status).toBe(200);
    expect((await admin.patch(`/api/admin/community-rooms/${second!.id}`, { archived: true })).status).toBe(200);
    expect(await seedShippedRooms(ctx.database.db)).toBe(0);
    const listed = (await rooms()).rooms;
    expect(listed.find((r) => r.id === first!.id)!.name).toBe('Edited by us');
    expect(listed.some((r) => r.id === second!.id || r.name === second!.name)).toBe(false);
    // Brought back for the tests below.
    await admin.patch(`/api/admin/community-rooms/${second!.id}`, { archived: false });
    await admin.patch(`/api/admin/community-rooms/${first!.id}`, { name: first!.name });
  });

  it('a failure is logged, not thrown', async () => {
    const broken = [{ seedKey: 'broken', name: 'x', description: '', roomType: 'nonsense' as never }];
    expect(await seedShippedRooms(ctx.database.db, new Date(), broken)).toBe(0);
  });
});

describe('the room list (premium)', () => {
  it('refuses the free plan and the sign-up trial with the spec message, and a visitor with 401', async () => {
    for (const client of [free, trial]) {
      const res = await client.get('/api/community/rooms');
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'PREMIUM_FEATURE', message: MSG.plan.communityPremium });
    }
    expect((await new TestClient(ctx).get('/api/community/rooms')).status).toBe(401);
  });

  it('answers a monthly member and an admin (with the badge), ordered by name, archived left out', async () => {
    const member = await rooms(monthly);
    expect(member.isAdmin).toBe(false);
    const names = member.rooms.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(Object.keys(member.rooms[0]!).sort()).toEqual(['description', 'id', 'name', 'roomType']);
    const asAdmin = await rooms(admin);
    expect(asAdmin.isAdmin).toBe(true);
    expect(asAdmin.rooms).toEqual(member.rooms);

    const created = (await admin.post('/api/admin/community-rooms', { name: 'aaa first by name', roomType: 'other' }))
      .body.room as AdminCommunityRoom;
    expect((await rooms()).rooms[0]!.id).toBe(created.id);
    await admin.patch(`/api/admin/community-rooms/${created.id}`, { archived: true });
    expect((await rooms()).rooms.some((r) => r.id === created.id)).toBe(false);
    expect((await adminRooms()).find((r) => r.id === created.id)!.archived).toBe(true);
  });
});

describe('admin room management', () => {
  it('creates (trimmed, with defaults), edits, archives and brings back a room', async () => {
    const res = await admin.post('/api/admin/community-rooms', { name: '  Sunday Mornings  ' });
    expect(res.status).toBe(201);
    const room = res.body.room as AdminCommunityRoom;
    expect(room).toMatchObject({
      name: 'Sunday Mornings',
      description: '',
      roomType: 'support',
      archived: false,
      shipped: false,
    });
    const edited = await admin.patch(`/api/admin/community-rooms/${room.id}`, {
      description: 'For slow Sundays.',
      roomType: 'discussion',
    });
    expect(edited.body.room).toMatchObject({
      name: 'Sunday Mornings',
      description: 'For slow Sundays.',
      roomType: 'discussion',
    });
    expect((await admin.patch(`/api/admin/community-rooms/${room.id}`, { archived: true })).body.room.archived).toBe(
      true,
    );
    expect((await rooms()).rooms.some((r) => r.id === room.id)).toBe(false);
    expect((await admin.patch(`/api/admin/community-rooms/${room.id}`, { archived: false })).body.room.archived).toBe(
      false,
    );
    expect((await rooms()).rooms.find((r) => r.id === room.id)).toEqual({
      id: room.id,
      name: 'Sunday Mornings',
      description: 'For slow Sundays.',
      roomType: 'discussion',
    });
  });

  it.each([
    ['an empty name', { name: '   ' }, COMMUNITY_MSG.nameRequired, 'name'],
    ['no name', { description: 'x' }, COMMUNITY_MSG.nameRequired, 'name'],
    ['a 101-character name', { name: 'n'.repeat(101) }, COMMUNITY_MSG.nameTooLong, 'name'],
    [
      'a 501-character description',
      { name: 'Ok', description: 'd'.repeat(501) },
      COMMUNITY_MSG.descriptionTooLong,
      'description',
    ],
    ['an unknown type', { name: 'Ok', roomType: 'party' }, COMMUNITY_MSG.typeInvalid, 'roomType'],
  ])('refuses %s with its message and stores nothing', async (_label, body, message, field) => {
    const before = await storedCount();
    const res = await admin.post('/api/admin/community-rooms', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION', message, field });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a bad edit, an empty edit and unknown fields, changing nothing; an unknown id is 404', async () => {
    const [room] = await adminRooms();
    for (const [body, message] of [
      [{ name: '' }, COMMUNITY_MSG.nameRequired],
      [{ roomType: 'party' }, COMMUNITY_MSG.typeInvalid],
      [{}, COMMUNITY_MSG.nothingToUpdate],
      [{ seedKey: 'x' }, 'Unknown field: seedKey'],
    ] as const) {
      const res = await admin.patch(`/api/admin/community-rooms/${room!.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await adminRooms()).find((r) => r.id === room!.id)).toEqual(room);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await admin.patch(`/api/admin/community-rooms/${id}`, { name: 'x' });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(COMMUNITY_MSG.notFound);
    }
  });

  it('refuses anyone but an admin (403, 401 signed out) before reading the body, and nothing changes', async () => {
    const before = await adminRooms();
    const target = before[0]!;
    for (const client of [monthly, free]) {
      for (const res of [
        await client.get('/api/admin/community-rooms'),
        await client.post('/api/admin/community-rooms', { name: 'Mine' }),
        await client.post('/api/admin/community-rooms', { nonsense: true }),
        await client.patch(`/api/admin/community-rooms/${target.id}`, { archived: true }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: MSG.http.forbidden });
      }
    }
    expect((await new TestClient(ctx).post('/api/admin/community-rooms', { name: 'x' })).status).toBe(401);
    expect(await adminRooms()).toEqual(before);
  });
});

describe('the AI community moderator', () => {
  it('refuses a free user calling it directly with 403 before the body is read, and charges nothing', async () => {
    const calls = fake.calls;
    const [room] = (await rooms()).rooms;
    for (const client of [free, trial]) {
      for (const body of [ask(room!.id), '{not json', { messages: [] }]) {
        const res = await moderator(client, body);
        expect(res.status).toBe(403);
        expect((await res.json()).error).toEqual({ code: 'PREMIUM_FEATURE', message: MSG.plan.communityPremium });
      }
    }
    expect(fake.calls).toBe(calls);
    expect(await ctx.database.db.select().from(aiUsage)).toEqual([]);
  });

  it('answers 404 for an unknown or archived room, without asking the model', async () => {
    const calls = fake.calls;
    const created = (await admin.post('/api/admin/community-rooms', { name: 'Soon closed' })).body.room;
    await admin.patch(`/api/admin/community-rooms/${created.id}`, { archived: true });
    for (const id of ['00000000-0000-4000-8000-000000000000', created.id as string]) {
      const res = await moderator(monthly, ask(id));
      expect(res.status).toBe(404);
      expect((await res.json()).error).toEqual({ code: 'NOT_FOUND', message: COMMUNITY_MSG.notFound });
    }
    expect(fake.calls).toBe(calls);
  });

  it("streams a premium member's reply, the model told the room's own name and description", async () => {
    fake.behave({ kind: 'reply', text: REPLY, pieceDelayMs: 1 });
    const room = (await rooms()).rooms.find((r) => r.description)!;
    for (const client of [monthly, admin]) {
      const res = await moderator(client, ask(room.id));
      expect(res.status).toBe(200);
      const sse = await readSse(res);
      expect(sse.done).toBe(true);
      expect(shownText(sse.chunks)).toBe(REPLY);
      const system = fake.lastBody!.messages[0]!;
      expect(system.role).toBe('system');
      expect(system.content).toContain(room.name);
      expect(system.content).toContain(room.description);
      expect(system.content).not.toContain('A room the client made up');
      expect(system.content).not.toContain('Words from the client.');
    }
  });
});
