/**
 * Stripe checkout, portal and webhooks through the real app and the official SDK, against a local
 * fake Stripe that speaks its wire protocol (src/server/test/fake-stripe.ts). Decision 034.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { BILLING_MSG } from '@shared/schemas/billing';
import { accountDeletions, billingCustomers, stripeEvents, subscriptions } from '../../db/schema';
import { runDueDeletions } from '../account-deletion/account-deletion.service';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness';
import { ADMIN_MSG } from '@shared/messages.plans';
import { grantPlan, runAdminCommand, startTrialFor } from '../admin/admin.service';
import { createStripeBilling, RECONCILE_GRACE_MS } from './stripe.service';
import { startFakeStripe, type FakeEvent, type FakeStripe } from '../../test/fake-stripe';

let fake: FakeStripe;
let ctx: TestContext;
const db = () => ctx.database.db;

/** One delivery to the app, as Stripe makes it (no Origin, no cookie): its status and answer. */
async function post(e: FakeEvent, signature?: string, headers: Record<string, string> = {}) {
  const sig =
    signature ??
    new Stripe(fake.secretKey).webhooks.generateTestHeaderString({
      payload: e.payload,
      secret: fake.webhookSecret,
    });
  const res = await ctx.app.request('/api/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': sig, ...headers },
    body: e.payload,
  });
  return { status: res.status, body: (await res.json()) as { outcome?: string; error?: { code: string } } };
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
  fake.deliverTo(async (payload, signature) => (await post({ id: '', type: '', payload }, signature)).status);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

async function startCheckout(client: TestClient, plan: 'monthly' | 'annual' = 'monthly') {
  const res = await client.post('/api/billing/checkout', { plan });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = new URL(res.body.url as string);
  return { url, sessionId: url.pathname.split('/').pop()! };
}

/** Checkout, paid at the fake, without delivering its events. */
async function paid(client: TestClient, plan: 'monthly' | 'annual' = 'monthly') {
  const { sessionId } = await startCheckout(client, plan);
  return fake.pay(sessionId);
}

async function rowOf(subscriptionId: string) {
  const [row] = await db().select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
  return row;
}
async function entitlementsOf(client: TestClient) {
  return (await client.get('/api/session')).body.entitlements as {
    tier: string;
    hasFullAccess: boolean;
    canAccessCommunityRooms: boolean;
  };
}

describe('signed out', () => {
  it('checkout and portal answer 401', async () => {
    const anon = new (await import('../../test/harness')).TestClient(ctx);
    expect((await anon.post('/api/billing/checkout', { plan: 'monthly' })).status).toBe(401);
    expect((await anon.post('/api/billing/portal')).status).toBe(401);
  });
});

