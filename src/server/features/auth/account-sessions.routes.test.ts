/** Signed-in devices (decision 028): listing, signing out one or all others, and nobody else's. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { session as sessionTable } from '../../db/schema';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { describeUserAgent } from './user-agent';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInAs(email: string, password: string, ua: string) {
  const client = new TestClient(ctx);
  const res = await client.request('POST', '/api/auth/sign-in', { email, password }, { 'user-agent': ua });
  expect(res.status).toBe(200);
  return client;
}

describe('signed-in devices', () => {
  it('lists this account’s devices in plain words, this one first, with no token or address', async () => {
    const { client, account } = await signedInClient(ctx);
    await signInAs(account.email, account.password, SAFARI_IPHONE);
    const phone = await signInAs(account.email, account.password, CHROME_LINUX);
    // Someone else's devices never appear.
    await signedInClient(ctx);

    const res = await phone.get('/api/account/sessions');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const sessions = res.body.sessions as { id: string; label: string; current: boolean; lastActiveAt: string }[];
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ label: 'Chrome on Linux', current: true });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.label)).toContain('Safari on iPhone');
    expect(Object.keys(sessions[0]!).sort()).toEqual(['current', 'id', 'label', 'lastActiveAt', 'signedInAt']);
    expect(JSON.stringify(res.body)).not.toMatch(new RegExp(client.ip.replace(/\./g, '\\.')));
  });

  it('signs out one device, which is then signed out at once', async () => {
    const { client, account } = await signedInClient(ctx);
    const other = await signInAs(account.email, account.password, SAFARI_IPHONE);
    expect((await other.get('/api/session')).body.user).not.toBeNull(); // cached now
    const list = (await client.get('/api/account/sessions')).body.sessions as { id: string; current: boolean }[];
    const target = list.find((s) => !s.current)!;
    const res = await client.delete(`/api/account/sessions/${target.id}`);
    expect(res.status).toBe(200);
    expect((await other.get('/api/session')).body.user).toBeNull();
    expect((await client.get('/api/session')).body.user).not.toBeNull();
    // Already gone: 404.
    expect((await client.delete(`/api/account/sessions/${target.id}`)).status).toBe(404);
  });

  it('signs out all other devices and keeps this one', async () => {
    const { client, account, userId } = await signedInClient(ctx);
    const a = await signInAs(account.email, account.password, SAFARI_IPHONE);
    const b = await signInAs(account.email, account.password, CHROME_LINUX);
    const res = await client.post('/api/account/sessions/sign-out-others');
    expect(res.body).toEqual({ ended: 2 });
    expect((await a.get('/api/session')).body.user).toBeNull();
    expect((await b.get('/api/session')).body.user).toBeNull();
    expect((await client.get('/api/session')).body.user.id).toBe(userId);
    expect(await ctx.database.db.select().from(sessionTable).where(eq(sessionTable.userId, userId))).toHaveLength(1);
  });

  it('answers another person’s session, a bad id and a signed-out caller as they must', async () => {
    const { client: mine } = await signedInClient(ctx);
    const { client: theirs } = await signedInClient(ctx);
    const theirId = ((await theirs.get('/api/account/sessions')).body.sessions as { id: string }[])[0]!.id;
    const res = await mine.delete(`/api/account/sessions/${theirId}`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect((await theirs.get('/api/session')).body.user).not.toBeNull();
    expect((await mine.delete('/api/account/sessions/not-an-id')).status).toBe(404);
    const anonymous = new TestClient(ctx);
    expect((await anonymous.get('/api/account/sessions')).status).toBe(401);
    expect((await anonymous.delete(`/api/account/sessions/${theirId}`)).status).toBe(401);
    expect((await anonymous.post('/api/account/sessions/sign-out-others')).status).toBe(401);
  });
});

describe('describeUserAgent', () => {
  it.each([
    [CHROME_LINUX, 'Chrome on Linux'],
    [SAFARI_IPHONE, 'Safari on iPhone'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Windows'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['curl/8.5.0', 'A browser on an unknown system'],
    [null, 'A browser on an unknown system'],
  ])('%s → %s', (ua, label) => {
    expect(describeUserAgent(ua)).toBe(label);
  });
});
