/**
 * Link previews: Open Graph and Twitter card tags for memorials anyone may see, put into the
 * page's HTML so a shared link shows the name, years, words and first photo. Private memorials
 * (even with a share link) get none: a preview must not leak a private memorial.
 *
 * And what search engines may do with the page (decision 032): a private memorial is never to be
 * indexed; a public one only while its owner's `allow_search_indexing` is on (the default). Both a
 * robots meta tag and an X-Robots-Tag header say it, the header also reaching crawlers that do not
 * run the page's script.
 */
import { guestbookQueryKey, memorialQueryKey, type QuerySeed } from '@shared/constants';
import { coverSrcSet } from '@shared/photo-sizes';
import { isUuid } from '@shared/schemas/fields';
import { lifeYears } from '@shared/schemas/memorials';
import type { AppDeps } from '../../app-env';
import { actorOf } from '../../access/access';
import { AppError } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { TtlCache } from '../../lib/ttl-cache';
import { signMediaUrl } from '../../storage/signed-url';
import { searchIndexingAllowed } from '../preferences/preferences.service';
import { memorialWithGuestbook } from './guestbook.service';
import { memorialFirstView } from './memorial-first-view';
import { memorialView } from './memorials.service';
import { findMedia, findMemorial, firstPhotos } from './memorials.queries';

export interface PagePreview {
  /** The page's title; the app shell's when absent. */
  title?: string;
  tags: string;
  /** The X-Robots-Tag header (and robots meta tag) when search engines must not index the page. */
  robots?: string;
  /** HTML painted before the app starts (a public memorial's first view, decision 040). */
  firstView?: string;
}

/** What search engines are told about a memorial they must not list. */
export const NOINDEX_PRIVATE = 'noindex, nofollow, noimageindex';
export const NOINDEX_PUBLIC = 'noindex, noimageindex';

const robotsTag = (value: string) => `<meta name="robots" content="${value}" />`;

/** The preview of `/memorial/{id}`, or null when there is none to give. */
export async function memorialPreview(deps: AppDeps, pathname: string): Promise<PagePreview | null> {
  const match = /^\/memorial\/([^/]+)\/?$/.exec(pathname);
  if (!match || !isUuid(match[1])) return null;
  const memorial = await findMemorial(deps.database.db, match[1]!);
  if (!memorial) return null;
  if (!memorial.isPublic) return { tags: robotsTag(NOINDEX_PRIVATE), robots: NOINDEX_PRIVATE };

  const years = lifeYears(memorial.birthDate, memorial.passingDate);
  const title = years ? `${memorial.title} (${years})` : memorial.title;
  const description =
    memorial.description.replace(/\s+/g, ' ').trim().slice(0, 200) || `In loving memory of ${memorial.title}.`;
  const url = `${deps.config.publicUrl}/memorial/${memorial.id}`;
  const [cover, photos, indexable] = await Promise.all([
    memorial.coverMediaId ? findMedia(deps.database.db, memorial.id, memorial.coverMediaId) : null,
    firstPhotos(deps.database.db, [memorial.id]),
    searchIndexingAllowed(deps.database.db, memorial.userId),
  ]);
  // The family's cover photo (decision 038), else the gallery's first photo.
  const photo = cover?.mediaType === 'photo' ? cover : photos.get(memorial.id);
  // The same signed URL the app's memorial read gives for this picture (signed-url.ts).
  const imagePath = photo ? signMediaUrl(deps.mediaKey, photo.displayPath ?? photo.filePath, deps.now()) : null;
  const image = imagePath ? `${deps.config.publicUrl}${imagePath}` : null;

  const meta: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Forget-me-not'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (image) meta.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  const tags = meta
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n    ');
  const robots = indexable ? undefined : NOINDEX_PUBLIC;
  return {
    title: `${title} · Forget-me-not`,
    tags: `${tags}\n    <meta name="description" content="${escapeHtml(description)}" />${robots ? `\n    ${robotsTag(robots)}` : ''}`,
    robots,
    // The page shows only a chosen cover at its top, never the first photo in its place.
    firstView: memorialFirstView(
      memorial,
      photo && photo === cover && imagePath
        ? {
            url: imagePath,
            width: photo.width,
            height: photo.height,
            caption: photo.caption,
            // The phone-sized copy beside it, as the app's hero names them (decision 048).
            srcset: coverSrcSet(
              {
                display: imagePath,
                medium: photo.mediumPath ? signMediaUrl(deps.mediaKey, photo.mediumPath, deps.now()) : undefined,
              },
              photo.width,
              photo.height,
            ),
          }
        : null,
    ),
  };
}

/**
 * What the app asks the server first on `/memorial/{id}`, answered as `GET /api/memorials/:id`
 * answers a visitor without a session and without a share link (the memorial, and its first
 * guestbook page under its own key, as `useMemorial` keeps it), for the server to draw the page
 * with (decision 063); null when such a visitor may not read it or it is not public.
 */
export function publicMemorialSeeds(deps: AppDeps, pathname: string): Promise<QuerySeed[] | null> {
  const match = /^\/memorial\/([^/]+)\/?$/.exec(pathname);
  if (!match || !isUuid(match[1])) return Promise.resolve(null);
  const id = match[1]!;
  // Visitors who come together (a link sent to a whole family) share one read, for a couple of
  // seconds, as the API's public read cache shares its answer (decision 007).
  let reads = recentReads.get(deps.database);
  if (!reads) recentReads.set(deps.database, (reads = new TtlCache(SHARED_READ_MS, 500, () => deps.now().getTime())));
  const known = reads.get(id);
  if (known) return known;
  const read = readPublicMemorial(deps, id);
  reads.set(id, read);
  return read;
}

/** Drops the shared read of a memorial this instance has just changed (memorials.routes.ts). */
export function forgetPublicMemorialRead(deps: AppDeps, id: string): void {
  recentReads.get(deps.database)?.delete(id);
}

/** How long visitors of one memorial's page share its read (the API's public read cache keeps 2 s too). */
const SHARED_READ_MS = 2000;
/** Per database (one per server; the tests' apps over one database share it, as one server would). */
const recentReads = new WeakMap<AppDeps['database'], TtlCache<Promise<QuerySeed[] | null>>>();

async function readPublicMemorial(deps: AppDeps, id: string): Promise<QuerySeed[] | null> {
  try {
    const { access, guestbook } = await memorialWithGuestbook(deps, actorOf(deps, null), 'memorial:view', id, {});
    if (!access.memorial.isPublic) return null;
    const [memorial, firstPage] = await Promise.all([memorialView(deps, access), guestbook()]);
    return [
      { key: memorialQueryKey(id), data: memorial },
      { key: guestbookQueryKey(id), data: firstPage },
    ];
  } catch (err) {
    // A refusal (deleted meanwhile, no longer public) is not a failure: the page is not drawn.
    if (err instanceof AppError) return null;
    throw err;
  }
}
