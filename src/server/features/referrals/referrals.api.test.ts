/**
 * Referrals through the real app (decision 037): the link, a sign-up through it, the refusals,
 * the completion on the referred person's first payment through the fake Stripe, both rewards,
 * the yearly cap, and what account deletion and the data export do with the rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { strFromU8, unzipSync } from 'fflate';
import { billingCustomers, referralRewards, referrals } from '../../db/schema';
import { REFERRAL_MSG } from '@shared/messages.referrals';
import type { ReferralsResponse } from '@shared/schemas/referrals';
import { runDueDeletions } from '../account-deletion/account-deletion.service';
import { setPlan } from '../entitlements/entitlements.service';
import { exportWorker } from '../exports/export-worker';
import { createTestContext, newAccount, TestClient, type TestContext } from '../../test/harness';
import { FAKE_PRICES, startFakeStripe, type FakeEvent, type FakeStripe } from '../../test/fake-stripe';
import { normaliseEmail, recordReferralAtSignUp } from './referrals.service';
import { referralCodeOf } from './referral-codes';

let fake: FakeStripe;
let ctx: TestContext;
const db = () => ctx.database.db;
const DAY = 86_400_000;

async function post(e: FakeEvent) {
  const sig = new Stripe(fake.secretKey).webhooks.generateTestHeaderString({
    payload: e.payload,
    secret: fake.webhookSecret,
  });
  const res = await ctx.app.request('/api/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': sig },
    body: e.payload,
  });
  return { status: res.status, body: (await res.json()) as { outcome?: string } };
}
async function deliverAll(events: FakeEvent[]) {
  const outcomes: string[] = [];
  for (const e of events) {
    const r = await post(e);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    outcomes.push(r.body.outcome!);
  }
  return outcomes;
}

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestContext(fake.env);
  fake.deliverTo(async (payload) => (await post({ id: '', type: '', payload })).status);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

/** Signs up (through a referral code when `ref` is given), as /auth does. */
async function signUp(ref?: unknown, overrides: Parameters<typeof newAccount>[0] = {}) {
  const account = newAccount(overrides);
  const client = new TestClient(ctx);
  const res = await client.post('/api/auth/sign-up', ref === undefined ? account : { ...account, ref });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const userId = (await client.get('/api/session')).body.user.id as string;
  return { client, account, userId };
}
async function page(client: TestClient): Promise<ReferralsResponse> {
  const res = await client.get('/api/referrals');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ReferralsResponse;
}
async function pay(client: TestClient) {
  const res = await client.post('/api/billing/checkout', { plan: 'monthly' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { subscriptionId, events } = await fake.pay(new URL(res.body.url as string).pathname.split('/').pop()!);
  return { subscriptionId, events };
}
const referralOf = async (referredUserId: string) =>
  (await db().select().from(referrals).where(eq(referrals.referredUserId, referredUserId)))[0];
const rewardsOf = (userId: string) => db().select().from(referralRewards).where(eq(referralRewards.userId, userId));
async function customerOf(userId: string) {
  const [row] = await db().select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row!.stripeCustomerId;
}
/** Ends the sign-up trial: the person is plainly on the free plan. */
const plainFree = (userId: string) =>
  setPlan(db(), userId, { subscriptionType: 'free', trialExpiresAt: null }, new Date());

describe('the address, normalised', () => {
  it('ignores case, +tags, and the dots of Gmail addresses', () => {
    expect(normaliseEmail('Jane.Doe+grief@Gmail.com')).toBe('janedoe@gmail.com');
    expect(normaliseEmail('jane.doe@googlemail.com')).toBe('janedoe@gmail.com');
    expect(normaliseEmail('Jane.Doe+x@Example.org')).toBe('jane.doe@example.org');
  });
});

describe('a referral from link to completion', () => {
  let referrer: Awaited<ReturnType<typeof signUp>>;
  let friend: Awaited<ReturnType<typeof signUp>>;

  it('the link, a sign-up through it, and the pending row the referrer sees', async () => {
    expect((await new TestClient(ctx).get('/api/referrals')).status).toBe(401);
    referrer = await signUp(undefined, { email: `Rose.Referrer.${Date.now()}@gmail.com` });
    const empty = await page(referrer.client);
    expect(empty).toMatchObject({ successful: 0, pending: 0, activity: [], premiumUntil: null });
    expect(empty.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(empty.link).toBe(`${ctx.deps.config.publicUrl}/auth?ref=${empty.code}`);
    expect((await page(referrer.client)).code).toBe(empty.code);

    // The code as a person may type it: lower case, with spaces around.
    friend = await signUp(` ${empty.code.toLowerCase()} `, { email: `lily.${Date.now()}@example.org` });
    const after = await page(referrer.client);
    expect(after).toMatchObject({ successful: 0, pending: 1 });
    expect(after.activity).toEqual([
      {
        id: expect.any(String),
        maskedEmail: `l•••@example.org`,
        createdAt: expect.any(String),
        status: 'pending',
        completedAt: null,
        rewarded: false,
      },
    ]);
    expect(JSON.stringify(after)).not.toContain(friend.account.email);
    expect(await referralOf(friend.userId)).toMatchObject({
      referrerUserId: referrer.userId,
      referralCode: empty.code,
    });
  });

  it('refuses quietly: an unknown code, the referrer’s own address however written, a second code', async () => {
    const { code } = await page(referrer.client);
    const unknown = await signUp('ZZZZZZZZ');
    expect(await referralOf(unknown.userId)).toBeUndefined();
    // Same Gmail mailbox: other case, dots moved, a +tag, googlemail.
    const local = referrer.account.email.split('@')[0]!.toLowerCase().replace(/\./g, '');
    const self = await signUp(code, { email: `${local}+again@googlemail.com` });
    expect(await referralOf(self.userId)).toBeUndefined();
    // Someone's own code (the hook's own check) and a second code for an account already referred.
    expect(await recordReferralAtSignUp(db(), { id: referrer.userId, email: 'x@example.org' }, code, new Date())).toBe(
      'own_code',
    );
    const otherCode = await referralCodeOf(db(), unknown.userId);
    expect(
      await recordReferralAtSignUp(db(), { id: friend.userId, email: friend.account.email }, otherCode, new Date()),
    ).toBe('already_referred');
    expect(await referralOf(friend.userId)).toMatchObject({ referrerUserId: referrer.userId });
    // Signing up again with the same address and another code changes nothing.
    const again = await new TestClient(ctx).post('/api/auth/sign-up', { ...friend.account, ref: otherCode });
    expect(again.status).toBe(400);
    // A code that is not text is a 400 and makes no account.
    const bad = newAccount();
    const res = await new TestClient(ctx).post('/api/auth/sign-up', { ...bad, ref: 42 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(REFERRAL_MSG.codeInvalid);
    const signIn = await new TestClient(ctx).post('/api/auth/sign-in', { email: bad.email, password: bad.password });
    expect(signIn.status).toBe(401);
    expect((await page(referrer.client)).pending).toBe(1);
  });

  it('the first payment completes it: a Stripe credit for the payer, premium for the free referrer, once', async () => {
    await plainFree(referrer.userId);
    const before = (await referrer.client.get('/api/session')).body.entitlements;
    expect(before).toMatchObject({ tier: 'free', hasFullAccess: false });
    expect(before.features.canCreateLegacyLetters).toBe(false);

    const { subscriptionId, events } = await pay(friend.client);
    await deliverAll(events);

    expect(await referralOf(friend.userId)).toMatchObject({ status: 'completed', completedAt: expect.any(Date) });
    const [mine] = await rewardsOf(friend.userId);
    expect(mine).toMatchObject({ kind: 'stripe_credit', stripeBalanceTransactionId: expect.stringMatching(/^cbtxn_/) });
    const txns = fake.balanceTransactions.get(await customerOf(friend.userId))!;
    expect(txns).toHaveLength(1);
    expect(txns[0]).toMatchObject({ amount: -FAKE_PRICES.monthly.unit_amount, currency: 'usd', type: 'adjustment' });
    expect(fake.customers.get(await customerOf(friend.userId))!.balance).toBe(-FAKE_PRICES.monthly.unit_amount);

    const [theirs] = await rewardsOf(referrer.userId);
    expect(theirs).toMatchObject({ kind: 'premium_days' });
    const until = theirs!.premiumUntil!.getTime();
    expect(Math.abs(until - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    const ent = (await referrer.client.get('/api/session')).body.entitlements;
    expect(ent).toMatchObject({
      tier: 'free',
      hasFullAccess: true,
      referralPremiumUntil: new Date(until).toISOString(),
    });
    expect(ent.features).toMatchObject({ canCreateLegacyLetters: true, maxMemorials: null });
    expect(
      (await referrer.client.post('/api/letters', { recipientName: 'Ann', letterContent: 'Thank you.' })).status,
    ).toBe(201);
    const seen = await page(referrer.client);
    expect(seen).toMatchObject({ successful: 1, pending: 0, premiumUntil: new Date(until).toISOString() });
    expect(seen.activity[0]).toMatchObject({ status: 'completed', rewarded: true, completedAt: expect.any(String) });

    // The same events again, and the next month's renewal: nothing more.
    expect(await deliverAll(events)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    await deliverAll(fake.renew(subscriptionId));
    expect(await rewardsOf(friend.userId)).toHaveLength(1);
    expect(await rewardsOf(referrer.userId)).toHaveLength(1);
    expect(fake.balanceTransactions.get(await customerOf(friend.userId))).toHaveLength(1);
  });

  it('a paying referrer gets a credit; while Stripe fails it is owed, then made once', async () => {
    const payer = await signUp();
    await deliverAll((await pay(payer.client)).events);
    const { code } = await page(payer.client);
    const invited = await signUp(code);
    fake.failBalanceTransactions = true;
    const { subscriptionId } = await pay(invited.client).then(async (p) => {
      await deliverAll(p.events);
      return p;
    });
    expect(await referralOf(invited.userId)).toMatchObject({ status: 'completed' });
    const owed = await db()
      .select()
      .from(referralRewards)
      .where(and(eq(referralRewards.referralId, (await referralOf(invited.userId))!.id)));
    expect(owed.map((r) => [r.kind, r.stripeBalanceTransactionId])).toEqual([
      ['stripe_credit', null],
      ['stripe_credit', null],
    ]);
    fake.failBalanceTransactions = false;
    // The next event the site applies, a day on (Stripe answers a key's error for 24 hours), makes
    // the owed credits, once each.
    ctx.setNow(new Date(Date.now() + DAY));
    try {
      await deliverAll(fake.renew(subscriptionId));
      await deliverAll(fake.renew(subscriptionId));
    } finally {
      ctx.setNow(null);
    }
    for (const who of [payer.userId, invited.userId]) {
      const txns = fake.balanceTransactions.get(await customerOf(who))!;
      expect(txns.map((t) => t.amount)).toEqual([-FAKE_PRICES.monthly.unit_amount]);
      expect((await rewardsOf(who))[0]!.stripeBalanceTransactionId).toBe(txns[0]!.id);
    }
  });

  it('the cap: past 12 rewards in 365 days a referral completes without the referrer’s reward', async () => {
    const busy = await signUp();
    await plainFree(busy.userId);
    const code = await referralCodeOf(db(), busy.userId);
    const now = Date.now();
    // Twelve earned in the last year (their referred accounts deleted since), one older.
    for (let i = 0; i < 13; i++) {
      const at = new Date(now - (i === 12 ? 400 : i + 1) * DAY);
      const [r] = await db()
        .insert(referrals)
        .values({
          referrerUserId: busy.userId,
          referralCode: code,
          status: 'completed',
          createdAt: at,
          completedAt: at,
        })
        .returning({ id: referrals.id });
      await db()
        .insert(referralRewards)
        .values({ userId: busy.userId, referralId: r!.id, kind: 'premium_days', premiumUntil: at, createdAt: at });
    }
    const late = await signUp(code);
    await deliverAll((await pay(late.client)).events);
    expect(await referralOf(late.userId)).toMatchObject({ status: 'completed' });
    expect(await rewardsOf(late.userId)).toHaveLength(1);
    expect(await rewardsOf(busy.userId)).toHaveLength(13);
    const seen = await page(busy.client);
    expect(seen.activity[0]).toMatchObject({ status: 'completed', rewarded: false });
    expect(seen).toMatchObject({ successful: 14, premiumUntil: null });
    expect((await busy.client.get('/api/session')).body.entitlements.hasFullAccess).toBe(false);
  });

  it('the export lists the person’s referrals; a deleted referred account leaves no address behind', async () => {
    const started = await referrer.client.post('/api/exports');
    expect(started.status).toBe(202);
    await exportWorker(ctx.deps).idle();
    const res = await ctx.app.request(`/api/exports/${started.body.export.id}/download`, {
      headers: { cookie: referrer.client.cookieHeader() },
    });
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const exported = JSON.parse(strFromU8(zip['referrals.json']!));
    expect(exported.referralsMade).toEqual([
      expect.objectContaining({ referredEmail: 'l•••@example.org', status: 'completed' }),
    ]);
    expect(exported.rewards).toEqual([expect.objectContaining({ kind: 'premium_days' })]);
    expect(strFromU8(zip['README.txt']!)).toMatch(/referrals\.json/);

    const asked = await friend.client.post(`/api/users/${friend.userId}/deletion`, {
      method: 'password',
      password: friend.account.password,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBeLessThan(300);
    ctx.setNow(new Date(Date.now() + 16 * DAY));
    try {
      expect((await runDueDeletions(ctx.deps)).deleted).toBeGreaterThanOrEqual(1);
    } finally {
      ctx.setNow(null);
    }
    const rows = await db().select().from(referrals).where(eq(referrals.referrerUserId, referrer.userId));
    expect(rows).toEqual([expect.objectContaining({ referredUserId: null, referredEmail: null, status: 'completed' })]);
    expect((await page(referrer.client)).activity[0]).toMatchObject({ maskedEmail: null, status: 'completed' });
  });
});
