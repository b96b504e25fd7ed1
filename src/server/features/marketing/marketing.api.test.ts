/**
 * The marketing routes (decision 037) through the real app: the four banners are PNGs of their
 * exact sizes; robots.txt keeps crawlers out of the API and the signed-in pages; the sitemap lists
 * the public pages and only those public memorials whose owners allow search indexing.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNERS } from '@shared/messages.marketing';
import { runAdminCommand } from '../admin/admin.service';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness';
import { sitemapXml, SITEMAP_PAGES } from './seo.service';

const PUBLIC_URL = 'https://memorials.example.org';
let ctx: TestContext;
let listed: string;
let privateOne: string;
let unlisted: string;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL });
  const { client: allows, account } = await signedInClient(ctx);
  // Two memorials: more than the free plan keeps.
  await runAdminCommand(ctx.database.db, ['plan', account.email, 'monthly']);
  const { client: declines } = await signedInClient(ctx);
  const make = async (c: TestClient, isPublic: boolean) => {
    const res = await c.post('/api/memorials', { title: 'Rose', isPublic });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.memorial.id as string;
  };
  listed = await make(allows, true);
  privateOne = await make(allows, false);
  unlisted = await make(declines, true);
  expect((await declines.patch('/api/preferences', { allowSearchIndexing: false })).status).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

describe('the banners', () => {
  it.each(BANNERS.map((b) => [b.name, b] as const))('%s is a PNG of its stated size', async (name, spec) => {
    const res = await ctx.app.request(`/api/marketing/banners/${name}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('public');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', spec.width, spec.height]);
  });

  it('answers a name that is not a banner with the JSON 404', async () => {
    for (const path of ['/api/marketing/banners/poster.png', '/api/marketing/banners/hero.jpg']) {
      const res = await ctx.app.request(path);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('NOT_FOUND');
    }
  });
});

describe('robots.txt', () => {
  it('allows the public pages, keeps out the API and signed-in pages, and names the sitemap', async () => {
    const res = await ctx.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /memorial/*/edit',
        'Disallow: /letter/',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /memorial/');
    expect(lines).not.toContain('Disallow: /ad');
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages and the public memorials of owners who allow indexing, and nothing else', async () => {
    const res = await ctx.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const urls = locs(await res.text());
    expect(urls).toEqual(expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/ad`, `${PUBLIC_URL}/resources`]));
    expect(urls).toContain(`${PUBLIC_URL}/memorial/${listed}`);
    expect(urls).not.toContain(`${PUBLIC_URL}/memorial/${unlisted}`);
    expect(urls).not.toContain(`${PUBLIC_URL}/memorial/${privateOne}`);
    expect(urls.some((u) => u.includes('/dashboard') || u.includes('/auth'))).toBe(false);
  });

  it('becomes an index of files past the per-file limit, the files together listing each URL once', async () => {
    const perFile = 4;
    const index = (await sitemapXml(ctx.database.db, PUBLIC_URL, undefined, perFile))!;
    expect(index).toContain('<sitemapindex');
    const files = locs(index);
    const total = SITEMAP_PAGES.length + 1; // one memorial may be listed
    expect(files).toHaveLength(Math.ceil(total / perFile));
    const all: string[] = [];
    for (let page = 1; page <= files.length; page++) {
      const file = locs((await sitemapXml(ctx.database.db, PUBLIC_URL, page, perFile))!);
      expect(file.length).toBeLessThanOrEqual(perFile);
      all.push(...file);
    }
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    expect(all).toContain(`${PUBLIC_URL}/memorial/${listed}`);
    expect(await sitemapXml(ctx.database.db, PUBLIC_URL, files.length + 1, perFile)).toBeNull();
  });

  it('answers a bad or missing page with a JSON error', async () => {
    const bad = await ctx.app.request('/sitemap.xml?page=abc');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('VALIDATION');
    const missing = await ctx.app.request('/sitemap.xml?page=2');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('NOT_FOUND');
  });
});
