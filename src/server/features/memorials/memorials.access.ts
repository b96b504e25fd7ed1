/**
 * Who may see and change a memorial (spec section 6, and the "not shown" parts decided in
 * docs/decisions/006-memorial-access.md):
 * - the owner: everything, including the share token and guestbook emails;
 * - anyone: a public memorial;
 * - anyone with the valid share token while sharing is on: a private memorial;
 * - admins: view anything, for moderation (as non-owners: no token, no emails);
 * - otherwise 404, never 403, so a private memorial's existence is not revealed.
 */
import { timingSafeEqual } from 'node:crypto';
import { isUuid } from '@shared/schemas/fields';
import { MEMORIAL_MSG } from '@shared/schemas/memorials';
import type { AppDeps, SessionUser } from '../../app-env';
import { AppError } from '../../lib/errors';
import { isAdmin } from '../entitlements/entitlements.service';
import { findMemorial, type MemorialRow } from './memorials.queries';

export type AccessRole = 'owner' | 'admin' | 'public' | 'share';

export interface MemorialAccess {
  memorial: MemorialRow;
  role: AccessRole;
  isOwner: boolean;
}

export const memorialNotFound = () => new AppError('NOT_FOUND', 404, MEMORIAL_MSG.noPermission);
const shareLinkInvalid = () => new AppError('SHARE_LINK_INVALID', 404, MEMORIAL_MSG.invalidShareLink);
/** The answer to a memorial the caller may not see (or that does not exist): the same 404 either way. */
export const memorialRefusal = (shareToken?: string | null) => (shareToken ? shareLinkInvalid() : memorialNotFound());

function tokenMatches(expected: string | null, given: string): boolean {
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The caller's access to a memorial they want to see; throws 404 when they may not. */
export async function viewAccess(
  deps: AppDeps,
  memorialId: string,
  user: SessionUser | null,
  shareToken?: string | null,
): Promise<MemorialAccess> {
  // The routes parse the id (parseParams); ids from elsewhere (a request body) are checked here too.
  const memorial = isUuid(memorialId) ? await findMemorial(deps.database.db, memorialId) : null;
  const refuse = () => memorialRefusal(shareToken);
  if (!memorial) throw refuse();
  if (user && memorial.userId === user.id) return { memorial, role: 'owner', isOwner: true };
  if (memorial.isPublic) return { memorial, role: 'public', isOwner: false };
  if (shareToken && memorial.shareEnabled && tokenMatches(memorial.shareToken, shareToken)) {
    return { memorial, role: 'share', isOwner: false };
  }
  if (user && (await isAdmin(deps.database.db, user.id))) return { memorial, role: 'admin', isOwner: false };
  throw refuse();
}

/** Only the owner may change a memorial: others who can see it get 403, everyone else 404. */
export async function ownerAccess(deps: AppDeps, memorialId: string, user: SessionUser): Promise<MemorialAccess> {
  const access = await viewAccess(deps, memorialId, user);
  if (!access.isOwner) throw new AppError('FORBIDDEN', 403, "Only the person who created this memorial can change it.");
  return access;
}
