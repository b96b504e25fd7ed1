/**
 * The Node server answers a stored anonymous read of a public memorial before the app
 * (http-server.ts): over a real socket, that answer must be the app's own, byte for byte and
 * header for header, and nothing else may ever come from there.
 */
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
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

const json = (r: Raw) =>
  JSON.parse((r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body).toString('utf8'));
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
  ({
    client: owner,
    account: { email },
  } = await signedInClient(ctx));
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
  const id = (
    await owner.post('/api/memorials', { title, description: 'A long and gentle life. '.repeat(40), isPublic: true })
  ).body.memorial.id;
  await owner.post(`/api/memorials/${id}/guestbook`, {
    authorName: 'Iris',
    authorEmail: 'iris@example.com',
    message: 'With love.',
  });
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
      for (const [name, value] of securityHeaderList({ https: false }))
        expect(fromStore.headers[name.toLowerCase()]).toBe(value);
      const page = json(fromStore);
      expect(page.memorial).toMatchObject({ id, title: 'Early Edith', isOwner: false });
      expect(page.guestbook.entries.find((e: { authorName: string }) => e.authorName === 'Iris')).toMatchObject({
        authorEmail: null,
      });
      expect(JSON.stringify(page)).not.toContain('iris@example.com');
      // A change made through this instance is seen at once: the next read goes to the app.
      await owner.post(`/api/memorials/${id}/guestbook`, {
        authorName: `Ned ${encoding || 'plain'}`,
        message: 'Fondly.',
      });
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

describe('an id in any case is one id', () => {
  it('an upper-case address never serves a memorial made private, over the socket', async () => {
    const id = await publicMemorial('Cased Cora');
    const upper = `/api/memorials/${id.toUpperCase()}`;
    expect((await get(upper)).status).toBe(200);
    expect((await get(upper)).status).toBe(200);
    expect(early).toBe(1); // stored, and answered from the store
    await owner.patch(`/api/memorials/${id}`, { title: 'Cased Cora', description: '', isPublic: false });
    for (const path of [
      upper,
      `/api/memorials/${id}`,
      `/api/memorials/${id.slice(0, 9)}${id.slice(9).toUpperCase()}`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('a change made through an upper-case address drops the stored lower-case read', async () => {
    const id = await publicMemorial('Shouted Sid');
    await get(`/api/memorials/${id}`);
    expect((await get(`/api/memorials/${id}`)).status).toBe(200);
    expect(early).toBe(1);
    const res = await owner.patch(`/api/memorials/${id.toUpperCase()}`, {
      title: 'Shouted Sid',
      description: '',
      isPublic: false,
    });
    expect(res.status).toBe(200);
    expect((await get(`/api/memorials/${id}`)).status).toBe(404);
    expect(early).toBe(1);
  });

  it('the same holds for the app without the Node server, and the answer names the id in lower case', async () => {
    const id = await publicMemorial('Mixed Mo');
    const mixed = `/api/memorials/${id.toUpperCase()}`;
    const first = await ctx.app.request(mixed);
    expect(first.status).toBe(200);
    expect((await first.json()).memorial.id).toBe(id);
    expect((await ctx.app.request(mixed)).status).toBe(200);
    expect((await ctx.app.request(`${mixed}/guestbook`)).status).toBe(200);
    await owner.patch(`/api/memorials/${id}`, { title: 'Mixed Mo', description: '', isPublic: false });
    expect((await ctx.app.request(mixed)).status).toBe(404);
    expect((await ctx.app.request(`${mixed}/guestbook`)).status).toBe(404);
  });
});

interface RawExchange {
  /** The first answer's head and status. */
  head: string;
  status: number;
  /** The socket's error, if any (ECONNRESET…), and whether it came before the answer was read. */
  error: string | null;
  errorBeforeAnswer: boolean;
  /** Whether the server closed the connection (FIN) after answering. */
  ended: boolean;
  /** The answer to a second request sent on the same connection, when it stayed open. */
  second: string | null;
}

/**
 * Sends a request with a body of `size` bytes over a raw socket, all of it whatever the server
 * answers meanwhile (as a simple client does; with `slowAfterAnswer`, the rest comes as over a
 * slow uplink, a chunk every 10 ms), then, if the connection is still open, a second request on it.
 */
function rawExchange(
  head: string,
  body: { prefix: string; size: number; suffix: string; slowAfterAnswer?: boolean },
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, allowHalfOpen: true });
    let received = '';
    let answered = false;
    const result: RawExchange = {
      head: '',
      status: 0,
      error: null,
      errorBeforeAnswer: false,
      ended: false,
      second: null,
    };
    const answerComplete = () => {
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return false;
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(received.slice(0, end))?.[1] ?? 0);
      return received.length >= end + 4 + length;
    };
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (!answered && answerComplete()) {
        answered = true;
        result.head = received.slice(0, received.indexOf('\r\n\r\n'));
        result.status = Number(result.head.split(' ')[1]);
        received = '';
      } else if (answered && result.second === null && received.includes('\r\n\r\n')) {
        result.second = received;
        socket.end();
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      result.error = err.code ?? err.message;
      result.errorBeforeAnswer = !answered;
    });
    // The server's FIN: our side is ended once the whole body is sent (below).
    socket.on('end', () => {
      result.ended = true;
    });
    // A connection nobody closes (a server waiting for more) is a failure too.
    const stuck = setTimeout(() => {
      result.error ??= `still open after 8 s (${answered ? 'answered' : 'no answer'})`;
      socket.destroy();
    }, 8000);
    socket.on('close', () => {
      clearTimeout(stuck);
      resolve(result);
    });
    void (async () => {
      const write = (data: string | Buffer) =>
        new Promise<void>((done) => {
          if (socket.destroyed || !socket.writable) return done();
          if (socket.write(data)) done();
          else socket.once('drain', done);
        });
      await write(head);
      await write(body.prefix);
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      for (let sent = 0; sent < body.size && !socket.destroyed; sent += chunk.length) {
        if (answered && body.slowAfterAnswer) await new Promise((r) => setTimeout(r, 10));
        await write(chunk);
      }
      await write(body.suffix);
      // Once the body is sent: a second request, if the connection was kept.
      const waitForAnswer = async () => {
        for (let i = 0; i < 200 && !answered && !socket.destroyed; i++) await new Promise((r) => setTimeout(r, 10));
      };
      await waitForAnswer();
      if (!result.ended && !socket.destroyed && /\r\nconnection: keep-alive/i.test(`\r\n${result.head}`)) {
        await write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      } else if (!socket.destroyed) {
        setTimeout(() => socket.end(), 50);
      }
    })();
  });
}

