/**
 * Link previews of `/memorial/{id}` (Open Graph and Twitter card tags put into index.html) and the
 * memorial's QR code. Previews exist only for public memorials; everything placed in the page is
 * escaped; the QR code is drawn on the server, never by an outside service.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFERRED_SHELL_FILE } from '@shared/pages';
import { COVER_SIZES, coverSrcSet } from '@shared/photo-sizes';
import { memorialMedia } from '../../db/schema';
import { createApp } from '../../app';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { runAdminCommand } from '../admin/admin.service';
import * as T from '../media/test-files';
import { makeMissingMediumPhotos, mediumKeyOf } from './photo-medium.planner';

const PUBLIC_URL = 'https://memorials.example.org';

/** Shaped like the built dist/web/index.html. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Forget-me-not · Online memorials and AI grief support</title>
    <meta
      name="description"
      content="Create a lasting online memorial with photos, videos and stories, and find gentle support through grief with a 24/7 AI companion, a private journal and caring communities."
    />
    <meta name="theme-color" content="#5b6cc9" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Forget-me-not needs JavaScript to run in your browser.</noscript>
  </body>
</html>
`;

let ctx: TestContext;
let app: ReturnType<typeof createApp>;
let staticDir: string;
let owner: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL });
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'fmn-preview-static-'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  app = createApp({ ...ctx.deps, staticDir });
  const o = await signedInClient(ctx);
  owner = o.client;
  await runAdminCommand(ctx.database.db, ['plan', o.account.email, 'monthly']);
});
afterAll(async () => {
  await ctx.close();
  await rm(staticDir, { recursive: true, force: true });
});

async function page(pathname: string): Promise<{ status: number; type: string | null; html: string }> {
  const res = await app.request(pathname);
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
}

const unescape = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** Every <meta property|name="…" content="…" /> of the page, content unescaped. */
function metaTags(html: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const m of html.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"\s*\/?>/g)) {
    const list = tags.get(m[1]!) ?? [];
    list.push(unescape(m[2]!));
    tags.set(m[1]!, list);
  }
  return tags;
}

function one(tags: Map<string, string[]>, key: string): string {
  const values = tags.get(key);
  expect(values, key).toHaveLength(1);
  return values![0]!;
}

async function memorial(body: Record<string, unknown>): Promise<string> {
  const res = await owner.post('/api/memorials', { isPublic: true, ...body });
  expect(res.status).toBe(201);
  return res.body.memorial.id;
}

