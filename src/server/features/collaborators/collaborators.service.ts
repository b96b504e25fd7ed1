/**
 * Collaborators (decision 038): the owner invites people by email to help keep a memorial, revokes
 * invitations and removes collaborators; an invitee opens the link (32 random bytes; only its
 * SHA-256 is stored) and, signed in, accepts; a collaborator may leave. Access itself is the one
 * access module's (the `collaborator` role, looked up on every request).
 */
import { createHash, randomBytes } from 'node:crypto';
import { COLLABORATOR_MSG } from '@shared/messages.collaborators';
import { deletionDay } from '@shared/messages.settings';
import type {
  CollaborationSummary,
  CollaboratorItem,
  CollaboratorsResponse,
  InvitationPreview,
  InvitationStatus,
  PendingInvitation,
} from '@shared/schemas/collaborators';
import type { AppDeps, SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { actorOf } from '../../access/access';
import { renderEmail } from '../../email/layout';
import { AppError, Errors } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import { hashKey, hit } from '../../lib/rate-limit';
import { profilesVisibleTo } from '../profiles/profile-visibility';
import { collaboratesOn, memorialAccess, type MemorialAccess } from '../memorials/memorials.access';
import { memorialThumbs } from '../memorials/memorials.service';
import * as q from './collaborators.queries';

const M = COLLABORATOR_MSG;
/** Invitations one account may send per hour (each is an email to an address it chose). */
export const INVITES_PER_HOUR = 30;
const DAY_MS = 86_400_000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
const invitationInvalid = (message: string, status: 404 | 410 = 410) =>
  new AppError('INVITATION_INVALID', status, message);

const toPending = (row: q.InvitationRow, now: Date): PendingInvitation => ({
  id: row.id,
  email: row.email,
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt <= now,
  createdAt: row.createdAt.toISOString(),
});

/** The owner's access (`memorial:collaborators`), refused as the access module refuses. */
const ownerAccess = (deps: AppDeps, user: SessionUser, memorialId: string) =>
  memorialAccess(deps, actorOf(deps, user), 'memorial:collaborators', memorialId);

/** The owner or a collaborator of the memorial; anyone else is refused as for an owner-only request. */
async function keeperAccess(deps: AppDeps, user: SessionUser, memorialId: string): Promise<MemorialAccess> {
  const access = await memorialAccess(deps, actorOf(deps, user), 'memorial:view', memorialId);
  return access.isCollaborator ? access : ownerAccess(deps, user, memorialId);
}

/** `GET /api/memorials/:id/collaborators`. */
export async function listCollaborators(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
): Promise<CollaboratorsResponse> {
  const { db } = deps.database;
  const access = await keeperAccess(deps, user, memorialId);
  const { memorial, isOwner } = access;
  const now = deps.now();
  const [rows, added, invitations, ownerEmail] = await Promise.all([
    q.collaboratorsOf(db, memorial.id),
    q.mediaAddedBy(db, memorial.id),
    isOwner ? q.pendingInvitations(db, memorial.id) : Promise.resolve([]),
    q.showsEmail(db, memorial.userId),
  ]);
  // Everyone who keeps the memorial is a connection of the others (profile visibility "connections").
  const people = [memorial.userId, ...rows.map((r) => r.userId)];
  const names = await profilesVisibleTo(db, user.id, people, new Set(people));
  const collaborators: CollaboratorItem[] = rows.map((r) => ({
    userId: r.userId,
    name: names.get(r.userId)?.displayName ?? null,
    // The owner invited them and always sees the address; the others when that person allows it.
    email: isOwner || r.userId === user.id || r.showEmail ? r.email : null,
    mediaAdded: added.get(r.userId) ?? 0,
    since: r.since.toISOString(),
  }));
  return {
    memorial: { id: memorial.id, title: memorial.title },
    role: isOwner ? 'owner' : 'collaborator',
    owner: {
      userId: memorial.userId,
      name: names.get(memorial.userId)?.displayName ?? null,
      email: !isOwner && ownerEmail?.show ? ownerEmail.email : null,
      mediaAdded: added.get(memorial.userId) ?? 0,
    },
    collaborators,
    invitations: invitations.map((row) => toPending(row, now)),
  };
}

/** `POST /api/memorials/:id/collaborators/invitations`: refused with a clear 4xx and nothing stored, or sent. */
export async function invite(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
  email: string,
): Promise<{ invitation: PendingInvitation; url: string; emailed: boolean }> {
  const { db } = deps.database;
  const { memorial } = await ownerAccess(deps, user, memorialId);
  if (email === user.email.toLowerCase()) throw Errors.validation(M.ownAddress, 'email');
  if (await q.collaboratorByEmail(db, memorial.id, email)) throw Errors.validation(M.alreadyCollaborator, 'email');
  const now = deps.now();
  const window = await hit(db, `collaborators:invite:${hashKey(user.id)}`, 3600, now);
  if (window.count > INVITES_PER_HOUR) throw Errors.rateLimited(M.rateLimited, window.retryAfterSeconds);

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + M.inviteDays * DAY_MS);
  const outcome = await q.insertInvitation(
    db,
    { memorialId: memorial.id, email, tokenHash: tokenHash(token), invitedBy: user.id, expiresAt, now },
    M.maxPending,
  );
  if (!outcome.ok) throw Errors.validation(outcome.reason === 'pending' ? M.alreadyInvited : M.tooManyPending, 'email');
  const { row } = outcome;
  const url = `${deps.config.publicUrl}/invitations/${token}`;

  // The email obeys the invitee's email_collaboration_invites; without an account, they get it.
  const account = await q.accountByEmail(db, email);
  const emailed = account?.takesInvites ?? true;
  if (emailed) {
    const from = user.name.trim() || user.email;
    try {
      await deps.mailer.send({
        to: email,
        subject: M.mail.subject(from, memorial.title),
        ...renderEmail({
          paragraphs: [...M.mail.body(from, memorial.title, deletionDay(expiresAt))],
          action: { label: M.mail.action, url },
          footer: [M.mail.footer],
        }),
      });
    } catch (err) {
      // An invitation nobody was told about is no invitation.
      await q.deleteInvitation(db, row.id);
      log.error('collaborators.invite_email_failed', { memorialId: memorial.id, ...errorFields(err) });
      throw new AppError('INTERNAL', 502, M.emailFailed);
    }
  }
  log.info('collaborators.invited', { memorialId: memorial.id, invitationId: row.id, emailed });
  return { invitation: toPending(row, now), url, emailed };
}

