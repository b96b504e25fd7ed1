import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@shared/messages';
import { SESSION_CACHE_MS } from '../../auth/sessions';
import { SIGNED_IN_HINT_COOKIE } from '@shared/constants';
import { hintBeside } from '../../lib/session';
import { SAFETY_ADMIN_MSG } from '@shared/safety-admin';
import { moderationLog, profiles, session as sessionTable, user as userTable } from '../../db/schema';
import { createTestContext, newAccount, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { outboxMailsExceptConfirmation } from '../../test/outbox';
import { runAdminCommand } from '../admin/admin.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    SIGNIN_MAX_PER_IP: '5',
    SIGNIN_MAX_FAILURES_PER_SOURCE: '3',
    SIGNIN_MAX_FAILURES_PER_ACCOUNT: '12',
    SIGNUP_MAX_PER_IP: '4',
  });
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

describe('the crisis screen on the display name chosen at sign-up (decision 049)', () => {
  it('makes the account as asked, then tells the site admins without the name, and keeps one moderation line', async () => {
    const admin = await signedInClient(ctx);
    await runAdminCommand(ctx.database.db, ['grant', admin.account.email]);
    const mailsWith = async (body: string) =>
      (await outboxMailsExceptConfirmation(ctx.outboxDir, admin.account.email)).filter((m) => m.text.includes(body));
    const nameMails = () => mailsWith(SAFETY_ADMIN_MSG.newAccountNameEmailBody);
    const linesOf = (userId: string) =>
      ctx.database.db.select().from(moderationLog).where(eq(moderationLog.targetUserId, userId));
    const pause = () => new Promise((r) => setTimeout(r, 150));
    const settle = async (done: () => Promise<boolean>) => {
      for (let i = 0; i < 100 && !(await done()); i++) await new Promise((r) => setTimeout(r, 20));
      // A little longer, for any mail sent that should not have been.
      await pause();
    };

    // An ordinary name: nothing.
    const calm = await signedInClient(ctx, { displayName: 'Rose Gardener' });
    await pause();
    expect(await linesOf(calm.userId)).toEqual([]);
    expect(await nameMails()).toEqual([]);

    const client = new TestClient(ctx);
    const account = newAccount({ displayName: 'I want to die tonight' });
    const res = await client.post('/api/auth/sign-up', account);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The answer is the sign-up's own: no note is shown there (decision 049, "Not done").
    expect(res.body).toEqual({ ok: true });
    const session = await client.get('/api/session');
    const userId = session.body.user.id as string;
    expect(session.body.profile).toEqual({ displayName: 'I want to die tonight', bio: '' });

    await settle(async () => (await linesOf(userId)).length > 0 && (await nameMails()).length > 0);
    expect(await linesOf(userId)).toEqual([
      expect.objectContaining({ action: 'profile.name-crisis', actorId: null, targetUserId: userId }),
    ]);
    const mails = await nameMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(SAFETY_ADMIN_MSG.profileEmailSubject);
    expect(mails[0]!.raw).not.toMatch(/die tonight/i);
    expect(mails[0]!.raw).not.toContain(account.email);
    // The person is not emailed about their own name.
    expect(
      (await outboxMailsExceptConfirmation(ctx.outboxDir, account.email)).filter((m) =>
        m.text.includes(SAFETY_ADMIN_MSG.newAccountNameEmailBody),
      ),
    ).toEqual([]);

    // Their first save of the profile with the same name: they are answered, nobody is told again.
    const saved = await client.put('/api/profile', { displayName: 'I want to die tonight', bio: '' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.support.risk).toBe('crisis');
    await pause();
    expect(await linesOf(userId)).toHaveLength(1);
    expect(await nameMails()).toHaveLength(1);
    expect(await mailsWith(SAFETY_ADMIN_MSG.profileBioEmailBody)).toEqual([]);
  });
});

describe('sign-in', () => {
  it('signs in with the right password and out again', async () => {
    const { account } = await signedInClient(ctx);
    const client = new TestClient(ctx);
    const res = await client.post('/api/auth/sign-in', {
      email: account.email.toUpperCase(),
      password: account.password,
    });
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
    const wrong = await new TestClient(ctx).post('/api/auth/sign-in', {
      email: account.email,
      password: 'Wrong-Passw0rd',
    });
    const unknown = await new TestClient(ctx).post('/api/auth/sign-in', {
      email: 'nobody-here@example.com',
      password: 'Wrong-Passw0rd',
    });
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
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(limited.body.error).toEqual({ code: 'RATE_LIMITED', message: MSG.auth.networkPaused(wait) });
    // Another address is not affected.
    const other = await new TestClient(ctx, '198.51.100.10').post('/api/auth/sign-in', {
      email: 'x@example.com',
      password: 'Wrong-Passw0rd',
    });
    expect(other.status).toBe(401);
  });
});

/**
 * Decision 015: failures count per (account, source) and pause only that source; all sources
 * together have a higher ceiling per account that makes new places wait; places the owner has
 * signed in from before (this browser, or this address) are never held back by others' failures.
 * Here: 3 failures per source, a ceiling of 12 per account, 5 attempts per address.
 */
describe('sign-in limits cannot be turned against the owner', () => {
  const wrong = (email: string) => ({ email, password: 'Wrong-Passw0rd' });
  let ip = 0;
  const attackerAddress = () => `192.0.2.${++ip}`;
  const later = () => new Date(Date.now() + (ctx.deps.config.rateLimits.windowSeconds + 1) * 1000);

  /** An owner who signed up on their own browser and address, then signed out. */
  async function owner() {
    const { client, account } = await signedInClient(ctx);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    return {
      browser: client,
      address: client.ip,
      account,
      credentials: { email: account.email, password: account.password },
    };
  }

  it('lets the owner in from their own address after 30 wrong passwords from attackers', async () => {
    const { address, browser, account, credentials } = await owner();
    const answers: number[] = [];
    for (let a = 0; a < 10; a++) {
      const attacker = new TestClient(ctx, attackerAddress());
      for (let i = 0; i < 3; i++) answers.push((await attacker.post('/api/auth/sign-in', wrong(account.email))).status);
    }
    expect(answers).toHaveLength(30);
    expect(answers.filter((s) => s === 401)).toHaveLength(12); // the ceiling: no more guesses were checked
    expect(answers.filter((s) => s === 429)).toHaveLength(18);

    // From their address, in a browser that has never been used here (private window): let in.
    const fresh = new TestClient(ctx, address);
    const res = await fresh.post('/api/auth/sign-in', credentials);
    expect(res.status).toBe(200);
    expect(fresh.hasSession()).toBe(true);
    // From the browser they signed up in, on another network (a phone on the move): let in too.
    const moving = await ctx.app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        'x-forwarded-for': attackerAddress(),
        cookie: browser.cookieHeader(),
      },
      body: JSON.stringify(credentials),
    });
    expect(moving.status).toBe(200);
  });

  it("pauses an attacker's address for that account only, even with the right password, until the window passes", async () => {
    const { account, credentials } = await owner();
    const attacker = new TestClient(ctx, attackerAddress());
    for (let i = 0; i < 3; i++)
      expect((await attacker.post('/api/auth/sign-in', wrong(account.email))).status).toBe(401);

    const paused = await attacker.post('/api/auth/sign-in', credentials);
    expect(paused.status).toBe(429);
    const wait = Number(paused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(ctx.deps.config.rateLimits.windowSeconds);
    expect(paused.body.error).toEqual({ code: 'RATE_LIMITED', message: MSG.auth.sourcePaused(wait) });
    expect(attacker.hasSession()).toBe(false);

    // The same address may still sign in to another account; the owner signs in from elsewhere.
    const other = await signedInClient(ctx);
    expect(
      (await attacker.post('/api/auth/sign-in', { email: other.account.email, password: other.account.password }))
        .status,
    ).toBe(200);
    expect((await new TestClient(ctx, attackerAddress()).post('/api/auth/sign-in', credentials)).status).toBe(200);

    ctx.setNow(later());
    try {
      expect((await new TestClient(ctx, attacker.ip).post('/api/auth/sign-in', credentials)).status).toBe(200);
    } finally {
      ctx.setNow(null);
    }
  });

  it('checks no more guesses than the limit when they arrive all at once', async () => {
    const { account } = await owner();
    const attacker = new TestClient(ctx, attackerAddress());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => attacker.post('/api/auth/sign-in', wrong(account.email))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([401, 401, 401, 429, 429]);
  });

  it('makes new addresses wait once many addresses together reach the account ceiling', async () => {
    const { address, account, credentials } = await owner();
    for (let i = 0; i < 12; i++) {
      expect(
        (await new TestClient(ctx, attackerAddress()).post('/api/auth/sign-in', wrong(account.email))).status,
      ).toBe(401);
    }
    // A new address waits, whatever the password, and is told for how long.
    for (const body of [wrong(account.email), credentials]) {
      const slowed = await new TestClient(ctx, attackerAddress()).post('/api/auth/sign-in', body);
      expect(slowed.status).toBe(429);
      const wait = Number(slowed.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(slowed.body.error).toEqual({ code: 'RATE_LIMITED', message: MSG.auth.accountSlowed(wait) });
    }
    // An unknown email is treated exactly alike (nothing says whether an account exists).
    const nobody = `nobody-${Date.now()}@example.com`;
    for (let i = 0; i < 12; i++) await new TestClient(ctx, attackerAddress()).post('/api/auth/sign-in', wrong(nobody));
    expect((await new TestClient(ctx, attackerAddress()).post('/api/auth/sign-in', wrong(nobody))).status).toBe(429);

    // The owner's own address is not held back; after the window, a new address is let in again.
    expect((await new TestClient(ctx, address).post('/api/auth/sign-in', credentials)).status).toBe(200);
    ctx.setNow(later());
    try {
      expect((await new TestClient(ctx, attackerAddress()).post('/api/auth/sign-in', credentials)).status).toBe(200);
    } finally {
      ctx.setNow(null);
    }
  });

  it('shares its counters between app instances over one database', async () => {
    const { address, account, credentials } = await owner();
    const { createApp } = await import('../../app');
    const second = { ...ctx, app: createApp(ctx.deps) };
    const instance = (i: number) => (i % 2 === 0 ? ctx : second);

    // One source's failures, spread over both instances, pause it on both.
    const attacker = attackerAddress();
    for (let i = 0; i < 3; i++) {
      expect((await new TestClient(instance(i), attacker).post('/api/auth/sign-in', wrong(account.email))).status).toBe(
        401,
      );
    }
    expect((await new TestClient(ctx, attacker).post('/api/auth/sign-in', credentials)).status).toBe(429);
    expect((await new TestClient(second, attacker).post('/api/auth/sign-in', credentials)).status).toBe(429);

    // Many sources over both instances reach the ceiling together; the owner still gets in on either.
    for (let i = 0; i < 9; i++) {
      expect(
        (await new TestClient(instance(i), attackerAddress()).post('/api/auth/sign-in', wrong(account.email))).status,
      ).toBe(401);
    }
    expect((await new TestClient(second, attackerAddress()).post('/api/auth/sign-in', credentials)).status).toBe(429);
    expect((await new TestClient(ctx, attackerAddress()).post('/api/auth/sign-in', credentials)).status).toBe(429);
    expect((await new TestClient(second, address).post('/api/auth/sign-in', credentials)).status).toBe(200);
  });
});

