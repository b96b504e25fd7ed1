/**
 * Spec section 3: support_circles and circle_members; plus what a live, moderated conversation
 * needs (decision 035): posts, the event log streams resume from, invitations, blocks, reports and
 * the moderation audit log.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  bigint,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const supportCircles = pgTable(
  'support_circles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    circleType: text('circle_type', {
      enum: ['parent_loss', 'partner_loss', 'child_loss', 'sibling_loss', 'friend_loss', 'general'],
    })
      .notNull()
      .default('general'),
    isPrivate: boolean('is_private').notNull().default(false),
    /** Who made it; the circle outlives their account (its admin role passes to another member). */
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** A join waits for the circle admin's approval (a request) instead of joining at once. */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    /** Posts by accounts younger than a week wait for approval until one of theirs is approved. */
    holdNewAccountPosts: boolean('hold_new_account_posts').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('support_circles_newest_idx').on(t.createdAt.desc()),
    check(
      'support_circles_type_check',
      sql`${t.circleType} in ('parent_loss', 'partner_loss', 'child_loss', 'sibling_loss', 'friend_loss', 'general')`,
    ),
  ],
);

export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: uuid('circle_id')
      .notNull()
      .references(() => supportCircles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'member'] })
      .notNull()
      .default('member'),
    /**
     * `active`: a member; `requested`: asked to join, waiting for the admin; `removed`: removed by
     * the admin, who alone can let them back (the row stays so they cannot simply rejoin).
     */
    status: text('status', { enum: ['active', 'requested', 'removed'] })
      .notNull()
      .default('active'),
    /** Muted by the circle admin until then: reads, cannot post. */
    mutedUntil: ts('muted_until'),
    /** The newest circle event this member has seen (the digest counts what came after). */
    lastSeenEventId: bigint('last_seen_event_id', { mode: 'number' }).notNull().default(0),
    /** The newest circle event a digest email has already told this member about. */
    digestThroughEventId: bigint('digest_through_event_id', { mode: 'number' }).notNull().default(0),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.circleId, t.userId] }),
    index('circle_members_user_idx').on(t.userId),
    check('circle_members_role_check', sql`${t.role} in ('admin', 'member')`),
    check('circle_members_status_check', sql`${t.status} in ('active', 'requested', 'removed')`),
  ],
);

export const circleInvitations = pgTable(
  'circle_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => supportCircles.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's token; the token itself is shown once, to the admin who made it. */
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('circle_invitations_token_idx').on(t.tokenHash),
    index('circle_invitations_circle_idx').on(t.circleId),
  ],
);

export const circlePosts = pgTable(
  'circle_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => supportCircles.id, { onDelete: 'cascade' }),
    /** Deleting an account deletes what it wrote (decision 031), posts included. */
    authorId: uuid('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** A reply's post (one level: a reply to a reply answers the same post). */
    parentId: uuid('parent_id'),
    body: text('body').notNull(),
    /**
     * `visible`: in the conversation; `held`: kept from the circle, seen by its author and
     * moderators (`holdReason` says why); `removed`: taken down by its author or a moderator.
     */
    status: text('status', { enum: ['visible', 'held', 'removed'] })
      .notNull()
      .default('visible'),
    holdReason: text('hold_reason', { enum: ['crisis', 'approval'] }),
    pinnedAt: ts('pinned_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('circle_posts_circle_idx').on(t.circleId, t.createdAt.desc()),
    index('circle_posts_parent_idx').on(t.parentId),
    index('circle_posts_held_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'held'`),
    check('circle_posts_status_check', sql`${t.status} in ('visible', 'held', 'removed')`),
    check('circle_posts_hold_reason_check', sql`${t.holdReason} is null or ${t.holdReason} in ('crisis', 'approval')`),
  ],
);

/**
 * Everything a live conversation's streams tell: one row per change, its id the Server-Sent Events
 * id. A stream that reconnects with Last-Event-ID is sent the rows after it; the live bus carries
 * only (topic, event id), never the row.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `circle:<uuid>` (peer conversations later add their own). */
    topic: text('topic').notNull(),
    /** `post` (new or changed: read the post now), `post-removed`, `members`. */
    kind: text('kind').notNull(),
    /** The post (or other row) the event is about. */
    subjectId: uuid('subject_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('live_events_topic_idx').on(t.topic, t.id)],
);

/** A person blocked by another: neither sees the other's posts or can reach them (decision 035). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What is reported: `circle-post` now (peer messages later). */
    targetKind: text('target_kind').notNull(),
    targetId: uuid('target_id').notNull(),
    reporterId: uuid('reporter_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: ['harassment', 'spam', 'harmful', 'crisis', 'other'] }).notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'actioned', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedBy: uuid('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: ts('resolved_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('content_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('content_reports_once_idx').on(t.targetKind, t.targetId, t.reporterId),
  ],
);

/** Who did what as a moderator (circle admins and site admins): ids and action codes, no text. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** e.g. `post.remove`, `post.release`, `post.pin`, `member.mute`, `member.remove`, `report.dismiss`. */
    action: text('action').notNull(),
    circleId: uuid('circle_id'),
    postId: uuid('post_id'),
    targetUserId: uuid('target_user_id'),
    reportId: uuid('report_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('moderation_log_newest_idx').on(t.createdAt.desc())],
);
