/**
 * The security headers over a real socket, as the Node server sends them (they are set on Node's
 * response there; app.test.ts checks them through app.request, where they are added afterwards).
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInClient, type TestContext } from '../test/harness';
import { securityHeaderList, securityHeaders } from './security-headers';

let ctx: TestContext;
let server: ServerType;
let base: string;
let memorialId: string;

function listen(
  fetch: (req: Request, env: unknown) => Response | Promise<Response>,
): Promise<{ server: ServerType; base: string }> {
  return new Promise((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server: s, base: `http://127.0.0.1:${info.port}` }),
    );
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  const { client } = await signedInClient(ctx);
  memorialId = (await client.post('/api/memorials', { title: 'Socket Sam', isPublic: true })).body.memorial.id;
  ({ server, base } = await listen(ctx.app.fetch));
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await ctx?.close();
});

const expected = securityHeaderList({ https: false });

function expectAll(res: Response) {
  for (const [name, value] of expected) expect(res.headers.get(name), name).toBe(value);
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

describe('security headers over a socket', () => {
  it.each(['/api/health', '/api/nope', '/api/profile', '/dashboard'])('are all on GET %s', async (path) => {
    expectAll(await fetch(base + path));
  });

  it('are on a refused cross-site form post', async () => {
    const res = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'a=b',
    });
    expect(res.status).toBe(403);
    expectAll(res);
  });

  it('are on an anonymous public read, from the database and from the cache, plain and gzipped', async () => {
    for (let i = 0; i < 2; i++) {
      for (const encoding of ['identity', 'gzip']) {
        const res = await fetch(`${base}/api/memorials/${memorialId}`, { headers: { 'accept-encoding': encoding } });
        expect(res.status).toBe(200);
        expectAll(res);
        expect((await res.json()).memorial.title).toBe('Socket Sam');
      }
    }
  });

  it('a route may answer with a stricter policy of its own, and HSTS is sent over https', async () => {
    const app = new Hono();
    app.use(securityHeaders({ https: true }));
    app.get('/sandboxed', (c) => c.body('x', 200, { 'Content-Security-Policy': "default-src 'none'; sandbox" }));
    app.get('/plain', (c) => c.text('x'));
    const own = await listen(app.fetch);
    try {
      const sandboxed = await fetch(`${own.base}/sandboxed`);
      expect(sandboxed.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(sandboxed.headers.get('x-frame-options')).toBe('DENY');
      const plain = await fetch(`${own.base}/plain`);
      for (const [name, value] of securityHeaderList({ https: true }))
        expect(plain.headers.get(name), name).toBe(value);
      expect(plain.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      // The same without a socket (app.request): added to the app's response afterwards.
      const viaRequest = await app.request('/sandboxed');
      expect(viaRequest.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(viaRequest.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await new Promise((r) => own.server.close(r));
    }
  });
});