describe('a new account', () => {
  it('is new in the session its sign-up opened, and not once its owner comes back', async () => {
    const { client, account } = await signedInClient(ctx);
    expect((await client.get('/api/session')).body.user.isNew).toBe(true);

    await client.post('/api/auth/sign-out');
    expect((await client.post('/api/auth/sign-in', { email: account.email, password: account.password })).status).toBe(
      200,
    );
    expect((await client.get('/api/session')).body.user.isNew).toBe(false);
  });

  it('is no longer new a day later, even in its first session', async () => {
    const { client } = await signedInClient(ctx);
    ctx.setNow(new Date(Date.now() + 25 * 3600 * 1000));
    try {
      expect((await client.get('/api/session')).body.user.isNew).toBe(false);
    } finally {
      ctx.setNow(null);
    }
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
    // Ended in the database behind the app's back: refused once this instance's cached answer
    // has lived its lifetime (auth/sessions.ts); a sign-out through the app is refused at once.
    ctx.setNow(new Date(Date.now() + SESSION_CACHE_MS + 1000));
    try {
      expect((await client.get('/api/session')).body).toEqual({ user: null });
      const res = await client.get('/api/profile');
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    } finally {
      ctx.setNow(null);
    }
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

describe('the signed-in hint beside the session cookie (decision 058)', () => {
  const hintOf = (res: { headers: Headers }) =>
    res.headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

  it('comes with the session, readable by the page, and goes with it', async () => {
    const client = new TestClient(ctx);
    const up = await client.post('/api/auth/sign-up', newAccount());
    const session = up.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    const hint = hintOf(up)!;
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE.replace('.', '\\.')}=1;`));
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/i);
    expect(hint).toMatch(/Path=\//);
    // The session's own lifetime.
    expect(/Max-Age=\d+/i.exec(hint)?.[0]).toBe(/Max-Age=\d+/i.exec(session)?.[0]);

    const out = await client.post('/api/auth/sign-out');
    expect(hintOf(out)).toMatch(/^fmn\.signed_in=;.*Max-Age=0/i);
  });

  it('is taken away when it outlived its session, and never set without one', async () => {
    const stale = await ctx.app.request('/api/session', { headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=1` } });
    expect((await stale.json()) as unknown).toEqual({ user: null });
    expect(hintOf(stale)).toMatch(/^fmn\.signed_in=;.*Max-Age=0/i);
    const none = await ctx.app.request('/api/session');
    expect(none.headers.getSetCookie()).toEqual([]);
  });

  it('stands beside the session cookie only, without its HttpOnly or Domain', () => {
    expect(hintBeside('fmn.session_token=abc.def; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax')).toBe(
      `${SIGNED_IN_HINT_COOKIE}=1; Max-Age=604800; Path=/; SameSite=Lax`,
    );
    expect(hintBeside('__Secure-fmn.session_token=abc; Path=/; Domain=example.org; Secure; HttpOnly')).toBe(
      `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Secure`,
    );
    expect(hintBeside('fmn.session_token=; Max-Age=0; Path=/; HttpOnly')).toBe(
      `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/`,
    );
    expect(hintBeside('fmn.session_data=abc; Path=/; HttpOnly')).toBeNull();
    expect(hintBeside('fmn.dont_remember=true; Path=/')).toBeNull();
  });
});
