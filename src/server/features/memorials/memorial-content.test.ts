/**
 * Decision 044: the memorial's page keeps its media, sections and timeline under the memorial's
 * `content_version`, and reads its guestbook page with the memorial's row.
 *
 * Every change below is written straight into the database, as another server of the same
 * deployment would write it: the page must show it on the very next read, with no time window.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memorialCollaborators,
  memorialGuestbook,
  memorialMedia,
  memorials,
  memorialStorySections,
  memorialTimelineEvents,
  profiles,
  subscriptions,
  userRoles,
} from '../../db/schema';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { runAdminCommand } from '../admin/admin.service';
import { getEntitlementsAndRank } from '../entitlements/entitlements.service';
import { contentWeight } from './memorial-content';
import { ownerPlan } from './memorials.access';
import { findMemorialWithGuestbook, isAmongOldestMemorials } from './memorials.queries';

let ctx: TestContext;
let owner: TestClient;
let ownerId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const o = await signedInClient(ctx, { displayName: 'Rose Ellis' });
  owner = o.client;
  ownerId = o.userId;
  await runAdminCommand(ctx.database.db, ['plan', o.account.email, 'monthly']);
});
afterAll(() => ctx.close());

const newMemorial = async (isPublic = true) =>
  (await owner.post('/api/memorials', { title: 'Margaret Ellis', isPublic })).body.memorial.id as string;
const page = async (client: TestClient, id: string) => {
  const res = await client.get(`/api/memorials/${id}`);
  expect(res.status).toBe(200);
  return res.body as {
    memorial: {
      sections: { title: string; addedBy?: { name: string } }[];
      timeline: { title: string }[];
      media: { id: string; caption: string | null }[];
    };
    guestbook: { entries: { authorName: string; isApproved: boolean }[]; nextCursor: string | null };
  };
};
const version = async (id: string) =>
  (await ctx.database.db.select({ v: memorials.contentVersion }).from(memorials).where(eq(memorials.id, id)))[0]!.v;

describe("the memorial's content, kept under its version", () => {
  it('shows a change written by another server on the next read: sections, timeline, media, names', async () => {
    const id = await newMemorial();
    const { db } = ctx.database;
    expect((await owner.post(`/api/memorials/${id}/story`, { title: 'Early years' })).status).toBe(201);
    expect((await page(owner, id)).memorial.sections.map((s) => s.title)).toEqual(['Early years']);
    const before = await version(id);

    await db
      .insert(memorialStorySections)
      .values({ memorialId: id, title: 'The bakery', displayOrder: 1, addedBy: ownerId });
    expect((await page(owner, id)).memorial.sections.map((s) => s.title)).toEqual(['Early years', 'The bakery']);

    await db
      .update(memorialStorySections)
      .set({ title: 'Childhood' })
      .where(eq(memorialStorySections.title, 'Early years'));
    expect((await page(owner, id)).memorial.sections.map((s) => s.title)).toEqual(['Childhood', 'The bakery']);

    await db
      .insert(memorialTimelineEvents)
      .values({ memorialId: id, eventYear: 1950, title: 'Born', addedBy: ownerId });
    expect((await page(owner, id)).memorial.timeline.map((e) => e.title)).toEqual(['Born']);
    await db.delete(memorialTimelineEvents).where(eq(memorialTimelineEvents.memorialId, id));
    expect((await page(owner, id)).memorial.timeline).toEqual([]);

    const [media] = await db
      .insert(memorialMedia)
      .values({
        memorialId: id,
        mediaType: 'photo',
        filePath: `memorial-photos/${ownerId}/${id}/a.jpg`,
        contentType: 'image/jpeg',
        byteSize: 1000,
        displayOrder: 0,
        addedBy: ownerId,
      })
      .returning();
    expect((await page(owner, id)).memorial.media.map((m) => m.id)).toEqual([media!.id]);
    await db.update(memorialMedia).set({ caption: 'At the harbour' }).where(eq(memorialMedia.id, media!.id));
    expect((await page(owner, id)).memorial.media[0]!.caption).toBe('At the harbour');

    // The adder's name is shown with what they added: a new name is a change of the content.
    await db.update(profiles).set({ displayName: 'Rose Ellis-Hart' }).where(eq(profiles.id, ownerId));
    expect((await page(owner, id)).memorial.sections[0]!.addedBy!.name).toBe('Rose Ellis-Hart');

    await db.delete(memorialMedia).where(eq(memorialMedia.id, media!.id));
    expect((await page(owner, id)).memorial.media).toEqual([]);
    expect(await version(id)).toBe(before + 8);
  });

  it('leaves other memorials\u2019 versions alone, and a name change that did not change the name', async () => {
    const a = await newMemorial();
    const b = await newMemorial();
    await owner.post(`/api/memorials/${a}/story`, { title: 'Only here' });
    const [va, vb] = [await version(a), await version(b)];
    await ctx.database.db.execute(sql`update profiles set display_name = display_name where id = ${ownerId}`);
    expect([await version(a), await version(b)]).toEqual([va, vb]);
    await ctx.database.db.update(profiles).set({ displayName: 'Rose' }).where(eq(profiles.id, ownerId));
    expect([await version(a), await version(b)]).toEqual([va + 1, vb]);
  });

  it('weighs a copy by its text', () => {
    const small = contentWeight({ media: [], sections: [], events: [] });
    const section = {
      id: 'x',
      memorialId: 'm',
      title: 'T',
      body: 'x'.repeat(10_000),
      displayOrder: 0,
      addedBy: null,
      adderName: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    expect(small).toBe(0);
    expect(contentWeight({ media: [], sections: [section], events: [] })).toBeGreaterThan(20_000);
  });
});

describe('the guestbook page read with the memorial', () => {
  it('holds held messages for the owner and for collaborators, never for visitors, on every page', async () => {
    const id = await newMemorial();
    const { db } = ctx.database;
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));
    await db.insert(memorialGuestbook).values([
      ...Array.from({ length: 24 }, (_, i) => ({
        memorialId: id,
        authorName: `Friend ${i}`,
        message: 'Thinking of you all.',
        createdAt: at(i),
      })),
      { memorialId: id, authorName: 'Held', message: 'Held for the family.', isApproved: false, createdAt: at(30) },
    ]);
    const helper = await signedInClient(ctx);
    await db.insert(memorialCollaborators).values({ memorialId: id, userId: helper.userId, invitedBy: ownerId });
    const visitor = new TestClient(ctx);

    const names = async (client: TestClient) => {
      const all: string[] = [];
      let cursor: string | null = null;
      do {
        const q: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
        const res = await client.get(`/api/memorials/${id}/guestbook${q}`);
        expect(res.status).toBe(200);
        all.push(...res.body.entries.map((e: { authorName: string }) => e.authorName));
        cursor = res.body.nextCursor;
      } while (cursor);
      return all;
    };
    const friends = Array.from({ length: 24 }, (_, i) => `Friend ${23 - i}`);
    expect(await names(owner)).toEqual(['Held', ...friends]);
    expect(await names(helper.client)).toEqual(['Held', ...friends]);
    expect(await names(visitor)).toEqual(friends);

    const first = (client: TestClient) => page(client, id).then((p) => p.guestbook.entries.map((e) => e.authorName));
    expect((await first(owner))[0]).toBe('Held');
    expect((await first(helper.client))[0]).toBe('Held');
    expect((await first(visitor))[0]).toBe('Friend 23');
  });

  it('answers an unknown memorial, a private one and a bad id as before', async () => {
    const id = await newMemorial(false);
    const visitor = new TestClient(ctx);
    expect((await visitor.get(`/api/memorials/${id}/guestbook`)).status).toBe(404);
    expect((await visitor.get(`/api/memorials/${crypto.randomUUID()}/guestbook`)).status).toBe(404);
    expect((await visitor.get(`/api/memorials/not-a-uuid/guestbook`)).status).toBe(404);
    expect((await owner.get(`/api/memorials/${id}/guestbook`)).body.entries).toEqual([]);
  });
});

describe("the owner's plan and the memorial's place among theirs", () => {
  it('counts the older memorials as the plan limit orders them (creation time, then id)', async () => {
    const { db } = ctx.database;
    const other = await signedInClient(ctx);
    const same = new Date('2026-01-01T00:00:00Z');
    const rows = await db
      .insert(memorials)
      .values(
        [same, same, new Date('2025-06-01T00:00:00Z'), new Date('2026-03-01T00:00:00Z')].map((createdAt, i) => ({
          userId: other.userId,
          title: `M${i}`,
          createdAt,
        })),
      )
      .returning({ id: memorials.id });
    for (const { id } of rows) {
      const { olderMemorials } = await getEntitlementsAndRank(db, other.userId, id, new Date());
      expect(olderMemorials).not.toBeNull();
      for (const n of [1, 2, 3, 4])
        expect(olderMemorials! < n, `memorial ${id}, limit ${n}`).toBe(
          await isAmongOldestMemorials(db, other.userId, id, n),
        );
    }
    const ranks = await Promise.all(rows.map(({ id }) => getEntitlementsAndRank(db, other.userId, id, new Date())));
    expect(ranks.map((r) => r.olderMemorials).sort()).toEqual([0, 1, 2, 3]);
  });

  it("reads the same plan facts with the memorial's row as on their own (decision 065), whatever the plan", async () => {
    const { db } = ctx.database;
    const other = await signedInClient(ctx);
    const [older, id] = (
      await db
        .insert(memorials)
        .values([
          { userId: other.userId, title: 'First', createdAt: new Date('2026-01-01T00:00:00Z') },
          { userId: other.userId, title: 'Second', createdAt: new Date('2026-02-01T00:00:00Z') },
        ])
        .returning({ id: memorials.id })
    ).map((r) => r.id);
    // The plan worked out from the facts read with the row equals the one read on its own.
    const both = async () => {
      const found = (await findMemorialWithGuestbook(db, id!, other.userId, 21, null, true))!;
      ctx.setNow(new Date('2030-06-01T00:00:00Z'));
      try {
        expect(await ownerPlan(ctx.deps, found.memorial, found.ownerPlan)).toEqual(
          await ownerPlan(ctx.deps, found.memorial),
        );
      } finally {
        ctx.setNow(null);
      }
      return found.ownerPlan!;
    };
    expect(await both()).toMatchObject({ admin: false, olderMemorials: 1, referralPremiumUntil: null });
    // A trial, then a paid plan (the newest active row), then the admin role.
    const trialEnd = new Date('2031-05-06T07:08:09.123Z');
    await db.update(subscriptions).set({ isActive: false }).where(eq(subscriptions.userId, other.userId));
    await db.insert(subscriptions).values({
      userId: other.userId,
      subscriptionType: 'free',
      isActive: true,
      trialExpiresAt: trialEnd,
      createdAt: new Date('2030-01-01T00:00:00Z'),
    });
    expect((await both()).subscription).toEqual({
      subscriptionType: 'free',
      isActive: true,
      trialExpiresAt: trialEnd,
      createdAt: new Date('2030-01-01T00:00:00Z'),
    });
    await db.insert(subscriptions).values({
      userId: other.userId,
      subscriptionType: 'annual',
      isActive: true,
      createdAt: new Date('2030-02-01T00:00:00Z'),
    });
    expect((await both()).subscription?.subscriptionType).toBe('annual');
    await db.insert(userRoles).values({ userId: other.userId, role: 'admin' });
    expect(await both()).toMatchObject({ admin: true });
    // The oldest memorial has none before it; the page of an unknown memorial is nothing.
    expect((await findMemorialWithGuestbook(db, older!, other.userId, 21, null, true))!.ownerPlan!.olderMemorials).toBe(
      0,
    );
    expect(await findMemorialWithGuestbook(db, crypto.randomUUID(), other.userId, 21, null, true)).toBeNull();
  });
});