describe('checkout → webhook → premium', () => {
  it('the hosted page pays, the events arrive signed, and the plan unlocks at once', async () => {
    const { client, userId, account } = await signedInClient(ctx);
    // The session answer is cached for the cookie: read it before, so a stale plan would show.
    expect(await entitlementsOf(client)).toMatchObject({ tier: 'free', hasFullAccess: false });

    const { url, sessionId } = await startCheckout(client, 'monthly');
    expect(url.origin).toBe(fake.baseUrl);
    const session = fake.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: userId,
      success_url: `${ctx.deps.config.publicUrl}/pricing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ctx.deps.config.publicUrl}/pricing?checkout=cancelled`,
    });
    const [customer] = await db().select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
    expect(customer!.stripeCustomerId).toBe(session.customer);
    expect(fake.customers.get(customer!.stripeCustomerId)).toMatchObject({ email: account.email });

    // The page a person sees, then its Pay button (a form post), as a browser does.
    const pageHtml = await (await fetch(url)).text();
    expect(pageHtml).toContain('Pay');
    const before = fake.deliveries.length;
    const pay = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(
      `${ctx.deps.config.publicUrl}/pricing?checkout=success&session_id=${sessionId}`,
    );
    const sent = fake.deliveries.slice(before);
    expect(sent.map((d) => [d.type, d.status])).toEqual([
      ['customer.subscription.created', 200],
      ['checkout.session.completed', 200],
      ['invoice.paid', 200],
    ]);

    expect(await entitlementsOf(client)).toMatchObject({
      tier: 'monthly',
      hasFullAccess: true,
      canAccessCommunityRooms: true,
    });
    const letter = await client.post('/api/letters', { recipientName: 'Lily', letterContent: 'Hello' });
    expect(letter.status).toBe(201);
    const row = await rowOf(session.subscription as string);
    expect(row).toMatchObject({ userId, subscriptionType: 'monthly', isActive: true, stripeStatus: 'active' });
    expect(row!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    // A second checkout while subscribed is refused: the portal is where plans change.
    const again = await client.post('/api/billing/checkout', { plan: 'annual' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'ALREADY_SUBSCRIBED', message: BILLING_MSG.alreadySubscribed });
  });

  it('the annual price gives the annual plan; one Stripe customer per account however many checkouts', async () => {
    const { client, userId } = await signedInClient(ctx);
    await startCheckout(client, 'monthly');
    const { subscriptionId, events } = await paid(client, 'annual');
    expect(await deliverAll(events)).toEqual(['applied', 'applied', 'applied']);
    expect((await rowOf(subscriptionId))!.subscriptionType).toBe('annual');
    const mine = [...fake.customers.values()].filter((c) => (c.metadata as { userId?: string }).userId === userId);
    expect(mine).toHaveLength(1);
  });

  it('a customer deleted in the Stripe dashboard is replaced at the next checkout', async () => {
    const { client, userId } = await signedInClient(ctx);
    await startCheckout(client);
    const first = (await db().select().from(billingCustomers).where(eq(billingCustomers.userId, userId)))[0]!;
    fake.customers.set(first.stripeCustomerId, { id: first.stripeCustomerId, object: 'customer', deleted: true });
    const { sessionId } = await startCheckout(client);
    const second = (await db().select().from(billingCustomers).where(eq(billingCustomers.userId, userId)))[0]!;
    expect(second.stripeCustomerId).not.toBe(first.stripeCustomerId);
    expect(fake.sessions.get(sessionId)!.customer).toBe(second.stripeCustomerId);
  });

  it('refuses a checkout from another site but takes Stripe’s webhook from anywhere', async () => {
    const { client } = await signedInClient(ctx);
    const res = await client.request(
      'POST',
      '/api/billing/checkout',
      { plan: 'monthly' },
      {
        origin: 'https://elsewhere.example',
      },
    );
    expect(res.status).toBe(403);
    const { events } = await paid(client);
    const r = await post(events[0]!, undefined, { origin: 'https://stripe.example', 'sec-fetch-site': 'cross-site' });
    expect(r.status).toBe(200);
  });

  it('checks the plan it is asked for', async () => {
    const { client } = await signedInClient(ctx);
    const res = await client.post('/api/billing/checkout', { plan: 'lifetime' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
  });
});

describe('each event once, in any order', () => {
  it('the same event delivered twice is acknowledged and applied once', async () => {
    const { client } = await signedInClient(ctx);
    const { subscriptionId, events } = await paid(client);
    await deliverAll(events);
    const [cancel] = fake.cancelAtPeriodEnd(subscriptionId);
    expect((await post(cancel!)).body.outcome).toBe('applied');
    expect((await rowOf(subscriptionId))!.cancelAtPeriodEnd).toBe(true);
    // The person resumes at Stripe (no event yet); the old event arriving again must change nothing,
    // although applying it would read the subscription anew.
    fake.subscriptions.get(subscriptionId)!.cancel_at_period_end = false;
    const again = await post(cancel!);
    expect(again).toEqual({ status: 200, body: expect.objectContaining({ outcome: 'duplicate' }) });
    expect((await rowOf(subscriptionId))!.cancelAtPeriodEnd).toBe(true);
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.id, cancel!.id))).toHaveLength(1);
  });

  it('the same event delivered five times at once is applied once', async () => {
    const { client } = await signedInClient(ctx);
    const { subscriptionId, events } = await paid(client);
    const burst = await Promise.all([...events, ...events, ...events, ...events, ...events].map((e) => post(e)));
    expect(burst.every((r) => r.status === 200)).toBe(true);
    const outcomes = burst.map((r) => r.body.outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(12);
    expect(await rowOf(subscriptionId)).toMatchObject({ isActive: true, stripeStatus: 'active' });
    const rows = await db().select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
    expect(rows).toHaveLength(1);
  });

  it('customer.subscription.updated before checkout.session.completed, and stale payloads after, end in the present state', async () => {
    const { client } = await signedInClient(ctx);
    const { subscriptionId, events } = await paid(client);
    const [created, completed, invoicePaid] = events;
    const [updated] = fake.cancelAtPeriodEnd(subscriptionId);
    expect(await deliverAll([updated!, completed!, created!, invoicePaid!])).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    // created and completed carried "not cancelled": Stripe says otherwise now, and that is kept.
    expect(await rowOf(subscriptionId)).toMatchObject({
      isActive: true,
      stripeStatus: 'active',
      cancelAtPeriodEnd: true,
    });
    expect((await entitlementsOf(client)).tier).toBe('monthly');
  });
});

