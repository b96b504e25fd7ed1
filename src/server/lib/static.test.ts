import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  AUTH_PROVIDERS_KEY,
  BILLING_INFO_KEY,
  DRAWN_MARKS,
  PAGE_PATHS,
  PRERENDERED_VARIANTS,
  QUERY_SEEDS_ID,
  RESOURCES_KEY,
  SERVER_DRAWN_PAGES,
  SESSION_PAGE_PATHS,
  type QuerySeed,
} from '@shared/pages';
// @ts-expect-error: the build's helpers are plain .mjs without types
import { precompress } from '../../../scripts/build-lib.mjs';
import { compressText } from './compress';
import { EMPTY_SHELL, withBuiltWeb } from '../test/built-web';
import { createStaticHandler, loadRenderPage, prerenderedFiles, type RenderPage, type StaticOptions } from './static';

describe('the pages the server answers with status 200', () => {
  it('are the web router’s pages: one added there and not in src/shared/pages.ts would be served as a 404', () => {
    const router = readFileSync(new URL('../../web/router.tsx', import.meta.url), 'utf8');
    const declared = [...router.matchAll(/\bpath:\s*'([^']+)'/g)].map((m) => m[1]!).filter((p) => p !== '*');
    if (/\bindex:\s*true\b/.test(router)) declared.push('/');
    expect(declared.length).toBeGreaterThan(20);
    expect([...declared].sort()).toEqual([...PAGE_PATHS].sort());
  });

  it('name the pages that need a session as the router does (its protectedRoutes)', () => {
    const router = readFileSync(new URL('../../web/router.tsx', import.meta.url), 'utf8');
    const block = /const protectedRoutes[^=]*=\s*\[([\s\S]*?)\n\];/.exec(router)?.[1] ?? '';
    const declared = [...block.matchAll(/\bpath:\s*'([^']+)'/g)].map((m) => m[1]!);
    expect([...declared].sort()).toEqual([...SESSION_PAGE_PATHS].sort());
  });
});

