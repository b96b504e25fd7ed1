import { gunzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memorials } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { PUBLIC_READ_CACHE_MS } from './memorials.routes';
import { PublicReadCache, type ReadResult } from './public-read-cache';

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
  it('keeps its total weight under the limit, dropping the oldest and the expired first', () => {
    let now = 0;
    const cache = new TtlCache<string>(100, 100, () => now, { maxWeight: 10, weigh: (v) => v.length });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.set('c', 'cccc');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('bbbb');
    expect(cache.get('c')).toBe('cccc');
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
    now = 150;
    cache.set('d', 'd');
    expect(cache.size).toBe(1);
    expect(cache.get('d')).toBe('d');
  });

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
    expect((await anonymous.get(`/api/memorials/${id}`)).body.guestbook.entries).toHaveLength(0);
    await anonymous.post(`/api/memorials/${id}/guestbook`, { authorName: 'Ned', message: 'Fondly.' });
    expect((await anonymous.get(`/api/memorials/${id}/guestbook`)).body.entries).toHaveLength(1);
    // The page's own read carries the first guestbook page: it is dropped as well.
    expect((await anonymous.get(`/api/memorials/${id}`)).body.guestbook.entries).toMatchObject([{ authorName: 'Ned' }]);
  });
});

describe('what the cache may hold', () => {
  it('turning a memorial private, or deleting it, drops its cached guestbook page as well', async () => {
    const { client: owner } = await signedInClient(ctx);
    const id = (await owner.post('/api/memorials', { title: 'Private Petra', isPublic: true })).body.memorial.id;
    await anonymous.post(`/api/memorials/${id}/guestbook`, { authorName: 'Ola', message: 'Remembering.' });
    expect((await anonymous.get(`/api/memorials/${id}/guestbook`)).body.entries).toHaveLength(1);
    expect((await anonymous.get(`/api/memorials/${id}`)).status).toBe(200);
    await owner.patch(`/api/memorials/${id}`, { title: 'Private Petra', description: '', isPublic: false });
    expect((await anonymous.get(`/api/memorials/${id}/guestbook`)).status).toBe(404);
    expect((await anonymous.get(`/api/memorials/${id}`)).status).toBe(404);

    const { client: other } = await signedInClient(ctx);
    const gone = (await other.post('/api/memorials', { title: 'Gone Gus', isPublic: true })).body.memorial.id;
    expect((await anonymous.get(`/api/memorials/${gone}/guestbook`)).status).toBe(200);
    expect((await other.delete(`/api/memorials/${gone}`)).status).toBe(200);
    expect((await anonymous.get(`/api/memorials/${gone}/guestbook`)).status).toBe(404);
    expect((await anonymous.get(`/api/memorials/${gone}`)).status).toBe(404);
  });

  it("never hands the owner's view (share token, emails) to anonymous visitors", async () => {
    const { client: owner } = await signedInClient(ctx);
    const id = (await owner.post('/api/memorials', { title: 'Owner Otto', isPublic: true })).body.memorial.id;
    await owner.put(`/api/memorials/${id}/sharing`, { enabled: true });
    await anonymous.post(`/api/memorials/${id}/guestbook`, {
      authorName: 'Pia',
      authorEmail: 'pia@example.com',
      message: 'Warmly.',
    });
    // The owner reads first; the anonymous reads after must not get what the owner got.
    const own = await owner.get(`/api/memorials/${id}`);
    expect(own.body.memorial.shareToken).toEqual(expect.any(String));
    expect(own.body.guestbook.entries[0].authorEmail).toBe('pia@example.com');
    expect((await owner.get(`/api/memorials/${id}/guestbook`)).body.entries[0].authorEmail).toBe('pia@example.com');
    for (let i = 0; i < 2; i++) {
      const view = await anonymous.get(`/api/memorials/${id}`);
      expect(view.body.memorial.isOwner).toBe(false);
      expect(view.body.memorial).not.toHaveProperty('shareToken');
      expect(view.body.memorial).not.toHaveProperty('shareEnabled');
      expect(view.body.guestbook.entries[0].authorEmail).toBeNull();
      expect(view.body.guestbook.canDelete).toBe(false);
      expect(JSON.stringify(view.body)).not.toContain('pia@example.com');
      const page = await anonymous.get(`/api/memorials/${id}/guestbook`);
      expect(page.body.entries[0].authorEmail).toBeNull();
      expect(page.body.canDelete).toBe(false);
    }
  });

  it('a share-link read of a private memorial is never served to a visitor without the link, even at the same moment', async () => {
    const { client: owner } = await signedInClient(ctx);
    const id = (await owner.post('/api/memorials', { title: 'Shared Sigrid', isPublic: false })).body.memorial.id;
    const { shareToken } = (await owner.put(`/api/memorials/${id}/sharing`, { enabled: true })).body;
    const [withLink, without, withLinkPage, withoutPage] = await Promise.all([
      anonymous.get(`/api/memorials/${id}?share=${shareToken}`),
      anonymous.get(`/api/memorials/${id}`),
      anonymous.get(`/api/memorials/${id}/guestbook?share=${shareToken}`),
      anonymous.get(`/api/memorials/${id}/guestbook`),
    ]);
    expect(withLink.status).toBe(200);
    expect(withLink.body.memorial).not.toHaveProperty('shareToken');
    expect(without.status).toBe(404);
    expect(withLinkPage.status).toBe(200);
    expect(withoutPage.status).toBe(404);
    expect((await anonymous.get(`/api/memorials/${id}`)).status).toBe(404);
    expect((await anonymous.get(`/api/memorials/${id}/guestbook`)).status).toBe(404);
  });

  it('answers a client that accepts gzip with the stored compressed body, the same JSON', async () => {
    const { client: owner } = await signedInClient(ctx);
    const description = 'She loved the sea and the smell of rain.'.repeat(60);
    const id = (await owner.post('/api/memorials', { title: 'Gzip Greta', description, isPublic: true })).body.memorial
      .id;
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.request(`/api/memorials/${id}`, {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(JSON.parse(gunzipSync(bytes).toString('utf8')).memorial.description).toBe(description);
      const plain = await ctx.app.request(`/api/memorials/${id}`);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect((await plain.json()).memorial.description).toBe(description);
    }
  });
});

describe('PublicReadCache', () => {
  const c = { env: undefined, req: { header: () => undefined } } as unknown as Context;
  const deferred = () => {
    let resolve!: (r: ReadResult) => void;
    const promise = new Promise<ReadResult>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('shares one read among anonymous requests that miss at the same moment', async () => {
    const cache = new PublicReadCache(1000, 10, () => 0);
    let reads = 0;
    const d = deferred();
    const read = () => {
      reads++;
      return d.promise;
    };
    const answers = [
      cache.serve(c, 'm:1', null, read),
      cache.serve(c, 'm:1', null, read),
      cache.serve(c, 'm:1', null, read),
    ];
    d.resolve({ body: '{"n":1}', shareable: true });
    for (const a of await Promise.all(answers)) expect(await a.text()).toBe('{"n":1}');
    expect(reads).toBe(1);
    expect(await (await cache.serve(c, 'm:1', null, read)).text()).toBe('{"n":1}');
    expect(reads).toBe(1);
  });

  it('does not share a read with a request that carries a share token, and stores only shareable bodies', async () => {
    const cache = new PublicReadCache(1000, 10, () => 0);
    const reads: string[] = [];
    const read = (who: string, shareable: boolean) => async () => {
      reads.push(who);
      return { body: JSON.stringify({ who }), shareable };
    };
    const [a, b] = await Promise.all([
      cache.serve(c, 'm:2', null, read('anonymous', false)),
      cache.serve(c, 'm:2', 'token', read('link', false)),
    ]);
    expect(await a.text()).toBe('{"who":"anonymous"}');
    expect(await b.text()).toBe('{"who":"link"}');
    expect(reads).toEqual(['anonymous', 'link']);
    await cache.serve(c, 'm:2', null, read('again', false));
    expect(reads).toEqual(['anonymous', 'link', 'again']);
  });

  it('does not store a read that was under way when a change dropped the entry', async () => {
    const cache = new PublicReadCache(1000, 10, () => 0);
    const d = deferred();
    const before = cache.serve(c, 'g:3', null, () => d.promise);
    cache.invalidate('m:3', 'g:3');
    d.resolve({ body: '{"old":true}', shareable: true });
    expect(await (await before).text()).toBe('{"old":true}');
    const after = await cache.serve(c, 'g:3', null, async () => ({ body: '{"new":true}', shareable: true }));
    expect(await after.text()).toBe('{"new":true}');
  });

  it('passes a failed read on to every request that shared it, and stores nothing', async () => {
    const cache = new PublicReadCache(1000, 10, () => 0);
    const failing = () => Promise.reject(new Error('not found'));
    const answers = [cache.serve(c, 'm:4', null, failing), cache.serve(c, 'm:4', null, failing)];
    for (const a of answers) await expect(a).rejects.toThrow('not found');
    const ok = await cache.serve(c, 'm:4', null, async () => ({ body: '{}', shareable: true }));
    expect(await ok.text()).toBe('{}');
  });
});