describe('a request answered before its body has arrived', () => {
  it('an upload over its limit is answered 413 with Connection: close and closed cleanly, never reset', async () => {
    const id = (await owner.post('/api/memorials', { title: 'Loud Lou', isPublic: true })).body.memorial.id;
    const boundary = 'fmnBoundary';
    const prefix = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="song.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`;
    const suffix = `\r\n--${boundary}--\r\n`;
    const size = 8 * 1024 * 1024; // the song limit is 5 MB
    const head =
      `PUT /api/memorials/${id}/song HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
      `Cookie: ${owner.cookieHeader()}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${prefix.length + size + suffix.length}\r\n\r\n`;
    const res = await rawExchange(head, { prefix, size, suffix, slowAfterAnswer: true });
    expect(res.status).toBe(413);
    expect(res.error).toBeNull();
    expect(res.head).toMatch(/\r\nconnection: close/i);
    expect(res.ended).toBe(true);
    // The next request, on a new connection, is answered as usual.
    expect((await get('/api/health')).status).toBe(200);
  });

  it('a JSON body announced over the limit is answered 413 and closed cleanly', async () => {
    const size = 2 * 1024 * 1024;
    const head =
      `POST /api/journal HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
      `Cookie: ${owner.cookieHeader()}\r\nContent-Type: application/json\r\nContent-Length: ${size + 2}\r\n\r\n`;
    const res = await rawExchange(head, { prefix: '"', size, suffix: '"' });
    expect(res.status).toBe(413);
    expect(res.head).toMatch(/\r\nconnection: close/i);
    expect(res.error).toBeNull();
    expect(res.ended).toBe(true);
  });

  it('a small body nobody read (a write without a session) keeps the connection for the next request', async () => {
    const body = JSON.stringify({ title: 'x', content: 'y'.repeat(20_000) });
    const head =
      `POST /api/journal HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const res = await rawExchange(head, { prefix: body, size: 0, suffix: '' });
    expect(res.status).toBe(401);
    expect(res.head).toMatch(/\r\nconnection: keep-alive/i);
    expect(res.error).toBeNull();
    expect(res.second).toMatch(/^HTTP\/1\.1 200 /);
  });
});
