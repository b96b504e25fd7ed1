/**
 * The Node server answers a stored anonymous read of a public memorial before the app
 * (http-server.ts): over a real socket, that answer must be the app's own, byte for byte and
 * header for header, and nothing else may ever come from there.
 */
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAdminCommand } from './features/admin/admin.service';
import { serveApp } from './http-server';
import { securityHeaderList } from './lib/security-headers';
import { createTestContext, signedInClient, type TestClient, type TestContext } from './test/harness';

let ctx: TestContext;
let server: Server;
let port: number;
let owner: TestClient;
/** Answers written before the app, counted by wrapping the app's hook. */
let early = 0;

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const json = (r: Raw) => JSON.parse((r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body).toString('utf8'));
/** Headers that differ between any two responses (the time), or describe the connection. */
const comparable = (h: IncomingHttpHeaders) => {
  const { date: _date, 'keep-alive': _keepAlive, connection: _connection, ...rest } = h;
  return rest;
};

beforeAll(async () => {
  ctx = await createTestContext({ GUESTBOOK_MAX_PER_IP: '1000' });
  const hook = ctx.app.answerFromCache;
  ctx.app.answerFromCache = (req, res) => {
    const answered = hook(req, res);
    if (answered) early++;
    return answered;
  };
  server = await new Promise<Server>((resolve) => {
    const s = serveApp(ctx.app, { port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
  let email: string;
  ({ client: owner, account: { email } } = await signedInClient(ctx));
  // Several memorials: a paid plan.
  await runAdminCommand(ctx.database.db, ['plan', email, 'monthly']);
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await ctx.close();
});
beforeEach(() => {
  early = 0;
});

async function publicMemorial(title: string): Promise<string> {
  const id = (await owner.post('/api/memorials', { title, description: 'A long and gentle life. '.repeat(40), isPublic: true })).body.memorial.id;
  await owner.post(`/api/memorials/${id}/guestbook`, { authorName: 'Iris', authorEmail: 'iris@example.com', message: 'With love.' });
  return id;
}

describe('a stored public read answered before the app', () => {
  it('is the same answer the app gave, compressed or not, with every security header', async () => {
    const id = await publicMemorial('Early Edith');
    for (const encoding of ['gzip, deflate, br', '']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const fromApp = await get(`/api/memorials/${id}`, headers);
      expect(early).toBe(0);
      const fromStore = await get(`/api/memorials/${id}`, headers);
      expect(early).toBe(1);
      expect(fromStore.status).toBe(200);
      expect(comparable(fromStore.headers)).toEqual(comparable(fromApp.headers));
      expect(fromStore.body.equals(fromApp.body)).toBe(true);
      expect(fromStore.headers['content-encoding']).toBe(encoding ? 'gzip' : undefined);
      expect(Number(fromStore.headers['content-length'])).toBe(fromStore.body.length);
      for (const [name, value] of securityHeaderList({ https: false })) expect(fromStore.headers[name.toLowerCase()]).toBe(value);
      const page = json(fromStore);
      expect(page.memorial).toMatchObject({ id, title: 'Early Edith', isOwner: false });
      expect(page.guestbook.entries.find((e: { authorName: string }) => e.authorName === 'Iris')).toMatchObject({ authorEmail: null });
      expect(JSON.stringify(page)).not.toContain('iris@example.com');
      // A change made through this instance is seen at once: the next read goes to the app.
      await owner.post(`/api/memorials/${id}/guestbook`, { authorName: `Ned ${encoding || 'plain'}`, message: 'Fondly.' });
      early = 0;
    }
    const after = await get(`/api/memorials/${id}`);
    expect(early).toBe(0);
    expect(json(after).guestbook.entries).toHaveLength(3);
  });

  it('never answers a request with a session cookie, a query, or another method', async () => {
    const id = await publicMemorial('Careful Carl');
    expect((await get(`/api/memorials/${id}`)).status).toBe(200); // stored
    const own = await get(`/api/memorials/${id}`, { cookie: owner.cookieHeader() });
    expect(json(own).memorial).toMatchObject({ isOwner: true, shareEnabled: false });
    expect(json(own).guestbook.entries[0].authorEmail).toBe('iris@example.com');
    expect((await get(`/api/memorials/${id}?share=abc`)).status).toBe(200);
    expect((await get(`/api/memorials/${id}/guestbook`)).status).toBe(200);
    const head = await get(`/api/memorials/${id}`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(early).toBe(0);
    // A cookie that is not a session does not stop it.
    expect((await get(`/api/memorials/${id}`, { cookie: 'theme=dark' })).status).toBe(200);
    expect(early).toBe(1);
  });

  it('never holds a private memorial, a missing one, or a malformed path', async () => {
    const hidden = (await owner.post('/api/memorials', { title: 'Hidden Hal', isPublic: false })).body.memorial.id;
    for (let i = 0; i < 2; i++) {
      expect((await get(`/api/memorials/${hidden}`)).status).toBe(404);
      expect((await get('/api/memorials/00000000-0000-0000-0000-000000000000')).status).toBe(404);
      expect((await get(`/api/memorials/${hidden}/`)).status).not.toBe(200);
    }
    expect((await get(`/api/memorials/${hidden}`, { cookie: owner.cookieHeader() })).status).toBe(200);
    expect((await get(`/api/memorials/${hidden}`)).status).toBe(404);
    expect(early).toBe(0);
  });

  it('stops answering the moment a memorial is made private here', async () => {
    const id = await publicMemorial('Turning Tia');
    await get(`/api/memorials/${id}`);
    expect((await get(`/api/memorials/${id}`)).status).toBe(200);
    expect(early).toBe(1);
    await owner.patch(`/api/memorials/${id}`, { title: 'Turning Tia', description: '', isPublic: false });
    expect((await get(`/api/memorials/${id}`)).status).toBe(404);
    expect(early).toBe(1);
  });
});
