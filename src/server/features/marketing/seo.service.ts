/**
 * robots.txt and sitemap.xml (decision 037): search engines may read the public pages and the
 * public memorials whose owners allow it (decision 032), and are asked to leave the API and
 * everything behind a sign-in or a private link alone.
 */
import { PRERENDERED_PAGES, SESSION_PAGE_PATHS } from '@shared/pages';
import type { Db } from '../../db/client';
import { countIndexableMemorials, indexableMemorials } from './marketing.queries';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Pages that are nobody's business but their visitor's: signed-in pages, sign-in itself, and
 * those opened by a private link (a letter, a memorial being handed on, an unsubscribe or
 * password link). A parameter (`:id`) becomes robots.txt's `*`.
 */
const PRIVATE_PAGES: readonly string[] = [
  ...SESSION_PAGE_PATHS,
  '/auth',
  '/letter/:token',
  '/memorial-transfer/:token',
  '/unsubscribe',
  '/reset-password',
];

/**
 * Public pages worth finding: the prerendered ones and the public pages that need no link or token;
 * never a private one (sign-in is prerendered for a signed-out visit, decision 046, and stays out).
 */
export const SITEMAP_PAGES: readonly string[] = [
  ...new Set([...Object.keys(PRERENDERED_PAGES), '/install', '/support', '/partners']),
].filter((page) => !PRIVATE_PAGES.includes(page));

export function robotsTxt(publicUrl: string): string {
  const disallow = ['/api/', ...new Set(PRIVATE_PAGES.map((p) => p.replace(/:[^/]+$/, '').replace(/:[^/]+/g, '*')))];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const xml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * The sitemap, or one file of it. While everything fits in one file (50,000 URLs), that file is
 * /sitemap.xml itself; past that, /sitemap.xml is an index of /sitemap.xml?page=1…N. Returns null
 * for a page that does not exist.
 */
export async function sitemapXml(
  db: Db,
  publicUrl: string,
  page: number | undefined,
  perFile = SITEMAP_MAX_URLS,
): Promise<string | null> {
  const pages = SITEMAP_PAGES.length;
  const total = pages + (await countIndexableMemorials(db));
  const files = Math.max(1, Math.ceil(total / perFile));
  if (page === undefined && files > 1) {
    const entries = Array.from(
      { length: files },
      (_, i) => `  <sitemap><loc>${xml(`${publicUrl}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`,
    );
    return `${HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }
  const n = page ?? 1;
  if (n > files) return null;
  // The file's slice of [public pages…, memorials…].
  const start = (n - 1) * perFile;
  const end = n * perFile;
  const urls: string[] = [];
  for (const p of SITEMAP_PAGES.slice(start, end)) urls.push(`  <url><loc>${xml(publicUrl + p)}</loc></url>`);
  const from = Math.max(0, start - pages);
  for (const m of await indexableMemorials(db, from, end - pages - from)) {
    urls.push(
      `  <url><loc>${xml(`${publicUrl}/memorial/${m.id}`)}</loc><lastmod>${m.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
    );
  }
  return `${HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}
