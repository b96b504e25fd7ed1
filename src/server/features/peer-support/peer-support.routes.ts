/**
 * HTTP of peer support (decision 036). Every route needs a session; a request or connection the
 * caller is not a party to answers 404, exactly like one that does not exist.
 *
 *   GET    /api/peer                                  PeerOverview
 *   PUT    /api/peer/profile                          PeerProfileSaved (the profile, and support?)
 *   GET    /api/peer/matches                          PeerMatchesResponse (409 PEER_NOT_OPEN)
 *   POST   /api/peer/requests                         201 PeerRequestCreated
 *   DELETE /api/peer/requests/:id                     204 (the sender withdraws)
 *   POST   /api/peer/requests/:id  { action }         accept: PeerConnection; decline: 204 (the receiver)
 *   DELETE /api/peer/connections/:id                  204 (either side; the conversation is deleted)
 *   GET    /api/peer/connections/:id/messages?before= PeerMessagesPage
 *   POST   /api/peer/connections/:id/messages         201 PeerMessageCreated
 *   GET    /api/streams/peer/:id?after=<id>           text/event-stream (Last-Event-ID wins)
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { countryFromAcceptLanguage } from '@shared/safety';
import { uuidParam } from '@shared/schemas/fields';
import {
  peerAnswerSchema,
  peerMessageCreateSchema,
  peerMessagesQuerySchema,
  peerProfileSchema,
  peerRequestSchema,
  type PeerConnection,
  type PeerMatchesResponse,
  type PeerMessageCreated,
  type PeerMessagesPage,
  type PeerRequestCreated,
  type PeerOverview,
  type PeerProfileSaved,
} from '@shared/schemas/peer-support';
import type { AppDeps, AppEnv } from '../../app-env';
import { requireSitePermission } from '../../access/access';
import { parseJson, parseParams, parseQuery } from '../../lib/http';
import { requireUser } from '../../lib/session';
import { resumeAfter, serveStream } from '../../live/feed';
import { profileWordsSupport } from '../profiles/profile-safety';
import { requestNoteSupport } from './peer-safety';
import { createPeerStreams } from './peer-stream';
import * as svc from './peer-support.service';

const idOf = (c: Context, notFound: () => Error) =>
  parseParams(c, z.object({ id: uuidParam() }), notFound as never).id as string;
const noStore = async (c: Context, next: () => Promise<void>) => {
  // What people wrote to each other: never kept by a browser or proxy cache.
  c.header('Cache-Control', 'no-store');
  await next();
};

export function peerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', noStore)
    .use('*', requireUser(deps))
    .use('*', requireSitePermission(deps, 'peer:use'))
    .get('/', async (c) => c.json((await svc.overview(deps, c.var.user)) satisfies PeerOverview))
    .put('/profile', async (c) => {
      const input = await parseJson(c, peerProfileSchema);
      const { profile, previousIntro } = await svc.saveProfile(deps, c.var.user, input);
      // The intro is read by the people suggested to them: saved as written, read by the crisis screen
      // (decision 049), which tells the admins only of words that were not there before.
      const support = await profileWordsSupport(
        deps,
        'peer-intro',
        c.var.user.id,
        profile.intro,
        countryFromAcceptLanguage(c.req.header('accept-language')),
        previousIntro,
      );
      return c.json({ ...profile, ...(support && { support }) } satisfies PeerProfileSaved);
    })
    .get('/matches', async (c) => c.json((await svc.matches(deps, c.var.user)) satisfies PeerMatchesResponse))
    .post('/requests', async (c) => {
      const input = await parseJson(c, peerRequestSchema);
      const request = await svc.createRequest(deps, c.var.user, input);
      // The note is sent as written; what the crisis screen read in it comes back (decision 045).
      const support = input.note
        ? await requestNoteSupport(
            deps,
            request.id,
            c.var.user.id,
            input.note,
            countryFromAcceptLanguage(c.req.header('accept-language')),
          )
        : undefined;
      return c.json({ ...request, ...(support && { support }) } satisfies PeerRequestCreated, 201);
    })
    .delete('/requests/:id', async (c) => {
      await svc.withdrawRequest(deps, c.var.user, idOf(c, svc.requestNotFound));
      return c.body(null, 204);
    })
    .post('/requests/:id', async (c) => {
      const id = idOf(c, svc.requestNotFound);
      const { action } = await parseJson(c, peerAnswerSchema);
      const connection = await svc.answerRequest(deps, c.var.user, id, action);
      return connection ? c.json(connection satisfies PeerConnection) : c.body(null, 204);
    })
    .delete('/connections/:id', async (c) => {
      await svc.endAcceptedConnection(deps, c.var.user, idOf(c, svc.connectionNotFound));
      return c.body(null, 204);
    })
    .get('/connections/:id/messages', async (c) => {
      const id = idOf(c, svc.connectionNotFound);
      const { before } = parseQuery(c, peerMessagesQuerySchema);
      return c.json((await svc.listMessages(deps, c.var.user, id, before)) satisfies PeerMessagesPage);
    })
    .post('/connections/:id/messages', async (c) => {
      const id = idOf(c, svc.connectionNotFound);
      const { body } = await parseJson(c, peerMessageCreateSchema);
      const country = countryFromAcceptLanguage(c.req.header('accept-language'));
      return c.json((await svc.createMessage(deps, c.var.user, id, body, country)) satisfies PeerMessageCreated, 201);
    });
}

/** GET /api/streams/peer/:id: the conversation's live events for one of its two people. */
export function peerStreamRoutes(deps: AppDeps, streams = createPeerStreams(deps)) {
  return new Hono<AppEnv>().use('*', requireUser(deps)).get('/peer/:id', async (c) => {
    const id = idOf(c, svc.connectionNotFound);
    const after = resumeAfter(c);
    const reader = await svc.streamReader(deps, c.var.user, id);
    return serveStream(c, streams, id, reader, after);
  });
}
