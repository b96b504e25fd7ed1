/** GET /api/billing: 'manual' without Stripe (the default of `npm start`), 'stripe' with a secret key. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, PRERENDERED_VARIANTS } from '@shared/pages';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { withBuiltWeb } from '../../test/built-web';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { billingMode } from './billing-info.routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/billing', () => {
  it('answers anyone, signed in or not, with manual when Stripe is not configured', async () => {
    const res = await new TestClient(ctx).get('/api/billing');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mode: 'manual' });
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers stripe when a secret key is configured', async () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_ANNUAL: 'price_a',
    });
    const app = createApp({ ...ctx.deps, config });
    const res = await app.request('/api/billing');
    expect(await res.json()).toEqual({ mode: 'stripe' });
    expect(billingMode(loadConfig({}))).toBe('manual');
  });
});

describe('/pricing and /auth as this server answers them (decision 059)', () => {
  it('are sent in the prerendered variant whose seeds are what GET /api/billing and /api/auth/providers answer', async () => {
    const files: Record<string, string> = {};
    for (const page of ['/pricing', '/auth']) {
      files[PRERENDERED_PAGES[page]!] = 'plain';
      for (const v of PRERENDERED_VARIANTS[page]!) files[v.file] = JSON.stringify(v.seeds[0]!.data);
    }
    await withBuiltWeb(files, async (dir) => {
      const stripe = loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
        STRIPE_PRICE_MONTHLY: 'price_m',
        STRIPE_PRICE_ANNUAL: 'price_a',
      });
      for (const config of [ctx.deps.config, stripe]) {
        const app = createApp({ ...ctx.deps, config, staticDir: dir });
        const page = await (await app.request('/pricing')).text();
        expect(JSON.parse(page)).toEqual(await (await app.request('/api/billing')).json());
        const signIn = await (await app.request('/auth')).text();
        expect(JSON.parse(signIn)).toEqual(await (await app.request('/api/auth/providers')).json());
      }
    });
  });
});
