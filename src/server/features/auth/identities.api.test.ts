/**
 * Sign in with an identity provider (decision 039), against a real OpenID Connect provider on a
 * local port (test/oidc-provider.ts). A small browser follows every redirect by hand and keeps
 * each site's cookies, so a test can change what travels between the app and the provider
 * (state, nonce, code) the way an attacker could.
 */
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_MSG } from '@shared/messages.identities';
import { account, moderationLog, session, user } from '../../db/schema';
import { createTestContext, newAccount, TestClient, type TestContext } from '../../test/harness';
import { startTestOidcProvider, type TestIdentity, type TestOidcProvider } from '../../test/oidc-provider';

const APP = 'http://localhost:3000';
let op: TestOidcProvider;
let ctx: TestContext;

beforeAll(async () => {
  op = await startTestOidcProvider([`${APP}/api/auth/callback/practice`, `${APP}/api/auth/callback/elsewhere`]);
  ctx = await createTestContext({
    OIDC_PROVIDERS: 'practice,elsewhere',
    OIDC_PRACTICE_ISSUER: op.issuer,
    OIDC_PRACTICE_CLIENT_ID: op.clientId,
    OIDC_PRACTICE_CLIENT_SECRET: op.clientSecret,
    OIDC_PRACTICE_NAME: 'Hillside Counselling',
    // The same provider, reached through a discovery document that names another issuer.
    OIDC_ELSEWHERE_ISSUER: op.issuer,
    OIDC_ELSEWHERE_DISCOVERY_URL: op.wrongIssuerDiscoveryUrl,
    OIDC_ELSEWHERE_CLIENT_ID: op.clientId,
    OIDC_ELSEWHERE_CLIENT_SECRET: op.clientSecret,
  });
}, 30_000);

afterAll(async () => {
  await ctx?.close();
  await op?.close();
});

/** Keeps cookies per site and goes where it is told, one hop at a time. */
class Browser {
  private jars = new Map<string, Map<string, string>>();
  readonly ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  private jar(origin: string) {
    let jar = this.jars.get(origin);
    if (!jar) this.jars.set(origin, (jar = new Map()));
    return jar;
  }

  async request(url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
    const u = new URL(url);
    const jar = this.jar(u.origin);
    const headers: Record<string, string> = { ...init.headers };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let res: Response;
    if (u.origin === APP) {
      headers['x-forwarded-for'] = this.ip;
      res = await ctx.app.request(u.pathname + u.search, { method: init.method ?? 'GET', headers, body: init.body });
    } else {
      res = await fetch(url, { method: init.method ?? 'GET', headers, body: init.body, redirect: 'manual' });
    }
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(cookie) || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get('location');
    return { res, location: location ? new URL(location, url).toString() : null };
  }

  /** Follows redirects until `stop` says so (or a page that is not a redirect). */
  async follow(url: string, stop: (url: string) => boolean = () => false): Promise<string> {
    let at = url;
    for (let hop = 0; hop < 20; hop++) {
      if (stop(at)) return at;
      const { location } = await this.request(at);
      if (!location) return at;
      at = location;
    }
    throw new Error('too many redirects');
  }