describe('files the build compressed ahead of time', () => {
  it('are sent as brotli or gzip as the client takes them, else plain, and decode to the file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fmn-static-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      const script = `console.log(${JSON.stringify('a gentle line of remembrance '.repeat(80))});\n`;
      const html = `<!doctype html><html><head><title>Forget-me-not</title></head><body>${'<p>kept</p>'.repeat(200)}</body></html>`;
      writeFileSync(path.join(dir, 'assets', 'app-1234.js'), script);
      writeFileSync(path.join(dir, 'index.html'), html);
      writeFileSync(path.join(dir, 'assets', 'tiny.css'), 'a{}');
      expect(precompress(dir)).toBe(2);

      const app = new Hono();
      app.use(compressText({ threshold: 1024 }));
      const serve = createStaticHandler(dir);
      app.get('*', (c) => serve(c));
      const get = async (p: string, accept?: string) => {
        const res = await app.request(p, { headers: accept ? { 'accept-encoding': accept } : {} });
        return { res, bytes: Buffer.from(await res.arrayBuffer()) };
      };

      const br = await get('/assets/app-1234.js', 'gzip, deflate, br, zstd');
      expect(br.res.headers.get('content-encoding')).toBe('br');
      expect(br.res.headers.get('cache-control')).toContain('immutable');
      expect(br.res.headers.get('vary')).toBe('Accept-Encoding');
      expect(Number(br.res.headers.get('content-length'))).toBe(br.bytes.length);
      expect(brotliDecompressSync(br.bytes).toString()).toBe(script);

      const gz = await get('/assets/app-1234.js', 'br;q=0, gzip');
      expect(gz.res.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(gz.bytes).toString()).toBe(script);

      const plain = await get('/assets/app-1234.js');
      expect(plain.res.headers.get('content-encoding')).toBeNull();
      expect(plain.bytes.toString()).toBe(script);

      const page = await get('/resources', 'br');
      expect(page.res.status).toBe(200);
      expect(page.res.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(page.bytes).toString()).toBe(html);

      const tiny = await get('/assets/tiny.css', 'br, gzip');
      expect(tiny.res.headers.get('content-encoding')).toBeNull();
      expect(tiny.bytes.toString()).toBe('a{}');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pages the build rendered to HTML', () => {
  it('are sent in place of the app shell for their exact path, and the shell when the file is missing', async () => {
    const pages = {
      'index.html': '<div id="root"><h1>landing</h1></div>',
      'terms.html': '<div id="root"><h1>terms</h1></div>',
    };
    await withBuiltWeb(pages, async (dir) => {
      const app = new Hono();
      const serve = createStaticHandler(dir);
      app.get('*', (c) => serve(c));
      const body = async (p: string) => {
        const res = await app.request(p);
        return `${res.status} ${res.headers.get('cache-control')} ${await res.text()}`;
      };
      expect(await body('/')).toBe('200 no-cache <div id="root"><h1>landing</h1></div>');
      expect(await body('/terms')).toBe('200 no-cache <div id="root"><h1>terms</h1></div>');
      // No file for /safety in this build, and the signed-in pages are never prerendered.
      expect(await body('/safety')).toBe(`200 no-cache ${EMPTY_SHELL}`);
      expect(await body('/dashboard')).toBe(`200 no-cache ${EMPTY_SHELL}`);
      expect(await body('/no-such-page')).toBe(`404 no-cache ${EMPTY_SHELL}`);
    });
  });
});

describe('a prerendered page with variants (decision 059)', () => {
  it('is sent in the variant drawn with this server’s own answers, else in its plain file', async () => {
    const variants = [...PRERENDERED_VARIANTS['/pricing']!, ...PRERENDERED_VARIANTS['/auth']!];
    const files = {
      'pricing.html': 'pricing, asks the app',
      'auth.html': 'auth, asks the app',
      ...Object.fromEntries(variants.map((v) => [v.file, `variant ${v.file}`])),
    };
    await withBuiltWeb(files, async (dir) => {
      const served = async (seeds: StaticOptions['seeds'], p: string) => {
        const app = new Hono();
        const serve = createStaticHandler(dir, { seeds });
        app.get('*', (c) => serve(c));
        return (await app.request(p)).text();
      };
      const billing = (mode: string) => [{ key: BILLING_INFO_KEY, data: { mode } }];
      const providers = (list: { id: string; name: string }[]) => [
        { key: AUTH_PROVIDERS_KEY, data: { providers: list } },
      ];
      expect(await served({ '/pricing': billing('manual') }, '/pricing')).toBe('variant pricing.manual.html');
      expect(await served({ '/pricing': billing('stripe') }, '/pricing')).toBe('variant pricing.stripe.html');
      // An answer no variant was drawn with, or none given: the page that asks the app.
      expect(await served({ '/pricing': billing('barter') }, '/pricing')).toBe('pricing, asks the app');
      expect(await served(undefined, '/pricing')).toBe('pricing, asks the app');
      expect(await served({ '/auth': providers([]) }, '/auth')).toBe('variant auth.no-providers.html');
      expect(await served({ '/auth': providers([{ id: 'google', name: 'Google' }]) }, '/auth')).toBe(
        'auth, asks the app',
      );
      // The order of an answer's keys does not matter; what the variant holds does.
      expect(
        prerenderedFiles({ '/pricing': [{ data: { mode: 'stripe' }, key: ['billing', 'info'] }] })['/pricing'],
      ).toBe('pricing.stripe.html');
      // The sign-in page's rule still holds for its variant: a session cookie gets the app's shell.
      const app = new Hono();
      const serve = createStaticHandler(dir, { seeds: { '/auth': providers([]) } });
      app.get('*', (c) => serve(c));
      expect(await (await app.request('/auth', { headers: { cookie: 'fmn.session_token=a.b' } })).text()).toBe(
        EMPTY_SHELL,
      );
    });
  });
});

describe('a page the server draws with its answers of the moment (decision 061)', () => {
  const BOOT = 'startTheApp()';
  const template = `<head><style data-page-style>.p{}</style></head><body><div id="root">${DRAWN_MARKS.root}</div>${DRAWN_MARKS.seeds}<script>${BOOT}</script></body>`;
  const files = {
    [SERVER_DRAWN_PAGES['/resources']!.file]: template,
    'resources.html': '<div id="root"><p aria-busy="true">loading</p></div>',
  };
  /** The app's drawing, as plain as it can be: what it was asked and with which titles. */
  const drawer = () => {
    const drawn: string[] = [];
    const render: RenderPage = async (pathname, seeds) => {
      drawn.push(pathname);
      const list = seeds[0]!.data as { title: string }[];
      return `<main>${pathname}: ${list.map((r) => r.title.replace(/</g, '&lt;')).join(', ')}</main>`;
    };
    return { drawn, render };
  };
  const serveWith = (dir: string, opts: StaticOptions) => {
    const app = new Hono();
    const serve = createStaticHandler(dir, opts);
    app.get('*', (c) => serve(c));
    return (p: string, accept?: string) => app.request(p, accept ? { headers: { 'accept-encoding': accept } } : {});
  };
  const seedsIn = (html: string) =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${QUERY_SEEDS_ID}">(.*?)</script>`).exec(html)![1]!,
    ) as QuerySeed[];

  it('is drawn with them, seeds and all, and drawn again only when they change', async () => {
    await withBuiltWeb(files, async (dir) => {
      let resources = [{ title: 'Grief is love </script><script>alert(1)</script>', at: new Date(0) }];
      const { drawn, render } = drawer();
      const get = serveWith(dir, {
        drawn: { '/resources': async () => [{ key: RESOURCES_KEY, data: resources }] },
        renderPage: async () => render,
      });
      const first = await get('/resources');
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const html = await first.text();
      expect(html).toContain(
        '<div id="root"><main>/resources: Grief is love &lt;/script>&lt;script>alert(1)&lt;/script></main></div>',
      );
      // The seeds are what the API would answer (a date as JSON writes it), and cannot end their element.
      expect(html.match(/<\/script>/g)).toHaveLength(2);
      expect(seedsIn(html)).toEqual([
        { key: [...RESOURCES_KEY], data: [{ title: resources[0]!.title, at: '1970-01-01T00:00:00.000Z' }] },
      ]);
      // The page's own inline script is allowed by its hash, as on every prerendered page.
      const hash = createHash('sha256').update(BOOT).digest('base64');
      expect(first.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);

      // Compressed once, in both codings, to the same page.
      const br = await get('/resources', 'br, gzip');
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
      const gz = await get('/resources', 'gzip');
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
      expect(drawn).toEqual(['/resources']);

      // An admin adds a resource: the next visit sees it.
      resources = [...resources, { title: 'Walking together', at: new Date(0) }];
      expect(await (await get('/resources')).text()).toContain('Walking together</main>');
      expect(drawn).toEqual(['/resources', '/resources']);
      // A query is the app's to read: the plain page.
      expect(await (await get('/resources?tab=x')).text()).toBe(files['resources.html']);
    });
  });

  it('is drawn once for visits that come together', async () => {
    await withBuiltWeb(files, async (dir) => {
      const { drawn, render } = drawer();
      const get = serveWith(dir, {
        drawn: { '/resources': () => [{ key: RESOURCES_KEY, data: [{ title: 'Same' }] }] },
        renderPage: async () => render,
      });
      const pages = await Promise.all(Array.from({ length: 5 }, async () => (await get('/resources')).text()));
      expect(new Set(pages).size).toBe(1);
      expect(drawn).toHaveLength(1);
    });
  });

  it('falls back to the plain page, which asks the app at once, whenever it cannot be drawn', async () => {
    const answers = () => [{ key: RESOURCES_KEY, data: [{ title: 'A' }] }];
    const plain = files['resources.html'];
    await withBuiltWeb(files, async (dir) => {
      const cases: StaticOptions[] = [
        { drawn: { '/resources': answers } }, // no render bundle in this build
        { drawn: { '/resources': answers }, renderPage: async () => null },
        {
          drawn: { '/resources': () => Promise.reject(new Error('database down')) },
          renderPage: async () => drawer().render,
        },
        { drawn: { '/resources': answers }, renderPage: async () => () => Promise.reject(new Error('a broken page')) },
        { renderPage: async () => drawer().render }, // nothing said of this page's answers
      ];
      for (const opts of cases) expect(await (await serveWith(dir, opts)('/resources')).text()).toBe(plain);
    });
    // A build without the template, or an older template without the marks.
    for (const missing of [
      { 'resources.html': plain },
      { ...files, [SERVER_DRAWN_PAGES['/resources']!.file]: '<div id="root"></div>' },
    ]) {
      await withBuiltWeb(missing, async (dir) => {
        const get = serveWith(dir, { drawn: { '/resources': answers }, renderPage: async () => drawer().render });
        expect(await (await get('/resources')).text()).toBe(plain);
      });
    }
    // The render bundle's loader: a build without it answers null, once, and does not throw.
    const load = loadRenderPage(path.join(os.tmpdir(), 'no-such-build', 'render-page.js'));
    expect(await load()).toBeNull();
    expect(await load()).toBeNull();
  });
});