describe('the life of a subscription', () => {
  it('cancel at period end: premium until the period ends, then free; a late event never revives it', async () => {
    const { client } = await signedInClient(ctx);
    const { subscriptionId, events } = await paid(client);
    await deliverAll(events);
    const active = JSON.parse(JSON.stringify(fake.subscriptions.get(subscriptionId))) as Record<string, unknown>;

    await deliverAll(fake.cancelAtPeriodEnd(subscriptionId));
    expect(await rowOf(subscriptionId)).toMatchObject({ isActive: true, cancelAtPeriodEnd: true });
    expect((await entitlementsOf(client)).tier).toBe('monthly');

    await deliverAll(fake.endPeriod(subscriptionId));
    expect(await rowOf(subscriptionId)).toMatchObject({ isActive: false, stripeStatus: 'canceled' });
    expect(await entitlementsOf(client)).toMatchObject({ tier: 'free', hasFullAccess: false });

    // An event from before, delivered late with the old "active" payload.
    await deliverAll([fake.event('customer.subscription.updated', active)]);
    expect(await rowOf(subscriptionId)).toMatchObject({ isActive: false, stripeStatus: 'canceled' });
    expect((await entitlementsOf(client)).tier).toBe('free');

    // Subscribing again is allowed and makes a new row, the newest.
    const second = await paid(client, 'annual');
    await deliverAll(second.events);
    expect((await entitlementsOf(client)).tier).toBe('annual');
  });

  it('an admin cannot grant a plan or a trial to someone who pays through Stripe: Stripe decides', async () => {
    const { client, userId, account } = await signedInClient(ctx);
    const { events } = await paid(client);
    await deliverAll(events);
    await expect(grantPlan(db(), userId, 'free', new Date())).rejects.toMatchObject({ code: 'PAID_THROUGH_STRIPE' });
    await expect(startTrialFor(db(), userId, new Date())).rejects.toMatchObject({ code: 'PAID_THROUGH_STRIPE' });
    await expect(runAdminCommand(db(), ['plan', account.email, 'annual'])).rejects.toThrow(ADMIN_MSG.paidThroughStripe);
    expect((await entitlementsOf(client)).tier).toBe('monthly');
  });

  it('a lost final event or renewal: the hourly reconciliation asks Stripe, ends the plan or moves it on', async () => {
    const reconcile = (at: Date) => createStripeBilling(ctx.deps).reconcile(at);
    const ended = await signedInClient(ctx);
    const renewed = await signedInClient(ctx);
    const a = await paid(ended.client);
    const b = await paid(renewed.client);
    await deliverAll([...a.events, ...b.events]);
    const periodEnd = (await rowOf(a.subscriptionId))!.currentPeriodEnd!;
    // Stripe ends one and renews the other; neither event reaches the site.
    fake.endPeriod(a.subscriptionId);
    fake.renew(b.subscriptionId);

    // Before the period has ended (and within the grace after it): nothing is asked or changed.
    expect(await reconcile(new Date(periodEnd.getTime() + RECONCILE_GRACE_MS - 60_000))).toBe(0);
    expect((await entitlementsOf(ended.client)).tier).toBe('monthly');

    const later = new Date(periodEnd.getTime() + RECONCILE_GRACE_MS + 60_000);
    expect(await reconcile(later)).toBeGreaterThanOrEqual(2); // with the earlier tests' subscriptions
    expect(await rowOf(a.subscriptionId)).toMatchObject({ isActive: false, stripeStatus: 'canceled' });
    expect((await entitlementsOf(ended.client)).tier).toBe('free');
    const moved = (await rowOf(b.subscriptionId))!;
    expect(moved).toMatchObject({ isActive: true, stripeStatus: 'active' });
    expect(moved.currentPeriodEnd!.getTime()).toBeGreaterThan(later.getTime());
    expect((await entitlementsOf(renewed.client)).tier).toBe('monthly');
    // Nothing is overdue any more.
    expect(await reconcile(later)).toBe(0);
  });

  it('a failed renewal keeps access while Stripe retries (past_due); recovery moves the period on', async () => {
    const { client } = await signedInClient(ctx);
    const { subscriptionId, events } = await paid(client);
    await deliverAll(events);
    const firstEnd = (await rowOf(subscriptionId))!.currentPeriodEnd!;

    await deliverAll(fake.failRenewal(subscriptionId));
    expect(await rowOf(subscriptionId)).toMatchObject({ isActive: true, stripeStatus: 'past_due' });
    expect((await entitlementsOf(client)).tier).toBe('monthly');

    await deliverAll(fake.recoverRenewal(subscriptionId));
    const row = await rowOf(subscriptionId);
    expect(row).toMatchObject({ isActive: true, stripeStatus: 'active' });
    expect(row!.currentPeriodEnd!.getTime()).toBeGreaterThan(firstEnd.getTime());

    // Stripe gives up on a later renewal: unpaid ends the access.
    await deliverAll(fake.failRenewal(subscriptionId));
    fake.subscriptions.get(subscriptionId)!.status = 'unpaid';
    await deliverAll([fake.event('customer.subscription.updated', fake.subscriptions.get(subscriptionId)!)]);
    expect(await rowOf(subscriptionId)).toMatchObject({ isActive: false, stripeStatus: 'unpaid' });
    expect((await entitlementsOf(client)).tier).toBe('free');
  });

  it('a refund is recorded and changes no access', async () => {
    const { client } = await signedInClient(ctx);
    const { subscriptionId, events } = await paid(client);
    await deliverAll(events);
    const [refund] = fake.refund(subscriptionId);
    expect(await deliverAll([refund!])).toEqual(['ignored']);
    expect((await entitlementsOf(client)).tier).toBe('monthly');
    const [recorded] = await db().select().from(stripeEvents).where(eq(stripeEvents.id, refund!.id));
    expect(recorded).toMatchObject({ type: 'charge.refunded', outcome: 'ignored' });
  });
});

