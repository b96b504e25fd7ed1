import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { MSG } from '@shared/messages';
import { freeEntitlements, TIER_FEATURES, type Tier } from '@shared/tiers';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness';
import { entitlementFacts, grantRole, hasRole, replaceSubscription, revokeRole } from './entitlements.queries';
import { getEntitlements, isAdmin, requireFeature } from './entitlements.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;

/** A signed-up account without its sign-up trial row, so each test sets the rows it is about. */
async function withoutRows(person: Awaited<ReturnType<typeof signedInClient>>) {
  await db().delete(subscriptions).where(eq(subscriptions.userId, person.userId));
  return person;
}

async function newUser(): Promise<string> {
  return (await withoutRows(await signedInClient(ctx))).userId;
}

async function addSubscription(
  userId: string,
  subscriptionType: Tier,
  createdAt: Date,
  extra: { isActive?: boolean; trialExpiresAt?: Date | null } = {},
) {
  await db()
    .insert(subscriptions)
    .values({
      userId,
      subscriptionType,
      createdAt,
      isActive: extra.isActive ?? true,
      trialExpiresAt: extra.trialExpiresAt ?? null,
    });
}

async function rowsOf(userId: string) {
  return db()
    .select({ subscriptionType: subscriptions.subscriptionType, isActive: subscriptions.isActive })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt));
}

describe('getEntitlements from the database', () => {
  const now = new Date();

  it('a new account without a subscription row is on the free tier', async () => {
    const userId = await newUser();
    expect(await getEntitlements(db(), userId, now)).toEqual(freeEntitlements());
  });

  it('the newest active row wins over older active ones', async () => {
    const userId = await newUser();
    await addSubscription(userId, 'monthly', new Date(now.getTime() - 3 * DAY));
    await addSubscription(userId, 'annual', new Date(now.getTime() - DAY));
    await addSubscription(userId, 'professional', new Date(now.getTime() - 2 * DAY));
    const ent = await getEntitlements(db(), userId, now);
    expect(ent.tier).toBe('annual');
    expect(ent.features).toEqual(TIER_FEATURES.annual);
    expect(ent.canAccessCommunityRooms).toBe(true);
    expect(ent.hasFullAccess).toBe(true);
  });

  it('rows a millisecond apart are told apart', async () => {
    const userId = await newUser();
    const t = new Date(now.getTime() - HOUR);
    await addSubscription(userId, 'professional', t);
    await addSubscription(userId, 'monthly', new Date(t.getTime() + 1));
    expect((await getEntitlements(db(), userId, now)).tier).toBe('monthly');
  });

  it('an inactive newest row is skipped for the newest active one', async () => {
    const userId = await newUser();
    await addSubscription(userId, 'annual', new Date(now.getTime() - 5 * DAY));
    await addSubscription(userId, 'monthly', new Date(now.getTime() - 3 * DAY));
    await addSubscription(userId, 'professional', new Date(now.getTime() - DAY), { isActive: false });
    const ent = await getEntitlements(db(), userId, now);
    expect(ent.tier).toBe('monthly');
    expect(ent.features).toEqual(TIER_FEATURES.monthly);
    expect((await entitlementFacts(db(), userId)).subscription).toMatchObject({
      subscriptionType: 'monthly',
      isActive: true,
    });
  });

  it('only inactive rows mean the free tier', async () => {
    const userId = await newUser();
    await addSubscription(userId, 'professional', new Date(now.getTime() - DAY), { isActive: false });
    await addSubscription(userId, 'monthly', new Date(now.getTime() - 2 * DAY), { isActive: false });
    expect(await getEntitlements(db(), userId, now)).toEqual(freeEntitlements());
    expect((await entitlementFacts(db(), userId)).subscription).toBeNull();
  });

  it("one user's subscription never leaks to another", async () => {
    const payer = await newUser();
    const other = await newUser();
    await addSubscription(payer, 'professional', new Date(now.getTime() - HOUR));
    expect((await getEntitlements(db(), payer, now)).tier).toBe('professional');
    expect(await getEntitlements(db(), other, now)).toEqual(freeEntitlements());
  });

  it('a failing lookup falls back to the free tier silently (spec section 8)', async () => {
    // Not a uuid: both queries fail in the database; the answer is still a plain free tier.
    expect(await getEntitlements(db(), 'not-a-uuid', now)).toEqual(freeEntitlements());
    expect(await isAdmin(db(), 'not-a-uuid')).toBe(false);
  });
});

