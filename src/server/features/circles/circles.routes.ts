/**
 * HTTP of support circles (decision 035). Every route needs a session; a circle the caller may not
 * know of answers 404, exactly like one that does not exist.
 *
 *   GET    /api/circles                              CircleListResponse
 *   POST   /api/circles                              201 CircleResponse (plan: Support Circles)
 *   GET    /api/circles/:id?invite=<token>           CircleResponse (a private one with its link)
 *   PATCH  /api/circles/:id                          CircleResponse (the circle admin)
 *   DELETE /api/circles/:id                          204 (the circle admin)
 *   POST   /api/circles/:id/join  { invitation? }    CircleResponse (membership active or requested)
 *   POST   /api/circles/:id/leave                    204 (the admin hands on first: 409)
 *   GET    /api/circles/:id/members                  CircleMembersResponse
 *   POST   /api/circles/:id/requests/:userId/approve|decline   204
 *   POST   /api/circles/:id/invitations              201 CircleInvitationCreated
 *   DELETE /api/circles/:id/invitations/:invId       204
 *   GET    /api/circles/:id/posts?before=            CirclePostsPage
 *   POST   /api/circles/:id/posts                    201 CirclePostCreated
 *   DELETE /api/circles/:id/posts/:postId            204 (author, circle admin, site admin)
 *   POST   /api/circles/:id/posts/:postId/pin|unpin|approve    { post } (the circle admin)
 *   POST   /api/circles/:id/members/:userId/mute { minutes|null } | unmute   204
 *   DELETE /api/circles/:id/members/:userId          204 (removed: cannot rejoin)
 *   POST   /api/circles/:id/admin  { userId }        204 (hand the admin role on)
 *   GET    /api/circle-invitations/:token            CircleInvitationPreview
 *   GET    /api/streams/circles/:id?after=<id>       text/event-stream (members; Last-Event-ID wins)
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { countryFromAcceptLanguage } from '@shared/safety';
import { uuidParam } from '@shared/schemas/fields';
import {
  circleCreateSchema,
  circleHandOnSchema,
  circleJoinSchema,
  circleMuteSchema,
  circlePostCreateSchema,
  circlePostsQuerySchema,
  circleUpdateSchema,
  type CircleInvitationCreated,
  type CircleInvitationPreview,
  type CircleListResponse,
  type CircleMembersResponse,
  type CirclePostCreated,
  type CirclePostsPage,
  type CircleResponse,
} from '@shared/schemas/circles';
import type { AppDeps, AppEnv } from '../../app-env';
import { parseJson, parseParams, parseQuery } from '../../lib/http';
import { requireUser } from '../../lib/session';
import { resumeAfter, serveStream } from '../../live/feed';
import { circleWordsSupport } from './circle-safety';
import { createCircleStreams } from './circle-stream';
import * as svc from './circles.service';

const circleId = (c: Context) => parseParams(c, z.object({ id: uuidParam() }), svc.circleNotFound).id;
const withUser = (c: Context) =>
  parseParams(c, z.object({ id: uuidParam(), userId: uuidParam() }), svc.circleNotFound) as {
    id: string;
    userId: string;
  };
const withPost = (c: Context) =>
  parseParams(c, z.object({ id: uuidParam(), postId: uuidParam() }), svc.postNotFound) as {
    id: string;
    postId: string;
  };
const noStore = async (c: Context, next: () => Promise<void>) => {
  // What people wrote to each other: never kept by a browser or proxy cache.
  c.header('Cache-Control', 'no-store');
  await next();
};

const countryOf = (c: Context) => countryFromAcceptLanguage(c.req.header('accept-language'));
/** What the crisis screen reads of a circle (decision 045): its name and description. */
const circleWords = (circle: { name: string; description: string | null }) =>
  `${circle.name}\n\n${circle.description ?? ''}`;