describe('GET /memorial/{id}: link previews', () => {
  const TITLE = `Ann "Nan" <b>O'Neil</b>`;
  const DESCRIPTION = `She said "hello" & <script>alert('x')</script> to everyone.\n\nShe is missed.`;
  let id: string;
  let firstPhotoDisplay: string;

  beforeAll(async () => {
    id = await memorial({ title: TITLE, description: DESCRIPTION, birthDate: '1931-02-03', passingDate: '2020-05-06' });
    const photo = await T.jpeg(120, 80);
    // A video first: the preview image is the first *photo*.
    expect((await owner.upload(`/api/memorials/${id}/media?type=video`, 'v.mp4', T.mp4(), 'video/mp4')).status).toBe(
      201,
    );
    const first = await owner.upload(`/api/memorials/${id}/media?type=photo`, 'first.jpg', photo, 'image/jpeg');
    expect(first.status).toBe(201);
    expect(
      (await owner.upload(`/api/memorials/${id}/media?type=photo`, 'second.jpg', photo, 'image/jpeg')).status,
    ).toBe(201);
    firstPhotoDisplay = new URL(first.body.media.urls.display, PUBLIC_URL).pathname;
  });

  it('carries og:title with the name and years, og:description, og:image and twitter:card', async () => {
    const res = await page(`/memorial/${id}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html; charset=utf-8');
    const tags = metaTags(res.html);
    expect(one(tags, 'og:title')).toBe(`${TITLE} (1931 – 2020)`);
    expect(one(tags, 'twitter:title')).toBe(`${TITLE} (1931 – 2020)`);
    const description = `She said "hello" & <script>alert('x')</script> to everyone. She is missed.`;
    expect(one(tags, 'og:description')).toBe(description);
    expect(one(tags, 'twitter:description')).toBe(description);
    // The app's generic description is replaced by the memorial's.
    expect(one(tags, 'description')).toBe(description);
    expect(one(tags, 'og:type')).toBe('website');
    expect(one(tags, 'og:url')).toBe(`${PUBLIC_URL}/memorial/${id}`);
    expect(one(tags, 'twitter:card')).toBe('summary_large_image');

    const image = new URL(one(tags, 'og:image'));
    expect(`${image.protocol}//${image.host}`).toBe(PUBLIC_URL);
    expect(image.pathname).toBe(firstPhotoDisplay);
    expect(image.pathname).toMatch(
      /^\/api\/media\/memorial-photos\/[^/]+\/[^/]+\/[0-9a-f]{12}-first\.jpg\.display\.webp$/,
    );
    expect(image.searchParams.get('exp')).toMatch(/^\d+$/);
    expect(image.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(one(tags, 'twitter:image')).toBe(image.toString());
    // The signed link really serves the picture.
    const served = await app.request(`${image.pathname}${image.search}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');

    // The page title names the memorial too.
    expect(res.html).toContain('<title>Ann "Nan" &lt;b>O\'Neil&lt;/b> (1931 – 2020) · Forget-me-not</title>');
  });

  it('escapes HTML-special characters: nothing of the title or description becomes markup', async () => {
    const { html } = await page(`/memorial/${id}`);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('</b>');
    expect(html).not.toMatch(/<script>alert/);
    // Raw quotes appear only inside <title> (text there, where only < and & matter).
    expect(html.replace(/<title>[^<]*(?:<(?!\/title>)[^<]*)*<\/title>/, '')).not.toContain(`"Nan"`);
    expect(html).toContain('content="Ann &quot;Nan&quot; &lt;b&gt;O&#39;Neil&lt;/b&gt; (1931 – 2020)"');
    // Only the page's own script tag, and the rest of the page intact.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it('a public memorial without photos or dates gets a summary card and a gentle default description', async () => {
    const plain = await memorial({ title: 'Walter & Sons' });
    const tags = metaTags((await page(`/memorial/${plain}`)).html);
    expect(one(tags, 'og:title')).toBe('Walter & Sons');
    expect(one(tags, 'og:description')).toBe('In loving memory of Walter & Sons.');
    expect(one(tags, 'twitter:card')).toBe('summary');
    expect(tags.has('og:image')).toBe(false);
    expect(tags.has('twitter:image')).toBe(false);
  });

  /** index.html with only the robots tag a private memorial gets. */
  const PRIVATE_HTML = INDEX_HTML.replace(
    '</head>',
    '  <meta name="robots" content="noindex, nofollow, noimageindex" />\n  </head>',
  );

  it('a private memorial gets no og: tags, not even with its share link, and is never to be indexed', async () => {
    const priv = await memorial({ title: 'Private Pauline', description: 'Only for family.', isPublic: false });
    const token = (await owner.put(`/api/memorials/${priv}/sharing`, { enabled: true })).body.shareToken;
    expect(token).toEqual(expect.any(String));
    for (const url of [`/memorial/${priv}`, `/memorial/${priv}?share=${token}`, `/memorial/${priv}/`]) {
      const res = await page(url);
      expect(res.status).toBe(200);
      expect(res.html).toBe(PRIVATE_HTML);
      expect(res.html).not.toContain('og:');
      expect(res.html).not.toContain('Pauline');
      expect((await app.request(url)).headers.get('x-robots-tag')).toBe('noindex, nofollow, noimageindex');
    }

    // Made private later: the tags go at once.
    const was = await memorial({ title: 'Once Public' });
    expect((await page(`/memorial/${was}`)).html).toContain('og:title');
    const edit = await owner.patch(`/api/memorials/${was}`, { title: 'Once Public', description: '', isPublic: false });
    expect(edit.status).toBe(200);
    expect((await page(`/memorial/${was}`)).html).toBe(PRIVATE_HTML);
  });

  it("a public memorial is indexable only while its owner's allow_search_indexing is on", async () => {
    const id = await memorial({ title: 'Indexed Irene' });
    const robotsOf = async () => {
      const res = await app.request(`/memorial/${id}`);
      return { header: res.headers.get('x-robots-tag'), meta: metaTags(await res.text()).get('robots') };
    };
    // On by default (spec section 3).
    expect(await robotsOf()).toEqual({ header: null, meta: undefined });
    expect((await owner.patch('/api/preferences', { allowSearchIndexing: false })).status).toBe(200);
    expect(await robotsOf()).toEqual({ header: 'noindex, noimageindex', meta: ['noindex, noimageindex'] });
    // The link preview stays: sharing a link is not the same as being listed by a search engine.
    expect((await page(`/memorial/${id}`)).html).toContain('og:title');
    expect((await owner.patch('/api/preferences', { allowSearchIndexing: true })).status).toBe(200);
    expect(await robotsOf()).toEqual({ header: null, meta: undefined });
  });

  it('a public memorial arrives with its first view: the cover as an <img>, the name, years and words, escaped', async () => {
    // Without a cover: the name, years and words, the flower in place of a picture.
    let html = (await page(`/memorial/${id}`)).html;
    const view = () => /<div id="first-view"[^>]*>(.*?)<\/main><\/div>/s.exec(html)?.[1] ?? '';
    expect(view()).toContain(
      '<h1 id="memorial-title" class="mx-auto mt-5 max-w-3xl text-4xl leading-tight font-semibold text-balance break-words sm:text-5xl">Ann &quot;Nan&quot; &lt;b&gt;O&#39;Neil&lt;/b&gt;</h1>',
    );
    expect(view()).toContain('>1931 – 2020</p>');
    expect(view()).toContain(
      `She said &quot;hello&quot; &amp; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; to everyone.`,
    );
    expect(view()).not.toContain('<img');
    expect(view()).toContain('lucide-flower-2 size-6');
    // It stands before the app's empty root, which stays empty for the app.
    expect(html.indexOf('id="first-view"')).toBeLessThan(html.indexOf('<div id="root"></div>'));

    // With a cover: that photo, at its display size, under the URL the app's read gives it.
    const media = (await owner.get(`/api/memorials/${id}`)).body.memorial.media as {
      id: string;
      mediaType: string;
      urls: { display: string };
    }[];
    const second = media.filter((m) => m.mediaType === 'photo')[1]!;
    expect((await owner.patch(`/api/memorials/${id}/media/${second.id}`, { caption: 'By the "sea"' })).status).toBe(
      200,
    );
    expect((await owner.patch(`/api/memorials/${id}/cover`, { mediaId: second.id })).status).toBe(200);
    html = (await page(`/memorial/${id}`)).html;
    const img = /<img src="([^"]+)" alt="([^"]+)" width="120" height="80" fetchpriority="high"/.exec(view());
    expect(img).not.toBeNull();
    expect(new URL(unescape(img![1]!), PUBLIC_URL).pathname).toBe(new URL(second.urls.display, PUBLIC_URL).pathname);
    expect(unescape(img![2]!)).toBe(`${TITLE}: By the "sea"`);
    expect(view()).not.toContain('lucide-flower-2 size-6');
    // The link preview's picture is the cover too.
    expect(new URL(one(metaTags(html), 'og:image')).pathname).toBe(new URL(second.urls.display, PUBLIC_URL).pathname);
    expect((await owner.patch(`/api/memorials/${id}/cover`, { mediaId: null })).status).toBe(200);
  });

  it('the first view comes in the shell whose scripts wait for the first paint, when the build made it', async () => {
    const deferred = INDEX_HTML.replace(
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
      '<script type="module" src="/assets/boot-abc123.js"></script>',
    );
    await mkdir(path.join(staticDir, 'prerendered'), { recursive: true });
    await writeFile(path.join(staticDir, 'prerendered', DEFERRED_SHELL_FILE), deferred);
    try {
      const fresh = createApp({ ...ctx.deps, staticDir });
      const html = await (await fresh.request(`/memorial/${id}`)).text();
      expect(html).toContain('<script type="module" src="/assets/boot-abc123.js"></script>');
      expect(html).not.toContain('index-abc123.js"></script>');
      expect(html).toContain('<div id="first-view"');
      // Pages without a first view keep the ordinary shell.
      expect(await (await fresh.request('/dashboard')).text()).toBe(INDEX_HTML);
    } finally {
      await rm(path.join(staticDir, 'prerendered'), { recursive: true, force: true });
    }
  });

  it('an unknown or malformed id gets the plain index.html', async () => {
    for (const url of [
      '/memorial/00000000-0000-4000-8000-000000000000',
      '/memorial/not-a-uuid',
      `/memorial/${id}/extra`,
    ]) {
      const res = await page(url);
      // A memorial's page whatever its id (the page asks the API); /extra is no page (decision 014).
      expect(res.status).toBe(url.endsWith('/extra') ? 404 : 200);
      expect(res.html).toBe(INDEX_HTML);
    }
    // Other client routes are untouched too.
    expect((await page('/dashboard')).html).toBe(INDEX_HTML);
  });
});

describe('GET /api/memorials/:id/qr.png', () => {
  it('is a 300×300 PNG made locally', async () => {
    const id = await memorial({ title: 'QR Quentin' });
    const spies = [
      vi.spyOn(globalThis, 'fetch'),
      vi.spyOn(http, 'request'),
      vi.spyOn(http, 'get'),
      vi.spyOn(https, 'request'),
      vi.spyOn(https, 'get'),
    ];
    try {
      const res = await new TestClient(ctx).get(`/api/memorials/${id}/qr.png`);
      // The TestClient decodes bodies as text; fetch the bytes directly as well.
      expect(res.status).toBe(200);
      const raw = await app.request(`/api/memorials/${id}/qr.png`);
      expect(raw.status).toBe(200);
      expect(raw.headers.get('content-type')).toBe('image/png');
      expect(raw.headers.get('cache-control')).toBe('private, max-age=3600');
      const png = Buffer.from(await raw.arrayBuffer());
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const meta = await sharp(png).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 300, height: 300 });
      // Black modules on white: both appear.
      const stats = await sharp(png).stats();
      expect(stats.channels[0]!.min).toBe(0);
      expect(stats.channels[0]!.max).toBe(255);
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('a cover photo on a phone (decision 048)', () => {
  /** The first view's <img> attributes, unescaped. */
  const coverImg = async (id: string) => {
    const html = (await page(`/memorial/${id}`)).html;
    const tag = /<div id="first-view".*?(<img [^>]*>)/s.exec(html)?.[1] ?? '';
    return Object.fromEntries([...tag.matchAll(/ ([a-z]+)="([^"]*)"/g)].map((m) => [m[1]!, unescape(m[2]!)]));
  };
  const widthOf = async (key: string) => {
    const file = await ctx.deps.storage.read(key);
    expect(file).not.toBeNull();
    return (await sharp(await buffer(file!.body)).metadata()).width;
  };

  it('is offered in its phone-sized copy beside the display one, the same for the first view and the app', async () => {
    const id = await memorial({ title: 'Rose' });
    const up = await owner.upload(
      `/api/memorials/${id}/media?type=photo`,
      'wide.jpg',
      await T.jpeg(2000, 1250),
      'image/jpeg',
    );
    expect(up.status).toBe(201);
    const photo = up.body.media as { id: string; urls: { display: string; medium: string } };
    expect(photo.urls.medium).not.toBe(photo.urls.display);
    expect((await owner.patch(`/api/memorials/${id}/cover`, { mediaId: photo.id })).status).toBe(200);

    const img = await coverImg(id);
    expect(img.src).toBe(photo.urls.display);
    expect(img.srcset).toBe(`${photo.urls.medium} 800w, ${photo.urls.display} 1600w`);
    expect(img.sizes).toBe(COVER_SIZES);
    // The app's hero names the very same files (view-frame.tsx uses coverSrcSet with these URLs).
    expect(coverSrcSet(photo.urls, 2000, 1250)).toBe(img.srcset);
    const [row] = await ctx.database.db.select().from(memorialMedia).where(eq(memorialMedia.id, photo.id));
    expect(row!.mediumPath).toMatch(/\.medium\.webp$/);
    expect(await widthOf(row!.mediumPath!)).toBe(800);
    expect(await widthOf(row!.displayPath!)).toBe(1600);
  });

  it('is made for photos stored before it existed, and a photo whose file is gone keeps its display copy alone', async () => {
    const id = await memorial({ title: 'Ivy' });
    const upload = async (name: string) => {
      const res = await owner.upload(
        `/api/memorials/${id}/media?type=photo`,
        name,
        await T.jpeg(1200, 1600),
        'image/jpeg',
      );
      expect(res.status).toBe(201);
      return res.body.media.id as string;
    };
    const [old, lost] = [await upload('old.jpg'), await upload('lost.jpg')];
    // As stored before decision 048: no phone-sized copy.
    for (const mediaId of [old, lost]) {
      const [row] = await ctx.database.db
        .update(memorialMedia)
        .set({ mediumPath: null })
        .where(eq(memorialMedia.id, mediaId))
        .returning();
      await ctx.deps.storage.delete(row!.displayPath!.replace('.display.webp', '.medium.webp'));
    }
    const [lostRow] = await ctx.database.db.select().from(memorialMedia).where(eq(memorialMedia.id, lost));
    await ctx.deps.storage.delete(lostRow!.displayPath!);
    expect((await owner.patch(`/api/memorials/${id}/cover`, { mediaId: old })).status).toBe(200);
    expect((await coverImg(id)).srcset).toBeUndefined();
    const before = (await owner.get(`/api/memorials/${id}`)).body.memorial.media as {
      urls: { display: string; medium: string };
    }[];
    expect(before.every((m) => m.urls.medium === m.urls.display)).toBe(true);

    // Other memorials' photos may be waiting too: run until this one's are done.
    let runs = 0;
    while (
      (
        await ctx.database.db
          .select()
          .from(memorialMedia)
          .where(and(eq(memorialMedia.memorialId, id), isNull(memorialMedia.mediumPath)))
      ).length > 0
    ) {
      expect(++runs).toBeLessThan(20);
      await makeMissingMediumPhotos(ctx.deps);
    }
    const rows = await ctx.database.db.select().from(memorialMedia).where(eq(memorialMedia.memorialId, id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(old)!.mediumPath).toBe(mediumKeyOf(byId.get(old)!.displayPath!));
    // Portrait: the longest side is 800 px.
    expect(await widthOf(byId.get(old)!.mediumPath!)).toBe(600);
    expect(byId.get(lost)!.mediumPath).toBe(byId.get(lost)!.displayPath);

    // The page's next read shows it at once (the row's change raises the memorial's version).
    const after = (await owner.get(`/api/memorials/${id}`)).body.memorial.media as {
      id: string;
      urls: { display: string; medium: string };
    }[];
    const oldItem = after.find((m) => m.id === old)!;
    expect(oldItem.urls.medium).not.toBe(oldItem.urls.display);
    expect(after.find((m) => m.id === lost)!.urls.medium).toBe(after.find((m) => m.id === lost)!.urls.display);
    expect((await coverImg(id)).srcset).toBe(`${oldItem.urls.medium} 600w, ${oldItem.urls.display} 1200w`);
    // Nothing is left for a second run to do for them.
    expect((await makeMissingMediumPhotos(ctx.deps)).skipped).toBe(0);
  });
});

describe('a public memorial drawn by the server for a visitor without a session (decision 063)', () => {
  /**
   * A built folder (`web/` with the memorial's template) beside a render bundle (`render/`), whose
   * drawing here only writes down what it was given: the server's wiring is what is tested (the
   * app's own drawing is the browser tests').
   */
  let root: string;
  let drawnApp: ReturnType<typeof createApp>;
  const TEMPLATE = INDEX_HTML.replace(
    '<div id="root"></div>',
    '<div id="root"><!--drawn:root--></div><!--drawn:seeds-->',
  );

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'fmn-drawn-'));
    await mkdir(path.join(root, 'web', 'prerendered'), { recursive: true });
    await mkdir(path.join(root, 'render'));
    await writeFile(path.join(root, 'web', 'index.html'), INDEX_HTML);
    await writeFile(path.join(root, 'web', 'prerendered', 'memorial.drawn.html'), TEMPLATE);
    await writeFile(
      path.join(root, 'render', 'render-page.js'),
      `export async function render(pathname, seeds) {
        return '<main data-drawn="' + pathname + '">' + seeds.map((s) => JSON.stringify(s.key)).join(' ') + '</main>';
      }\n`,
    );
    drawnApp = createApp({ ...ctx.deps, staticDir: path.join(root, 'web') });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const get = async (url: string, cookie?: string) => {
    const res = await drawnApp.request(url, cookie ? { headers: { cookie } } : undefined);
    return { res, html: await res.text() };
  };
  const seedsOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="query-seeds">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as
      { key: unknown[]; data: unknown }[] | null;

  it('holds the page as the API answers that visitor, its head tags, and is drawn again after an edit', async () => {
    const id = await memorial({ title: 'Grace Lowe', description: 'Bread on Sundays.' });
    await new TestClient(ctx).post(`/api/memorials/${id}/guestbook`, { authorName: 'Sam', message: 'With love.' });
    const { res, html } = await get(`/memorial/${id}`);
    expect(res.status).toBe(200);
    expect(html).toContain(
      `<main data-drawn="/memorial/${id}">["memorials","${id}",null] ["memorials","${id}","guestbook",null]</main>`,
    );
    // Its seeds are exactly the API's answer to a visitor without a session.
    const api = (await (await app.request(`/api/memorials/${id}`)).json()) as {
      memorial: unknown;
      guestbook: unknown;
    };
    expect(seedsOf(html)).toEqual([
      { key: ['memorials', id, null], data: api.memorial },
      { key: ['memorials', id, 'guestbook', null], data: api.guestbook },
    ]);
    // The link preview's tags and title, as for the first view.
    expect(one(metaTags(html), 'og:title')).toBe('Grace Lowe');
    expect(html).toContain('<title>Grace Lowe · Forget-me-not</title>');
    expect(html).not.toContain('id="first-view"');

    expect(
      (
        await owner.patch(`/api/memorials/${id}`, {
          title: 'Grace Elizabeth Lowe',
          description: 'Bread on Sundays.',
          isPublic: true,
        })
      ).status,
    ).toBe(200);
    const after = (await get(`/memorial/${id}`)).html;
    expect((seedsOf(after)![0]!.data as { title: string }).title).toBe('Grace Elizabeth Lowe');
  });

  it('is not drawn for a session, a share link, or a private memorial: they keep what they had', async () => {
    const id = await memorial({ title: 'Owen Price' });
    // Signed in: the first view (the app reads the memorial as this person may see it).
    const signedIn = (await get(`/memorial/${id}`, 'fmn.session_token=abc.def')).html;
    expect(signedIn).toContain('id="first-view"');
    expect(seedsOf(signedIn)).toBeNull();
    // A query (a share link): the same.
    expect(seedsOf((await get(`/memorial/${id}?share=anything`)).html)).toBeNull();
    // Private: no preview, no drawing.
    const hidden = await memorial({ title: 'Kept close', isPublic: false });
    const priv = (await get(`/memorial/${hidden}`)).html;
    expect(seedsOf(priv)).toBeNull();
    expect(priv).not.toContain('Kept close');
  });
});
