/**
 * Support circles (spec sections 2, 3, 5, 6 and 8; decision 035): finding and joining, one circle
 * admin, posts and replies that pass the crisis screen, moderation in a circle, and the live
 * events every change records for the circle's streams. Who may do what is the access policy's
 * (access/policy.ts: `circle:*` permissions, `circle-*` roles); the circle's own rules (muted,
 * removed, the admin hands on before leaving) are here.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { encodeKeysetCursor, type KeysetPosition } from '@shared/schemas/fields';
import {
  CIRCLE_INVITATION_DAYS,
  CIRCLE_MSG,
  CIRCLE_POSTS_PAGE_SIZE,
  MUTED_INDEFINITELY_UNTIL,
  NEW_ACCOUNT_DAYS,
  type CircleCreateInput,
  type CircleDetail,
  type CircleInvitationCreated,
  type CircleInvitationPreview,
  type CircleListResponse,
  type CircleMembersResponse,
  type CircleMembership,
  type CirclePost,
  type CirclePostCreated,
  type CirclePostsPage,
  type CircleSummary,
  type CircleUpdateInput,
} from '@shared/schemas/circles';
import { writtenSupport } from '../../ai/safety/written-support';
import type { AppDeps, SessionUser } from '../../app-env';
import {
  actorOf,
  circlePostResource,
  circleResource,
  requireAccess,
  type CircleFacts,
  type CircleStanding,
} from '../../access/access';
import type { Db } from '../../db/client';
import { circleMembers } from '../../db/schema';
import { AppError, Errors } from '../../lib/errors';
import { log } from '../../lib/logger';
import {
  afterCommit,
  circleTopic,
  latestLiveEventId,
  oldestLiveEventId,
  recordLiveEvent,
  type LiveBatch,
  type LiveEventKind,
} from '../../live/events';
import { getEntitlements, requireFeature } from '../entitlements/entitlements.service';
import { logModeration, type ModerationAction } from '../moderation/moderation-log';
import { profilesVisibleTo } from '../profiles/profile-visibility';
import { hiddenFrom } from '../blocks/blocks.service';
import { mayRead, shapePost, type CircleReader } from './circle-posts';
import { screenPost, sendCrisisEmails } from './circle-safety';
import * as q from './circles.queries';

export const circleNotFound = () => new AppError('NOT_FOUND', 404, CIRCLE_MSG.notFound);
export const postNotFound = () => new AppError('NOT_FOUND', 404, CIRCLE_MSG.postNotFound);
const invitationInvalid = () => new AppError('INVITATION_INVALID', 404, CIRCLE_MSG.inviteInvalid);
const notAMember = () => new AppError('NOT_FOUND', 404, CIRCLE_MSG.notAMember);
const DAY_MS = 24 * 60 * 60_000;

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

// ---- loading a circle toward the caller -----------------------------------------------------

type Loaded = NonNullable<Awaited<ReturnType<typeof q.circleWithMember>>>;

export interface CircleContext {
  row: Loaded['circle'];
  memberCount: number;
  member: Loaded['member'];
  facts: CircleFacts;
}

function standingOf(member: Loaded['member']): CircleStanding {
  if (!member) return null;
  if (member.status === 'active') return member.role;
  return member.status;
}

function membershipOf(member: Loaded['member']): CircleMembership {
  if (!member || member.status === 'removed') return null;
  return { role: member.role, status: member.status, mutedUntil: member.mutedUntil?.toISOString() ?? null };
}

/** The circle and the caller's standing in it; `invited`: the request carries a valid link of it. */
async function loadCircle(deps: AppDeps, me: SessionUser, circleId: string, invitation?: string) {
  const db = deps.database.db;
  const found = await q.circleWithMember(db, circleId, me.id);
  if (!found) return null;
  let invited = false;
  if (invitation) {
    const inv = await q.validInvitation(db, hashInvitationToken(invitation), deps.now());
    invited = inv?.circleId === circleId;
  }
  const ctx: CircleContext = {
    row: found.circle,
    memberCount: Number(found.memberCount),
    member: found.member,
    facts: { isPrivate: found.circle.isPrivate, standing: standingOf(found.member), invited },
  };
  return ctx;
}

