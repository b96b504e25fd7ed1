/**
 * Community rooms (decision 036 points 6-8): premium members read the open rooms; site admins
 * create, edit, archive and bring them back; the shipped rooms are seeded at start-up.
 */
import {
  COMMUNITY_MSG,
  type AdminCommunityRoom,
  type CommunityRoom,
  type roomCreateSchema,
  type roomUpdateSchema,
} from '@shared/schemas/community';
import { MSG } from '@shared/messages';
import type { z } from 'zod';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { AppError, Errors } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import { getEntitlements } from '../entitlements/entitlements.service';
import {
  insertRoom,
  insertShippedRooms,
  listAllRooms,
  listOpenRooms,
  openRoomById,
  updateRoom,
  type RoomRow,
} from './community.queries';
import { SHIPPED_ROOMS, type ShippedRoom } from './seed-rooms';

export const roomNotFound = () => Errors.notFound(COMMUNITY_MSG.notFound);

const toRoom = (r: RoomRow): CommunityRoom => ({
  id: r.id,
  name: r.name,
  description: r.description,
  roomType: r.roomType,
});

const toAdminRoom = (r: RoomRow): AdminCommunityRoom => ({
  ...toRoom(r),
  archived: r.archivedAt !== null,
  shipped: r.seedKey !== null,
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * Refuses (403 PREMIUM_FEATURE, the spec's message) unless the user may enter community rooms:
 * monthly, annual, professional, or a site admin (spec section 6). Returns whether they are an admin.
 */
export async function requireCommunityAccess(deps: AppDeps, userId: string): Promise<{ isAdmin: boolean }> {
  const ent = await getEntitlements(deps.database.db, userId, deps.now());
  if (!ent.canAccessCommunityRooms) throw new AppError('PREMIUM_FEATURE', 403, MSG.plan.communityPremium);
  return { isAdmin: ent.isAdmin };
}

export async function openRooms(deps: AppDeps): Promise<CommunityRoom[]> {
  return (await listOpenRooms(deps.database.db)).map(toRoom);
}

/** An open room, for the moderator; unknown or archived: 404. */
export async function openRoom(deps: AppDeps, id: string): Promise<CommunityRoom> {
  const row = await openRoomById(deps.database.db, id);
  if (!row) throw roomNotFound();
  return toRoom(row);
}

/** The callers below are admin-only: the routes check 'community-room:manage' first. */
export async function adminRooms(deps: AppDeps): Promise<AdminCommunityRoom[]> {
  return (await listAllRooms(deps.database.db)).map(toAdminRoom);
}

export async function createRoom(deps: AppDeps, input: z.output<typeof roomCreateSchema>): Promise<AdminCommunityRoom> {
  const row = await insertRoom(deps.database.db, input, deps.now());
  log.info('community.room_created', { roomId: row.id });
  return toAdminRoom(row);
}

export async function editRoom(
  deps: AppDeps,
  id: string,
  input: z.output<typeof roomUpdateSchema>,
): Promise<AdminCommunityRoom> {
  const now = deps.now();
  const { archived, ...fields } = input;
  const values = {
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
    ...(archived === undefined ? {} : { archivedAt: archived ? now : null }),
  };
  const row = await updateRoom(deps.database.db, id, values, now);
  if (!row) throw roomNotFound();
  log.info('community.room_updated', { roomId: id, ...(archived === undefined ? {} : { archived }) });
  return toAdminRoom(row);
}

/**
 * Puts the shipped rooms that were never seeded into the table; called once at start-up. Never
 * throws: rooms that could not be seeded must not keep the server from starting.
 */
export async function seedShippedRooms(
  db: Db,
  now: Date = new Date(),
  shipped: readonly ShippedRoom[] = SHIPPED_ROOMS,
): Promise<number> {
  try {
    const inserted = await insertShippedRooms(db, shipped, now);
    if (inserted > 0) log.info('community.rooms_seeded', { inserted });
    return inserted;
  } catch (err) {
    log.error('community.seed_failed', errorFields(err));
    return 0;
  }
}
