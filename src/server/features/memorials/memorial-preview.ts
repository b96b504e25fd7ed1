/**
 * Link previews: Open Graph and Twitter card tags for memorials anyone may see, put into the
 * page's HTML so a shared link shows the name, years, words and first photo. Private memorials
 * (even with a share link) get none: a preview must not leak a private memorial.
 */
import { isUuid } from '@shared/schemas/fields';
import { lifeYears } from '@shared/schemas/memorials';
import type { AppDeps } from '../../app-env';
import { signMediaUrl } from '../../storage/signed-url';
import { findMemorial, firstPhotos } from './memorials.queries';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

export interface PagePreview {
  title: string;
  tags: string;
}

/** The preview of `/memorial/{id}`, or null when there is none to give. */
export async function memorialPreview(deps: AppDeps, pathname: string): Promise<PagePreview | null> {
  const match = /^\/memorial\/([^/]+)\/?$/.exec(pathname);
  if (!match || !isUuid(match[1])) return null;
  const memorial = await findMemorial(deps.database.db, match[1]!);
  if (!memorial || !memorial.isPublic) return null;

  const years = lifeYears(memorial.birthDate, memorial.passingDate);
  const title = years ? `${memorial.title} (${years})` : memorial.title;
  const description =
    memorial.description.replace(/\s+/g, ' ').trim().slice(0, 200) || `In loving memory of ${memorial.title}.`;
  const url = `${deps.config.publicUrl}/memorial/${memorial.id}`;
  const photo = (await firstPhotos(deps.database.db, [memorial.id])).get(memorial.id);
  const image = photo
    ? `${deps.config.publicUrl}${signMediaUrl(deps.mediaKey, photo.displayPath ?? photo.filePath, deps.now())}`
    : null;

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
  return {
    title: `${title} · Forget-me-not`,
    tags: `${tags}\n    <meta name="description" content="${escapeHtml(description)}" />`,
  };
}