/** The circle, once the caller may do `permission` toward it (else the policy's answer). */
async function circleFor(
  deps: AppDeps,
  me: SessionUser,
  circleId: string,
  permission: Parameters<typeof requireAccess>[1],
  invitation?: string,
): Promise<CircleContext> {
  const ctx = await loadCircle(deps, me, circleId, invitation);
  await requireAccess(actorOf(deps, me), permission, circleResource(ctx?.facts ?? null, circleNotFound));
  return ctx!;
}

function summary(ctx: Pick<CircleContext, 'row' | 'memberCount' | 'member'>): CircleSummary {
  const r = ctx.row;
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    circleType: r.circleType,
    isPrivate: r.isPrivate,
    requiresApproval: r.requiresApproval,
    memberCount: ctx.memberCount,
    createdAt: r.createdAt.toISOString(),
    membership: membershipOf(ctx.member),
  };
}

function detail(ctx: CircleContext): CircleDetail {
  const isAdmin = ctx.facts.standing === 'admin';
  return {
    ...summary(ctx),
    settings: isAdmin
      ? { requiresApproval: ctx.row.requiresApproval, holdNewAccountPosts: ctx.row.holdNewAccountPosts }
      : null,
  };
}

/** Runs `fn` in a transaction whose live events are published once it has committed. */
async function withLive<T>(
  deps: AppDeps,
  circleId: string,
  fn: (tx: Db, record: (kind: LiveEventKind, subjectId?: string | null) => Promise<number>) => Promise<T>,
): Promise<T> {
  const batch: LiveBatch = afterCommit(deps.live);
  const topic = circleTopic(circleId);
  const result = await deps.database.db.transaction((tx) =>
    fn(tx, (kind, subjectId) => recordLiveEvent(tx, batch, { topic, kind, subjectId: subjectId ?? null })),
  );
  await batch.flush();
  return result;
}

const moderation = (
  tx: Db,
  actorId: string | null,
  action: ModerationAction,
  circleId: string,
  more: { postId?: string; targetUserId?: string } = {},
) => logModeration(tx, { actorId, action, circleId, ...more });

// ---- circles --------------------------------------------------------------------------------

export async function listCircles(deps: AppDeps, me: SessionUser): Promise<CircleListResponse> {
  const db = deps.database.db;
  const [rows, ent] = await Promise.all([q.listCircles(db, me.id), getEntitlements(db, me.id, deps.now())]);
  return {
    circles: rows.map((r) => summary({ row: r.circle, memberCount: Number(r.memberCount), member: r.member })),
    canCreate: Boolean(ent.features.canCreateSupportCircles),
  };
}

export async function createCircle(deps: AppDeps, me: SessionUser, input: CircleCreateInput & { circleType: string }) {
  const db = deps.database.db;
  await requireFeature(db, me.id, 'canCreateSupportCircles', 'Support Circles', deps.now());
  const now = deps.now();
  const row = await db.transaction(async (tx) => {
    const circle = await q.insertCircle(tx, {
      name: input.name,
      circleType: input.circleType as CircleDetail['circleType'],
      description: input.description ?? null,
      isPrivate: input.isPrivate ?? false,
      createdBy: me.id,
      createdAt: now,
      updatedAt: now,
    });
    await q.insertMember(tx, { circleId: circle.id, userId: me.id, role: 'admin', status: 'active', joinedAt: now });
    return circle;
  });
  log.info('circle.created', { circleId: row.id, userId: me.id });
  return getCircle(deps, me, row.id);
}

export async function getCircle(deps: AppDeps, me: SessionUser, circleId: string, invitation?: string) {
  return detail(await circleFor(deps, me, circleId, 'circle:view', invitation));
}

