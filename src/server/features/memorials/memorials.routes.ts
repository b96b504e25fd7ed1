import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono, type Context } from 'hono';
import QRCode from 'qrcode';
import { z } from 'zod';
import { UI } from '@shared/constants';
import { countryFromAcceptLanguage } from '@shared/safety';
import { isUuid, uuidParam } from '@shared/schemas/fields';
import {
  createMemorialSchema,
  GUESTBOOK_MSG,
  guestbookEntrySchema,
  guestbookQuerySchema,
  MEMORIAL_MSG,
  mediaUploadQuerySchema,
  memorialQuerySchema,
  type GuestbookEntryResponse,
  type GuestbookPage,
  type MediaListResponse,
  type MediaResponse,
  type MemorialCreatedResponse,
  type MemorialListResponse,
  type MemorialPage,
  type MemorialResponse,
  type SharingState,
  reorderMediaSchema,
  setSongUrlSchema,
  sharingSchema,
  updateMemorialSchema,
} from '@shared/schemas/memorials';
import type { OkResponse } from '@shared/schemas/common';
import type { AppDeps, AppEnv, SessionUser } from '../../app-env';
import { actorOf } from '../../access/access';
import { Errors } from '../../lib/errors';
import { clientIp, parseJson, parseParams, parseQuery } from '../../lib/http';
import { securityHeaderList } from '../../lib/security-headers';
import { currentUser, currentUserOf, hasSessionCookie, requireUser } from '../../lib/session';
import { addMedia, removeMedia, uploadSong } from './memorial-media.service';
import { memorialAccess, memorialRefusal } from './memorials.access';
import { forgetPublicMemorialRead } from './memorial-preview';
import { PublicReadCache } from './public-read-cache';
import { storyRoutes } from './story.routes';
import { storySupport } from './story-safety';
import { memorialWithGuestbook, moderateGuestbookEntry, signGuestbook } from './guestbook.service';
import {
  createMemorial,
  deleteMemorial,
  editMemorial,
  listMyMemorials,
  memorialView,
  reorderMedia,
  setSharing,
  setSongLink,
} from './memorials.service';

/** How long an anonymous read of a public memorial may be reused (see decision 007). */
export const PUBLIC_READ_CACHE_MS = 2000;

