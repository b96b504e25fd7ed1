/**
 * The one access check (decision 018): `can(actor, permission, resource)` and `requireAccess(…)`,
 * which refuses with the project's AppError. The caller says who is asking (`actorOf`), what they
 * want to do (a `Permission`) and what it is about (a `Resource`, built from a row the feature
 * loaded); the roles the caller holds toward it are worked out here and looked up in `POLICY`.
 *
 * A refusal never tells more than the caller may know: whoever may not see the thing gets the
 * thing's own not-found answer (so a private memorial, or someone else's journal entry, answers
 * exactly like one that does not exist); whoever may see it gets 401 without a session, else 403.
 */
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, SessionUser } from '../app-env';
import { AppError, Errors } from '../lib/errors';
import { isAdmin } from '../features/entitlements/entitlements.service';
import { POLICY, REFUSALS, type Permission, type Role } from './policy';

export { PERMISSIONS, POLICY, ROLES, type Permission, type Role } from './policy';

/** Who is asking. */
export interface Actor {
  readonly user: SessionUser | null;
  /** The memorial share token the request carries (`?share=`), if any. */
  readonly shareToken: string | null;
  /** Whether the user holds the admin role: asked of the database at most once, and only when a rule needs it. */
  isAdmin(): Promise<boolean>;
}

export function actorOf(deps: AppDeps, user: SessionUser | null, shareToken: string | null = null): Actor {
  let admin: Promise<boolean> | undefined;
  return {
    user,
    shareToken,
    isAdmin: () => (admin ??= user ? isAdmin(deps.database.db, user.id) : Promise.resolve(false)),
  };
}

/** Private things that belong to one account and are nobody else's to see. */
export type PrivateKind =
  'journal-entry' | 'letter' | 'conversation' | 'account-session' | 'data-export' | 'passkey' | 'identity';
export type ResourceKind = 'memorial' | PrivateKind | 'site' | 'circle' | 'circle-post' | 'peer-connection';

/** The caller's standing in a circle, as its membership row says (null: none). */
export type CircleStanding = 'admin' | 'member' | 'requested' | 'removed' | null;

/** What the rules read about a circle and the caller (a post adds its author as `ownerId`). */
export interface CircleFacts {
  isPrivate: boolean;
  standing: CircleStanding;
  /** The request carries a valid invitation link of this circle. */
  invited: boolean;
}

/** What the rules need to know about a thing, and how to answer someone who may not know it exists. */
export type Resource = { notFound: () => AppError } & (
  | {
      kind: 'memorial';
      exists: true;
      ownerId: string;
      isPublic: boolean;
      shareEnabled: boolean;
      shareToken: string | null;
      /** The signed-in caller is one of its collaborators (decision 038). */
      collaborator: boolean;
    }
  | { kind: PrivateKind; exists: true; ownerId: string }
  | { kind: 'site'; exists: true }
  | ({ kind: 'circle'; exists: true } & CircleFacts)
  | ({ kind: 'circle-post'; exists: true; ownerId: string } & CircleFacts)
  | ({ kind: 'peer-connection'; exists: true } & PeerConnectionFacts)
  | { kind: ResourceKind; exists: false }
);

/** The facts of a memorial row the rules read. */
export interface MemorialFacts {
  userId: string;
  isPublic: boolean;
  shareEnabled: boolean;
  shareToken: string | null;
}

/**
 * A memorial as the rules see it; `row` null or undefined: there is none (or the id could not name
 * one). `collaborator`: the caller has a row in memorial_collaborators (looked up by the caller).
 */
export function memorialResource(
  row: MemorialFacts | null | undefined,
  notFound: () => AppError,
  collaborator = false,
): Resource {
  if (!row) return { kind: 'memorial', exists: false, notFound };
  return {
    kind: 'memorial',
    exists: true,
    ownerId: row.userId,
    isPublic: row.isPublic,
    shareEnabled: row.shareEnabled,
    shareToken: row.shareToken,
    collaborator,
    notFound,
  };
}

/** A journal entry, letter or conversation by its owner's id; null or undefined: there is none. */
export function privateResource(
  kind: PrivateKind,
  ownerId: string | null | undefined,
  notFound: () => AppError,
): Resource {
  return ownerId ? { kind, exists: true, ownerId, notFound } : { kind, exists: false, notFound };
}

/** A circle toward the caller; `facts` null: there is none (or the caller may not learn of it). */
export function circleResource(facts: CircleFacts | null, notFound: () => AppError): Resource {
  return facts ? { kind: 'circle', exists: true, ...facts, notFound } : { kind: 'circle', exists: false, notFound };
}

/** A post of a circle toward the caller; `authorId` undefined or null: there is none. */
export function circlePostResource(
  facts: CircleFacts,
  authorId: string | null | undefined,
  notFound: () => AppError,
): Resource {
  return authorId
    ? { kind: 'circle-post', exists: true, ownerId: authorId, ...facts, notFound }
    : { kind: 'circle-post', exists: false, notFound };
}

