import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@shared/messages';
import { profiles, session as sessionTable, user as userTable } from '../../db/schema';
import { createTestContext, newAccount, signedInClient, TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SIGNIN_MAX_PER_IP: '5', SIGNIN_MAX_FAILURES_PER_ACCOUNT: '3', SIGNUP_MAX_PER_IP: '4' });
});
afterAll(async () => {
  await ctx.close();
});

describe('sign-up', () => {
  it('creates the account, its profile, and a session cookie (httpOnly, SameSite=Lax)', async () => {
    const client = new TestClient(ctx);
    const account = newAccount({ displayName: '  Mary-Ann_2 ' });
    const res = await client.post('/api/auth/sign-up', account);
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const session = await client.get('/api/session');
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(account.email);
    expect(session.body.profile).toEqual({ displayName: 'Mary-Ann_2', bio: '' });
    expect(session.body.entitlements.tier).toBe('free');

    const rows = await ctx.database.db.select().from(profiles).where(eq(profiles.id, session.body.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.displayName).toBe('Mary-Ann_2');
  });

  it('stores the email in lower case and trims it', async () => {
    const client = new TestClient(ctx);
    const account = newAccount();
    const res = await client.post('/api/auth/sign-up', { ...account, email: `  ${account.email.toUpperCase()} ` });
    expect(res.status).toBe(201);
    const rows = await ctx.database.db.select().from(userTable).where(eq(userTable.email, account.email));
    expect(rows).toHaveLength(1);
  });

  const V = MSG.validation;
  it.each([
    ['an invalid email', { email: 'not-an-email' }, V.invalidEmail],
    ['an email over 255 characters', { email: `${'a'.repeat(250)}@example.com` }, V.emailTooLong],
    ['a short password', { password: 'Ab1' }, V.passwordMin],
    ['a password without an uppercase letter', { password: 'lowercase1' }, V.passwordUpper],
    ['a password without a lowercase letter', { password: 'UPPERCASE1' }, V.passwordLower],
    ['a password without a number', { password: 'NoNumbersHere' }, V.passwordNumber],
    ['an empty display name', { displayName: '   ' }, V.displayNameRequired],
    ['a display name over 50 characters', { displayName: 'a'.repeat(51) }, V.signUpDisplayNameTooLong],
    ['a display name with symbols', { displayName: 'Ann <script>' }, V.displayNameChars],
    ['a missing password', { password: undefined }, V.passwordMin],
  ])('refuses %s with the spec message', async (_label, override, message) => {
    const client = new TestClient(ctx);
    const res = await client.post('/api/auth/sign-up', { ...newAccount(), ...override });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION', message, field: expect.any(String) } });
    expect(client.hasSession()).toBe(false);
  });

  it('gives the generic failure for an email already registered, never saying it exists', async () => {
    const { account } = await signedInClient(ctx);
    const again = await new TestClient(ctx).post('/api/auth/sign-up', { ...account, displayName: 'Someone Else' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: { code: 'AUTH_FAILED', message: MSG.auth.failed } });
    expect(JSON.stringify(again.body)).not.toMatch(/exist|already|taken/i);
  });

  it('limits sign-ups per IP', async () => {
    const client = new TestClient(ctx, '203.0.113.77');
    for (let i = 0; i < 4; i++) expect((await client.post('/api/auth/sign-up', newAccount())).status).toBe(201);
    const res = await client.post('/api/auth/sign-up', newAccount());
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(MSG.auth.signUpRateLimited);
  });
});

describe('sign-in', () => {
  it('signs in with the right password and out again', async () => {
    const { account } = await signedInClient(ctx);
    const client = new TestClient(ctx);
    const res = await client.post('/api/auth/sign-in', { email: account.email.toUpperCase(), password: account.password });
    expect(res.status).toBe(200);
    expect(client.hasSession()).toBe(true);
    expect((await client.get('/api/session')).body.user.email).toBe(account.email);

    const out = await client.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect((await client.get('/api/session')).body).toEqual({ user: null });
    expect((await client.get('/api/profile')).status).toBe(401);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { account } = await signedInClient(ctx);
    const wrong = await new TestClient(ctx).post('/api/auth/sign-in', { email: account.email, password: 'Wrong-Passw0rd' });
    const unknown = await new TestClient(ctx).post('/api/auth/sign-in', { email: 'nobody-here@example.com', password: 'Wrong-Passw0rd' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'AUTH_FAILED', message: MSG.auth.failed } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('requires a password with the spec message', async () => {
    const res = await new TestClient(ctx).post('/api/auth/sign-in', { email: 'a@example.com', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.validation.passwordRequired);
  });

  it('limits attempts per IP with a 429 a person understands', async () => {
    const client = new TestClient(ctx, '198.51.100.9');
    for (let i = 0; i < 5; i++) {
      const r = await client.post('/api/auth/sign-in', { email: `x${i}@example.com`, password: 'Wrong-Passw0rd' });
      expect(r.status).toBe(401);
    }
    const limited = await client.post('/api/auth/sign-in', { email: 'x@example.com', password: 'Wrong-Passw0rd' });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual({ code: 'RATE_LIMITED', message: MSG.auth.rateLimited });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await new TestClient(ctx, '198.51.100.10').post('/api/auth/sign-in', { email: 'x@example.com', password: 'Wrong-Passw0rd' });
    expect(other.status).toBe(401);
  });

  it('locks an account after repeated failures from many addresses, until the window passes', async () => {
    const { account } = await signedInClient(ctx);
    for (let i = 0; i < 3; i++) {
      const r = await new TestClient(ctx).post('/api/auth/sign-in', { email: account.email, password: 'Wrong-Passw0rd' });
      expect(r.status).toBe(401);
    }
    const credentials = { email: account.email, password: account.password };
    const locked = await new TestClient(ctx).post('/api/auth/sign-in', credentials);
    expect(locked.status).toBe(429);

    ctx.setNow(new Date(Date.now() + (ctx.deps.config.rateLimits.windowSeconds + 1) * 1000));
    try {
      const ok = await new TestClient(ctx).post('/api/auth/sign-in', credentials);
      expect(ok.status).toBe(200);
    } finally {
      ctx.setNow(null);
    }
  });

  it('shares its counters between app instances over one database', async () => {
    const { account } = await signedInClient(ctx);
    const { createApp } = await import('../../app');
    const second = { ...ctx, app: createApp(ctx.deps) };
    for (let i = 0; i < 3; i++) {
      const instance = i % 2 === 0 ? ctx : second;
      await new TestClient(instance).post('/api/auth/sign-in', { email: account.email, password: 'Wrong-Passw0rd' });
    }
    const credentials = { email: account.email, password: account.password };
    expect((await new TestClient(second).post('/api/auth/sign-in', credentials)).status).toBe(429);
  });
});

describe('sessions', () => {
  it('treats an expired session as signed out', async () => {
    const { client, userId } = await signedInClient(ctx);
    expect((await client.get('/api/profile')).status).toBe(200);
    await ctx.database.db
      .update(sessionTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionTable.userId, userId));
    expect((await client.get('/api/session')).body).toEqual({ user: null });
    const res = await client.get('/api/profile');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('ignores a forged session cookie', async () => {
    const client = new TestClient(ctx);
    const res = await client.request('GET', '/api/profile', undefined, { cookie: 'fmn.session_token=forged.value' });
    expect(res.status).toBe(401);
  });

  it('signing out without a session is not an error', async () => {
    expect((await new TestClient(ctx).post('/api/auth/sign-out')).status).toBe(200);
  });
});

describe('secure cookies', () => {
  it('marks cookies Secure and sends HSTS when served over https', async () => {
    const httpsCtx = await createTestContext({ PUBLIC_URL: 'https://memorials.example.org' });
    try {
      const client = new TestClient(httpsCtx);
      const res = await client.post('/api/auth/sign-up', newAccount());
      expect(res.status).toBe(201);
      expect(res.headers.getSetCookie().join('\n')).toMatch(/Secure/);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
    } finally {
      await httpsCtx.close();
    }
  });
});