describe('admin role', () => {
  it('grantRole gives professional features on the free tier; revokeRole takes them back', async () => {
    const userId = await newUser();
    expect(await isAdmin(db(), userId)).toBe(false);

    await grantRole(db(), userId, 'admin');
    await grantRole(db(), userId, 'admin'); // granting twice is harmless
    expect(await hasRole(db(), userId, 'admin')).toBe(true);
    const ent = await getEntitlements(db(), userId, new Date());
    expect(ent).toEqual({
      tier: 'free',
      isAdmin: true,
      trial: { state: 'none', expiresAt: null, hoursLeft: null },
      features: TIER_FEATURES.professional,
      canAccessCommunityRooms: true,
      hasFullAccess: true,
    });

    expect(await revokeRole(db(), userId, 'admin')).toBe(1);
    expect(await revokeRole(db(), userId, 'admin')).toBe(0);
    expect(await getEntitlements(db(), userId, new Date())).toEqual(freeEntitlements());
  });

  it('another role is not admin', async () => {
    const userId = await newUser();
    await grantRole(db(), userId, 'moderator');
    expect(await hasRole(db(), userId, 'moderator')).toBe(true);
    expect(await isAdmin(db(), userId)).toBe(false);
    expect((await getEntitlements(db(), userId, new Date())).features).toEqual(TIER_FEATURES.free);
  });

  it('an admin with an expired trial keeps full access', async () => {
    const userId = await newUser();
    await addSubscription(userId, 'free', new Date(Date.now() - 4 * DAY), {
      trialExpiresAt: new Date(Date.now() - DAY),
    });
    await grantRole(db(), userId, 'admin');
    const ent = await getEntitlements(db(), userId, new Date());
    expect(ent.trial.state).toBe('expired');
    expect(ent.features).toEqual(TIER_FEATURES.professional);
    expect(ent.canAccessCommunityRooms).toBe(true);
  });
});

describe('requireFeature', () => {
  async function refusal(promise: Promise<unknown>): Promise<AppError> {
    try {
      await promise;
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      return err as AppError;
    }
    throw new Error('requireFeature did not refuse');
  }

  it('refuses a free user with 403 PREMIUM_FEATURE and the spec message', async () => {
    const userId = await newUser();
    const err = await refusal(requireFeature(db(), userId, 'canCreateLegacyLetters', 'Legacy Letters'));
    expect(err.status).toBe(403);
    expect(err.code).toBe('PREMIUM_FEATURE');
    expect(err.userMessage).toBe(MSG.plan.premium('Legacy Letters'));
    expect(err.userMessage).toBe(
      'Legacy Letters is only available on Premium or Professional plans. Upgrade to access this feature.',
    );
  });

  it('passes for a monthly member and returns the entitlements', async () => {
    const userId = await newUser();
    await addSubscription(userId, 'monthly', new Date(Date.now() - HOUR));
    const ent = await requireFeature(db(), userId, 'canCreateLegacyLetters', 'Legacy Letters');
    expect(ent.tier).toBe('monthly');
    expect(ent.features.canCreateLegacyLetters).toBe(true);
  });

  it('refuses a monthly member a professional-only feature', async () => {
    const userId = await newUser();
    await addSubscription(userId, 'monthly', new Date(Date.now() - HOUR));
    const err = await refusal(requireFeature(db(), userId, 'canAccessAPI', 'API Access'));
    expect(err.status).toBe(403);
    expect(err.userMessage).toBe(MSG.plan.premium('API Access'));
  });

  it('passes for an admin on the free tier', async () => {
    const userId = await newUser();
    await grantRole(db(), userId, 'admin');
    const ent = await requireFeature(db(), userId, 'canCreateSupportCircles', 'Support Circles');
    expect(ent.isAdmin).toBe(true);
  });

  it('passes during a running trial and refuses after it ended (wall clock)', async () => {
    const running = await newUser();
    await addSubscription(running, 'free', new Date(Date.now() - DAY), {
      trialExpiresAt: new Date(Date.now() + 2 * DAY),
    });
    expect((await requireFeature(db(), running, 'canUploadVoiceMemories', 'Voice Memories')).trial.state).toBe(
      'active',
    );

    const ended = await newUser();
    await addSubscription(ended, 'free', new Date(Date.now() - 4 * DAY), {
      trialExpiresAt: new Date(Date.now() - HOUR),
    });
    const err = await refusal(requireFeature(db(), ended, 'canUploadVoiceMemories', 'Voice Memories'));
    expect(err.userMessage).toBe(MSG.plan.premium('Voice Memories'));
  });
});