describe('deliveries that must not change anything', () => {
  it('a forged, missing or tampered signature: 400, nothing recorded or changed', async () => {
    const { client } = await signedInClient(ctx);
    const { subscriptionId, events } = await paid(client);
    const forged = new Stripe(fake.secretKey).webhooks.generateTestHeaderString({
      payload: events[1]!.payload,
      secret: 'whsec_not_the_sites_secret',
    });
    const tampered = { ...events[1]!, payload: events[1]!.payload.replace('"complete"', '"completed"') };
    const genuine = new Stripe(fake.secretKey).webhooks.generateTestHeaderString({
      payload: events[1]!.payload,
      secret: fake.webhookSecret,
    });
    for (const [e, sig] of [
      [events[1]!, forged],
      [events[1]!, ''],
      [tampered, genuine],
      [events[1]!, 't=1,v1=00'],
    ] as const) {
      const r = await post(e, sig);
      expect(r.status).toBe(400);
      expect(r.body.error!.code).toBe('BAD_REQUEST');
    }
    const noHeader = await ctx.app.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: events[1]!.payload,
    });
    expect(noHeader.status).toBe(400);
    // Exempt from the cross-site check only: the JSON body limit still holds.
    const huge = { ...events[1]!, payload: JSON.stringify({ id: 'evt_huge', pad: 'x'.repeat(300 * 1024) }) };
    expect((await post(huge)).status).toBe(413);
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.id, events[1]!.id))).toEqual([]);
    expect(await rowOf(subscriptionId)).toBeUndefined();
    expect((await entitlementsOf(client)).tier).toBe('free');
  });

  it('an event for a customer this site does not know is acknowledged and recorded, nothing else', async () => {
    // A customer made at Stripe by someone else (another site on the same account, the dashboard).
    const sdk = new Stripe(fake.secretKey, { host: '127.0.0.1', port: new URL(fake.baseUrl).port, protocol: 'http' });
    const customer = await sdk.customers.create({ email: 'someone@example.com' });
    const session = await sdk.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: fake.env.STRIPE_PRICE_MONTHLY!, quantity: 1 }],
      success_url: 'https://elsewhere.example/ok',
    });
    const { subscriptionId, events } = await fake.pay(session.id);
    expect(await deliverAll(events)).toEqual(['unknown_customer', 'unknown_customer', 'unknown_customer']);
    expect(await rowOf(subscriptionId)).toBeUndefined();
    // And one about a subscription Stripe no longer has.
    const ghost = fake.event('customer.subscription.updated', {
      id: 'sub_gone',
      object: 'subscription',
      customer: 'cus_gone',
    });
    expect(await deliverAll([ghost])).toEqual(['ignored']);
  });
});