export async function revoke(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
  invitationId: string,
): Promise<void> {
  const { memorial } = await ownerAccess(deps, user, memorialId);
  if (!(await q.revokeInvitation(deps.database.db, memorial.id, invitationId, deps.now())))
    throw Errors.notFound(M.invitationGone);
  log.info('collaborators.invitation_revoked', { memorialId: memorial.id, invitationId });
}

/** The owner removes a collaborator, or a collaborator leaves (`userId` is their own). */
export async function removeCollaborator(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
  userId: string,
): Promise<void> {
  const { db } = deps.database;
  const leaving = userId === user.id;
  if (leaving) {
    const access = await memorialAccess(deps, actorOf(deps, user), 'memorial:view', memorialId);
    if (!access.isCollaborator) throw Errors.forbidden(M.notCollaborator);
  } else {
    await ownerAccess(deps, user, memorialId);
  }
  if (!(await q.deleteCollaborator(db, memorialId, userId))) throw Errors.notFound(M.collaboratorGone);
  log.info(leaving ? 'collaborators.left' : 'collaborators.removed', { memorialId, userId });
}

async function invitationOf(deps: AppDeps, token: string) {
  const row = await q.invitationByTokenHash(deps.database.db, tokenHash(token));
  if (!row) throw invitationInvalid(M.link.unknown, 404);
  const status: InvitationStatus =
    row.status === 'accepted'
      ? 'used'
      : row.status === 'revoked'
        ? 'revoked'
        : row.expiresAt <= deps.now()
          ? 'expired'
          : 'valid';
  return { row, status };
}

/** What the invitee's page shows; anyone holding the link may see it. */
export async function previewInvitation(
  deps: AppDeps,
  user: SessionUser | null,
  token: string,
): Promise<InvitationPreview> {
  const { row, status } = await invitationOf(deps, token);
  const alreadyIn = !!user && (row.memorialOwner === user.id || (await collaboratesOn(deps, row.memorialId, user.id)));
  return {
    memorialTitle: row.memorialTitle,
    inviterName: row.inviterName ?? M.ui.anonymous,
    status,
    expiresAt: row.expiresAt.toISOString(),
    alreadyIn,
  };
}

const STATUS_REFUSAL: Record<Exclude<InvitationStatus, 'valid'>, string> = {
  expired: M.link.expired,
  revoked: M.link.revoked,
  used: M.link.used,
};

/** The signed-in invitee accepts: any account may, whatever its address (families share links by hand). */
export async function acceptInvitation(
  deps: AppDeps,
  user: SessionUser,
  token: string,
): Promise<{ memorialId: string }> {
  const { row, status } = await invitationOf(deps, token);
  if (status !== 'valid') throw invitationInvalid(STATUS_REFUSAL[status]);
  if (row.memorialOwner === user.id) throw Errors.validation(M.link.ownMemorial);
  const memorialId = await q.acceptInvitation(deps.database.db, row.id, user.id, deps.now());
  // Taken, revoked or run out between the read and the write.
  if (!memorialId) throw invitationInvalid(M.link.used);
  log.info('collaborators.accepted', { memorialId, invitationId: row.id, userId: user.id });
  return { memorialId };
}

/** `GET /api/collaborations`: the memorials the caller helps keep (their dashboard's list). */
export async function myCollaborations(deps: AppDeps, user: SessionUser): Promise<CollaborationSummary[]> {
  const { db } = deps.database;
  const rows = await q.collaborationsOf(db, user.id);
  const thumbs = await memorialThumbs(
    deps,
    rows.map((r) => r.id),
  );
  return rows.map((m) => ({
    id: m.id,
    title: m.title,
    birthDate: m.birthDate,
    passingDate: m.passingDate,
    thumbUrl: thumbs.get(m.id) ?? null,
  }));
}

/** The collaborators' addresses of the owner's memorials: whom account deletion offers them to (decision 031). */
export function collaboratorEmails(deps: AppDeps, memorialIds: string[]): Promise<Map<string, string[]>> {
  return q.collaboratorEmailsOf(deps.database.db, memorialIds);
}

/** For the data export: the memorials one helps keep, and the invitations one sent. */
export async function collaborationsForExport(db: Db, userId: string) {
  const [memorials, invitations] = await Promise.all([q.collaborationsOf(db, userId), q.invitationsSentBy(db, userId)]);
  return { memorials, invitations };
}