describe('drawn memorials kept by the server (decision 063)', () => {
  it('are kept for the 64 paths used last, and drawn again once let go', async () => {
    const template = `<head></head><div id="root">${DRAWN_MARKS.root}</div>${DRAWN_MARKS.seeds}`;
    await withBuiltWeb({ [SERVER_DRAWN_PAGES['/memorial/:id']!.file]: template }, async (dir) => {
      const drawn: string[] = [];
      const app = new Hono();
      const serve = createStaticHandler(dir, {
        pageMeta: {
          '/memorial/:id': async () => ({ tags: '<meta name="x" content="y" />', firstView: '<p>first</p>' }),
        },
        drawn: { '/memorial/:id': (pathname) => [{ key: ['memorials', pathname], data: 1 }] },
        renderPage: async () => async (pathname) => {
          drawn.push(pathname);
          return `<main>${pathname}</main>`;
        },
      });
      app.get('*', (c) => serve(c));
      const path = (i: number) => `/memorial/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const body = async (p: string, cookie?: string) =>
        (await app.request(p, { headers: cookie ? { cookie } : {} })).text();
      expect(await body(path(0))).toContain(`<main>${path(0)}</main>`);
      expect(await body(path(0))).toContain('<meta name="x" content="y" />');
      for (let i = 1; i <= 64; i++) await body(path(i));
      expect(drawn).toHaveLength(65);
      // The first has been let go (64 kept); the last is still kept.
      await body(path(64));
      expect(drawn).toHaveLength(65);
      await body(path(0));
      expect(drawn).toHaveLength(66);
      // A session gets the first view, never a drawing.
      expect(await body(path(1), 'fmn.session_token=a.b')).toContain('<p>first</p>');
      expect(drawn).toHaveLength(66);
    });
  });
});

describe('the sign-in page’s HTML (decision 046)', () => {
  it('is sent to a plain visit without a session cookie; a session cookie or a query gets the app’s shell', async () => {
    await withBuiltWeb({ 'auth.html': '<div id="root"><form>sign in</form></div>' }, async (dir) => {
      const app = new Hono();
      const serve = createStaticHandler(dir);
      app.get('*', (c) => serve(c));
      const body = async (p: string, cookie?: string) =>
        (await app.request(p, cookie ? { headers: { cookie } } : undefined)).text();
      expect(await body('/auth')).toBe('<div id="root"><form>sign in</form></div>');
      expect(await body('/auth', 'theme=calm')).toBe('<div id="root"><form>sign in</form></div>');
      expect(await body('/auth', 'fmn.session_token=abc.def')).toBe('<div id="root"></div>');
      expect(await body('/auth', 'theme=calm; __Secure-fmn.session_token=abc')).toBe('<div id="root"></div>');
      for (const query of ['?tab=signup', '?ref=ABC123', '?signin_error=denied', '?confirm=name']) {
        expect(await body(`/auth${query}`)).toBe(EMPTY_SHELL);
      }
    });
  });
});

describe('the inline boot script of a prerendered page (decision 046)', () => {
  it('is allowed by its hash in the page’s own policy, and no other page gets one', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fmn-static-'));
    try {
      mkdirSync(path.join(dir, 'prerendered'));
      const boot = "import('/assets/index.js');\n";
      const shell = (root: string) =>
        `<head><script type="module">${boot}</script><script src="/other.js"></script></head><div id="root">${root}</div>`;
      writeFileSync(
        path.join(dir, 'index.html'),
        '<script type="module" src="/assets/index.js"></script><div id="root"></div>',
      );
      writeFileSync(path.join(dir, 'prerendered', 'terms.html'), shell('<h1>terms</h1>'));
      writeFileSync(path.join(dir, 'prerendered', 'deferred-shell.html'), shell(''));
      precompress(dir);
      const app = new Hono();
      const serve = createStaticHandler(dir, {
        pageMeta: { '/memorial/:id': async () => ({ tags: '<meta name="x">', firstView: '<main>first</main>' }) },
      });
      app.get('*', (c) => serve(c));
      const hash = createHash('sha256').update(boot).digest('base64');
      const policy = async (p: string, encoding?: string) => {
        const res = await app.request(p, encoding ? { headers: { 'Accept-Encoding': encoding } } : undefined);
        expect(res.status).toBe(200);
        return res.headers.get('content-security-policy');
      };
      for (const encoding of [undefined, 'br', 'gzip']) {
        const scripts = (await policy('/terms', encoding))?.split('; ').find((d) => d.startsWith('script-src'));
        expect(scripts).toBe(`script-src 'self' 'sha256-${hash}'`);
      }
      // A memorial's first view is written into the same shell: its boot script is the same.
      expect(await policy('/memorial/abc')).toContain(`'sha256-${hash}'`);
      // The app shell has no inline script: the global policy (no inline script at all) applies.
      expect(await policy('/dashboard')).toBeNull();
      expect(await policy('/safety')).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the installable app’s files (decision 025)', () => {
  it('the service worker, its register script and the manifest are revalidated on every use, compressed or not', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fmn-static-pwa-'));
    try {
      mkdirSync(path.join(dir, 'icons'));
      const sw = `self.addEventListener('fetch', () => {});\n${'// precache list\n'.repeat(120)}`;
      const manifest = JSON.stringify({ name: 'Forget-me-not', description: 'x'.repeat(1200) });
      writeFileSync(path.join(dir, 'sw.js'), sw);
      writeFileSync(path.join(dir, 'registerSW.js'), "navigator.serviceWorker.register('/sw.js')");
      writeFileSync(path.join(dir, 'manifest.webmanifest'), manifest);
      writeFileSync(path.join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      expect(precompress(dir)).toBe(2);

      const serve = createStaticHandler(dir);
      const app = new Hono().get('*', (c) => serve(c));
      const get = (p: string) => app.request(p, { headers: { 'accept-encoding': 'gzip, br' } });

      const worker = await get('/sw.js');
      expect(worker.status).toBe(200);
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(worker.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await worker.arrayBuffer())).toString()).toBe(sw);

      const register = await get('/registerSW.js');
      expect(register.headers.get('cache-control')).toBe('no-cache');
      expect(register.headers.get('content-encoding')).toBeNull();

      const webManifest = await get('/manifest.webmanifest');
      expect(webManifest.headers.get('cache-control')).toBe('no-cache');
      expect(webManifest.headers.get('content-type')).toBe('application/manifest+json');
      expect(
        gunzipSync(
          Buffer.from(
            await (
              await app.request('/manifest.webmanifest', { headers: { 'accept-encoding': 'gzip' } })
            ).arrayBuffer(),
          ),
        ).toString(),
      ).toBe(manifest);

      // Anything else outside /assets/ keeps its hour; a worker under another name is not ours.
      expect((await get('/icons/icon-192.png')).headers.get('cache-control')).toBe('public, max-age=3600');
      expect((await get('/icons/sw.js')).status).toBe(404);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
