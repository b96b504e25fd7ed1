/**
 * Peer support (spec sections 2, 3, 4, 6 and 8; decision 036): the opt-in matching profile,
 * matches, requests only the receiver answers, connections, and the private conversation of a
 * connection with the crisis screen and live events. Who may act on a request or a connection is
 * the access policy's (`peer-*` permissions and roles); a request or connection the caller is not
 * a party to answers 404, exactly like one that does not exist.
 */
import { encodeKeysetCursor, type KeysetPosition } from '@shared/schemas/fields';
import {
  LOSS_WHEN,
  PEER_DECLINE_COOL_OFF_DAYS,
  PEER_MATCH_LIMIT,
  PEER_MESSAGES_PAGE_SIZE,
  PEER_MSG,
  type PeerConnection,
  type PeerMatch,
  type PeerMatchesResponse,
  type PeerMessage,
  type PeerMessageCreated,
  type PeerMessagesPage,
  type PeerOutgoingRequest,
  type PeerOverview,
  type PeerPerson,
  type PeerProfile,
  type peerProfileSchema,
  type peerRequestSchema,
} from '@shared/schemas/peer-support';
import type { z } from 'zod';
import { writtenSupport } from '../../ai/safety/written-support';
import type { AppDeps, SessionUser } from '../../app-env';
import { actorOf, peerConnectionResource, requireAccess, type Permission } from '../../access/access';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { log } from '../../lib/logger';
import {
  afterCommit,
  type LiveBatch,
  latestLiveEventId,
  oldestLiveEventId,
  peerTopic,
  recordLiveEvent,
} from '../../live/events';
import { logModeration } from '../moderation/moderation-log';
import { profilesVisibleTo } from '../profiles/profile-visibility';
import { screenMessage, sendPeerCrisisEmails } from './peer-safety';
import * as q from './peer-support.queries';

const DAY_MS = 24 * 60 * 60_000;
export const requestNotFound = () => new AppError('NOT_FOUND', 404, PEER_MSG.requestNotFound);
export const connectionNotFound = () => new AppError('NOT_FOUND', 404, PEER_MSG.connectionNotFound);
const unavailable = () => new AppError('PEER_UNAVAILABLE', 404, PEER_MSG.notAvailable);

// ---- people -----------------------------------------------------------------------------------

/** The people `userId` has an accepted peer connection with: their connections for profile visibility (decision 032). */
export async function peerConnectionIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await q.connectionsOf(db, userId);
  return new Set(rows.filter((r) => r.status === 'accepted').map((r) => (r.userId === userId ? r.peerId : r.userId)));
}

async function people(db: Db, viewerId: string, ids: string[]): Promise<Map<string, PeerPerson>> {
  const connections = await peerConnectionIds(db, viewerId);
  const seen = await profilesVisibleTo(db, viewerId, ids, connections);
  return new Map(
    ids.map((id) => {
      const p = seen.get(id);
      return [id, { id, name: p?.displayName ?? null, bio: p ? p.bio || null : null }];
    }),
  );
}

const other = (c: q.ConnectionRow, me: string) => (c.userId === me ? c.peerId : c.userId);

// ---- the profile --------------------------------------------------------------------------------

function profileOut(row: q.ProfileRow | undefined): PeerProfile {
  return row
    ? { open: row.open, relationship: row.relationship, lossWhen: row.lossWhen, intro: row.intro, hope: row.hope }
    : { open: false, relationship: null, lossWhen: null, intro: '', hope: 'both' };
}

/** The profile as saved, and the intro stored before (null without a profile): the crisis screen's `previous`. */
export async function saveProfile(
  deps: AppDeps,
  me: SessionUser,
  input: z.output<typeof peerProfileSchema>,
): Promise<{ profile: PeerProfile; previousIntro: string | null }> {
  const before = await q.profileOf(deps.database.db, me.id);
  const row = await q.upsertProfile(deps.database.db, { userId: me.id, ...input }, deps.now());
  log.info('peer.profile_saved', { userId: me.id, open: row.open });
  return { profile: profileOut(row), previousIntro: before?.intro ?? null };
}

// ---- the overview -------------------------------------------------------------------------------

function connectionOut(c: q.ConnectionRow, person: PeerPerson, unread: number): PeerConnection {
  return { id: c.id, person, connectedAt: (c.connectedAt ?? c.createdAt).toISOString(), unread };
}

