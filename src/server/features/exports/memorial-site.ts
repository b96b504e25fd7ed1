/**
 * "Download as a website": a memorial as a ZIP holding a small static site that opens from a USB
 * stick with no server and no network (decision 030). One folder with index.html (inline CSS, no
 * script, no font or image from anywhere else), the photos (the gallery's WebP derivatives), the
 * videos, the song when it is a stored file (a YouTube song stays a link), and the guestbook as
 * visitors see it (no email addresses). Built on request and streamed: nothing is held in memory
 * or left on disk; the expected size goes in a header so the browser can show progress.
 */
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { APP_NAME } from '@shared/constants';
import { companionDates, lifeYears } from '@shared/schemas/memorials';
import type { AppDeps, SessionUser } from '../../app-env';
import { actorOf } from '../../access/access';
import { escapeHtml } from '../../lib/html';
import { errorFields, log } from '../../lib/logger';
import { memorialAccess } from '../memorials/memorials.access';
import { storyForExport } from '../memorials/story.service';
import * as q from './exports.queries';
import { ZIP_MAX_BYTES, ZipWriter } from './zip-writer';
import { ExportError } from './account-archive';
import { webStreamOf } from './web-stream';
import { slugOf } from '../../lib/slug';

interface SiteFile {
  key: string;
  /** Path inside the site folder. */
  href: string;
  size: number;
}

