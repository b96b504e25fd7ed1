/**
 * Community rooms, /community (spec sections 2, 3, 6 and 8; decision 036): premium rooms, each
 * with an AI community moderator, and their administration in /admin. One copy for the browser
 * and the server.
 */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { text } from './fields';

export const ROOM_TYPES = ['support', 'discussion', 'learning', 'other'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  support: 'Support',
  discussion: 'Discussion',
  learning: 'Learning',
  other: 'Other',
};

export const COMMUNITY_MSG = {
  pageTitle: 'Community Rooms',
  pageIntro: 'Gentle rooms to talk things through, each with an AI moderator who listens.',
  adminBadge: 'Admin Access',
  empty: 'No Rooms Available Yet',
  emptyHint: 'Rooms will appear here as soon as they are opened.',
  loadFailed: 'Failed to load community rooms.',
  errorTitle: 'Error',
  openRoom: (name: string) => `Open ${name}`,
  moderatorTitle: 'AI Community Moderator',
  moderatorDescription: 'An AI that listens and keeps the room gentle. It is not a person.',
  // The admin console.
  adminTitle: 'Community rooms',
  adminIntro: 'Rooms premium members can open. Archived rooms are hidden from them and can be brought back.',
  newRoom: 'New room',
  editRoom: 'Edit room',
  nameLabel: 'Room name',
  descriptionLabel: 'Description',
  typeLabel: 'Room type',
  save: 'Save room',
  archive: 'Archive',
  unarchive: 'Bring back',
  archivedBadge: 'Archived',
  archiveConfirm: (name: string) => `Archive “${name}”? Members will no longer see it. You can bring it back later.`,
  created: 'Room created',
  updated: 'Room updated',
  archived: 'Room archived',
  unarchived: 'Room brought back',
  saveFailed: 'The room could not be saved. Please try again.',
  nameRequired: 'Room name required',
  nameTooLong: 'Room name too long (max 100 characters)',
  descriptionTooLong: 'Description too long (max 500 characters)',
  typeInvalid: `Room type must be one of: ${ROOM_TYPES.join(', ')}`,
  nothingToUpdate: 'Nothing to update.',
  notFound: 'We could not find that room.',
} as const;

const name = text({ error: COMMUNITY_MSG.nameRequired })
  .trim()
  .min(1, COMMUNITY_MSG.nameRequired)
  .max(LIMITS.roomName, COMMUNITY_MSG.nameTooLong);
const description = text().trim().max(LIMITS.roomDescription, COMMUNITY_MSG.descriptionTooLong);
const roomType = z.enum(ROOM_TYPES, { error: COMMUNITY_MSG.typeInvalid });

/** POST /api/admin/community-rooms. */
export const roomCreateSchema = z.strictObject({
  name,
  description: description.default(''),
  roomType: roomType.default('support'),
});
export type RoomCreateInput = z.input<typeof roomCreateSchema>;

/** PATCH /api/admin/community-rooms/:id: any field, and `archived` to archive or bring back. */
export const roomUpdateSchema = z
  .strictObject({
    name: name.optional(),
    description: description.optional(),
    roomType: roomType.optional(),
    archived: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), COMMUNITY_MSG.nothingToUpdate);
export type RoomUpdateInput = z.input<typeof roomUpdateSchema>;

export interface CommunityRoom {
  id: string;
  name: string;
  description: string;
  roomType: RoomType;
}

/** GET /api/community/rooms (premium; spec: ordered by name). */
export interface CommunityRoomsResponse {
  rooms: CommunityRoom[];
  /** The caller is a site admin (the "Admin Access" badge). */
  isAdmin: boolean;
}

/** A room in /admin: archived ones included. */
export interface AdminCommunityRoom extends CommunityRoom {
  archived: boolean;
  shipped: boolean;
  updatedAt: string;
}

export interface AdminCommunityRoomsResponse {
  rooms: AdminCommunityRoom[];
}

/** POST and PATCH /api/admin/community-rooms: the room as saved. */
export interface AdminCommunityRoomResponse {
  room: AdminCommunityRoom;
}
