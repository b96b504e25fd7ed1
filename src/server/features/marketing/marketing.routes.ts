/**
 * HTTP of the marketing pages (decision 037): the banners of /ad-assets, and robots.txt and
 * sitemap.xml at the site's root. All public: the same answer for everyone, nothing read from a
 * session.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { BANNER_NAMES, BANNERS } from '@shared/messages.marketing';
import type { AppDeps, AppEnv } from '../../app-env';
import { Errors } from '../../lib/errors';
import { parseParams, parseQuery } from '../../lib/http';
import { bannerPng } from './banners';
import { robotsTxt, sitemapXml } from './seo.service';

const bannerParams = z.object({ file: z.enum(BANNER_NAMES.map((n) => `${n}.png`) as [string, ...string[]]) });

/** `/api/marketing/...` */
export function marketingRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>().get('/banners/:file', async (c) => {
    const { file } = parseParams(c, bannerParams);
    const spec = BANNERS.find((b) => `${b.name}.png` === file)!;
    const png = await bannerPng(spec.name);
    return c.body(new Uint8Array(png), 200, {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Content-Disposition': `inline; filename="${spec.fileName}"`,
      // Drawn from the release's code alone: a day in caches, a new look with the next release.
      'Cache-Control': 'public, max-age=86400',
    });
  });
}

const sitemapQuery = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'The page must be a whole number from 1.')
    .transform(Number)
    .optional(),
});

/** `/robots.txt` and `/sitemap.xml`, at the root where crawlers look for them. */
export function seoRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) =>
      c.body(robotsTxt(deps.config.publicUrl), 200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      }),
    )
    .get('/sitemap.xml', async (c) => {
      const { page } = parseQuery(c, sitemapQuery);
      const body = await sitemapXml(deps.database.db, deps.config.publicUrl, page);
      if (body === null) throw Errors.notFound();
      return c.body(body, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        // Short: a memorial made private, or an owner who turns indexing off, drops out soon.
        'Cache-Control': 'public, max-age=300',
      });
    });
}
