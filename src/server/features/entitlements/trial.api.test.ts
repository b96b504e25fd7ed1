/**
 * The free trial every account starts with (spec section 9, issue 16, decision 033): given at
 * sign-up with its end three days later on the app's clock; "Trial Ending Soon" under 24 hours,
 * "Trial Expired" after; and what stays editable once it has ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@shared/messages';
import { PLANS_MSG } from '@shared/messages.plans';
import { TIER_FEATURES } from '@shared/tiers';
import { subscriptions } from '../../db/schema';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness';
import { runAdminCommand } from '../admin/admin.service';

const HOUR = 3_600_000;
const start = new Date('2031-03-10T09:00:00.000Z');
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const entitlements = async (client: TestClient) => (await client.get('/api/session')).body.entitlements;

describe('the trial given at sign-up', () => {
  let person: Awaited<ReturnType<typeof signedInClient>>;
  let memorialId: string;
  let letterId: string;

  beforeAll(async () => {
    ctx.setNow(start);
    person = await signedInClient(ctx);
  });
  afterAll(() => ctx.setNow(null));

  it('starts at once: one active free row ending three days after sign-up, full access, one memorial', async () => {
    const rows = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, person.userId), eq(subscriptions.isActive, true)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subscriptionType: 'free', trialExpiresAt: at(72) });

    const ent = await entitlements(person.client);
    expect(ent.tier).toBe('free');
    expect(ent.trial).toEqual({ state: 'active', expiresAt: at(72).toISOString(), hoursLeft: 72 });
    expect(ent.features).toEqual({ ...TIER_FEATURES.monthly, maxMemorials: 1 });
    // Spec section 6: community rooms stay for paying members.
    expect(ent.canAccessCommunityRooms).toBe(false);
  });

  it('lets the trial make its one memorial and a legacy letter, and not a second memorial', async () => {
    const m = await person.client.post('/api/memorials', { title: 'Grandad', isPublic: false });
    expect(m.status).toBe(201);
    memorialId = m.body.memorial.id;
    const second = await person.client.post('/api/memorials', { title: 'Nan', isPublic: false });
    expect(second.status).toBe(403);
    expect(second.body.error).toEqual({ code: 'MEMORIAL_LIMIT', message: MSG.plan.memorialLimit });
    const letter = await person.client.post('/api/letters', { recipientName: 'Lily', letterContent: 'For later.' });
    expect(letter.status).toBe(201);
    letterId = letter.body.letter.id;
  });

  it('warns under 24 hours (Trial Ending Soon) with the hours left, rounded up', async () => {
    ctx.setNow(at(48));
    expect((await entitlements(person.client)).trial.state).toBe('active');
    ctx.setNow(at(48.5));
    expect((await entitlements(person.client)).trial).toEqual({
      state: 'expiring',
      expiresAt: at(72).toISOString(),
      hoursLeft: 24,
    });
    ctx.setNow(at(71.9));
    expect((await entitlements(person.client)).trial.hoursLeft).toBe(1);
  });

  it('ends at its expiry (Trial Expired): the free features, nothing deleted', async () => {
    ctx.setNow(at(72));
    const ent = await entitlements(person.client);
    expect(ent.trial).toEqual({ state: 'expired', expiresAt: at(72).toISOString(), hoursLeft: null });
    expect(ent.features).toEqual(TIER_FEATURES.free);
    expect((await person.client.get(`/api/memorials/${memorialId}`)).status).toBe(200);
    expect((await person.client.get(`/api/letters/${letterId}`)).body.letter.letterContent).toBe('For later.');
  });

  it('after the trial: the memorial within the free limit and the letters stay editable; new letters need a plan', async () => {
    ctx.setNow(at(80));
    const edit = await person.client.patch(`/api/memorials/${memorialId}`, { title: 'Grandad Joe', isPublic: false });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const letter = await person.client.patch(`/api/letters/${letterId}`, { letterContent: 'For later, with love.' });
    expect(letter.status).toBe(200);
    const newLetter = await person.client.post('/api/letters', { recipientName: 'Sam', letterContent: 'Hi' });
    expect(newLetter.status).toBe(403);
    expect(newLetter.body.error.code).toBe('PREMIUM_FEATURE');
  });
});

describe('memorials beyond the plan after it ends', () => {
  it('the oldest stays editable; the others are read-only but viewable, shareable and deletable', async () => {
    const { client, account } = await signedInClient(ctx);
    await runAdminCommand(ctx.database.db, ['plan', account.email, 'monthly']);
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const res = await client.post('/api/memorials', { title, isPublic: false });
      expect(res.status).toBe(201);
      ids.push(res.body.memorial.id);
    }
    await runAdminCommand(ctx.database.db, ['plan', account.email, 'free']);
    const [first, second, third] = ids as [string, string, string];

    expect(
      (await client.patch(`/api/memorials/${first}`, { title: 'First, still mine', isPublic: false })).status,
    ).toBe(200);
    const refused = await client.patch(`/api/memorials/${second}`, { title: 'Changed', isPublic: false });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'MEMORIAL_READ_ONLY', message: PLANS_MSG.memorialReadOnly });
    expect((await client.put(`/api/memorials/${second}/song`, { youtubeUrl: null })).status).toBe(403);
    expect((await client.put(`/api/memorials/${second}/media/order`, { mediaIds: [second] })).body.error.code).toBe(
      'MEMORIAL_READ_ONLY',
    );

    const page = await client.get(`/api/memorials/${second}`);
    expect(page.status).toBe(200);
    expect(page.body.memorial).toMatchObject({ title: 'Second', readOnly: true });
    expect((await client.get(`/api/memorials/${first}`)).body.memorial.readOnly).toBeUndefined();
    expect((await client.put(`/api/memorials/${second}/sharing`, { enabled: true })).status).toBe(200);
    expect((await client.delete(`/api/memorials/${third}`)).status).toBeLessThan(300);

    // A plan again: everything is editable again.
    await runAdminCommand(ctx.database.db, ['plan', account.email, 'annual']);
    expect((await client.patch(`/api/memorials/${second}`, { title: 'Second, again', isPublic: false })).status).toBe(
      200,
    );
  });
});
