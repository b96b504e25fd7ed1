/**
 * Serves the built single-page app: files from dist/web with long caching for hashed assets, the
 * service worker and web app manifest revalidated on every use, and index.html (never cached) for
 * the app's pages (src/shared/pages.ts) so that they work on reload:
 * with status 200 for a page, 404 for any other path (the app shows its not-found page).
 * Text files are sent as the build compressed them (`<file>.br`, `<file>.gz`, scripts/build-lib.mjs):
 * brotli to browsers that take it, else gzip, with `Vary: Accept-Encoding`; never compressed again.
 * Pages the build rendered to HTML (dist/web/prerendered/, decision 027) are sent in place of
 * index.html (a page with variants, decision 059: the one drawn with this server's own answers; a
 * page the server draws itself, decisions 061 and 063: drawn with its answers of the moment); a
 * missing file falls back to index.html, so an older build still works. Their inline
 * scripts (the boot script, decision 046; the onboarding's first slide, decision 050) are allowed
 * by their hashes in the page's own policy.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gunzip, gzip } from 'node:zlib';
import type { Context } from 'hono';
import {
  DEFERRED_SHELL_FILE,
  DRAWN_MARKS,
  matchPage,
  PRERENDERED_PAGES,
  PRERENDERED_SIGNED_OUT_ONLY,
  PRERENDERED_VARIANTS,
  SERVER_DRAWN_PAGES,
  seedsFingerprint,
  seedsScript,
  type PagePath,
  type QuerySeed,
} from '@shared/pages';
import { markEncoded, precompressedEncoding } from './compress';
import { requestHeader } from './http';
import { errorFields, log } from './logger';
import { hasSessionCookie } from './session';
import { contentSecurityPolicy } from './security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Files of the installable app (decision 025) that name no version: asked again on every use, so a
 * new service worker and manifest are seen at the next visit, never an hour later.
 */
const REVALIDATED = new Set(['/sw.js', '/registerSW.js', '/manifest.webmanifest']);

/**
 * Extra content for a page, or null: head tags (link previews), and a first view painted before the
 * app starts (decision 040), sent in the shell whose scripts load after the page has painted.
 */
export type PreviewFor = (
  pathname: string,
) => Promise<{ title?: string; tags: string; robots?: string; firstView?: string } | null>;

export interface StaticOptions {
  /** The pages whose HTML gets head content of its own: a feature registers its page here. */
  pageMeta?: Partial<Record<PagePath, PreviewFor>>;
  /**
   * What this server answers to the queries a prerendered page's variants were drawn with
   * (decision 059), by page: the variant with exactly these seeds is sent; none, the plain page.
   */
  seeds?: Readonly<Record<string, readonly QuerySeed[]>>;
  /**
   * What this server answers, now, to the queries of a page it draws itself (`SERVER_DRAWN_PAGES`,
   * decisions 061 and 063), by page, for the path asked: the bodies of the API's own answers to a
   * visitor without a session, or null when this path is not to be drawn (a private memorial).
   */
  drawn?: Readonly<Record<string, DrawnAnswers>>;
  /** The app's drawing of a page (`loadRenderPage`), or null when this build has none. */
  renderPage?: () => Promise<RenderPage | null>;
}

export type DrawnAnswers = (pathname: string) => Promise<readonly QuerySeed[] | null> | readonly QuerySeed[] | null;

/** Draws one page of the app to the HTML inside `#root`, with these answers in its query cache. */
export type RenderPage = (pathname: string, seeds: readonly QuerySeed[]) => Promise<string>;

/**
 * The build's render bundle (dist/render/render-page.js, scripts/build.mjs), imported the first time
 * a page is drawn: React's server renderer and the app's pages stay out of a server whose pages are
 * never asked for. Null (the plain pages are sent) when the build has none or it cannot be loaded.
 */
export function loadRenderPage(file: string): () => Promise<RenderPage | null> {
  let loading: Promise<RenderPage | null> | undefined;
  return () =>
    (loading ??= import(pathToFileURL(file).href).then(
      (mod: { render?: RenderPage }) => mod.render ?? null,
      (err: unknown) => {
        log.warn('static.render_bundle_missing', errorFields(err));
        return null;
      },
    ));
}

/** A page's own title and head tags (link previews, robots), as `PreviewFor` gives them. */
type PageHead = { title?: string; tags: string };