describe('replaceSubscription', () => {
  it('deactivates older rows, keeps them for history, and makes the new row the only active one', async () => {
    const userId = await newUser();
    await addSubscription(userId, 'free', new Date(Date.now() - 3 * DAY), { trialExpiresAt: new Date(Date.now()) });
    await addSubscription(userId, 'monthly', new Date(Date.now() - 2 * DAY));
    await replaceSubscription(
      db(),
      userId,
      { subscriptionType: 'annual', trialExpiresAt: null },
      new Date(Date.now() - HOUR),
    );

    expect(await rowsOf(userId)).toEqual([
      { subscriptionType: 'free', isActive: false },
      { subscriptionType: 'monthly', isActive: false },
      { subscriptionType: 'annual', isActive: true },
    ]);
    const active = await db()
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true)));
    expect(active).toHaveLength(1);
    expect((await getEntitlements(db(), userId, new Date())).tier).toBe('annual');
  });

  it('a downgrade to free takes effect at once', async () => {
    const userId = await newUser();
    await replaceSubscription(
      db(),
      userId,
      { subscriptionType: 'professional', trialExpiresAt: null },
      new Date(Date.now() - 2 * HOUR),
    );
    await replaceSubscription(
      db(),
      userId,
      { subscriptionType: 'free', trialExpiresAt: null },
      new Date(Date.now() - HOUR),
    );
    expect(await getEntitlements(db(), userId, new Date())).toEqual(freeEntitlements());
    expect(await rowsOf(userId)).toEqual([
      { subscriptionType: 'professional', isActive: false },
      { subscriptionType: 'free', isActive: true },
    ]);
  });

  it("leaves other users' rows alone", async () => {
    const a = await newUser();
    const b = await newUser();
    await addSubscription(b, 'monthly', new Date(Date.now() - DAY));
    await replaceSubscription(db(), a, { subscriptionType: 'annual', trialExpiresAt: null }, new Date());
    expect(await rowsOf(b)).toEqual([{ subscriptionType: 'monthly', isActive: true }]);
  });
});

describe('/api/session entitlements', () => {
  it('reflects a plan change for the signed-in user', async () => {
    const { client, userId } = await withoutRows(await signedInClient(ctx));
    const before = await client.get('/api/session');
    expect(before.status).toBe(200);
    expect(before.body.entitlements).toEqual(freeEntitlements());

    await replaceSubscription(
      db(),
      userId,
      { subscriptionType: 'monthly', trialExpiresAt: null },
      new Date(Date.now() - 1000),
    );
    const after = await client.get('/api/session');
    expect(after.body.entitlements).toEqual({
      tier: 'monthly',
      isAdmin: false,
      trial: { state: 'none', expiresAt: null, hoursLeft: null },
      features: TIER_FEATURES.monthly,
      canAccessCommunityRooms: true,
      hasFullAccess: true,
    });

    await replaceSubscription(db(), userId, { subscriptionType: 'professional', trialExpiresAt: null }, new Date());
    expect((await client.get('/api/session')).body.entitlements.tier).toBe('professional');
  });

  it('shows admin status', async () => {
    const { client, userId } = await signedInClient(ctx);
    await grantRole(db(), userId, 'admin');
    const res = await client.get('/api/session');
    expect(res.body.entitlements).toMatchObject({
      tier: 'free',
      isAdmin: true,
      hasFullAccess: true,
      canAccessCommunityRooms: true,
    });
    expect(res.body.entitlements.features).toEqual(TIER_FEATURES.professional);
  });

  it('follows the trial through the injected clock: active, expiring, expired', async () => {
    const { client, userId } = await signedInClient(ctx);
    const expiresAt = new Date(Date.UTC(2030, 0, 10, 12, 0, 0));
    await replaceSubscription(db(), userId, { subscriptionType: 'free', trialExpiresAt: expiresAt }, new Date());
    const trialFeatures = { ...TIER_FEATURES.monthly, maxMemorials: 1 };
    try {
      ctx.setNow(new Date(expiresAt.getTime() - 48 * HOUR));
      let ent = (await client.get('/api/session')).body.entitlements;
      expect(ent.trial).toEqual({ state: 'active', expiresAt: expiresAt.toISOString(), hoursLeft: 48 });
      expect(ent.features).toEqual(trialFeatures);
      expect(ent.canAccessCommunityRooms).toBe(false);
      expect(ent.hasFullAccess).toBe(false);

      ctx.setNow(new Date(expiresAt.getTime() - 24 * HOUR));
      expect((await client.get('/api/session')).body.entitlements.trial.state).toBe('active');

      ctx.setNow(new Date(expiresAt.getTime() - 24 * HOUR + 1));
      expect((await client.get('/api/session')).body.entitlements.trial).toEqual({
        state: 'expiring',
        expiresAt: expiresAt.toISOString(),
        hoursLeft: 24,
      });

      ctx.setNow(new Date(expiresAt.getTime() - 30 * 60_000));
      ent = (await client.get('/api/session')).body.entitlements;
      expect(ent.trial).toEqual({ state: 'expiring', expiresAt: expiresAt.toISOString(), hoursLeft: 1 });
      expect(ent.features).toEqual(trialFeatures);

      ctx.setNow(expiresAt);
      ent = (await client.get('/api/session')).body.entitlements;
      expect(ent.trial).toEqual({ state: 'expired', expiresAt: expiresAt.toISOString(), hoursLeft: null });
      expect(ent.features).toEqual(TIER_FEATURES.free);

      ctx.setNow(new Date(expiresAt.getTime() + DAY));
      ent = (await client.get('/api/session')).body.entitlements;
      expect(ent.trial.state).toBe('expired');
      expect(ent.features).toEqual(TIER_FEATURES.free);
      expect(ent.tier).toBe('free');
    } finally {
      ctx.setNow(null);
    }
  });

  it('is never cached', async () => {
    const { client } = await signedInClient(ctx);
    expect((await client.get('/api/session')).headers.get('cache-control')).toBe('no-store');
  });
});