/** The circle as saved, and its name and description as they were before (the crisis screen's `previous`). */
export async function updateCircle(deps: AppDeps, me: SessionUser, circleId: string, input: CircleUpdateInput) {
  const { row } = await circleFor(deps, me, circleId, 'circle:manage');
  const before = { name: row.name, description: row.description };
  const set: Record<string, unknown> = { updatedAt: deps.now() };
  for (const key of ['name', 'circleType', 'isPrivate', 'requiresApproval', 'holdNewAccountPosts'] as const) {
    if (input[key] !== undefined) set[key] = input[key];
  }
  if (input.description !== undefined) set.description = input.description ?? null;
  await withLive(deps, circleId, async (tx, record) => {
    await q.updateCircle(tx, circleId, set);
    await moderation(tx, me.id, 'circle.update', circleId);
    await record('members');
  });
  return { circle: await getCircle(deps, me, circleId), before };
}

export async function deleteCircle(deps: AppDeps, me: SessionUser, circleId: string) {
  await circleFor(deps, me, circleId, 'circle:manage');
  await withLive(deps, circleId, async (tx, record) => {
    await moderation(tx, me.id, 'circle.delete', circleId);
    // The streams read this, find the circle gone, and end.
    await record('members');
    await q.deleteCircle(tx, circleId);
  });
  log.info('circle.deleted', { circleId, userId: me.id });
}

// ---- membership -----------------------------------------------------------------------------

export async function joinCircle(deps: AppDeps, me: SessionUser, circleId: string, invitation?: string) {
  const ctx = await loadCircle(deps, me, circleId, invitation);
  if (ctx?.facts.standing === 'removed') throw new AppError('CIRCLE_REMOVED', 403, CIRCLE_MSG.removedFromCircle);
  if (ctx?.facts.standing === 'admin' || ctx?.facts.standing === 'member')
    throw new AppError('ALREADY_MEMBER', 409, CIRCLE_MSG.alreadyMember);
  if (ctx?.facts.standing === 'requested') return detail(ctx);
  await requireAccess(actorOf(deps, me), 'circle:join', circleResource(ctx?.facts ?? null, circleNotFound));
  const status = ctx!.row.requiresApproval ? 'requested' : 'active';
  await withLive(deps, circleId, async (tx, record) => {
    await q.insertMember(tx, { circleId, userId: me.id, role: 'member', status, joinedAt: deps.now() });
    await record('members');
  });
  log.info('circle.joined', { circleId, userId: me.id, status });
  return getCircle(deps, me, circleId);
}

export async function leaveCircle(deps: AppDeps, me: SessionUser, circleId: string): Promise<void> {
  const ctx = await loadCircle(deps, me, circleId);
  const standing = ctx?.facts.standing;
  if (!ctx || standing === null || standing === 'removed') {
    await requireAccess(actorOf(deps, me), 'circle:read', circleResource(ctx?.facts ?? null, circleNotFound));
    throw circleNotFound();
  }
  if (standing === 'admin') {
    if (ctx.memberCount > 1) throw new AppError('ADMIN_MUST_HAND_ON', 409, CIRCLE_MSG.adminMustHandOn);
    // The only member leaves: the circle goes with them.
    await withLive(deps, circleId, async (tx, record) => {
      await record('members');
      await q.deleteCircle(tx, circleId);
    });
    log.info('circle.deleted', { circleId, userId: me.id, reason: 'last_member_left' });
    return;
  }
  await withLive(deps, circleId, async (tx, record) => {
    await q.deleteMember(tx, circleId, me.id);
    await record('members');
  });
}

async function peopleNames(db: Db, viewerId: string, ids: string[]) {
  // Co-members are each other's connections (decision 032).
  return profilesVisibleTo(db, viewerId, ids, new Set(ids));
}

export async function listMembers(deps: AppDeps, me: SessionUser, circleId: string): Promise<CircleMembersResponse> {
  const ctx = await circleFor(deps, me, circleId, 'circle:read');
  const db = deps.database.db;
  const [rows, hidden] = await Promise.all([q.membersOf(db, circleId), hiddenFrom(db, me.id)]);
  const shown = rows.filter((r) => !hidden.has(r.userId));
  const names = await peopleNames(
    db,
    me.id,
    shown.map((r) => r.userId),
  );
  const name = (id: string) => names.get(id)?.displayName ?? null;
  const isAdmin = ctx.facts.standing === 'admin';
  return {
    members: shown
      .filter((r) => r.status === 'active')
      .map((r) => ({
        id: r.userId,
        name: name(r.userId),
        role: r.role,
        mutedUntil: r.mutedUntil && r.mutedUntil > deps.now() ? r.mutedUntil.toISOString() : null,
        joinedAt: r.joinedAt.toISOString(),
      })),
    requests: isAdmin
      ? shown
          .filter((r) => r.status === 'requested')
          .map((r) => ({ id: r.userId, name: name(r.userId), requestedAt: r.joinedAt.toISOString() }))
      : null,
  };
}