/** What the rules read about a peer connection (decision 036). */
export interface PeerConnectionFacts {
  senderId: string;
  receiverId: string;
  status: 'pending' | 'accepted' | 'declined' | 'ended';
}

/** A peer request or connection; `facts` null or undefined: there is none. */
export function peerConnectionResource(
  facts: PeerConnectionFacts | null | undefined,
  notFound: () => AppError,
): Resource {
  return facts
    ? { kind: 'peer-connection', exists: true, ...facts, notFound }
    : { kind: 'peer-connection', exists: false, notFound };
}

/** The site itself: the resource library, the email queue, making something new. */
export const SITE: Resource = { kind: 'site', exists: true, notFound: () => Errors.notFound() };

/** The permission that decides whether a caller may know a thing of this kind exists (null: everyone may). */
const VIEW: Record<ResourceKind, Permission | null> = {
  memorial: 'memorial:view',
  'journal-entry': 'journal:view',
  letter: 'letter:view',
  conversation: 'conversation:view',
  'account-session': 'account-session:end',
  'data-export': 'data-export:download',
  passkey: 'passkey:edit',
  identity: 'identity:delete',
  site: null,
  circle: 'circle:view',
  'circle-post': 'circle:read',
  'peer-connection': 'peer-connection:read',
};

const GRANTS = new Map<Role, ReadonlySet<Permission>>(
  Object.entries(POLICY).map(([role, list]) => [role as Role, new Set(list)]),
);
const grants = (role: Role, permission: Permission) => GRANTS.get(role)?.has(permission) ?? false;

function tokenMatches(expected: string | null, given: string | null): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The roles the caller holds toward the resource that need no lookup (all but `admin`). Nobody
 * holds any role toward a thing that does not exist, admins included.
 */
export function relationsOf(actor: Actor, resource: Resource): Role[] {
  if (!resource.exists) return [];
  const roles: Role[] = [];
  const userId = actor.user?.id;
  if ('ownerId' in resource && userId && resource.ownerId === userId) roles.push('owner');
  if (resource.kind === 'site') roles.push('visitor');
  if ((resource.kind === 'circle' || resource.kind === 'circle-post') && userId) {
    // Circles are for signed-in people only; a removed member is nobody's visitor in it.
    if (!resource.isPrivate && resource.standing !== 'removed') roles.push('visitor');
    if (resource.standing === 'admin') roles.push('circle-admin', 'circle-member');
    if (resource.standing === 'member') roles.push('circle-member');
    if (resource.standing === 'requested') roles.push('circle-requester');
    if (resource.invited && resource.standing !== 'removed') roles.push('circle-invitee');
  }
  if (resource.kind === 'peer-connection' && userId) {
    const party = userId === resource.senderId || userId === resource.receiverId;
    if (resource.status === 'pending' && userId === resource.senderId) roles.push('peer-sender');
    if (resource.status === 'pending' && userId === resource.receiverId) roles.push('peer-receiver');
    if (resource.status === 'accepted' && party) roles.push('peer');
  }
  if (resource.kind === 'memorial') {
    if (resource.isPublic) roles.push('visitor');
    if (resource.shareEnabled && tokenMatches(resource.shareToken, actor.shareToken)) roles.push('share-token');
    if (resource.collaborator && userId && resource.ownerId !== userId) roles.push('collaborator');
  }
  if (userId) roles.push('signed-in');
  return roles;
}

/** Whether the caller may do this; the admin role is looked up only when nothing else allows it and admins may. */
export async function can(actor: Actor, permission: Permission, resource: Resource): Promise<boolean> {
  if (relationsOf(actor, resource).some((role) => grants(role, permission))) return true;
  if (!resource.exists || !actor.user || !grants('admin', permission)) return false;
  return actor.isAdmin();
}

/** Refuses (throws AppError) unless the caller may do this; see the file's header for the answers. */
export async function requireAccess(actor: Actor, permission: Permission, resource: Resource): Promise<void> {
  if (await can(actor, permission, resource)) return;
  throw await refusal(actor, permission, resource);
}

async function refusal(actor: Actor, permission: Permission, resource: Resource): Promise<AppError> {
  const rule = REFUSALS[permission];
  if (rule === 'not-found' || !resource.exists) return resource.notFound();
  const view = VIEW[resource.kind];
  const visible = view === null || (view !== permission && (await can(actor, view, resource)));
  if (!visible) return resource.notFound();
  if (!actor.user) return Errors.unauthenticated();
  if (rule?.code) return new AppError(rule.code, 403, rule.forbidden);
  return Errors.forbidden(rule?.forbidden);
}

/**
 * Middleware for a permission on the site as a whole (after `requireUser`): the resource
 * library's writes, the email queue. Runs before the path, query and body are read (decision 016).
 */
export function requireSitePermission(deps: AppDeps, permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await requireAccess(actorOf(deps, c.get('user') ?? null), permission, SITE);
    await next();
  };
}