/** The page with its own title (the shell's description dropped) and head tags. */
function withHead(html: string, { title, tags }: PageHead): string {
  let out = html;
  if (title !== undefined) {
    out = out
      .replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${title.replace(/[<&]/g, (ch) => (ch === '<' ? '&lt;' : '&amp;'))}</title>`,
      )
      .replace(/<meta\s+name="description"[^>]*>/s, '');
  }
  return out.replace('</head>', () => `  ${tags}\n  </head>`);
}

/** How many drawn paths the server keeps (each ~0.1–0.3 MB with its two compressed copies). */
const MAX_DRAWINGS = 64;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * A drawn page in the codings browsers take, compressed once when it is drawn (on the thread pool).
 * The plain page is not kept (a few clients ask for it: it is unzipped for them).
 */
interface Drawing {
  br: Uint8Array;
  gzip: Uint8Array;
  headers: Record<string, string>;
}

/** The prerendered file of each page, the variant that matches this server's own answers where one does. */
export function prerenderedFiles(seeds: StaticOptions['seeds'] = {}): Record<string, string> {
  const files: Record<string, string> = { ...PRERENDERED_PAGES };
  for (const [page, variants] of Object.entries(PRERENDERED_VARIANTS)) {
    const own = seeds[page];
    if (!own) continue;
    const match = variants.find((v) => seedsFingerprint(v.seeds) === seedsFingerprint(own));
    if (match) files[page] = match.file;
  }
  return files;
}

export function createStaticHandler(staticDir: string, opts: StaticOptions = {}) {
  const root = path.resolve(staticDir);
  const cache = new Map<string, Uint8Array>();
  const pageFiles = prerenderedFiles(opts.seeds);

  async function load(file: string): Promise<Uint8Array | null> {
    const hit = cache.get(file);
    if (hit) return hit;
    try {
      const s = await stat(file);
      if (!s.isFile()) return null;
      const data = new Uint8Array(await readFile(file));
      if (data.byteLength < 2_000_000) cache.set(file, data);
      return data;
    } catch {
      return null;
    }
  }

  /**
   * The latest drawing of each path the server draws (decisions 061 and 063), under the fingerprint
   * of the answers (and head) it was drawn with: drawn again only when they change (an admin edits
   * a resource, a family a memorial, a signed picture's five-minute step turns). A drawing that
   * failed is forgotten (what was sent before is sent, and the next visit draws again). At most
   * `MAX_DRAWINGS` paths are kept, the least recently used going first.
   */
  const drawings = new Map<string, { fingerprint: string; drawing: Promise<Drawing | null> }>();
  async function drawnPage(
    pathname: string,
    pagePath: string,
    templateName: string,
    head?: PageHead,
  ): Promise<Drawing | null> {
    const answers = opts.drawn?.[pagePath];
    if (!answers || !opts.renderPage) return null;
    const given = await answers(pathname);
    if (!given) return null;
    // As the browser would read them from the API: only what JSON carries.
    const seeds = JSON.parse(JSON.stringify(given)) as QuerySeed[];
    const fingerprint = seedsFingerprint(seeds) + (head ? JSON.stringify([head.title, head.tags]) : '');
    const known = drawings.get(pathname);
    if (known?.fingerprint === fingerprint) {
      drawings.delete(pathname);
      drawings.set(pathname, known);
      return known.drawing;
    }
    const templateFile = path.join(root, 'prerendered', templateName);
    const drawing = (async (): Promise<Drawing | null> => {
      const [template, render] = await Promise.all([load(templateFile), opts.renderPage!()]);
      if (!template || !render) return null;
      const text = new TextDecoder().decode(template);
      if (!text.includes(DRAWN_MARKS.root) || !text.includes(DRAWN_MARKS.seeds)) return null;
      const drawn = await render(pathname, seeds);
      const page = text.replace(DRAWN_MARKS.root, () => drawn).replace(DRAWN_MARKS.seeds, () => seedsScript(seeds));
      const raw = new TextEncoder().encode(head ? withHead(page, head) : page);
      const [br, gz] = await Promise.all([
        brotliAsync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzipAsync(raw, { level: 9 }),
      ]);
      return { br, gzip: gz, headers: await pageHeaders(templateFile) };
    })().catch((err: unknown) => {
      log.error('static.draw_failed', { page: pagePath, ...errorFields(err) });
      // Tried again on the next visit: what failed may have been passing (a module still loading).
      if (drawings.get(pathname)?.drawing === drawing) drawings.delete(pathname);
      return null;
    });
    drawings.delete(pathname);
    drawings.set(pathname, { fingerprint, drawing });
    if (drawings.size > MAX_DRAWINGS) drawings.delete(drawings.keys().next().value!);
    return drawing;
  }

  /** A drawn page for this visit, in the coding the client takes; null when it is not to be drawn. */
  async function sendDrawn(
    c: Context,
    pathname: string,
    pagePath: string,
    status: number,
    headers: Record<string, string>,
    head?: PageHead,
  ): Promise<Response | null> {
    const drawnPageOf = SERVER_DRAWN_PAGES[pagePath];
    if (!drawnPageOf) return null;
    const drawing = await drawnPage(pathname, pagePath, drawnPageOf.file, head).catch((err: unknown) => {
      log.error('static.draw_answers_failed', { page: pagePath, ...errorFields(err) });
      return null;
    });
    if (!drawing) return null;
    const encoding = precompressedEncoding(requestHeader(c, 'accept-encoding'));
    const data = encoding === 'br' ? drawing.br : encoding === 'gzip' ? drawing.gzip : await gunzipAsync(drawing.gzip);
    return send(c, data, status, { ...headers, ...drawing.headers }, encoding ?? undefined);
  }

  const policies = new Map<string, Record<string, string>>();
  /**
   * The headers an HTML file needs beyond the usual ones: a content security policy naming the
   * sha256 of each inline script in it, when it has any (the global policy allows none).
   */
  async function pageHeaders(file: string): Promise<Record<string, string>> {
    const known = policies.get(file);
    if (known) return known;
    const data = await load(file);
    const html = data ? new TextDecoder().decode(data) : '';
    const hashes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => `sha256-${createHash('sha256').update(m[1]!).digest('base64')}`,
    );
    const headers: Record<string, string> =
      hashes.length > 0 ? { 'Content-Security-Policy': contentSecurityPolicy(hashes) } : {};
    if (data) policies.set(file, headers);
    return headers;
  }

  /** The file as the build compressed it for this client, or null (then the plain file is sent). */
  async function precompressed(c: Context, file: string) {
    const encoding = precompressedEncoding(requestHeader(c, 'accept-encoding'));
    if (!encoding) return null;
    const data = await load(`${file}.${encoding === 'br' ? 'br' : 'gz'}`);
    return data ? { encoding, data } : null;
  }

  /** A response with these bytes, already in their final coding (the compression step leaves it). */
  function send(c: Context, data: Uint8Array, status: number, headers: Record<string, string>, encoding?: string) {
    const res = c.body(data as Uint8Array<ArrayBuffer>, status as 200, {
      ...headers,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': String(data.byteLength),
      Vary: 'Accept-Encoding',
    });
    return encoding ? markEncoded(res) : res;
  }

  return async (c: Context): Promise<Response> => {
    let pathname: string;
    let search = '';
    try {
      const url = new URL(c.req.url);
      search = url.search;
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    const file = path.resolve(root, '.' + path.posix.normalize('/' + pathname));
    const inside = file.startsWith(root + path.sep);
    const data = inside && !pathname.endsWith('/') ? await load(file) : null;
    if (data) {
      const ext = path.extname(file).toLowerCase();
      const cache = pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : ext === '.html' || REVALIDATED.has(pathname)
          ? 'no-cache'
          : 'public, max-age=3600';
      const headers = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cache,
        ...(ext === '.html' ? await pageHeaders(file) : {}),
      };
      const packed = await precompressed(c, file);
      return packed ? send(c, packed.data, 200, headers, packed.encoding) : send(c, data, 200, headers);
    }
    // A missing asset is a real 404; anything else is a client route.
    if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') {
      return c.text('Not found', 404);
    }
    const index = await load(path.join(root, 'index.html'));
    if (!index) return c.text('The web app has not been built. Run `npm run build`.', 503);
    const page = matchPage(pathname);
    const status = page ? 200 : 404;
    const previewFor = page ? opts.pageMeta?.[page.path] : undefined;
    const preview = previewFor ? await previewFor(pathname).catch(() => null) : null;
    const headers = { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' };
    if (!preview) {
      // A page the build rendered to HTML (decision 027), else the empty app shell.
      const signedOutOnly = page !== null && PRERENDERED_SIGNED_OUT_ONLY.has(page.path);
      const plainVisit =
        page !== null &&
        pathname === page.path &&
        !(signedOutOnly && (search !== '' || hasSessionCookie(requestHeader(c, 'cookie'))));
      // A page the server draws with its answers of the moment (decision 061); a query string is
      // the app's to read. Whatever goes wrong, the plain prerendered page below is sent.
      const drawn = plainVisit && search === '' ? await sendDrawn(c, pathname, page.path, status, headers) : null;
      if (drawn) return drawn;
      const prerendered = plainVisit ? pageFiles[page!.path] : undefined;
      const pageFile = prerendered ? path.join(root, 'prerendered', prerendered) : null;
      const pageHtml = pageFile ? await load(pageFile) : null;
      const file = pageHtml && pageFile ? pageFile : path.join(root, 'index.html');
      const packed = await precompressed(c, file);
      const fileHeaders = { ...headers, ...(await pageHeaders(file)) };
      return packed
        ? send(c, packed.data, status, fileHeaders, packed.encoding)
        : send(c, pageHtml ?? index, status, fileHeaders);
    }
    const { firstView } = preview;
    const robots: Record<string, string> = preview.robots ? { 'X-Robots-Tag': preview.robots } : {};
    // A page with a first view (a public memorial) is drawn whole for a visitor without a session
    // and without a query (decision 063); anyone else, or a drawing that cannot be made, gets the
    // first view in the deferred shell (decision 040).
    if (firstView && page && search === '' && !hasSessionCookie(requestHeader(c, 'cookie'))) {
      const drawn = await sendDrawn(c, pathname, page.path, status, { ...headers, ...robots }, preview);
      if (drawn) return drawn;
    }
    const shellFile = path.join(root, 'prerendered', DEFERRED_SHELL_FILE);
    const shell = firstView ? await load(shellFile) : null;
    let html = withHead(new TextDecoder().decode(shell ?? index), preview);
    if (firstView) html = html.replace('<div id="root"></div>', (empty) => `${firstView}\n    ${empty}`);
    const pageHeadersFor = await pageHeaders(shell ? shellFile : path.join(root, 'index.html'));
    return c.body(html, status, { ...headers, ...pageHeadersFor, ...robots });
  };
}
