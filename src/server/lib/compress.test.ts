import { createServer, get as httpGet } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  acceptedEncoding,
  compressText,
  markEncoded,
  plainBody,
  precompressedEncoding,
  RecentlyCompressed,
} from './compress';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, text: 'A gentle message of remembrance.' })) };
const small = { ok: true };

function app() {
  const a = new Hono();
  a.use(compressText({ threshold: 1024 }));
  a.get('/small', (c) => c.json(small));
  a.get('/big', (c) => c.json(big));
  a.get('/etag', (c) => c.json(big, 200, { ETag: '"v1"' }));
  a.get('/no-transform', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }));
  a.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  a.get('/events', (c) => c.body('data: hello\n\n'.repeat(200), 200, { 'Content-Type': 'text/event-stream' }));
  a.get('/marked', () =>
    markEncoded(
      new Response(JSON.stringify(big), {
        headers: { 'Content-Type': 'application/json', 'Content-Length': '5', Vary: 'Accept-Encoding' },
      }),
    ),
  );
  a.get('/vary', (c) => c.json(big, 200, { Vary: 'Cookie' }));
  return a;
}

describe('acceptedEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'gzip'],
    ['br', null],
    ['deflate', 'deflate'],
    ['gzip;q=0.5, deflate', 'deflate'],
    ['gzip;q=0, deflate;q=0', null],
    ['*', 'gzip'],
    ['*;q=0.3, gzip;q=0', 'deflate'],
    ['GZIP', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('compressText', () => {
  it('sends a small JSON body as it is, with its length, and says it varies by Accept-Encoding', async () => {
    const res = await app().request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(JSON.stringify(small).length));
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.json()).toEqual(small);
  });

  it('gzips a large JSON body for a client that accepts gzip', async () => {
    const res = await app().request('/big', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(big).length);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big);
  });

  it('deflates for a client that only accepts deflate, and weakens a strong ETag', async () => {
    const res = await app().request('/etag', { headers: { 'accept-encoding': 'deflate' } });
    expect(res.headers.get('content-encoding')).toBe('deflate');
    expect(res.headers.get('etag')).toBe('W/"v1"');
    expect(JSON.parse(inflateSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(big);
  });

  it('leaves the body alone without Accept-Encoding, but still adds Vary', async () => {
    const res = await app().request('/big');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.json()).toEqual(big);
  });

  it('adds to an existing Vary', async () => {
    const res = await app().request('/vary', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
  });

  it.each(['/png', '/events', '/no-transform'])('never compresses %s', async (path) => {
    const res = await app().request(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('leaves a response marked as already encoded untouched', async () => {
    const res = await app().request('/marked', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe('5');
  });

  it('answers HEAD without a body or an encoding', async () => {
    const res = await app().request('/big', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('');
  });
});

describe("the Node server's own Response", () => {
  it('is read without building a stream, and compressed the same over a real socket', async () => {
    const FetchResponse = globalThis.Response;
    const { getRequestListener } = await import('@hono/node-server');
    const listener = getRequestListener(app().fetch);
    // @hono/node-server has now put its lightweight Response in place, as in the real server.
    expect(globalThis.Response).not.toBe(FetchResponse);
    expect(plainBody(new Response('{"a":1}'))).toBe('{"a":1}');
    expect(plainBody(new Response(new Uint8Array([1, 2])))).toEqual(new Uint8Array([1, 2]));
    expect(plainBody(new Response(null))).toBeNull();
    expect(plainBody(new FetchResponse('{"a":1}'))).toBeUndefined();

    const server = createServer((req, res) => void listener(req, res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as { port: number };
      const get = (path: string) =>
        new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
          httpGet({ port, host: '127.0.0.1', path, headers: { 'accept-encoding': 'gzip' } }, (res) => {
            const parts: Buffer[] = [];
            res.on('data', (b: Buffer) => parts.push(b));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
          }).on('error', reject);
        });
      const big = await get('/big');
      expect(big.headers['content-encoding']).toBe('gzip');
      expect(Number(big.headers['content-length'])).toBe(big.body.length);
      expect(JSON.parse(gunzipSync(big.body).toString())).toEqual(
        (await (await app().request('/big')).json()) as unknown,
      );
      const small = await get('/small');
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.body.toString()).toBe('{"ok":true}');
      expect(Number(small.headers['content-length'])).toBe(small.body.length);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('precompressedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['', null],
  ] as const)('%j → %s', (header, expected) => {
    expect(precompressedEncoding(header)).toBe(expected);
  });
});

describe('RecentlyCompressed', () => {
  it('compresses an answer once and reuses it only for the same text in the same coding', async () => {
    const recent = new RecentlyCompressed(2, 64 * 1024);
    const text = JSON.stringify(big);
    const first = await recent.get(text, 'gzip');
    expect(gunzipSync(first).toString()).toBe(text);
    // The same bytes again (a copy of the text, as a new request would make it).
    expect(await recent.get(`${text} `.slice(0, -1), 'gzip')).toBe(first);
    const deflated = await recent.get(text, 'deflate');
    expect(deflated).not.toBe(first);
    expect(inflateSync(deflated).toString()).toBe(text);
    // One character different is another answer.
    const other = text.replace('remembrance', 'rememberance');
    expect(gunzipSync(await recent.get(other, 'gzip')).toString()).toBe(other);
    // At most two kept: the least recently used (gzip of `text`) went first.
    expect(recent.size).toBe(2);
    expect(await recent.get(text, 'gzip')).not.toBe(first);
  });

  it('does not keep answers longer than its limit', async () => {
    const recent = new RecentlyCompressed(8, 100);
    const text = 'x'.repeat(2000);
    expect(gunzipSync(await recent.get(text, 'gzip')).toString()).toBe(text);
    expect(recent.size).toBe(0);
  });
});
