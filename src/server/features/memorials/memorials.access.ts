/**
 * A memorial through the one access check (src/server/access, decision 018), with the answers of
 * spec section 6 and decision 006:
 * - the owner: everything, including the share token and guestbook emails;
 * - anyone: a public memorial;
 * - anyone with the valid share token while sharing is on: a private memorial;
 * - admins: view anything, for moderation (as non-owners: no token, no emails);
 * - its collaborators (decision 038): view it, add media and delete what they added, moderate the
 *   guestbook; looked up on each request, so a removed collaborator is refused at once;
 * - otherwise 404, never 403, so a private memorial's existence is not revealed; someone who may
 *   see it but not change it gets 403 (401 without a session).
 * Other features (the companion, reminders, letters) ask about a memorial through these functions.
 */
import { isUuid } from '@shared/schemas/fields';
import { MEMORIAL_MSG } from '@shared/schemas/memorials';
import type { AppDeps } from '../../app-env';
import { can, memorialResource, requireAccess, type Actor, type Permission, type Resource } from '../../access/access';
import { AppError } from '../../lib/errors';
import { PLANS_MSG } from '@shared/messages.plans';
import { getEntitlementsAndRank } from '../entitlements/entitlements.service';
import { computeEntitlements, type Entitlements } from '@shared/tiers';
import {
  findMemorial,
  isAmongOldestMemorials,
  isCollaborator,
  type MemorialRow,
  type OwnerPlanFacts,
} from './memorials.queries';

export interface MemorialAccess {
  memorial: MemorialRow;
  actor: Actor;
  /** The caller made this memorial. */
  isOwner: boolean;
  /** The caller is one of its collaborators (decision 038). */
  isCollaborator: boolean;
  /** Whether the caller may also do `permission` on this memorial (the same rules). */
  can(permission: Permission): Promise<boolean>;
}

export const memorialNotFound = () => new AppError('NOT_FOUND', 404, MEMORIAL_MSG.noPermission);
const shareLinkInvalid = () => new AppError('SHARE_LINK_INVALID', 404, MEMORIAL_MSG.invalidShareLink);
/** The answer to a memorial the caller may not see (or that does not exist): the same 404 either way. */
export const memorialRefusal = (shareToken?: string | null) => (shareToken ? shareLinkInvalid() : memorialNotFound());

async function load(deps: AppDeps, memorialId: string): Promise<MemorialRow | null> {
  // The routes parse the id (parseParams); ids from elsewhere (a request body) are checked here too.
  return isUuid(memorialId) ? findMemorial(deps.database.db, memorialId) : null;
}

/** The memorial as the rules see it for this caller: its collaborator row is looked up only for a signed-in non-owner. */
async function resourceFor(
  deps: AppDeps,
  actor: Actor,
  memorial: MemorialRow | null,
  notFound: () => AppError,
): Promise<Resource> {
  const userId = actor.user?.id;
  const collaborator =
    !!memorial &&
    !!userId &&
    memorial.userId !== userId &&
    (await isCollaborator(deps.database.db, memorial.id, userId));
  return memorialResource(memorial, notFound, collaborator);
}

function accessTo(memorial: MemorialRow, actor: Actor, resource: Resource): MemorialAccess {
  return {
    memorial,
    actor,
    isOwner: !!actor.user && memorial.userId === actor.user.id,
    isCollaborator: resource.kind === 'memorial' && resource.exists && resource.collaborator,
    can: (permission) => can(actor, permission, resource),
  };
}

/**
 * Loads the memorial and refuses unless the caller may do `permission` on it. Refusals are those
 * of the access module; `notFound` is the answer to someone who may not know it exists (by
 * default the memorial page's: "no permission", or "invalid share link" with a token).
 */
export async function memorialAccess(
  deps: AppDeps,
  actor: Actor,
  permission: Permission,
  memorialId: string,
  notFound: () => AppError = () => memorialRefusal(actor.shareToken),
): Promise<MemorialAccess> {
  return accessToRow(deps, actor, permission, await load(deps, memorialId), notFound);
}

/** `memorialAccess` for a memorial's row already read (null: there is none), with the same refusals. */
export async function accessToRow(
  deps: AppDeps,
  actor: Actor,
  permission: Permission,
  memorial: MemorialRow | null,
  notFound: () => AppError = () => memorialRefusal(actor.shareToken),
): Promise<MemorialAccess> {
  const resource = await resourceFor(deps, actor, memorial, notFound);
  await requireAccess(actor, permission, resource);
  if (PLAN_BOUND.has(permission)) await requireWithinPlan(deps, memorial!);
  return accessTo(memorial!, actor, resource);
}

/** Changes to a memorial's content, which the owner's plan allows on as many memorials as it allows (decision 033). */
const PLAN_BOUND: ReadonlySet<Permission> = new Set([
  'memorial:edit',
  'memorial:story',
  'media:upload',
  'media:reorder',
  'media:delete',
]);

/**
 * After a trial or a plan ends, the memorials beyond the plan's limit stay the owner's: they can
 * be seen, shared, moderated, exported and deleted, but their content is read-only. The oldest
 * ones, up to the limit, stay editable. The owner's plan governs whoever changes it: the owner
 * or a collaborator (decision 038).
 */
async function requireWithinPlan(deps: AppDeps, memorial: MemorialRow): Promise<void> {
  if ((await ownerPlan(deps, memorial)).within) return;
  throw new AppError('MEMORIAL_READ_ONLY', 403, PLANS_MSG.memorialReadOnly);
}

/** The owner's entitlements, and whether their plan lets them change this memorial's content (decision 033). */
export async function ownerPlan(
  deps: AppDeps,
  memorial: MemorialRow,
  /** The facts when already read with the memorial's row (decision 065). */
  facts?: OwnerPlanFacts,
): Promise<{ entitlements: Entitlements; within: boolean }> {
  const { db } = deps.database;
  const { entitlements, olderMemorials } = facts
    ? {
        entitlements: computeEntitlements(facts.subscription, facts.admin, deps.now(), facts.referralPremiumUntil),
        olderMemorials: facts.olderMemorials,
      }
    : await getEntitlementsAndRank(db, memorial.userId, memorial.id, deps.now());
  const max = entitlements.features.maxMemorials;
  const within =
    max === null ||
    (olderMemorials === null
      ? await isAmongOldestMemorials(db, memorial.userId, memorial.id, max)
      : olderMemorials < max);
  return { entitlements, within };
}

/** Whether `userId` collaborates on the memorial (decision 038), for features that show it. */
export function collaboratesOn(deps: AppDeps, memorialId: string, userId: string): Promise<boolean> {
  return isCollaborator(deps.database.db, memorialId, userId);
}

/** The memorial when the caller may do `permission` on it, else null (nothing said about why). */
export async function memorialIfAllowed(
  deps: AppDeps,
  actor: Actor,
  permission: Permission,
  memorialId: string,
): Promise<MemorialAccess | null> {
  const memorial = await load(deps, memorialId);
  const resource = await resourceFor(deps, actor, memorial, memorialNotFound);
  return memorial && (await can(actor, permission, resource)) ? accessTo(memorial, actor, resource) : null;
}
