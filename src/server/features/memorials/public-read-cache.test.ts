import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memorials } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { PUBLIC_READ_CACHE_MS } from './memorials.routes';

let ctx: TestContext;
let owner: TestClient;
let anonymous: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: owner } = await signedInClient(ctx));
  anonymous = new TestClient(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('TtlCache', () => {
  it('expires entries and drops the oldest when full', () => {
    let now = 0;
    const cache = new TtlCache<string>(100, 2, () => now);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('2');
    now = 100;
    expect(cache.get('b')).toBeUndefined();
  });
});

describe('anonymous reads of public memorials', () => {
  it('are reused for a moment, dropped at once by a change made here, and fresh after the TTL', async () => {
    const id = (await owner.post('/api/memorials', { title: 'Cached Clara', isPublic: true })).body.memorial.id;
    expect((await anonymous.get(`/api/memorials/${id}`)).body.memorial.title).toBe('Cached Clara');

    // A change behind the app's back (another instance) is not seen until the entry expires…
    await ctx.database.db.update(memorials).set({ title: 'Clara (elsewhere)' }).where(eq(memorials.id, id));
    expect((await anonymous.get(`/api/memorials/${id}`)).body.memorial.title).toBe('Cached Clara');
    // …and the owner, signed in, always reads fresh.
    expect((await owner.get(`/api/memorials/${id}`)).body.memorial.title).toBe('Clara (elsewhere)');
    ctx.setNow(new Date(Date.now() + PUBLIC_READ_CACHE_MS + 1));
    try {
      expect((await anonymous.get(`/api/memorials/${id}`)).body.memorial.title).toBe('Clara (elsewhere)');
    } finally {
      ctx.setNow(null);
    }

    // A change made through this instance is seen at once, including turning it private.
    await owner.patch(`/api/memorials/${id}`, { title: 'Clara', description: '', isPublic: false });
    expect((await anonymous.get(`/api/memorials/${id}`)).status).toBe(404);
  });

  it('a new guestbook message shows at once on this instance', async () => {
    const { client: second } = await signedInClient(ctx);
    const id = (await second.post('/api/memorials', { title: 'Guestbook Greta', isPublic: true })).body.memorial.id;
    expect((await anonymous.get(`/api/memorials/${id}/guestbook`)).body.entries).toHaveLength(0);
    await anonymous.post(`/api/memorials/${id}/guestbook`, { authorName: 'Ned', message: 'Fondly.' });
    expect((await anonymous.get(`/api/memorials/${id}/guestbook`)).body.entries).toHaveLength(1);
  });
});
