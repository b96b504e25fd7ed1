/** SQL of the community rooms (decision 036): members read the rooms that are not archived. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityRooms } from '../../db/schema';
import type { ShippedRoom } from './seed-rooms';

const columns = {
  id: communityRooms.id,
  name: communityRooms.name,
  description: communityRooms.description,
  roomType: communityRooms.roomType,
  archivedAt: communityRooms.archivedAt,
  seedKey: communityRooms.seedKey,
  updatedAt: communityRooms.updatedAt,
};
export type RoomRow = {
  id: string;
  name: string;
  description: string;
  roomType: 'support' | 'discussion' | 'learning' | 'other';
  archivedAt: Date | null;
  seedKey: string | null;
  updatedAt: Date;
};

/** Spec section 7: ordered by name (the id breaks ties so the order is stable). */
const byName = [asc(sql`lower(${communityRooms.name})`), asc(communityRooms.name), asc(communityRooms.id)];

export async function listOpenRooms(db: Db): Promise<RoomRow[]> {
  return db
    .select(columns)
    .from(communityRooms)
    .where(isNull(communityRooms.archivedAt))
    .orderBy(...byName);
}

export async function listAllRooms(db: Db): Promise<RoomRow[]> {
  return db
    .select(columns)
    .from(communityRooms)
    .orderBy(...byName);
}

/** An open (not archived) room, or null. */
export async function openRoomById(db: Db, id: string): Promise<RoomRow | null> {
  const rows = await db
    .select(columns)
    .from(communityRooms)
    .where(and(eq(communityRooms.id, id), isNull(communityRooms.archivedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertRoom(
  db: Db,
  values: { name: string; description: string; roomType: RoomRow['roomType'] },
  now: Date,
): Promise<RoomRow> {
  const rows = await db
    .insert(communityRooms)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning(columns);
  return rows[0]!;
}

export async function updateRoom(
  db: Db,
  id: string,
  values: Partial<{ name: string; description: string; roomType: RoomRow['roomType']; archivedAt: Date | null }>,
  now: Date,
): Promise<RoomRow | null> {
  const rows = await db
    .update(communityRooms)
    .set({ ...values, updatedAt: now })
    .where(eq(communityRooms.id, id))
    .returning(columns);
  return rows[0] ?? null;
}

/** Inserts the shipped rooms whose seed key is not in the table yet; returns how many. */
export async function insertShippedRooms(db: Db, shipped: readonly ShippedRoom[], now: Date): Promise<number> {
  if (shipped.length === 0) return 0;
  const inserted = await db
    .insert(communityRooms)
    .values(shipped.map((r) => ({ ...r, createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: communityRooms.seedKey })
    .returning({ id: communityRooms.id });
  return inserted.length;
}