  /** Presses a provider button: the form posts to the app, which answers with the provider's URL. */
  async press(path: string): Promise<string> {
    const { res, location } = await this.request(`${APP}${path}`, {
      method: 'POST',
      headers: { origin: APP, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(res.status, await res.clone().text()).toBe(303);
    return location!;
  }

  /** Goes to the provider and back to the app's callback, without opening it. */
  toCallback(authorizeUrl: string): Promise<string> {
    return this.follow(authorizeUrl, (u) => u.startsWith(`${APP}/api/auth/callback/`));
  }

  /** Signs in (or up) through a provider and returns where the app sent the browser. */
  async signIn(provider = 'practice'): Promise<string> {
    const callback = await this.toCallback(await this.press(`/api/auth/provider/${provider}`));
    return (await this.request(callback)).location!;
  }

  async api(method: string, path: string, json?: unknown) {
    const headers: Record<string, string> = { origin: APP };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const body = json === undefined ? undefined : JSON.stringify(json);
    const { res } = await this.request(`${APP}${path}`, { method, headers, body });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
}

let n = 0;
function identity(overrides: Partial<TestIdentity> = {}): TestIdentity {
  n += 1;
  return {
    sub: `person-${n}-${Math.random().toString(36).slice(2, 8)}`,
    email: `provider-${n}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    email_verified: true,
    name: `June Provider ${n}`,
    ...overrides,
  };
}

const usersWith = async (email: string) =>
  (await ctx.database.db.select().from(user).where(eq(user.email, email.toLowerCase()))).length;
const errorOf = (location: string) => new URL(location).searchParams.get('signin_error');

describe('identity providers', () => {
  it('lists only the configured providers, publicly', async () => {
    const res = await new Browser().api('GET', '/api/auth/providers');
    expect(res.body.providers).toEqual([
      { id: 'practice', name: 'Hillside Counselling' },
      { id: 'elsewhere', name: 'elsewhere' },
    ]);
  });

  it('signs up with the provider (state, nonce and PKCE S256 sent), takes its name, and signs in again to the same account', async () => {
    const who = identity();
    op.signInAs(who);
    const browser = new Browser();
    const authorize = new URL(await browser.press('/api/auth/provider/practice'));
    expect(authorize.origin).toBe(op.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const callback = await browser.toCallback(authorize.toString());
    const landed = (await browser.request(callback)).location!;
    expect(landed).toBe(`${APP}/auth?confirm=name`);

    const session = await browser.api('GET', '/api/session');
    expect(session.body.user.email).toBe(who.email);
    expect(session.body.profile.displayName).toBe(who.name);
    const list = await browser.api('GET', '/api/account/identities');
    expect(list.body.hasPassword).toBe(false);
    expect(list.body.identities).toEqual([
      expect.objectContaining({ providerId: 'practice', providerName: 'Hillside Counselling', email: who.email }),
    ]);

    // Signing in again from another browser: the same account, no second one.
    const again = new Browser();
    expect(await again.signIn()).toBe(`${APP}/dashboard`);
    expect((await again.api('GET', '/api/session')).body.user.id).toBe(session.body.user.id);
    expect(await usersWith(who.email)).toBe(1);
  });

  it("reads the provider's name as the account is made, and its confirmation tells nobody again (decision 049)", async () => {
    const who = identity({ name: 'I want to die tonight' });
    op.signInAs(who);
    const browser = new Browser();
    expect(await browser.signIn()).toBe(`${APP}/auth?confirm=name`);
    const userId = (await browser.api('GET', '/api/session')).body.user.id as string;
    const lines = () => ctx.database.db.select().from(moderationLog).where(eq(moderationLog.targetUserId, userId));
    for (let i = 0; i < 100 && (await lines()).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await lines()).toEqual([
      expect.objectContaining({ action: 'profile.name-crisis', actorId: null, targetUserId: userId }),
    ]);
    // The name confirmed as it came (what /auth?confirm=name sends): the person is answered, nobody told again.
    const confirmed = await browser.api('PUT', '/api/profile', { displayName: who.name, bio: '' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.support.risk).toBe('crisis');
    expect(await lines()).toHaveLength(1);
  });

  it("never joins an existing account by email: not when the provider has not verified it, nor while the account's own address is unconfirmed", async () => {
    const owner = new TestClient(ctx);
    const login = newAccount();
    expect((await owner.post('/api/auth/sign-up', login)).status).toBe(201);
    // The provider does not vouch for the address: refused, nothing linked.
    op.signInAs(identity({ email: login.email, email_verified: false }));
    expect(errorOf(await new Browser().signIn())).toBe('exists');
    // Verified at the provider, but the account's own address is not confirmed yet: refused too.
    op.signInAs(identity({ email: login.email, email_verified: true }));
    expect(errorOf(await new Browser().signIn())).toBe('exists');
    const [row] = await ctx.database.db.select({ id: user.id }).from(user).where(eq(user.email, login.email));
    const id = row!.id;
    const linked = await ctx.database.db.select().from(account).where(eq(account.userId, id));
    expect(linked.map((a) => a.providerId)).toEqual(['credential']);
    expect(await usersWith(login.email)).toBe(1);
  });

  it('links the provider to a password account, lists it, unlinks it; the last way in is kept', async () => {
    const login = newAccount();
    const browser = new Browser();
    const signUp = await browser.request(`${APP}/api/auth/sign-up`, {
      method: 'POST',
      headers: { origin: APP, 'content-type': 'application/json' },
      body: JSON.stringify(login),
    });
    expect(signUp.res.status).toBe(201);
    const who = identity({ email: `work-${n}@practice.example` });
    op.signInAs(who);
    const back = await browser.follow(await browser.press('/api/account/identities/practice/link'), (u) =>
      u.startsWith(`${APP}/settings`),
    );
    expect(back).toBe(`${APP}/settings?tab=account&linked=practice`);
    const list = (await browser.api('GET', '/api/account/identities')).body;
    expect(list.hasPassword).toBe(true);
    expect(list.identities).toEqual([
      expect.objectContaining({ providerId: 'practice', email: who.email, linkedAt: expect.any(String) }),
    ]);

    // The provider now signs this person in to the same account.
    const other = new Browser();
    expect(await other.signIn()).toBe(`${APP}/dashboard`);
    expect((await other.api('GET', '/api/session')).body.user.email).toBe(login.email);

    // Unlinked: the password remains, and the provider makes a new account no more.
    const removed = await browser.api('DELETE', `/api/account/identities/${list.identities[0].id}`);
    expect(removed.status).toBe(204);
    expect((await browser.api('GET', '/api/account/identities')).body.identities).toEqual([]);
  });

  it('refuses to unlink the only way to sign in', async () => {
    op.signInAs(identity());
    const browser = new Browser();
    await browser.signIn();
    const [only] = (await browser.api('GET', '/api/account/identities')).body.identities;
    const res = await browser.api('DELETE', `/api/account/identities/${only.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'LAST_SIGN_IN_METHOD', message: IDENTITY_MSG.lastMethod });
    expect((await browser.api('GET', '/api/account/identities')).body.identities).toHaveLength(1);
  });

  it('refuses a provider sign-in to an account with two-factor on: the session it made is deleted, the person sent to the password and code', async () => {
    const login = newAccount();
    const browser = new Browser();
    const signUp = await browser.request(`${APP}/api/auth/sign-up`, {
      method: 'POST',
      headers: { origin: APP, 'content-type': 'application/json' },
      body: JSON.stringify(login),
    });
    expect(signUp.res.status).toBe(201);
    op.signInAs(identity());
    await browser.follow(await browser.press('/api/account/identities/practice/link'), (u) =>
      u.startsWith(`${APP}/settings`),
    );
    expect((await browser.api('GET', '/api/account/identities')).body.identities).toHaveLength(1);
    const setup = await browser.api('POST', '/api/account/two-factor/enable', { password: login.password });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    const totp = OTPAuth.URI.parse(setup.body.totpUri) as OTPAuth.TOTP;
    const confirmed = await browser.api('POST', '/api/account/two-factor/confirm', { code: totp.generate() });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const [row] = await ctx.database.db.select({ id: user.id }).from(user).where(eq(user.email, login.email));
    const sessionsOf = async () =>
      (await ctx.database.db.select({ id: session.id }).from(session).where(eq(session.userId, row!.id))).length;
    const before = await sessionsOf();

    const other = new Browser();
    const location = await other.signIn();
    expect(location).toBe(`${APP}/auth?signin_error=two-factor`);
    // No session in that browser, and none left behind in the database.
    const after = await other.api('GET', '/api/session');
    expect(after.body?.user ?? null).toBeNull();
    expect(await sessionsOf()).toBe(before);
    // The password account itself is untouched: its own session still works.
    expect((await browser.api('GET', '/api/session')).body.user.email).toBe(login.email);
  });

  describe('refused with a clear message, and no account made', () => {
    const refusedWith = async (location: string, code: string, email: string) => {
      expect(location.startsWith(`${APP}/auth?signin_error=`), location).toBe(true);
      expect(errorOf(location)).toBe(code);
      expect(await usersWith(email)).toBe(0);
    };

    it('a tampered state', async () => {
      const who = identity();
      op.signInAs(who);
      const browser = new Browser();
      const callback = new URL(await browser.toCallback(await browser.press('/api/auth/provider/practice')));
      callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
      await refusedWith((await browser.request(callback.toString())).location!, 'restart', who.email);
    });

    it("another browser's state (login CSRF): the state cookie does not match", async () => {
      const who = identity();
      op.signInAs(who);
      const callback = await new Browser().toCallback(await new Browser().press('/api/auth/provider/practice'));
      await refusedWith((await new Browser().request(callback)).location!, 'restart', who.email);
    });

    it('a tampered nonce: the id_token answers another nonce than this sign-in sent', async () => {
      const who = identity();
      op.signInAs(who);
      const browser = new Browser();
      const authorize = new URL(await browser.press('/api/auth/provider/practice'));
      authorize.searchParams.set('nonce', 'a-nonce-of-someone-else-0123456789');
      const callback = await browser.toCallback(authorize.toString());
      await refusedWith((await browser.request(callback)).location!, 'unverified', who.email);
    });

    it('a wrong issuer', async () => {
      const who = identity();
      op.signInAs(who);
      const browser = new Browser();
      await refusedWith(await browser.signIn('elsewhere'), 'unverified', who.email);
    });

    it("a code from another sign-in (PKCE: this sign-in's verifier does not fit it)", async () => {
      const who = identity();
      op.signInAs(who);
      const browser = new Browser();
      const stolen = new URL(await browser.toCallback(await browser.press('/api/auth/provider/practice')));
      const own = new URL(await browser.toCallback(await browser.press('/api/auth/provider/practice')));
      own.searchParams.set('code', stolen.searchParams.get('code')!);
      await refusedWith((await browser.request(own.toString())).location!, 'expired', who.email);
    });

    it('a code used already', async () => {
      const who = identity();
      op.signInAs(who);
      const first = new Browser();
      const used = new URL(await first.toCallback(await first.press('/api/auth/provider/practice')));
      expect((await first.request(used.toString())).location).toBe(`${APP}/auth?confirm=name`);
      // The same code again, inside a fresh sign-in of its own (so the state is valid).
      const again = new URL(await first.toCallback(await first.press('/api/auth/provider/practice')));
      again.searchParams.set('code', used.searchParams.get('code')!);
      const location = (await first.request(again.toString())).location!;
      expect(errorOf(location)).toBe('expired');
      expect(await usersWith(who.email)).toBe(1);
    });

    it('an expired code', async () => {
      const who = identity();
      op.signInAs(who);
      op.setCodeTtl(1);
      try {
        const browser = new Browser();
        const callback = await browser.toCallback(await browser.press('/api/auth/provider/practice'));
        await new Promise((r) => setTimeout(r, 2100));
        await refusedWith((await browser.request(callback)).location!, 'expired', who.email);
      } finally {
        op.setCodeTtl(60);
      }
    });

    it('an unknown provider', async () => {
      const browser = new Browser();
      const res = await browser.request(`${APP}/api/auth/provider/nowhere`, {
        method: 'POST',
        headers: { origin: APP, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.res.status).toBe(404);
    });
  });
});