export function circleRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps))
    .use('*', noStore)
    .get('/', async (c) => c.json((await svc.listCircles(deps, c.var.user)) satisfies CircleListResponse))
    .post('/', async (c) => {
      const input = await parseJson(c, circleCreateSchema);
      const circle = await svc.createCircle(deps, c.var.user, input);
      const support = await circleWordsSupport(deps, circle.id, c.var.user.id, circleWords(circle), countryOf(c));
      return c.json({ circle, ...(support && { support }) } satisfies CircleResponse, 201);
    })
    .get('/:id', async (c) => {
      const id = circleId(c);
      const invite = c.req.query('invite');
      return c.json({
        circle: await svc.getCircle(deps, c.var.user, id, invite?.slice(0, 200)),
      } satisfies CircleResponse);
    })
    .patch('/:id', async (c) => {
      const id = circleId(c);
      const input = await parseJson(c, circleUpdateSchema);
      const { circle, before } = await svc.updateCircle(deps, c.var.user, id, input);
      // Only words just written are read again: a change of settings alone is not. The words as they
      // were before tell the screen whether they are new (decision 049: nobody is told twice).
      const support =
        input.name !== undefined || input.description !== undefined
          ? await circleWordsSupport(deps, id, c.var.user.id, circleWords(circle), countryOf(c), circleWords(before))
          : undefined;
      return c.json({ circle, ...(support && { support }) } satisfies CircleResponse);
    })
    .delete('/:id', async (c) => {
      await svc.deleteCircle(deps, c.var.user, circleId(c));
      return c.body(null, 204);
    })
    .post('/:id/join', async (c) => {
      const id = circleId(c);
      const { invitation } = await parseJson(c, circleJoinSchema);
      return c.json({ circle: await svc.joinCircle(deps, c.var.user, id, invitation) } satisfies CircleResponse);
    })
    .post('/:id/leave', async (c) => {
      await svc.leaveCircle(deps, c.var.user, circleId(c));
      return c.body(null, 204);
    })
    .get('/:id/members', async (c) =>
      c.json((await svc.listMembers(deps, c.var.user, circleId(c))) satisfies CircleMembersResponse),
    )
    .post('/:id/requests/:userId/:decision{approve|decline}', async (c) => {
      const { id, userId } = withUser(c);
      await svc.decideRequest(deps, c.var.user, id, userId, c.req.param('decision') as 'approve' | 'decline');
      return c.body(null, 204);
    })
    .post('/:id/invitations', async (c) => {
      const id = circleId(c);
      return c.json((await svc.createInvitation(deps, c.var.user, id)) satisfies CircleInvitationCreated, 201);
    })
    .delete('/:id/invitations/:invId', async (c) => {
      const { id, invId } = parseParams(c, z.object({ id: uuidParam(), invId: uuidParam() }), svc.circleNotFound) as {
        id: string;
        invId: string;
      };
      await svc.revokeInvitation(deps, c.var.user, id, invId);
      return c.body(null, 204);
    })
    .get('/:id/posts', async (c) => {
      const id = circleId(c);
      const { before } = parseQuery(c, circlePostsQuerySchema);
      return c.json((await svc.listPosts(deps, c.var.user, id, before)) satisfies CirclePostsPage);
    })
    .post('/:id/posts', async (c) => {
      const id = circleId(c);
      const input = await parseJson(c, circlePostCreateSchema);
      const country = countryFromAcceptLanguage(c.req.header('accept-language'));
      return c.json((await svc.createPost(deps, c.var.user, id, input, country)) satisfies CirclePostCreated, 201);
    })
    .delete('/:id/posts/:postId', async (c) => {
      const { id, postId } = withPost(c);
      await svc.removePost(deps, c.var.user, id, postId);
      return c.body(null, 204);
    })
    .post('/:id/posts/:postId/:action{pin|unpin|approve}', async (c) => {
      const { id, postId } = withPost(c);
      const action = c.req.param('action') as 'pin' | 'unpin' | 'approve';
      return c.json({ post: await svc.moderatePost(deps, c.var.user, id, postId, action) });
    })
    .post('/:id/members/:userId/mute', async (c) => {
      const { id, userId } = withUser(c);
      const { minutes } = await parseJson(c, circleMuteSchema);
      await svc.muteMember(deps, c.var.user, id, userId, minutes);
      return c.body(null, 204);
    })
    .post('/:id/members/:userId/unmute', async (c) => {
      const { id, userId } = withUser(c);
      await svc.unmuteMember(deps, c.var.user, id, userId);
      return c.body(null, 204);
    })
    .delete('/:id/members/:userId', async (c) => {
      const { id, userId } = withUser(c);
      await svc.removeMember(deps, c.var.user, id, userId);
      return c.body(null, 204);
    })
    .post('/:id/admin', async (c) => {
      const id = circleId(c);
      const { userId } = await parseJson(c, circleHandOnSchema);
      await svc.handOnAdmin(deps, c.var.user, id, userId);
      return c.body(null, 204);
    });
}

/** GET /api/circle-invitations/:token: what an invitation link leads to. */
export function circleInvitationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps))
    .use('*', noStore)
    .get('/:token', async (c) => {
      const token = c.req.param('token');
      return c.json(
        (await svc.previewInvitation(deps, c.var.user, token.slice(0, 200))) satisfies CircleInvitationPreview,
      );
    });
}

export { MAX_PENDING_WRITES } from '../../live/feed';

/** GET /api/streams/circles/:id: the circle's live events for one member (the streams group). */
export function circleStreamRoutes(deps: AppDeps, streams = createCircleStreams(deps)) {
  return new Hono<AppEnv>().use('*', requireUser(deps)).get('/circles/:id', async (c) => {
    const id = circleId(c);
    const after = resumeAfter(c);
    const reader = await svc.streamReader(deps, c.var.user, id);
    return serveStream(c, streams, id, reader, after);
  });
}