export async function overview(deps: AppDeps, me: SessionUser): Promise<PeerOverview> {
  const db = deps.database.db;
  const [profile, rows] = await Promise.all([q.profileOf(db, me.id), q.connectionsOf(db, me.id)]);
  const names = await people(
    db,
    me.id,
    rows.map((r) => other(r, me.id)),
  );
  const incomingRows = rows.filter((r) => r.status === 'pending' && r.peerId === me.id);
  const senders = new Map(
    (
      await q.profilesOf(
        db,
        incomingRows.map((r) => r.userId),
      )
    ).map((p) => [p.userId, p]),
  );
  const accepted = rows.filter((r) => r.status === 'accepted');
  const unread = await q.unreadCounts(db, me.id, accepted);
  return {
    profile: profileOut(profile),
    incoming: incomingRows.map((r) => {
      const p = senders.get(r.userId);
      return {
        id: r.id,
        from: names.get(r.userId)!,
        note: r.note,
        relationship: p?.relationship ?? null,
        lossWhen: p?.lossWhen ?? null,
        createdAt: r.createdAt.toISOString(),
      };
    }),
    outgoing: rows
      .filter((r) => r.status === 'pending' && r.userId === me.id)
      .map((r) => ({ id: r.id, to: names.get(r.peerId)!, createdAt: r.createdAt.toISOString() })),
    connections: accepted.map((r) => connectionOut(r, names.get(other(r, me.id))!, unread.get(r.id) ?? 0)),
  };
}

// ---- matches ------------------------------------------------------------------------------------

/** How far apart two times since a loss are: the same range 0, an unsaid one 0.5, neighbours 1, … */
function timeDistance(a: q.ProfileRow['lossWhen'], b: q.ProfileRow['lossWhen']): number {
  if (a === null || b === null) return 0.5;
  return Math.abs(LOSS_WHEN.indexOf(a) - LOSS_WHEN.indexOf(b));
}

/** Whether two hopes fit: someone to talk with someone to listen; "both" fits either. */
const hopesFit = (a: q.ProfileRow['hope'], b: q.ProfileRow['hope']) => a === 'both' || b === 'both' || a !== b;

export async function matches(deps: AppDeps, me: SessionUser): Promise<PeerMatchesResponse> {
  const db = deps.database.db;
  const mine = await q.profileOf(db, me.id);
  if (!mine?.open) throw new AppError('PEER_NOT_OPEN', 409, PEER_MSG.optInFirst);
  const since = new Date(deps.now().getTime() - PEER_DECLINE_COOL_OFF_DAYS * DAY_MS);
  const candidates = await q.matchCandidates(db, me.id, mine.relationship, since);
  // Stable sort: the query's order (most recently updated first) decides among equals.
  const ranked = candidates
    .map((p) => ({ p, time: timeDistance(mine.lossWhen, p.lossWhen), fit: hopesFit(mine.hope, p.hope) ? 0 : 1 }))
    .sort((a, b) => a.time - b.time || a.fit - b.fit)
    .slice(0, PEER_MATCH_LIMIT);
  const names = await people(
    db,
    me.id,
    ranked.map((r) => r.p.userId),
  );
  return {
    matches: ranked.map(({ p, time }): PeerMatch => {
      const reasons: PeerMatch['reasons'] = ['same-loss'];
      if (mine.lossWhen !== null && p.lossWhen !== null && time <= 1) reasons.push('close-in-time');
      return {
        person: names.get(p.userId)!,
        relationship: p.relationship,
        lossWhen: p.lossWhen,
        intro: p.intro,
        hope: p.hope,
        reasons,
      };
    }),
  };
}

// ---- requests -----------------------------------------------------------------------------------

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};

