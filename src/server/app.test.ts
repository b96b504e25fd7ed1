import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { createApp, JSON_BODY_LIMIT } from './app';
import { createTestContext, newAccount, TestClient, type JsonResponse, type TestContext } from './test/harness';

let ctx: TestContext;
let tmpBase: string;
let staticDir: string;
let spa: ReturnType<typeof createApp>;

const INDEX_HTML =
  '<!doctype html><html><head><title>Forget-me-not</title></head><body><div id="root"></div>SPA-INDEX-MARKER</body></html>';
const APP_JS = 'console.log("app bundle");';
const SECRET_OUTSIDE = 'TOP-SECRET-OUTSIDE-THE-WEB-ROOT';

/** Every response body seen in this file, checked for leaks at the end. */
const seenBodies: Array<{ where: string; text: string }> = [];

beforeAll(async () => {
  ctx = await createTestContext();
  tmpBase = mkdtempSync(path.join(os.tmpdir(), 'fmn-app-test-'));
  staticDir = path.join(tmpBase, 'web');
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(staticDir, 'assets', 'app.js'), APP_JS);
  writeFileSync(path.join(tmpBase, 'secret.txt'), SECRET_OUTSIDE);
  writeFileSync(path.join(tmpBase, 'secret'), SECRET_OUTSIDE);
  spa = createApp({ ...ctx.deps, staticDir });
});
afterAll(async () => {
  await ctx?.close();
  if (tmpBase) rmSync(tmpBase, { recursive: true, force: true });
});

/** A raw request to the API app, its body recorded for the leak check. */
async function raw(
  method: string,
  url: string,
  init: { body?: BodyInit; headers?: Record<string, string> } = {},
  app: ReturnType<typeof createApp> = ctx.app,
): Promise<JsonResponse<any> & { text: string }> {
  const res = await app.request(url, { method, headers: init.headers, body: init.body });
  const text = await res.text();
  seenBodies.push({ where: `${method} ${url}`, text });
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body, text };
}

const json = (body: string, extra: Record<string, string> = {}) => ({
  body,
  headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10', ...extra },
});

function expectErrorShape(res: JsonResponse<any>, status: number, code?: string, message?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body).toEqual({
    error: {
      code: code ?? expect.any(String),
      message: message ?? expect.any(String),
      ...(res.body?.error && 'field' in res.body.error ? { field: expect.any(String) } : {}),
    },
  });
  expect(res.body.error.message.length).toBeGreaterThan(0);
}