/** `GET /api/memorials/:id` as the Node server sees it (canonical: a UUID in lower case). */
const MEMORIAL_PATH = /^\/api\/memorials\/([^/?#]+)$/;

const memorialParams = z.object({ id: uuidParam() });
const mediaParams = z.object({ id: uuidParam(), mediaId: uuidParam() });
const entryParams = z.object({ id: uuidParam(), entryId: uuidParam() });

/** What the crisis screen reads of a memorial itself (decision 049): its title and description. */
const memorialWords = (m: { title: string; description: string | null }) => `${m.title}\n\n${m.description ?? ''}`;

/**
 * A path that cannot name the memorial, its photo or its guestbook message is answered as one
 * that does not exist (decision 016): for the memorial, exactly as the access check refuses it.
 */
const notFound = (share: string | null) => (param: string) =>
  param === 'mediaId'
    ? Errors.notFound(MEMORIAL_MSG.mediaGone)
    : param === 'entryId'
      ? Errors.notFound(GUESTBOOK_MSG.entryGone)
      : memorialRefusal(share);

/** The memorial's id from the path, for the owner's routes (no share link). */
const memorialId = (c: Context) => parseParams(c, memorialParams, notFound(null)).id;

export function memorialRoutes(deps: AppDeps) {
  const auth = requireUser(deps);
  // Anonymous reads of public memorials only: never a private memorial, never a signed-in view.
  const publicReads = new PublicReadCache(
    PUBLIC_READ_CACHE_MS,
    2000,
    () => deps.now().getTime(),
    securityHeaderList({ https: deps.config.secureCookies }),
  );
  const json = (body: string) =>
    new Response(body, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store' } });

  /**
   * For the Node server, before the app: answers `GET /api/memorials/:id` from the cache when the
   * request has no session cookie and no query (so no share token) and the answer is stored;
   * otherwise returns false and the request goes to the app as usual (see http-server.ts).
   */
  const answerFromCache = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || hasSessionCookie(req.headers.cookie)) return false;
    const id = MEMORIAL_PATH.exec(req.url ?? '')?.[1];
    // Only ids the app would take: anything else goes to the app, which answers it.
    return id !== undefined && isUuid(id) && publicReads.answerNode(`m:${id}`, req, res);
  };

  const routes = new Hono<AppEnv>()
    // Any change to a memorial (its details, media, song, sharing, guestbook, or deleting it) drops
    // this instance's cached public reads of it at once. Reads do not pass through here.
    .on(['POST', 'PUT', 'PATCH', 'DELETE'], '/:id/*', async (c, next) => {
      await next();
      publicReads.invalidate(`m:${c.req.param('id')}`, `g:${c.req.param('id')}`);
      // And the read its page was drawn with (decision 063).
      forgetPublicMemorialRead(deps, c.req.param('id'));
    })
    // Public reads: the access rules decide (owner, public, share link, admin). Written without
    // async steps on the way to a cached answer: every promise costs on a busy server.
    .get('/:id', (c): Response | Promise<Response> => {
      const { share } = parseQuery(c, memorialQuerySchema);
      const { id } = parseParams(c, memorialParams, notFound(share));
      const key = `m:${id}`;
      // The page in one answer: the memorial with its media list and the first guestbook page
      // (the same page `GET /:id/guestbook` gives this caller; emails only for the owner).
      const read = async (user: SessionUser | null) => {
        const actor = actorOf(deps, user, share);
        // A signed-in reader's page reads the owner's plan with the row (decision 065): the owner
        // and collaborators need it, and one statement costs less than two.
        const {
          access,
          guestbook: firstPage,
          ownerPlan,
        } = await memorialWithGuestbook(deps, actor, 'memorial:view', id, {}, user !== null);
        const [memorial, guestbook] = await Promise.all([memorialView(deps, access, ownerPlan), firstPage()]);
        const page: MemorialPage = { memorial, guestbook };
        // Stored for everyone only when anyone may read it as it is: a public memorial, read without a session.
        return { body: JSON.stringify(page), shareable: !user && access.memorial.isPublic };
      };
      const session = currentUserOf(deps, c);
      if (!session) return publicReads.serve(c, key, share, () => read(null));
      return session.then(async (user) =>
        user ? json((await read(user)).body) : publicReads.serve(c, key, share, () => read(null)),
      );
    })
    .get('/:id/guestbook', (c): Response | Promise<Response> => {
      const { share, limit, cursor } = parseQuery(c, guestbookQuerySchema);
      const { id } = parseParams(c, memorialParams, notFound(share));
      const key = `g:${id}`;
      const firstPage = !cursor && limit === undefined;
      const read = async (user: SessionUser | null) => {
        const actor = actorOf(deps, user, share);
        const { access, guestbook } = await memorialWithGuestbook(deps, actor, 'guestbook:view', id, { cursor, limit });
        const body = JSON.stringify((await guestbook()) satisfies GuestbookPage);
        return { body, shareable: !user && firstPage && access.memorial.isPublic };
      };
      const session = currentUserOf(deps, c);
      if (!session && firstPage) return publicReads.serve(c, key, share, () => read(null));
      return Promise.resolve(session).then(async (user) =>
        !user && firstPage ? publicReads.serve(c, key, share, () => read(null)) : json((await read(user)).body),
      );
    })
    .post('/:id/guestbook', async (c) => {
      const { share } = parseQuery(c, memorialQuerySchema);
      const { id } = parseParams(c, memorialParams, notFound(share));
      const input = await parseJson(c, guestbookEntrySchema);
      const user = await currentUser(deps, c.req.raw.headers);
      const signed = await signGuestbook(
        deps,
        id,
        actorOf(deps, user, share),
        clientIp(c, deps.config.trustProxy),
        input,
        countryFromAcceptLanguage(c.req.header('accept-language')),
      );
      return c.json(signed satisfies GuestbookEntryResponse, 201);
    })
    .get('/:id/qr.png', async (c) => {
      const { share } = parseQuery(c, memorialQuerySchema);
      const { id } = parseParams(c, memorialParams, notFound(share));
      const user = await currentUser(deps, c.req.raw.headers);
      const { memorial } = await memorialAccess(deps, actorOf(deps, user, share), 'memorial:view', id);
      // Made here: no outside service ever sees a memorial's address.
      const png = await QRCode.toBuffer(`${deps.config.publicUrl}/memorial/${memorial.id}`, {
        type: 'png',
        width: UI.qrSize,
        margin: 2,
        errorCorrectionLevel: 'M',
      });
      return c.body(new Uint8Array(png), 200, {
        'Content-Type': 'image/png',
        'Cache-Control': 'private, max-age=3600',
      });
    })

    // Everything else needs a session; the owner rules are in the services.
    .use(auth)
    .get('/', async (c) =>
      c.json({ memorials: await listMyMemorials(deps, c.var.user) } satisfies MemorialListResponse),
    )
    .post('/', async (c) => {
      const input = await parseJson(c, createMemorialSchema);
      const memorial = await createMemorial(deps, c.var.user, input);
      // Its title and description are the family's words: saved as written, read by the crisis screen (decision 049).
      const support = storySupport(
        'memorial',
        { memorialId: memorial.id, id: memorial.id },
        memorialWords(memorial),
        countryFromAcceptLanguage(c.req.header('accept-language')),
      );
      return c.json(
        { memorial: { id: memorial.id }, ...(support && { support }) } satisfies MemorialCreatedResponse,
        201,
      );
    })
    .patch('/:id', async (c) => {
      const id = memorialId(c);
      const input = await parseJson(c, updateMemorialSchema);
      const memorial = await editMemorial(deps, c.var.user, id, input);
      // The details form sends the title and description with every save: they are read again.
      const support = storySupport(
        'memorial',
        { memorialId: id, id },
        memorialWords(memorial),
        countryFromAcceptLanguage(c.req.header('accept-language')),
      );
      return c.json({ memorial, ...(support && { support }) } satisfies MemorialResponse);
    })
    .delete('/:id', async (c) => {
      await deleteMemorial(deps, c.var.user, memorialId(c));
      return c.json({ ok: true } satisfies OkResponse);
    })
    .post('/:id/media', async (c) => {
      const id = memorialId(c);
      const { type } = parseQuery(c, mediaUploadQuerySchema);
      const media = await addMedia(deps, c.var.user, id, type, c.req.raw);
      // A voice memory comes with its title, the family's words: the crisis screen reads it (decision 045).
      const support =
        type === 'audio' && media.caption
          ? storySupport(
              'voice-title',
              { memorialId: id, id: media.id },
              media.caption,
              countryFromAcceptLanguage(c.req.header('accept-language')),
            )
          : undefined;
      return c.json({ media, ...(support && { support }) } satisfies MediaResponse, 201);
    })
    .put('/:id/media/order', async (c) => {
      const id = memorialId(c);
      const { mediaIds } = await parseJson(c, reorderMediaSchema);
      return c.json({ media: await reorderMedia(deps, c.var.user, id, mediaIds) } satisfies MediaListResponse);
    })
    .delete('/:id/media/:mediaId', async (c) => {
      const { id, mediaId } = parseParams(c, mediaParams, notFound(null));
      await removeMedia(deps, c.var.user, id, mediaId);
      return c.json({ ok: true } satisfies OkResponse);
    })
    .put('/:id/song', async (c) => {
      const id = memorialId(c);
      const type = c.req.header('content-type') ?? '';
      if (/^multipart\/form-data/i.test(type)) {
        return c.json({ memorial: await uploadSong(deps, c.var.user, id, c.req.raw) } satisfies MemorialResponse);
      }
      const { youtubeUrl } = await parseJson(c, setSongUrlSchema);
      return c.json({ memorial: await setSongLink(deps, c.var.user, id, youtubeUrl) } satisfies MemorialResponse);
    })
    .put('/:id/sharing', async (c) => {
      const id = memorialId(c);
      const { enabled } = await parseJson(c, sharingSchema);
      return c.json((await setSharing(deps, c.var.user, id, enabled)) satisfies SharingState);
    })
    .post('/:id/guestbook/:entryId/approve', async (c) => {
      const { id, entryId } = parseParams(c, entryParams, notFound(null));
      await moderateGuestbookEntry(deps, id, c.var.user, entryId, 'approve');
      return c.json({ ok: true } satisfies OkResponse);
    })
    .delete('/:id/guestbook/:entryId', async (c) => {
      const { id, entryId } = parseParams(c, entryParams, notFound(null));
      await moderateGuestbookEntry(deps, id, c.var.user, entryId, 'delete');
      return c.json({ ok: true } satisfies OkResponse);
    })
    // The story: sections, timeline, captions, cover (decision 038).
    .route('/', storyRoutes(deps));
  return { routes, answerFromCache };
}
