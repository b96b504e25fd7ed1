import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { createTestContext, signedInClient, type TestContext } from '../test/harness';
import { createSessions, sessionCookieValue } from './sessions';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const headersOf = (cookie: string) => new Headers({ cookie });

type Auth = TestContext['deps']['auth'];
/** `inner` with a count of its session lookups. */
function counting(inner: Auth) {
  let calls = 0;
  const auth = {
    api: {
      getSession: (arg: { headers: Headers }) => {
        calls += 1;
        return inner.api.getSession(arg);
      },
    },
  } as unknown as Auth;
  return { auth, calls: () => calls, reset: () => (calls = 0) };
}

describe('sessionCookieValue', () => {
  it('reads the session cookie Better Auth would read, and no other', () => {
    expect(sessionCookieValue('a=1; fmn.session_token=abc.sig; b=2', false)).toBe('abc.sig');
    expect(sessionCookieValue('fmn.session_token=abc.sig', true)).toBeNull();
    expect(sessionCookieValue('__Secure-fmn.session_token=x.y', true)).toBe('x.y');
    expect(sessionCookieValue('__Secure-fmn.session_token=x.y', false)).toBeNull();
    expect(sessionCookieValue('xfmn.session_token=abc', false)).toBeNull();
    expect(sessionCookieValue('fmn.session_token=', false)).toBeNull();
    expect(sessionCookieValue(null, false)).toBeNull();
  });

  it('matches the names Better Auth gives its cookie, plain and secure', async () => {
    const names = (await ctx.deps.auth.$context).authCookies;
    expect(sessionCookieValue(`${names.sessionToken.name}=v.s`, ctx.deps.config.secureCookies)).toBe('v.s');
  });
});

describe('the session cache', () => {
  it('asks the database once per cookie within its lifetime, and shares one lookup among many', async () => {
    const { client, userId } = await signedInClient(ctx);
    const { auth, calls } = counting(ctx.deps.auth);
    let now = Date.now();
    const sessions = createSessions(auth, false, { ttlMs: 1000, now: () => now });
    const headers = headersOf(client.cookieHeader());
    const many = await Promise.all(Array.from({ length: 20 }, () => sessions.lookup(headers)));
    expect(new Set(many.map((s) => s?.user.id))).toEqual(new Set([userId]));
    expect(calls()).toBe(1);
    await sessions.lookup(headers);
    expect(calls()).toBe(1);
    now += 1001;
    expect((await sessions.lookup(headers))?.user.id).toBe(userId);
    expect(calls()).toBe(2);
  });

  it('never looks up a request without the cookie, and keeps no "no session" answer', async () => {
    const { auth, calls } = counting(ctx.deps.auth);
    const sessions = createSessions(auth, false);
    expect(await sessions.lookup(headersOf('other=1'))).toBeNull();
    expect(calls()).toBe(0);
    // A session another instance made a moment ago must not be refused here for the cache's
    // lifetime because it was not visible yet: "no session" is asked again each time.
    const unknown = headersOf('fmn.session_token=not-a-real-token.c2lnbmF0dXJl');
    expect(await sessions.lookup(unknown)).toBeNull();
    expect(await sessions.lookup(unknown)).toBeNull();
    expect(calls()).toBe(2);
    expect(sessions.size).toBe(0);
  });

  it('never keeps a session past its own expiry', async () => {
    let now = Date.now();
    const expiresAt = new Date(now + 5_000);
    let calls = 0;
    const auth = {
      api: {
        getSession: async () => {
          calls += 1;
          return now < expiresAt.getTime()
            ? { user: { id: 'u1', email: 'a@example.com', name: 'A', createdAt: new Date(0) }, session: { expiresAt } }
            : null;
        },
      },
    } as unknown as Auth;
    const sessions = createSessions(auth, false, { ttlMs: 3_600_000, now: () => now });
    const headers = headersOf('fmn.session_token=t.sig');
    expect((await sessions.lookup(headers))?.user.id).toBe('u1');
    now += 4_000;
    expect((await sessions.lookup(headers))?.user.id).toBe('u1');
    expect(calls).toBe(1);
    now += 1_001;
    expect(await sessions.lookup(headers)).toBeNull();
    expect(calls).toBe(2);
  });

  it('holds at most maxEntries cookies, dropping the least recently used', async () => {
    const auth = {
      api: {
        getSession: async () => ({
          user: { id: 'u1', email: 'a@example.com', name: 'A', createdAt: new Date(0) },
          session: { expiresAt: new Date(Date.now() + 60_000) },
        }),
      },
    } as unknown as Auth;
    const { auth: countingAuth, calls, reset } = counting(auth);
    const sessions = createSessions(countingAuth, false, { maxEntries: 3 });
    const cookie = (i: number) => headersOf(`fmn.session_token=t${i}.sig`);
    for (let i = 0; i < 3; i++) await sessions.lookup(cookie(i));
    await sessions.lookup(cookie(0)); // used again: now the most recent
    await sessions.lookup(cookie(3)); // drops t1, the least recently used
    expect(sessions.size).toBe(3);
    reset();
    await sessions.lookup(cookie(0));
    expect(calls()).toBe(0);
    await sessions.lookup(cookie(1));
    expect(calls()).toBe(1);
  });
});

describe('through the app', () => {
  it('signing out ends the session on this instance at once, even while it is cached', async () => {
    const { client } = await signedInClient(ctx);
    const cookie = client.cookieHeader();
    expect((await client.get('/api/journal')).status).toBe(200);
    expect((await client.get('/api/journal')).status).toBe(200);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    // The same cookie replayed (a copy kept elsewhere) is refused at once.
    const replay = await ctx.app.request('/api/journal', { headers: { cookie } });
    expect(replay.status).toBe(401);
  });

  it('forgetUser drops every cached session of that account, and only of that account', async () => {
    const sessions = createSessions(ctx.deps.auth, false, { ttlMs: 60_000 });
    const a1 = await signedInClient(ctx);
    const b = await signedInClient(ctx);
    const h1 = headersOf(a1.client.cookieHeader());
    const hb = headersOf(b.client.cookieHeader());
    await sessions.lookup(h1);
    await sessions.lookup(hb);
    expect(sessions.size).toBe(2);
    await ctx.database.db.delete(schema.session).where(eq(schema.session.userId, a1.userId));
    sessions.forgetUser(a1.userId);
    expect(sessions.size).toBe(1);
    expect(await sessions.lookup(h1)).toBeNull();
    expect((await sessions.lookup(hb))?.user.id).toBe(b.userId);
  });

  it('a session removed from the database is refused once the cache lifetime has passed', async () => {
    let now = Date.now();
    const sessions = createSessions(ctx.deps.auth, false, { ttlMs: 30_000, now: () => now });
    const { client, userId } = await signedInClient(ctx);
    const headers = headersOf(client.cookieHeader());
    expect(await sessions.lookup(headers)).not.toBeNull();
    // Revoked elsewhere (another instance signed it out): this one still knows it for a while…
    await ctx.database.db.delete(schema.session).where(eq(schema.session.userId, userId));
    expect(await sessions.lookup(headers)).not.toBeNull();
    // …and no longer once the lifetime is over.
    now += 30_001;
    expect(await sessions.lookup(headers)).toBeNull();
  });
});