export async function createRequest(
  deps: AppDeps,
  me: SessionUser,
  input: z.output<typeof peerRequestSchema>,
): Promise<PeerOutgoingRequest> {
  if (input.peerId === me.id) throw new AppError('PEER_SELF', 400, PEER_MSG.cannotRequestSelf, 'peerId');
  const db = deps.database.db;
  const [mine, theirs, blocked] = await Promise.all([
    q.profileOf(db, me.id),
    q.profileOf(db, input.peerId),
    q.blockedBetween(db, me.id, input.peerId),
  ]);
  // Matching is mutual: only someone who can be found may ask (decision 036).
  if (!mine?.open) throw new AppError('PEER_NOT_OPEN', 409, PEER_MSG.optInFirst);
  // Not open, blocked either way, or nobody: the same answer, so a block cannot be detected.
  if (!theirs?.open || blocked) throw unavailable();
  const existing = await q.openConnectionBetween(db, me.id, input.peerId);
  if (existing?.status === 'accepted') throw new AppError('PEER_ALREADY_CONNECTED', 409, PEER_MSG.alreadyConnected);
  if (existing) throw new AppError('PEER_ALREADY_REQUESTED', 409, PEER_MSG.alreadyRequested);
  const since = new Date(deps.now().getTime() - PEER_DECLINE_COOL_OFF_DAYS * DAY_MS);
  if (await q.declinedSince(db, me.id, input.peerId, since)) {
    throw new AppError('PEER_ASK_LATER', 409, PEER_MSG.askAgainLater);
  }
  let row: q.ConnectionRow;
  try {
    row = await q.insertRequest(db, {
      userId: me.id,
      peerId: input.peerId,
      note: input.note ?? null,
      status: 'pending',
      createdAt: deps.now(),
    });
  } catch (err) {
    // Two requests between the same two people at once: the unique index keeps one.
    if (isUniqueViolation(err)) throw new AppError('PEER_ALREADY_REQUESTED', 409, PEER_MSG.alreadyRequested);
    throw err;
  }
  log.info('peer.request_sent', { connectionId: row.id, userId: me.id });
  const names = await people(db, me.id, [input.peerId]);
  return { id: row.id, to: names.get(input.peerId)!, createdAt: row.createdAt.toISOString() };
}

/** The connection once the caller may do `permission` toward it (else 404). */
async function connectionFor(
  deps: AppDeps,
  me: SessionUser,
  id: string,
  permission: Permission,
  notFound: () => AppError,
): Promise<q.ConnectionRow> {
  const row = await q.connectionById(deps.database.db, id);
  const facts = row && { senderId: row.userId, receiverId: row.peerId, status: row.status };
  await requireAccess(actorOf(deps, me), permission, peerConnectionResource(facts, notFound));
  return row!;
}

export async function withdrawRequest(deps: AppDeps, me: SessionUser, id: string): Promise<void> {
  await connectionFor(deps, me, id, 'peer-request:withdraw', requestNotFound);
  if (!(await q.deleteConnection(deps.database.db, id, 'pending'))) throw requestNotFound();
  log.info('peer.request_withdrawn', { connectionId: id, userId: me.id });
}

export async function answerRequest(
  deps: AppDeps,
  me: SessionUser,
  id: string,
  action: 'accept' | 'decline',
): Promise<PeerConnection | null> {
  await connectionFor(deps, me, id, 'peer-request:answer', requestNotFound);
  const db = deps.database.db;
  const now = deps.now();
  const set =
    action === 'accept'
      ? { status: 'accepted' as const, respondedAt: now, connectedAt: now }
      : { status: 'declined' as const, respondedAt: now };
  const row = await q.updateConnection(db, id, set, 'pending');
  if (!row) throw requestNotFound();
  log.info('peer.request_answered', { connectionId: id, userId: me.id, action });
  if (action === 'decline') return null;
  const names = await people(db, me.id, [row.userId]);
  return connectionOut(row, names.get(row.userId)!, 0);
}

/**
 * Ends a pending or accepted connection (either side, or a block): its conversation is deleted,
 * and an `ended` event closes its open streams.
 */
async function endConnection(deps: AppDeps, row: q.ConnectionRow, reason: 'ended' | 'blocked'): Promise<void> {
  const live = afterCommit(deps.live);
  await deps.database.db.transaction(async (tx) => {
    await q.deleteMessagesOf(tx, row.id);
    await q.updateConnection(tx, row.id, { status: 'ended', respondedAt: deps.now() });
    await recordLiveEvent(tx, live, { topic: peerTopic(row.id), kind: 'ended' });
  });
  await live.flush();
  log.info('peer.connection_ended', { connectionId: row.id, reason });
}

export async function endAcceptedConnection(deps: AppDeps, me: SessionUser, id: string): Promise<void> {
  const row = await connectionFor(deps, me, id, 'peer-connection:write', connectionNotFound);
  await endConnection(deps, row, 'ended');
}