interface SiteMedia extends SiteFile {
  kind: 'photo' | 'video' | 'audio';
  /** A caption; a voice memory's title. */
  caption?: string | null;
  contentType: string;
  width: number | null;
  height: number | null;
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A folder name from the memorial's title: letters, digits and hyphens, never empty. */
export function siteFolderName(title: string): string {
  return `${slugOf(title)}-website`;
}

const extOf = (key: string) => {
  const ext = path.posix.extname(key).toLowerCase();
  return /^\.[a-z0-9]{1,5}$/.test(ext) ? ext : '';
};

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:light}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#2b3040;background:linear-gradient(#eef0f8,#fbfbfd 480px);line-height:1.6}
h1,h2,h3{font-family:'Iowan Old Style','Palatino Linotype',Palatino,Georgia,Cambria,'Times New Roman',serif;color:#252a3a;line-height:1.2}
a{color:#4b4a9c}
a:focus-visible,video:focus-visible,audio:focus-visible{outline:3px solid #4b4a9c;outline-offset:2px}
.top{border-bottom:1px solid #dfe1ea;background:#ffffffb3}
.top p{max-width:64rem;margin:0 auto;padding:.9rem 1.25rem;font-weight:600;color:#4b4a9c}
main{max-width:64rem;margin:0 auto;padding:0 1.25rem 3rem}
.hero{text-align:center;padding:3rem 0 2.5rem}
.hero h1{font-size:clamp(2.2rem,5vw,3.2rem);margin:0 auto;max-width:48rem;overflow-wrap:anywhere}
.years{margin:.75rem 0 0;font-size:1.15rem;letter-spacing:.04em;color:#5b6072}
.dates{margin:.25rem 0 0;color:#5b6072}
.rule{width:6rem;height:1px;margin:1.5rem auto 0;background:linear-gradient(90deg,transparent,#8d8cc8,transparent)}
.description{max-width:42rem;margin:1.5rem auto 0;font-size:1.15rem;white-space:pre-line;overflow-wrap:anywhere;text-align:left}
.description.short{text-align:center}
.song{margin:2rem auto 0;max-width:28rem}
.song p{margin:0 0 .5rem;font-weight:600}
.song audio,.voices audio{width:100%}
.caption{margin:.3rem 0 0;font-size:.95rem}
section+section{margin-top:3rem}
h2{font-size:1.75rem;margin:0 0 1rem}
.gallery{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))}
.gallery li{background:#fff;border:1px solid #dfe1ea;border-radius:.75rem;overflow:hidden;box-shadow:0 1px 2px #0000000d}
.gallery a{display:block}
.gallery img,.gallery video{display:block;width:100%;height:14rem;object-fit:cover;background:#eef0f8}
.gallery video{object-fit:contain;background:#1c1f2b}
.guestbook{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.guestbook li{background:#fff;border:1px solid #dfe1ea;border-radius:.75rem;padding:1rem 1.25rem}
.guestbook h3{font-size:1.1rem;margin:0}
.guestbook .when{margin:.1rem 0 .5rem;font-size:.9rem;color:#5b6072}
.guestbook .message{margin:0;white-space:pre-line;overflow-wrap:anywhere}
.empty{color:#5b6072}
footer{border-top:1px solid #dfe1ea;padding:1.5rem 1.25rem;text-align:center;color:#5b6072;font-size:.95rem}
`;

export interface SiteContent {
  title: string;
  description: string;
  birthDate: string | null;
  passingDate: string | null;
  song: { kind: 'audio'; href: string } | { kind: 'youtube'; url: string } | null;
  media: {
    kind: 'photo' | 'video' | 'audio';
    href: string;
    caption?: string | null;
    contentType: string;
    width: number | null;
    height: number | null;
  }[];
  /** The life story (its Markdown kept as written, shown as plain text) and the timeline (decision 038). */
  sections?: { title: string; body: string }[];
  timeline?: { year: number; date: string | null; title: string; description: string }[];
  guestbook: { authorName: string; message: string; createdAt: Date }[];
  savedAt: Date;
}

/** The site's one page: the memorial page's parts in plain HTML, every value escaped. */
export function siteHtml(site: SiteContent): string {
  const e = escapeHtml;
  const years = lifeYears(site.birthDate, site.passingDate);
  const dates = companionDates(site.birthDate, site.passingDate);
  const description = site.description.trim();
  const short = description.length <= 220 && !description.includes('\n');
  // Voice memories have their own section, as on the page (decision 038).
  const pictures = site.media.filter((m) => m.kind !== 'audio');
  const voices = site.media.filter((m) => m.kind === 'audio');
  const total = pictures.length;
  const song = site.song
    ? site.song.kind === 'audio'
      ? `<div class="song"><p id="song-label">Featured song</p><audio controls preload="none" src="${e(site.song.href)}" aria-labelledby="song-label"></audio></div>`
      : `<p class="song"><a href="${e(site.song.url)}">Listen to the featured song on YouTube</a> (this needs the internet).</p>`
    : '';
  const gallery = total
    ? `<ul class="gallery">${pictures
        .map((m, i) => {
          const label = `${m.kind === 'photo' ? 'Photo' : 'Video'} ${i + 1} of ${total}, ${site.title}`;
          const size = m.width && m.height ? ` width="${m.width}" height="${m.height}"` : '';
          const caption = m.caption ? `<p class="caption">${e(m.caption)}</p>` : '';
          return m.kind === 'photo'
            ? `<li><a href="${e(m.href)}"><img src="${e(m.href)}" alt="${e(label)}" loading="lazy"${size}></a>${caption}</li>`
            : `<li><video controls preload="metadata" aria-label="${e(label)}"><source src="${e(m.href)}" type="${e(m.contentType)}"></video>${caption}</li>`;
        })
        .join('\n')}</ul>`
    : '<p class="empty">No photos or videos were added.</p>';
  const story = site.sections?.length
    ? `<section aria-labelledby="story-heading"><h2 id="story-heading">Life story</h2>${site.sections
        .map((x) => `<h3>${e(x.title)}</h3><p class="description">${e(x.body)}</p>`)
        .join('\n')}</section>`
    : '';
  const voiceList = voices.length
    ? `<section aria-labelledby="voice-heading"><h2 id="voice-heading">Voice memories</h2><ul class="voices">${voices
        .map(
          (m, i) =>
            `<li><p id="voice-${i}">${e(m.caption ?? `Voice memory ${i + 1}`)}</p><audio controls preload="none" src="${e(m.href)}" aria-labelledby="voice-${i}"></audio></li>`,
        )
        .join('\n')}</ul></section>`
    : '';
  const timeline = site.timeline?.length
    ? `<section aria-labelledby="timeline-heading"><h2 id="timeline-heading">Timeline</h2><ol class="timeline">${site.timeline
        .map(
          (t) =>
            `<li><p class="when">${e(t.date ? DAY.format(new Date(`${t.date}T00:00:00Z`)) : String(t.year))}</p><h3>${e(t.title)}</h3>${t.description ? `<p class="message">${e(t.description)}</p>` : ''}</li>`,
        )
        .join('\n')}</ol></section>`
    : '';
  const guestbook = site.guestbook.length
    ? `<ol class="guestbook">${site.guestbook
        .map(
          (g) =>
            `<li><h3>${e(g.authorName)}</h3><p class="when"><time datetime="${g.createdAt.toISOString()}">${DAY.format(g.createdAt)}</time></p><p class="message">${e(g.message)}</p></li>`,
        )
        .join('\n')}</ol>`
    : '<p class="empty">No messages were left.</p>';

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(site.title)} · ${e(APP_NAME)}</title>
<style>${CSS}</style>
</head>
<body>
<header class="top"><p>${e(APP_NAME)}</p></header>
<main>
<section class="hero" aria-labelledby="memorial-title">
<h1 id="memorial-title">${e(site.title)}</h1>
${years ? `<p class="years">${e(years)}</p>` : ''}
${dates ? `<p class="dates">${e(dates)}</p>` : ''}
<div class="rule" aria-hidden="true"></div>
${description ? `<p class="description${short ? ' short' : ''}">${e(description)}</p>` : ''}
${song}
</section>
${story}
<section aria-labelledby="memories-heading">
<h2 id="memories-heading">Memories</h2>
${gallery}
</section>
${voiceList}
${timeline}
<section aria-labelledby="guestbook-heading">
<h2 id="guestbook-heading">Guestbook</h2>
${guestbook}
</section>
</main>
<footer><p>Saved from ${e(APP_NAME)} on ${DAY.format(site.savedAt)}. This copy opens without the internet.</p></footer>
</body>
</html>
`;
}

export interface SiteDownload {
  fileName: string;
  expectedBytes: number;
  body: ReadableStream<Uint8Array>;
}

/** The owner's memorial as a streamed website ZIP (404 to anyone else, as for a memorial they may not see). */
export async function memorialSite(deps: AppDeps, user: SessionUser, memorialId: string): Promise<SiteDownload> {
  const { memorial } = await memorialAccess(deps, actorOf(deps, user), 'memorial:export-site', memorialId);
  const db = deps.database.db;
  const rows = await q.mediaOf(db, [memorial.id]);
  const width = String(rows.length).length;
  const media: SiteMedia[] = [];
  for (const [i, row] of rows.entries()) {
    // The gallery's WebP for photos (smaller, what the page shows), the original where there is none.
    const key = row.mediaType === 'photo' ? (row.displayPath ?? row.filePath) : row.filePath;
    const info = key === row.filePath ? { size: row.byteSize } : await deps.storage.stat(key);
    if (!info) continue;
    const folder = row.mediaType === 'photo' ? 'photos' : row.mediaType === 'video' ? 'videos' : 'voice';
    media.push({
      key,
      href: `${folder}/${String(i + 1).padStart(width, '0')}${extOf(key)}`,
      size: info.size,
      kind: row.mediaType,
      caption: row.caption,
      contentType: key === row.filePath ? row.contentType : 'image/webp',
      width: row.width,
      height: row.height,
    });
  }
  let songFile: SiteFile | null = null;
  const songValue = memorial.featuredSongUrl;
  if (songValue?.startsWith('memorial-audio/')) {
    const info = await deps.storage.stat(songValue);
    if (info) songFile = { key: songValue, href: `song/song${extOf(songValue)}`, size: info.size };
  }
  const guestbook = (await q.guestbookOf(db, memorial.id)).filter((g) => g.isApproved);
  const story = await storyForExport(deps, memorial.id);
  const now = deps.now();
  const html = siteHtml({
    title: memorial.title,
    description: memorial.description,
    birthDate: memorial.birthDate,
    passingDate: memorial.passingDate,
    song: songFile
      ? { kind: 'audio', href: songFile.href }
      : songValue && !songValue.startsWith('memorial-audio/')
        ? { kind: 'youtube', url: songValue }
        : null,
    media,
    ...story,
    guestbook,
    savedAt: now,
  });

  const folder = siteFolderName(memorial.title);
  const files: SiteFile[] = [...media, ...(songFile ? [songFile] : [])];
  const fileBytes = files.reduce((sum, f) => sum + f.size, 0);
  if (fileBytes > ZIP_MAX_BYTES) throw new ExportError('TOO_LARGE');
  // Stored files plus their headers (about 2 × (46 + name) each), the page deflated to about a third.
  const expectedBytes =
    fileBytes +
    Math.ceil(Buffer.byteLength(html) / 3) +
    [...files.map((f) => f.href), 'index.html'].reduce(
      (sum, name) => sum + 2 * (folder.length + name.length + 1) + 120,
      0,
    ) +
    22;

  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const writer = new ZipWriter(out, now);
  void (async () => {
    try {
      await writer.addText(`${folder}/index.html`, html);
      for (const file of files) {
        const object = await deps.storage.read(file.key);
        if (!object) throw new Error('A file of the memorial is missing from storage');
        await writer.addStream(`${folder}/${file.href}`, object.body);
      }
      await writer.finish();
      log.info('export.site_sent', { memorialId: memorial.id, userId: user.id, files: files.length });
    } catch (err) {
      // The browser sees the download fail; a closed connection is not an error of ours.
      if (!out.destroyed) log.error('export.site_failed', { memorialId: memorial.id, ...errorFields(err) });
      writer.abort(err instanceof Error ? err : undefined);
    }
  })();

  return {
    fileName: `${folder}.zip`,
    expectedBytes,
    body: webStreamOf(out),
  };
}
