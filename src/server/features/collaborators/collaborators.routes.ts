/**
 * Collaborators (decision 038), three routers:
 * - `/api/memorials/:id/collaborators…`: the owner's list, invitations and removals (a
 *   collaborator reads the list and may leave);
 * - `/api/collaboration-invitations/:token`: the invitee's page (anyone with the link) and accepting (signed in);
 * - `/api/collaborations`: the memorials the caller helps keep.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { COLLABORATOR_MSG } from '@shared/messages.collaborators';
import { uuidParam } from '@shared/schemas/fields';
import {
  INVITATION_TOKEN,
  inviteCollaboratorSchema,
  type CollaborationsResponse,
  type CollaboratorsResponse,
  type InvitationAcceptedResponse,
  type InvitationPreview,
} from '@shared/schemas/collaborators';
import type { OkResponse } from '@shared/schemas/common';
import type { AppDeps, AppEnv } from '../../app-env';
import { AppError, Errors } from '../../lib/errors';
import { parseJson, parseParams } from '../../lib/http';
import { currentUser, requireUser } from '../../lib/session';
import { memorialRefusal } from '../memorials/memorials.access';
import {
  acceptInvitation,
  invite,
  listCollaborators,
  myCollaborations,
  previewInvitation,
  removeCollaborator,
  revoke,
} from './collaborators.service';

const memorialParams = z.object({ id: uuidParam() });
const invitationParams = z.object({ id: uuidParam(), invitationId: uuidParam() });
const collaboratorParams = z.object({ id: uuidParam(), userId: uuidParam() });
const tokenParams = z.object({ token: z.string().regex(INVITATION_TOKEN) });

/** A path that cannot name the memorial is answered as one that does not exist; the rest as gone. */
const notFound = (param: string) =>
  param === 'id'
    ? memorialRefusal(null)
    : Errors.notFound(param === 'userId' ? COLLABORATOR_MSG.collaboratorGone : COLLABORATOR_MSG.invitationGone);
const linkUnknown = () => new AppError('INVITATION_INVALID', 404, COLLABORATOR_MSG.link.unknown);

/** Mounted at /api/memorials, after the memorial routes. */
export function memorialCollaboratorRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('/:id/collaborators', requireUser(deps))
    .use('/:id/collaborators/*', requireUser(deps))
    .get('/:id/collaborators', async (c) => {
      const { id } = parseParams(c, memorialParams, notFound);
      return c.json((await listCollaborators(deps, c.var.user, id)) satisfies CollaboratorsResponse);
    })
    .post('/:id/collaborators/invitations', async (c) => {
      const { id } = parseParams(c, memorialParams, notFound);
      const { email } = await parseJson(c, inviteCollaboratorSchema);
      return c.json(await invite(deps, c.var.user, id, email), 201);
    })
    .delete('/:id/collaborators/invitations/:invitationId', async (c) => {
      const { id, invitationId } = parseParams(c, invitationParams, notFound);
      await revoke(deps, c.var.user, id, invitationId);
      return c.json({ ok: true } satisfies OkResponse);
    })
    .delete('/:id/collaborators/:userId', async (c) => {
      const { id, userId } = parseParams(c, collaboratorParams, notFound);
      await removeCollaborator(deps, c.var.user, id, userId);
      return c.json({ ok: true } satisfies OkResponse);
    });
}

export function collaborationInvitationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/:token', async (c) => {
      const { token } = parseParams(c, tokenParams, linkUnknown);
      const user = await currentUser(deps, c.req.raw.headers);
      return c.json((await previewInvitation(deps, user, token)) satisfies InvitationPreview);
    })
    .post('/:token/accept', requireUser(deps), async (c) => {
      const { token } = parseParams(c, tokenParams, linkUnknown);
      return c.json((await acceptInvitation(deps, c.var.user, token)) satisfies InvitationAcceptedResponse);
    });
}

export function collaborationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/', async (c) =>
      c.json({ memorials: await myCollaborations(deps, c.var.user) } satisfies CollaborationsResponse),
    );
}
