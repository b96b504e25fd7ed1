/**
 * Spec section 3: peer_connections and community_rooms; plus what peer support needs around them
 * (decision 036): the opt-in matching profile and the private conversation of a connection.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What a person chooses to share to be matched with a grief buddy. No row, or `open` false: they
 * are never suggested to anyone (matching is off by default).
 */
export const peerProfiles = pgTable(
  'peer_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Open to being matched (and to finding matches). */
    open: boolean('open').notNull().default(false),
    /** Who they lost: the circle types' relationships. */
    relationship: text('relationship', {
      enum: ['parent_loss', 'partner_loss', 'child_loss', 'sibling_loss', 'friend_loss', 'general'],
    }).notNull(),
    /** Roughly how long ago (null: they would rather not say). */
    lossWhen: text('loss_when', { enum: ['under_6_months', '6_to_12_months', '1_to_2_years', 'over_2_years'] }),
    /** A few words about themselves and who they lost (≤ 300). */
    intro: text('intro').notNull().default(''),
    /** What they hope for. */
    hope: text('hope', { enum: ['talk', 'listen', 'both'] })
      .notNull()
      .default('both'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('peer_profiles_open_idx')
      .on(t.relationship)
      .where(sql`${t.open}`),
    check(
      'peer_profiles_relationship_check',
      sql`${t.relationship} in ('parent_loss', 'partner_loss', 'child_loss', 'sibling_loss', 'friend_loss', 'general')`,
    ),
    check(
      'peer_profiles_loss_when_check',
      sql`${t.lossWhen} is null or ${t.lossWhen} in ('under_6_months', '6_to_12_months', '1_to_2_years', 'over_2_years')`,
    ),
    check('peer_profiles_hope_check', sql`${t.hope} in ('talk', 'listen', 'both')`),
  ],
);

/**
 * Spec: a request from `user_id` to `peer_id`; pending, then accepted or declined. Ours adds
 * `ended` (either side closed an accepted connection; its conversation is deleted) and the note.
 */
export const peerConnections = pgTable(
  'peer_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who asked. */
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Who was asked: only they see the pending request and may accept or decline it. */
    peerId: uuid('peer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'ended'] })
      .notNull()
      .default('pending'),
    /** The optional short note sent with the request (≤ 300). */
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When it was accepted, declined or ended. */
    respondedAt: ts('responded_at'),
    /** When an accepted connection was accepted ("connected date"). */
    connectedAt: ts('connected_at'),
    /** Until when each side has read the conversation (unread counts): the asker's, and the asked's. */
    userReadAt: ts('user_read_at'),
    peerReadAt: ts('peer_read_at'),
  },
  (t) => [
    index('peer_connections_user_idx').on(t.userId, t.createdAt.desc()),
    index('peer_connections_peer_idx').on(t.peerId, t.createdAt.desc()),
    // At most one open (pending or accepted) connection between two people, whichever way.
    uniqueIndex('peer_connections_open_pair_idx')
      .on(sql`least(${t.userId}, ${t.peerId})`, sql`greatest(${t.userId}, ${t.peerId})`)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    check('peer_connections_status_check', sql`${t.status} in ('pending', 'accepted', 'declined', 'ended')`),
    check('peer_connections_not_self_check', sql`${t.userId} <> ${t.peerId}`),
  ],
);

/** The private conversation of an accepted connection. */
export const peerMessages = pgTable(
  'peer_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => peerConnections.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** `visible`; `held` (a crisis: seen by its author and the site's moderators); `removed`. */
    status: text('status', { enum: ['visible', 'held', 'removed'] })
      .notNull()
      .default('visible'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('peer_messages_connection_idx').on(t.connectionId, t.createdAt.desc()),
    index('peer_messages_held_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'held'`),
    check('peer_messages_status_check', sql`${t.status} in ('visible', 'held', 'removed')`),
  ],
);

/** Spec: community_rooms; ours adds archiving, a seed key for the shipped rooms, and times. */
export const communityRooms = pgTable(
  'community_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    roomType: text('room_type', { enum: ['support', 'discussion', 'learning', 'other'] })
      .notNull()
      .default('support'),
    /** The shipped rooms' stable key (null: made by an admin); seeding never inserts a key twice. */
    seedKey: text('seed_key').unique(),
    /** Archived rooms are not listed to members; admins can bring them back. */
    archivedAt: ts('archived_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('community_rooms_name_idx').on(t.name),
    check('community_rooms_type_check', sql`${t.roomType} in ('support', 'discussion', 'learning', 'other')`),
  ],
);