describe('health', () => {
  it('GET /api/health answers 200 with the database state, never cached', async () => {
    const res = await raw('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('unknown API routes', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE', 'PATCH'])('%s /api/nope is a JSON 404', async (method) => {
    // A bodiless DELETE carries the Origin a browser sends; without one the CSRF guard answers 403.
    const init = method === 'GET' ? {} : method === 'DELETE' ? { headers: { origin: 'http://localhost' } } : json('{}');
    const res = await raw(method, '/api/nope', init);
    expectErrorShape(res, 404, 'NOT_FOUND', MSG.http.notFound);
  });

  it('a deep unknown path is a JSON 404 too', async () => {
    expectErrorShape(await raw('GET', '/api/a/b/c?x=1'), 404, 'NOT_FOUND', MSG.http.notFound);
  });

  it('a non-API path without a built web app is a JSON 404', async () => {
    expectErrorShape(await raw('GET', '/dashboard'), 404, 'NOT_FOUND', MSG.http.notFound);
  });

  it('a known path with the wrong method is a JSON 404, not a crash', async () => {
    const res = await raw('DELETE', '/api/health');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expectErrorShape(res, res.status);
  });
});

describe('bad request bodies', () => {
  it('malformed JSON is a 400 BAD_JSON', async () => {
    const res = await raw('POST', '/api/auth/sign-in', json('{"email": "a@b.co", "password":'));
    expectErrorShape(res, 400, 'BAD_JSON', MSG.http.badJson);
  });

  it.each([
    ['an array', '[1, 2, 3]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['null', 'null'],
    ['true', 'true'],
  ])('a JSON body that is %s is a 400 asking for an object', async (_label, body) => {
    const res = await raw('POST', '/api/auth/sign-in', json(body));
    expectErrorShape(res, 400, 'VALIDATION', 'The request body must be a JSON object.');
  });

  it('wrong types are a 400 VALIDATION naming the field', async () => {
    const res = await raw('POST', '/api/auth/sign-in', json(JSON.stringify({ email: 42, password: 'x' })));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION', message: MSG.validation.invalidEmail, field: 'email' } });
  });

  it('a non-string password is a 400 with the spec message', async () => {
    const res = await raw('POST', '/api/auth/sign-in', json(JSON.stringify({ email: 'a@b.co', password: 12345678 })));
    expect(res.body).toEqual({
      error: { code: 'VALIDATION', message: MSG.validation.passwordRequired, field: 'password' },
    });
  });

  it('an unknown field is a 400', async () => {
    const res = await raw(
      'POST',
      '/api/auth/sign-in',
      json(JSON.stringify({ email: 'a@b.co', password: 'x', isAdmin: true })),
    );
    expectErrorShape(res, 400, 'VALIDATION', 'Unknown field: isAdmin');
  });

  it('an empty JSON body is validated as an empty object', async () => {
    const res = await raw('POST', '/api/auth/sign-in', json(''));
    expect(res.body).toEqual({ error: { code: 'VALIDATION', message: MSG.validation.invalidEmail, field: 'email' } });
  });

  it('text/plain without an Origin is refused by the CSRF guard with 403', async () => {
    const res = await raw('POST', '/api/auth/sign-in', {
      body: JSON.stringify({ email: 'a@b.co', password: 'x' }),
      headers: { 'content-type': 'text/plain' },
    });
    expectErrorShape(res, 403, 'FORBIDDEN', MSG.http.forbidden);
  });

  it('a POST without any content type is refused by the CSRF guard with 403', async () => {
    const res = await raw('POST', '/api/auth/sign-in', { body: JSON.stringify({ email: 'a@b.co', password: 'x' }) });
    expect(res.status).toBe(403);
  });

  it('text/plain from our own origin gets 415: the API speaks JSON only', async () => {
    const res = await raw('POST', '/api/auth/sign-in', {
      body: JSON.stringify({ email: 'a@b.co', password: 'x' }),
      headers: { 'content-type': 'text/plain', origin: 'http://localhost' },
    });
    expectErrorShape(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('application/xml (not a form type) gets 415 without an Origin', async () => {
    const res = await raw('POST', '/api/auth/sign-in', {
      body: '<email>a@b.co</email>',
      headers: { 'content-type': 'application/xml' },
    });
    expectErrorShape(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it(`a body over ${JSON_BODY_LIMIT} bytes is a 413 with the error shape`, async () => {
    expect(JSON_BODY_LIMIT).toBe(256 * 1024);
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(JSON_BODY_LIMIT) });
    const res = await raw('POST', '/api/auth/sign-in', json(big));
    expectErrorShape(res, 413, 'PAYLOAD_TOO_LARGE', MSG.http.tooLarge);
  });

  it('a body over the limit announced by Content-Length is a 413 too', async () => {
    const big = 'x'.repeat(JSON_BODY_LIMIT + 1);
    const res = await raw('POST', '/api/auth/sign-up', json(big, { 'content-length': String(big.length) }));
    expectErrorShape(res, 413, 'PAYLOAD_TOO_LARGE', MSG.http.tooLarge);
  });

  it('a body just under the limit is read (and then validated)', async () => {
    const password = 'x'.repeat(JSON_BODY_LIMIT - 100);
    const res = await raw('POST', '/api/auth/sign-in', json(JSON.stringify({ email: 'a@b.co', password })));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION', message: MSG.validation.passwordMax, field: 'password' });
  });

  it('a deeply nested body is a 4xx, never a crash', async () => {
    const nested = '['.repeat(5000) + ']'.repeat(5000);
    const res = await raw('POST', '/api/auth/sign-in', json(nested));
    expect(res.status).toBe(400);
    expectErrorShape(res, 400);
  });

  it('the sign-up of a real account still works through the same middleware', async () => {
    const res = await new TestClient(ctx).post('/api/auth/sign-up', newAccount());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
  });
});

describe('cross-site requests', () => {
  it('a cross-site form post to sign-in is refused with 403 and the JSON error shape', async () => {
    const res = await raw('POST', '/api/auth/sign-in', {
      body: 'email=victim%40example.com&password=Gentle-Passw0rd',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expectErrorShape(res, 403, 'FORBIDDEN', MSG.http.forbidden);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('a cross-site multipart post is refused too', async () => {
    const form = new FormData();
    form.set('displayName', 'x');
    const res = await raw('POST', '/api/profile', {
      body: form,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expectErrorShape(res, 403, 'FORBIDDEN', MSG.http.forbidden);
  });

  it('a cross-site text/plain post (the no-preflight JSON trick) is refused', async () => {
    const res = await raw('POST', '/api/auth/sign-up', {
      body: JSON.stringify(newAccount()),
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://evil.example' },
    });
    expectErrorShape(res, 403, 'FORBIDDEN', MSG.http.forbidden);
  });

  it('a form post from the configured public URL passes the guard (then needs JSON)', async () => {
    const res = await raw('POST', '/api/auth/sign-in', {
      body: 'email=a%40b.co&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ctx.deps.config.publicUrl },
    });
    expectErrorShape(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('no CORS headers are ever sent to another origin', async () => {
    const res = await raw('GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await raw('OPTIONS', '/api/auth/sign-in', {
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('security headers', () => {
  function expectSecurityHeaders(headers: Headers) {
    const csp = headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => [d.split(/\s+/)[0]!, d] as const),
    );
    expect(directives.get('script-src')).toBeDefined();
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directives.get('object-src')).toBe("object-src 'none'");
    expect(directives.get('default-src')).toBe("default-src 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('strict-transport-security')).toBeNull();
  }

  it('are on a successful API response, without HSTS over http', async () => {
    expectSecurityHeaders((await raw('GET', '/api/health')).headers);
  });

  it('are on a 404', async () => {
    expectSecurityHeaders((await raw('GET', '/api/nope')).headers);
  });

  it('are on a validation error and a CSRF refusal', async () => {
    expectSecurityHeaders((await raw('POST', '/api/auth/sign-in', json('[]'))).headers);
    expectSecurityHeaders(
      (
        await raw('POST', '/api/auth/sign-in', {
          body: 'a=b',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        })
      ).headers,
    );
  });

  it('are on an unauthenticated response', async () => {
    const res = await raw('GET', '/api/profile');
    expect(res.status).toBe(401);
    expectSecurityHeaders(res.headers);
  });

  it('are on the web app and its assets', async () => {
    expectSecurityHeaders((await raw('GET', '/', {}, spa)).headers);
    expectSecurityHeaders((await raw('GET', '/assets/app.js', {}, spa)).headers);
  });
});

describe('serving the web app (staticDir)', () => {
  it.each(['/', '/dashboard', '/memorial/123', '/auth', '/memorial/123?share=abc'])(
    '%s returns index.html, never cached',
    async (url) => {
      const res = await raw('GET', url, {}, spa);
      expect(res.status).toBe(200);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it.each(['/no-such-page', '/dashboard/extra', '/memorial/1/2/3', '/index', '/Auth/x'])(
    '%s is not a page: the web app (its not-found page) with status 404',
    async (url) => {
      const res = await raw('GET', url, {}, spa);
      expect(res.status).toBe(404);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('a HEAD of an unknown page is a 404 too, of a page a 200', async () => {
    expect((await spa.request('/no-such-page', { method: 'HEAD' })).status).toBe(404);
    expect((await spa.request('/dashboard', { method: 'HEAD' })).status).toBe(200);
  });

  it('a page’s address in other letters or with a trailing slash is the page, as in the web app', async () => {
    for (const url of ['/Dashboard', '/dashboard/', '/memorial/abc/edit'])
      expect((await raw('GET', url, {}, spa)).status, url).toBe(200);
  });

  it('/assets/app.js is JavaScript cached for a year as immutable', async () => {
    const res = await raw('GET', '/assets/app.js', {}, spa);
    expect(res.status).toBe(200);
    expect(res.text).toBe(APP_JS);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('HEAD /assets/app.js answers like GET without a body', async () => {
    const res = await spa.request('/assets/app.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it.each(['/assets/missing.js', '/assets/', '/assets/sub/dir.css', '/favicon-missing.png'])(
    '%s is a 404, not index.html',
    async (url) => {
      const res = await raw('GET', url, {}, spa);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('SPA-INDEX-MARKER');
    },
  );

  it.each([
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/..%5c..%5cetc%5cpasswd',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/..%2fsecret',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e%2fsecret',
    '/secret.txt%00.js',
    '/%252e%252e/secret.txt',
    '/....//secret.txt',
  ])('%s never returns a file outside the web root', async (url) => {
    const res = await raw('GET', url, {}, spa);
    expect(res.text).not.toContain(SECRET_OUTSIDE);
    expect(res.text).not.toMatch(/root:.*:0:0:/);
    expect(res.status).toBeLessThan(500);
    if (res.status === 200) expect(res.text).toBe(INDEX_HTML);
  });

  it('an unknown /api path is still a JSON 404 with the web app served', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await raw(method, '/api/x', method === 'POST' ? json('{}') : {}, spa);
      expectErrorShape(res, 404, 'NOT_FOUND', MSG.http.notFound);
      expect(res.text).not.toContain('SPA-INDEX-MARKER');
    }
  });

  it('the API keeps working beside the web app', async () => {
    const res = await raw('GET', '/api/health', {}, spa);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('a POST to a client route is not answered with index.html', async () => {
    const res = await raw('POST', '/dashboard', json('{}', { origin: 'http://localhost' }), spa);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('SPA-INDEX-MARKER');
  });

  it('without a built index.html, client routes say so with a 503 and no stack', async () => {
    const empty = path.join(tmpBase, 'empty-web');
    mkdirSync(empty, { recursive: true });
    const bare = createApp({ ...ctx.deps, staticDir: empty });
    const res = await raw('GET', '/dashboard', {}, bare);
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });
});

describe('responses never leak internals', () => {
  // Runs last in this file: every body recorded above is checked.
  it('no body holds a stack frame, a module path, SQL or a driver error name', () => {
    expect(seenBodies.length).toBeGreaterThan(40);
    for (const { where, text } of seenBodies) {
      expect(text, where).not.toMatch(/^\s*at\s+\S.*\(.*:\d+:\d+\)/m);
      expect(text, where).not.toMatch(/\bat (?:async )?[\w.<>$]+ \((?:file:|\/|node:)/);
      expect(text, where).not.toMatch(/\.(?:ts|js|mjs):\d+:\d+/);
      expect(text, where).not.toContain('node_modules');
      expect(text, where).not.toMatch(/\bSELECT\b/);
      expect(text, where).not.toMatch(/insert into/i);
      expect(text, where).not.toContain('DrizzleQueryError');
      expect(text, where).not.toMatch(/ZodError|invalid_type|unrecognized_keys/);
    }
  });
});