/** The circle admin acting on another person of the circle (not themself). */
async function adminActingOn(deps: AppDeps, me: SessionUser, circleId: string, userId: string) {
  const ctx = await circleFor(deps, me, circleId, 'circle:manage');
  if (userId === me.id) throw Errors.validation(CIRCLE_MSG.cannotActOnSelf, 'userId');
  const target = await q.memberOf(deps.database.db, circleId, userId);
  return { ctx, target };
}

export async function decideRequest(
  deps: AppDeps,
  me: SessionUser,
  circleId: string,
  userId: string,
  decision: 'approve' | 'decline',
): Promise<void> {
  const { target } = await adminActingOn(deps, me, circleId, userId);
  if (target?.status !== 'requested') throw notAMember();
  await withLive(deps, circleId, async (tx, record) => {
    if (decision === 'approve') await q.updateMember(tx, circleId, userId, { status: 'active', joinedAt: deps.now() });
    else await q.deleteMember(tx, circleId, userId);
    await moderation(tx, me.id, decision === 'approve' ? 'member.approve' : 'member.decline', circleId, {
      targetUserId: userId,
    });
    await record('members');
  });
}

export async function muteMember(
  deps: AppDeps,
  me: SessionUser,
  circleId: string,
  userId: string,
  minutes: number | null,
): Promise<void> {
  const { target } = await adminActingOn(deps, me, circleId, userId);
  if (target?.status !== 'active') throw notAMember();
  const until =
    minutes === null ? new Date(MUTED_INDEFINITELY_UNTIL) : new Date(deps.now().getTime() + minutes * 60_000);
  await withLive(deps, circleId, async (tx, record) => {
    await q.updateMember(tx, circleId, userId, { mutedUntil: until });
    await moderation(tx, me.id, 'member.mute', circleId, { targetUserId: userId });
    await record('members');
  });
}

export async function unmuteMember(deps: AppDeps, me: SessionUser, circleId: string, userId: string): Promise<void> {
  const { target } = await adminActingOn(deps, me, circleId, userId);
  if (target?.status !== 'active') throw notAMember();
  await withLive(deps, circleId, async (tx, record) => {
    await q.updateMember(tx, circleId, userId, { mutedUntil: null });
    await moderation(tx, me.id, 'member.unmute', circleId, { targetUserId: userId });
    await record('members');
  });
}

export async function removeMember(deps: AppDeps, me: SessionUser, circleId: string, userId: string): Promise<void> {
  const { target } = await adminActingOn(deps, me, circleId, userId);
  if (target?.status !== 'active' && target?.status !== 'requested') throw notAMember();
  await withLive(deps, circleId, async (tx, record) => {
    // The row stays as `removed`, so they cannot simply join again.
    await q.updateMember(tx, circleId, userId, { status: 'removed', role: 'member', mutedUntil: null });
    await moderation(tx, me.id, 'member.remove', circleId, { targetUserId: userId });
    await record('members');
  });
}

export async function handOnAdmin(deps: AppDeps, me: SessionUser, circleId: string, userId: string): Promise<void> {
  const { target } = await adminActingOn(deps, me, circleId, userId);
  if (target?.status !== 'active') throw notAMember();
  await withLive(deps, circleId, async (tx, record) => {
    await q.updateMember(tx, circleId, userId, { role: 'admin', mutedUntil: null });
    await q.updateMember(tx, circleId, me.id, { role: 'member' });
    await moderation(tx, me.id, 'circle.admin-handed-on', circleId, { targetUserId: userId });
    await record('members');
  });
}

// ---- invitations ----------------------------------------------------------------------------

