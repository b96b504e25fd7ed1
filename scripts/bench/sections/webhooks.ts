/**
 * Stripe webhooks (decision 034): a burst of 500 signed deliveries (every event of 40 subscriptions'
 * lives, with duplicates, shuffled) to the built server, 16 at a time, against the local fake
 * Stripe (src/server/test/fake-stripe.ts), which the server re-reads each subscription from. Goal:
 * exactly the right state afterwards (each event applied once, every account on the plan Stripe
 * says), with the events per second beside it.
 */
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import Stripe from 'stripe';
import type { Section } from '../context';
import { percentile, root, startNodeServer } from '../harness';

const DELIVERIES = 500;
const CONCURRENCY = 16;
const ACCOUNTS = 40;

export const webhooksSection: Section = {
  name: 'webhooks',
  title: 'Stripe webhooks: a burst of 500 deliveries with duplicates, shuffled',
  async run(ctx) {
    const { startFakeStripe } = await import('../../../src/server/test/fake-stripe');
    const fake = await startFakeStripe();
    const dataDir = await mkdtemp(path.join(ctx.workDir, 'webhooks-'));
    const server = await startNodeServer({
      script: path.join(root, 'dist/server/main.js'),
      readyPath: '/api/health',
      env: {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: undefined,
        SIGNUP_MAX_PER_IP: '100000',
        SCHEDULER_ENABLED: 'false',
        ...fake.env,
      },
    });
    try {
      const { base } = server;
      const signer = new Stripe(fake.secretKey);
      // Forty accounts, each through checkout and payment; then what happens to each subscription.
      type Account = { cookie: string; subscriptionId: string };
      const accounts: Account[] = [];
      const events: { id: string; payload: string }[] = [];
      for (let i = 0; i < ACCOUNTS; i++) {
        const signUp = await fetch(`${base}/api/auth/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            displayName: `Payer ${i}`,
            email: `payer${i}@example.com`,
            password: 'Bench-Passw0rd',
          }),
        });
        if (signUp.status !== 201) throw new Error(`sign-up: HTTP ${signUp.status}`);
        const cookie = signUp.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        const checkout = await fetch(`${base}/api/billing/checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: base },
          body: JSON.stringify({ plan: i % 3 === 0 ? 'annual' : 'monthly' }),
        });
        if (checkout.status !== 200) throw new Error(`checkout: HTTP ${checkout.status}`);
        const { url } = (await checkout.json()) as { url: string };
        const paid = await fake.pay(url.split('/').pop()!);
        events.push(...paid.events);
        const id = paid.subscriptionId;
        const life = i % 5;
        if (life === 1) events.push(...fake.cancelAtPeriodEnd(id));
        if (life === 2) events.push(...fake.cancelAtPeriodEnd(id), ...fake.endPeriod(id));
        if (life === 3) events.push(...fake.failRenewal(id));
        if (life === 4) events.push(...fake.failRenewal(id), ...fake.recoverRenewal(id), ...fake.renew(id));
        accounts.push({ cookie, subscriptionId: id });
      }
      const unique = events.length;
      const burst = [...events];
      while (burst.length < DELIVERIES) burst.push(events[Math.floor(Math.random() * unique)]!);
      for (let i = burst.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [burst[i], burst[j]] = [burst[j]!, burst[i]!];
      }

      const outcomes = new Map<string, number>();
      const latencies: number[] = [];
      let bad = 0;
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < burst.length) {
            const e = burst[next++]!;
            const t = performance.now();
            const res = await fetch(`${base}/api/billing/webhook`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json; charset=utf-8',
                'stripe-signature': signer.webhooks.generateTestHeaderString({
                  payload: e.payload,
                  secret: fake.webhookSecret,
                }),
              },
              body: e.payload,
            });
            const body = (await res.json()) as { outcome?: string };
            latencies.push(performance.now() - t);
            if (res.status !== 200) bad += 1;
            else outcomes.set(body.outcome!, (outcomes.get(body.outcome!) ?? 0) + 1);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);

      // The truth is the fake's subscriptions now: each account's plan must be what they say.
      let wrong = 0;
      for (const a of accounts) {
        const sub = fake.subscriptions.get(a.subscriptionId)!;
        const items = (sub.items as { data: { price: { recurring: { interval: string } } }[] }).data;
        const expected = ['active', 'trialing', 'past_due'].includes(String(sub.status))
          ? items[0]!.price.recurring.interval === 'year'
            ? 'annual'
            : 'monthly'
          : 'free';
        const session = (await (await fetch(`${base}/api/session`, { headers: { cookie: a.cookie } })).json()) as {
          entitlements: { tier: string };
        };
        if (session.entitlements.tier !== expected) wrong += 1;
      }
      const applied = outcomes.get('applied') ?? 0;
      const duplicates = outcomes.get('duplicate') ?? 0;
      const exact = bad === 0 && wrong === 0 && applied === unique && duplicates === DELIVERIES - unique;
      ctx.report.note(
        `${DELIVERIES} deliveries of ${unique} events (${DELIVERIES - unique} duplicates), ${CONCURRENCY} at a time, to ${ACCOUNTS} accounts`,
      );
      ctx.report.figure(
        'webhooks',
        'throughput',
        `${(DELIVERIES / seconds).toFixed(0)} events/s (${seconds.toFixed(2)} s), p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
      );
      ctx.report.figure(
        'webhooks',
        'final state',
        `${applied} applied, ${duplicates} duplicates, ${bad} non-200, ${wrong} accounts on a wrong plan`,
        { text: 'each event once, every plan right', met: exact },
      );
    } finally {
      await server.stop();
      await fake.close();
    }
  },
};