describe('portal', () => {
  it('opens the customer portal for a customer, and says so to a person who is not one', async () => {
    const { client } = await signedInClient(ctx);
    const none = await client.post('/api/billing/portal');
    expect(none.status).toBe(404);
    expect(none.body.error).toEqual({ code: 'NOT_A_CUSTOMER', message: BILLING_MSG.notACustomer });

    const { events } = await paid(client);
    await deliverAll(events);
    const res = await client.post('/api/billing/portal');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${fake.baseUrl}/portal/bps_`));
    const html = await (await fetch(res.body.url as string)).text();
    expect(html).toContain('monthly plan, active');
    expect(html).toContain(`${ctx.deps.config.publicUrl}/pricing`);
  });
});

describe('an account deleted', () => {
  it('ends its payments at Stripe first; when Stripe cannot be reached, nothing is deleted and it waits an hour', async () => {
    const { client, userId, account } = await signedInClient(ctx);
    const { subscriptionId, events } = await paid(client);
    await deliverAll(events);
    const [link] = await db().select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
    expect(link).toBeDefined();
    const asked = await client.post(`/api/users/${userId}/deletion`, {
      method: 'password',
      password: account.password,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBeLessThan(300);
    const due = new Date(Date.now() + 16 * 86_400_000);

    // Stripe out of reach: the account and its link to Stripe stay, and the deletion moves an hour on.
    const unreachable = await createTestContext({ ...fake.env, STRIPE_API_BASE: 'http://127.0.0.1:9' });
    try {
      const other = await signedInClient(unreachable);
      await unreachable.database.db
        .insert(billingCustomers)
        .values({ userId: other.userId, stripeCustomerId: 'cus_elsewhere' });
      const r = await other.client.post(`/api/users/${other.userId}/deletion`, {
        method: 'password',
        password: other.account.password,
      });
      expect(r.status).toBeLessThan(300);
      unreachable.setNow(due);
      expect(await runDueDeletions(unreachable.deps)).toMatchObject({ deleted: 0 });
      const [kept] = await unreachable.database.db
        .select({ deleteAfter: accountDeletions.deleteAfter })
        .from(accountDeletions)
        .where(eq(accountDeletions.userId, other.userId));
      expect(kept!.deleteAfter.getTime()).toBe(due.getTime() + 3_600_000);
    } finally {
      await unreachable.close();
    }

    // Reachable: the Stripe customer is deleted, which ends the subscription, then the account goes.
    ctx.setNow(due);
    try {
      expect((await runDueDeletions(ctx.deps)).deleted).toBeGreaterThanOrEqual(1);
    } finally {
      ctx.setNow(null);
    }
    expect(fake.customers.get(link!.stripeCustomerId)).toMatchObject({ deleted: true });
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(await db().select().from(billingCustomers).where(eq(billingCustomers.userId, userId))).toEqual([]);
  });
});

describe('without Stripe (manual billing)', () => {
  let manual: TestContext;
  beforeAll(async () => {
    manual = await createTestContext();
  });
  afterAll(async () => {
    await manual?.close();
  });

  it('checkout, portal and the webhook answer 503 BILLING_NOT_SET_UP', async () => {
    const { client } = await signedInClient(manual);
    for (const r of [
      await client.post('/api/billing/checkout', { plan: 'monthly' }),
      await client.post('/api/billing/portal'),
    ]) {
      expect(r.status).toBe(503);
      expect(r.body.error).toEqual({ code: 'BILLING_NOT_SET_UP', message: BILLING_MSG.notSetUp });
    }
    const hook = await manual.app.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(hook.status).toBe(503);
  });
});