export async function createInvitation(
  deps: AppDeps,
  me: SessionUser,
  circleId: string,
): Promise<CircleInvitationCreated> {
  await circleFor(deps, me, circleId, 'circle:manage');
  const token = randomBytes(24).toString('base64url');
  const now = deps.now();
  const row = await q.insertInvitation(deps.database.db, {
    circleId,
    tokenHash: hashInvitationToken(token),
    createdBy: me.id,
    expiresAt: new Date(now.getTime() + CIRCLE_INVITATION_DAYS * DAY_MS),
    createdAt: now,
  });
  return {
    id: row.id,
    url: `${deps.config.publicUrl}/support-circles/${circleId}?invite=${token}`,
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function revokeInvitation(deps: AppDeps, me: SessionUser, circleId: string, invitationId: string) {
  await circleFor(deps, me, circleId, 'circle:manage');
  if (!(await q.revokeInvitation(deps.database.db, circleId, invitationId, deps.now()))) throw invitationInvalid();
}

export async function previewInvitation(
  deps: AppDeps,
  me: SessionUser,
  token: string,
): Promise<CircleInvitationPreview> {
  const inv = await q.validInvitation(deps.database.db, hashInvitationToken(token), deps.now());
  if (!inv) throw invitationInvalid();
  const ctx = await loadCircle(deps, me, inv.circleId, token);
  if (!ctx || ctx.facts.standing === 'removed') throw invitationInvalid();
  const s = summary(ctx);
  return {
    circle: {
      id: s.id,
      name: s.name,
      circleType: s.circleType,
      isPrivate: s.isPrivate,
      requiresApproval: s.requiresApproval,
      memberCount: s.memberCount,
      membership: s.membership,
    },
    expiresAt: inv.expiresAt.toISOString(),
  };
}

// ---- posts ----------------------------------------------------------------------------------

async function readerOf(deps: AppDeps, me: SessionUser, ctx: CircleContext): Promise<CircleReader> {
  const db = deps.database.db;
  const [hidden, isSiteAdmin] = await Promise.all([hiddenFrom(db, me.id), actorOf(deps, me).isAdmin()]);
  return { userId: me.id, isCircleAdmin: ctx.facts.standing === 'admin', isSiteAdmin, hidden };
}

async function shapeAll(deps: AppDeps, reader: CircleReader, rows: q.PostRow[]): Promise<CirclePost[]> {
  const names = await peopleNames(deps.database.db, reader.userId, [...new Set(rows.map((r) => r.authorId))]);
  return rows
    .filter((r) => mayRead(r, reader))
    .map((r) => shapePost(r, names.get(r.authorId)?.displayName ?? null, reader));
}

/**
 * A page's `lastEventId`: the circle's newest event (its events commit in id order, so a stream
 * from there misses nothing), or, in a quiet circle, just below the oldest event still kept, so
 * that the stream is not told to reload because the circle's own last event was pruned.
 */
async function pageEventId(db: Db, circleId: string): Promise<number> {
  const [latest, oldest] = await Promise.all([latestLiveEventId(db, circleTopic(circleId)), oldestLiveEventId(db)]);
  return Math.max(latest, (oldest ?? 1) - 1);
}

export async function listPosts(
  deps: AppDeps,
  me: SessionUser,
  circleId: string,
  before: KeysetPosition | undefined,
): Promise<CirclePostsPage> {
  const ctx = await circleFor(deps, me, circleId, 'circle:read');
  const db = deps.database.db;
  const reader = await readerOf(deps, me, ctx);
  // Read before the posts: a stream from here sends anything newer than what the page shows.
  const lastEventId = await pageEventId(db, circleId);
  const query = { userId: me.id, isCircleAdmin: reader.isCircleAdmin, hidden: [...reader.hidden] };
  const [rows, pinnedRows] = await Promise.all([
    q.postsPage(db, circleId, query, before, CIRCLE_POSTS_PAGE_SIZE + 1),
    before ? Promise.resolve([]) : q.pinnedPosts(db, circleId, query),
  ]);
  const page = rows.slice(0, CIRCLE_POSTS_PAGE_SIZE);
  const [posts, pinned] = await Promise.all([shapeAll(deps, reader, page), shapeAll(deps, reader, pinnedRows)]);
  await q.markSeen(db, circleId, me.id, lastEventId);
  return {
    posts,
    pinned,
    nextCursor: rows.length > CIRCLE_POSTS_PAGE_SIZE ? encodeKeysetCursor(page[page.length - 1]!) : null,
    lastEventId,
  };
}

export async function createPost(
  deps: AppDeps,
  me: SessionUser,
  circleId: string,
  input: { body: string; parentId?: string },
  country: string | null,
): Promise<CirclePostCreated> {
  const ctx = await loadCircle(deps, me, circleId);
  if (ctx?.facts.standing === 'removed') throw new AppError('CIRCLE_REMOVED', 403, CIRCLE_MSG.removedFromCircle);
  await requireAccess(actorOf(deps, me), 'circle:post', circleResource(ctx?.facts ?? null, circleNotFound));
  const member = ctx!.member!;
  const now = deps.now();
  if (member.mutedUntil && member.mutedUntil > now) {
    const message =
      member.mutedUntil.toISOString() === MUTED_INDEFINITELY_UNTIL
        ? CIRCLE_MSG.mutedIndefinitely
        : CIRCLE_MSG.mutedUntil(member.mutedUntil.toUTCString());
    throw new AppError('CIRCLE_MUTED', 403, message);
  }
  const db = deps.database.db;
  let parentId: string | null = null;
  if (input.parentId) {
    const parent = await q.postById(db, circleId, input.parentId);
    const reader = await readerOf(deps, me, ctx!);
    if (!parent || parent.status === 'removed' || !mayRead(parent, reader)) throw postNotFound();
    // One level of replies: a reply to a reply answers the same post.
    parentId = parent.parentId ?? parent.id;
  }

  const verdict = await screenPost(deps, circleId, me.id, input.body);
  let status: 'visible' | 'held' = 'visible';
  let holdReason: 'crisis' | 'approval' | null = null;
  if (verdict.risk === 'crisis') {
    status = 'held';
    holdReason = 'crisis';
  } else if (ctx!.row.holdNewAccountPosts && ctx!.facts.standing !== 'admin') {
    const created = await q.accountCreatedAt(db, me.id);
    const isNew = !created || now.getTime() - created.getTime() < NEW_ACCOUNT_DAYS * DAY_MS;
    if (isNew && !(await q.hasVisiblePost(db, circleId, me.id))) {
      status = 'held';
      holdReason = 'approval';
    }
  }

  const row = await withLive(deps, circleId, async (tx, record) => {
    const post = await q.insertPost(tx, {
      circleId,
      authorId: me.id,
      parentId,
      body: input.body,
      status,
      holdReason,
      createdAt: now,
      updatedAt: now,
    });
    if (holdReason === 'crisis') await moderation(tx, null, 'post.hold-crisis', circleId, { postId: post.id });
    await record('post', post.id);
    return post;
  });
  log.info('circle.post_created', { circleId, postId: row.id, status, holdReason, risk: verdict.risk });

  if (holdReason === 'crisis') {
    const adminId = (await q.membersOf(db, circleId)).find((m) => m.role === 'admin' && m.status === 'active')?.userId;
    void sendCrisisEmails(deps, { id: circleId, name: ctx!.row.name, adminId: adminId ?? null }, row.id, me.id);
  }
  const reader = await readerOf(deps, me, ctx!);
  const [post] = await shapeAll(deps, reader, [row]);
  const created: CirclePostCreated = { post: post! };
  const support = writtenSupport(verdict.risk, country);
  return support ? { ...created, support } : created;
}

/** Removes a post: its author, the circle admin or a site admin. The words are deleted; the place stays. */
export async function removePost(deps: AppDeps, me: SessionUser, circleId: string, postId: string): Promise<void> {
  const ctx = await loadCircle(deps, me, circleId);
  const db = deps.database.db;
  const post = ctx ? await q.postById(db, circleId, postId) : undefined;
  const facts = ctx?.facts ?? { isPrivate: true, standing: null, invited: false };
  // A post the caller may not see (held, or across a block) is one they cannot know of.
  const reader = ctx && post ? await readerOf(deps, me, ctx) : null;
  const known = post && post.status !== 'removed' && reader && (mayRead(post, reader) || reader.isSiteAdmin);
  await requireAccess(
    actorOf(deps, me),
    'circle-post:remove',
    circlePostResource(facts, known ? post.authorId : null, postNotFound),
  );
  await withLive(deps, circleId, async (tx, record) => {
    await q.updatePost(tx, postId, {
      status: 'removed',
      body: '',
      holdReason: null,
      pinnedAt: null,
      updatedAt: deps.now(),
    });
    if (post!.authorId !== me.id) await moderation(tx, me.id, 'post.remove', circleId, { postId });
    await record('post-removed', postId);
  });
}

/** Pin, unpin, or approve a post held for approval: the circle admin's. */
export async function moderatePost(
  deps: AppDeps,
  me: SessionUser,
  circleId: string,
  postId: string,
  action: 'pin' | 'unpin' | 'approve',
): Promise<CirclePost> {
  const ctx = await circleFor(deps, me, circleId, 'circle:manage');
  const db = deps.database.db;
  const post = await q.postById(db, circleId, postId);
  const reader = await readerOf(deps, me, ctx);
  if (!post || !mayRead(post, reader)) throw postNotFound();
  const now = deps.now();
  let set: Parameters<typeof q.updatePost>[2];
  if (action === 'approve') {
    if (post.status !== 'held' || post.holdReason !== 'approval') throw postNotFound();
    set = { status: 'visible', holdReason: null, updatedAt: now };
  } else {
    if (post.status !== 'visible') throw postNotFound();
    set = { pinnedAt: action === 'pin' ? now : null, updatedAt: now };
  }
  const updated = await withLive(deps, circleId, async (tx, record) => {
    const row = await q.updatePost(tx, postId, set);
    await moderation(tx, me.id, `post.${action}`, circleId, { postId, targetUserId: post.authorId });
    await record('post', postId);
    return row;
  });
  const [shaped] = await shapeAll(deps, reader, [updated]);
  return shaped!;
}

/** Whether the caller may follow the circle's stream (an active member); null: not known to them. */
export async function streamReader(deps: AppDeps, me: SessionUser, circleId: string): Promise<CircleReader> {
  const ctx = await circleFor(deps, me, circleId, 'circle:read');
  return readerOf(deps, me, ctx);
}

export async function markSeen(deps: AppDeps, circleId: string, userId: string, eventId: number): Promise<void> {
  await q.markSeen(deps.database.db, circleId, userId, eventId);
}

// ---- account deletion -----------------------------------------------------------------------

/**
 * Before an account's rows are deleted (in the deletion's transaction): each circle it
 * administers passes its admin role to its longest-standing active member, or is deleted when no
 * one else remains (decision 035). Its posts and memberships go with the account (cascade). The
 * live events are recorded here and reach open streams with the circle's next event.
 */
export async function handOnCirclesOfDeletedAccount(tx: Db, userId: string): Promise<void> {
  // Never flushed: the deletion's transaction is the caller's, and streams read these rows anyway.
  const unannounced = afterCommit({
    publish: async () => undefined,
    subscribe: () => () => undefined,
    close: async () => undefined,
  });
  for (const circleId of await q.circlesOf(tx, userId)) {
    const topic = circleTopic(circleId);
    const isAdmin = (await q.memberOf(tx, circleId, userId))?.role === 'admin';
    if (isAdmin) {
      const heir = await q.longestStandingMember(tx, circleId, userId);
      if (!heir) {
        await q.deleteCircle(tx, circleId);
        log.info('circle.deleted', { circleId, reason: 'last_member_deleted' });
        continue;
      }
      await tx
        .update(circleMembers)
        .set({ role: 'admin', mutedUntil: null })
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, heir)));
      await q.updateMember(tx, circleId, userId, { role: 'member' });
      await logModeration(tx, { actorId: null, action: 'circle.admin-handed-on', circleId, targetUserId: heir });
    }
    await recordLiveEvent(tx, unannounced, { topic, kind: 'members' });
  }
}
