/**
 * The cross-site check (lib/cross-site.ts, decision 014) on every request that may change
 * something, whatever its body's type, through the real app with a real session: a page on
 * another site must not be able to write in someone's journal, share their memorial or sign them
 * out with their cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../test/harness';
import { isCrossSite } from './cross-site';

const EVIL = 'https://evil.example';
const forbidden = { error: { code: 'FORBIDDEN', message: MSG.http.forbidden } };

let ctx: TestContext;
let client: TestClient;
let memorialId: string;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://memorials.example.org' });
  ({ client } = await signedInClient(ctx));
  memorialId = (await client.post('/api/memorials', { title: 'Guarded Gwen', isPublic: false })).body.memorial.id;
});
afterAll(async () => {
  await ctx.close();
});

const journalCount = async () => (await client.get('/api/journal')).body.entries.length as number;
const sharing = async () => (await client.get(`/api/memorials/${memorialId}`)).body.memorial.shareEnabled as boolean;

describe('a JSON write from another site, with the session cookie', () => {
  it('POST /api/journal is refused and writes nothing', async () => {
    const before = await journalCount();
    const res = await client.request(
      'POST',
      '/api/journal',
      { title: 'Planted', content: 'by another site' },
      { origin: EVIL },
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual(forbidden);
    expect(await journalCount()).toBe(before);
  });

  it('PUT /api/memorials/:id/sharing is refused and shares nothing', async () => {
    const res = await client.request(
      'PUT',
      `/api/memorials/${memorialId}/sharing`,
      { enabled: true },
      { origin: EVIL },
    );
    expect(res.status).toBe(403);
    expect(await sharing()).toBe(false);
  });

  it('PATCH and DELETE of a memorial are refused and change nothing', async () => {
    const patch = await client.request(
      'PATCH',
      `/api/memorials/${memorialId}`,
      { title: 'Renamed', isPublic: true },
      { origin: EVIL },
    );
    expect(patch.status).toBe(403);
    const del = await client.request('DELETE', `/api/memorials/${memorialId}`, undefined, { origin: EVIL });
    expect(del.status).toBe(403);
    const still = await client.get(`/api/memorials/${memorialId}`);
    expect(still.body.memorial).toMatchObject({ title: 'Guarded Gwen', isPublic: false });
  });

  it('sign-out is refused and the session stays', async () => {
    const res = await client.request('POST', '/api/auth/sign-out', {}, { origin: EVIL });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await client.get('/api/session')).body.user).not.toBeNull();
  });

  it('sign-in and sign-up are refused and set no cookie', async () => {
    for (const path of ['/api/auth/sign-in', '/api/auth/sign-up']) {
      const res = await new TestClient(ctx).request(
        'POST',
        path,
        { email: 'a@b.co', password: 'Gentle-Passw0rd', displayName: 'A' },
        { origin: EVIL },
      );
      expect(res.status, path).toBe(403);
      expect(res.headers.getSetCookie(), path).toEqual([]);
    }
  });

  it('Sec-Fetch-Site cross-site or same-site without an Origin is refused, and with our own Origin too', async () => {
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost' },
      { 'sec-fetch-site': 'nonsense' },
    ];
    for (const headers of cases) {
      const res = await ctx.app.request('/api/journal', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: client.cookieHeader(), ...headers },
        body: JSON.stringify({ title: 'x', content: 'y' }),
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it('an opaque Origin ("null": a sandboxed frame, a redirect) is refused', async () => {
    const res = await client.request('POST', '/api/journal', { title: 'x', content: 'y' }, { origin: 'null' });
    expect(res.status).toBe(403);
  });
});

describe('every method and body type from another site', () => {
  const bodies: Array<[string, () => { body: BodyInit; type?: string }]> = [
    ['JSON', () => ({ body: JSON.stringify({ title: 'x', content: 'y' }), type: 'application/json' })],
    ['a form', () => ({ body: 'title=x&content=y', type: 'application/x-www-form-urlencoded' })],
    ['text', () => ({ body: JSON.stringify({ title: 'x', content: 'y' }), type: 'text/plain;charset=UTF-8' })],
    [
      'multipart',
      () => {
        const form = new FormData();
        form.set('title', 'x');
        return { body: form };
      },
    ],
    ['no body', () => ({ body: '' })],
  ];
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    it.each(bodies)(`${method} with %s is refused with 403`, async (_label, make) => {
      const { body, type } = make();
      const headers: Record<string, string> = { cookie: client.cookieHeader(), origin: EVIL };
      if (type) headers['content-type'] = type;
      const res = await ctx.app.request(`/api/memorials/${memorialId}`, {
        method,
        headers,
        body: body === '' ? undefined : body,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(forbidden);
    });
  }
});

describe('our own pages and programs pass', () => {
  it('our own origin (the request’s, or PUBLIC_URL’s) writes', async () => {
    for (const origin of ['http://localhost', 'https://memorials.example.org']) {
      const res = await client.request(
        'POST',
        '/api/journal',
        { title: `From ${origin}`, content: 'Mine.' },
        { origin },
      );
      expect(res.status, origin).toBe(201);
    }
  });

  it('Sec-Fetch-Site same-origin or none without an Origin writes', async () => {
    for (const site of ['same-origin', 'none']) {
      const res = await ctx.app.request('/api/journal', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: client.cookieHeader(), 'sec-fetch-site': site },
        body: JSON.stringify({ title: `Site ${site}`, content: 'Mine.' }),
      });
      expect(res.status, site).toBe(201);
    }
  });

  it('a JSON request with neither header (a program: curl, a server) writes', async () => {
    const res = await ctx.app.request('/api/journal', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookieHeader() },
      body: JSON.stringify({ title: 'From curl', content: 'Mine.' }),
    });
    expect(res.status).toBe(201);
  });

  it('a form or text body with neither header is refused, as old browsers sent form posts without an Origin', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await ctx.app.request('/api/journal', {
        method: 'POST',
        headers: { 'content-type': type, cookie: client.cookieHeader() },
        body: 'title=x',
      });
      expect(res.status, type).toBe(403);
    }
  });

  it('sharing and sign-out from our own page work', async () => {
    expect((await client.put(`/api/memorials/${memorialId}/sharing`, { enabled: true })).status).toBe(200);
    expect(await sharing()).toBe(true);
    const out = await client.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect(client.hasSession()).toBe(false);
  });

  it('reads are never checked: a GET from another site is answered', async () => {
    const res = await ctx.app.request('/api/health', { headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
  });
});

describe('isCrossSite', () => {
  const own = (o: string) => o === 'https://ours.example';
  it.each([
    [{ origin: 'https://ours.example', secFetchSite: undefined, contentType: 'application/json' }, false],
    [{ origin: 'https://ours.example', secFetchSite: 'same-origin', contentType: 'text/plain' }, false],
    [{ origin: 'https://ours.example.evil.example', secFetchSite: undefined, contentType: 'application/json' }, true],
    [{ origin: 'https://ours.example', secFetchSite: 'same-site', contentType: 'application/json' }, true],
    [{ origin: undefined, secFetchSite: 'same-origin', contentType: 'application/x-www-form-urlencoded' }, false],
    [{ origin: undefined, secFetchSite: 'none', contentType: undefined }, false],
    [{ origin: undefined, secFetchSite: 'cross-site', contentType: 'application/json' }, true],
    [{ origin: undefined, secFetchSite: undefined, contentType: 'application/json' }, false],
    [{ origin: undefined, secFetchSite: undefined, contentType: 'application/json; charset=utf-8' }, false],
    [{ origin: undefined, secFetchSite: undefined, contentType: 'TEXT/PLAIN' }, true],
    [{ origin: undefined, secFetchSite: undefined, contentType: 'text/plain;charset=UTF-8' }, true],
    [{ origin: undefined, secFetchSite: undefined, contentType: 'multipart/form-data; boundary=a' }, true],
    [{ origin: undefined, secFetchSite: undefined, contentType: undefined }, true],
  ])('%j → %s', (headers, expected) => {
    expect(isCrossSite(headers, own)).toBe(expected);
  });
});