/** A block between the two ends every pending or accepted connection between them (decision 036). */
export async function endConnectionsBetween(deps: AppDeps, a: string, b: string): Promise<void> {
  const rows = await deps.database.db.transaction((tx) => q.openConnectionsBetween(tx, a, b));
  for (const row of rows) await endConnection(deps, row, 'blocked');
}

/**
 * An account being deleted (in its deletion's transaction): each of its pending or accepted
 * connections gets an `ended` event, published once `live` is flushed after the commit, so the
 * other person's open conversation closes at once. The rows go with the account (cascade).
 */
export async function endConnectionsOfDeletedAccount(tx: Db, live: LiveBatch, userId: string): Promise<void> {
  for (const row of await q.connectionsOf(tx, userId)) {
    await recordLiveEvent(tx, live, { topic: peerTopic(row.id), kind: 'ended' });
  }
}

// ---- the conversation -----------------------------------------------------------------------------

/** A message as `readerId` may see it (held ones only to their author: check before). */
export function shapeMessage(m: q.MessageRow, readerId: string): PeerMessage {
  return {
    id: m.id,
    connectionId: m.connectionId,
    mine: m.authorId === readerId,
    body: m.status === 'removed' ? '' : m.body,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
  };
}

export const mayReadMessage = (m: q.MessageRow, readerId: string) => m.status !== 'held' || m.authorId === readerId;

export async function listMessages(
  deps: AppDeps,
  me: SessionUser,
  id: string,
  before: KeysetPosition | undefined,
): Promise<PeerMessagesPage> {
  const row = await connectionFor(deps, me, id, 'peer-connection:read', connectionNotFound);
  const db = deps.database.db;
  // Read before the messages: a stream from here sends anything newer than what the page shows.
  const [latest, oldest] = await Promise.all([latestLiveEventId(db, peerTopic(id)), oldestLiveEventId(db)]);
  const lastEventId = Math.max(latest, (oldest ?? 1) - 1);
  const now = deps.now();
  const rows = await q.messagesPage(db, id, me.id, before, PEER_MESSAGES_PAGE_SIZE + 1);
  const page = rows.slice(0, PEER_MESSAGES_PAGE_SIZE);
  const names = await people(db, me.id, [other(row, me.id)]);
  if (!before) await q.markRead(db, row, me.id, now);
  return {
    connection: connectionOut(row, names.get(other(row, me.id))!, 0),
    messages: page.map((m) => shapeMessage(m, me.id)),
    nextCursor: rows.length > PEER_MESSAGES_PAGE_SIZE ? encodeKeysetCursor(page[page.length - 1]!) : null,
    lastEventId,
  };
}

export async function createMessage(
  deps: AppDeps,
  me: SessionUser,
  id: string,
  body: string,
  country: string | null,
): Promise<PeerMessageCreated> {
  await connectionFor(deps, me, id, 'peer-connection:write', connectionNotFound);
  const verdict = await screenMessage(deps, id, me.id, body);
  const status = verdict.risk === 'crisis' ? 'held' : 'visible';
  const now = deps.now();
  const live = afterCommit(deps.live);
  const message = await deps.database.db.transaction(async (tx) => {
    const m = await q.insertMessage(tx, {
      connectionId: id,
      authorId: me.id,
      body,
      status,
      createdAt: now,
      updatedAt: now,
    });
    if (status === 'held') {
      await logModeration(tx, { actorId: null, action: 'peer-message.hold-crisis', postId: m.id, targetUserId: me.id });
    }
    await recordLiveEvent(tx, live, { topic: peerTopic(id), kind: 'message', subjectId: m.id });
    return m;
  });
  await live.flush();
  log.info('peer.message_created', { connectionId: id, messageId: message.id, status, risk: verdict.risk });
  if (status === 'held') void sendPeerCrisisEmails(deps, id, message.id, me.id);
  const created: PeerMessageCreated = { message: shapeMessage(message, me.id) };
  const support = writtenSupport(verdict.risk, country);
  return support ? { ...created, support } : created;
}

/** Who follows the connection's stream: one of its two people (else 404). */
export async function streamReader(deps: AppDeps, me: SessionUser, id: string) {
  const row = await connectionFor(deps, me, id, 'peer-connection:read', connectionNotFound);
  return { userId: me.id, connection: row };
}

/** Marks the conversation read up to now (a stream opened or closed). */
export async function markRead(deps: AppDeps, row: q.ConnectionRow, userId: string): Promise<void> {
  await q.markRead(deps.database.db, row, userId, deps.now());
}
