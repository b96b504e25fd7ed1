/**
 * Spec section 3: memorials, memorial_media, memorial_guestbook; and the shared story of decision
 * 038: collaborators and their invitations, the life story's sections and the timeline.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const memorials = pgTable(
  'memorials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    passingDate: date('passing_date', { mode: 'string' }),
    isPublic: boolean('is_public').notNull().default(false),
    /** A storage key (memorial-audio/…) or a YouTube URL. */
    featuredSongUrl: text('featured_song_url'),
    shareEnabled: boolean('share_enabled').notNull().default(false),
    shareToken: text('share_token').unique(),
    /** Anniversary reminder choice per date (decision 011): remind, skip, or from_second_year. */
    birthReminder: text('birth_reminder', { enum: ['remind', 'skip', 'from_second_year'] })
      .notNull()
      .default('remind'),
    passingReminder: text('passing_reminder', { enum: ['remind', 'skip', 'from_second_year'] })
      .notNull()
      .default('remind'),
    /**
     * The owner let the AI companion on this memorial speak in the first person, as the person who
     * died (decision 013). Off by default; only the owner can change it.
     */
    aiSpeakAs: boolean('ai_speak_as').notNull().default(false),
    /** The photo from the gallery shown at the top of the page (decision 038); null: none chosen. */
    coverMediaId: uuid('cover_media_id').references((): AnyPgColumn => memorialMedia.id, { onDelete: 'set null' }),
    /**
     * Counts every change to the memorial's media, story sections and timeline, and to the names
     * of those who added them; raised by triggers in the same transaction as the change (migration
     * 0017), so a copy of that content read under this number is still current (decision 044).
     */
    contentVersion: integer('content_version').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('memorials_user_idx').on(t.userId, t.createdAt.desc()),
    check('memorials_birth_reminder_check', sql`${t.birthReminder} in ('remind', 'skip', 'from_second_year')`),
    check('memorials_passing_reminder_check', sql`${t.passingReminder} in ('remind', 'skip', 'from_second_year')`),
  ],
);

export const MEDIA_TYPES = ['photo', 'video', 'audio'] as const;

export const memorialMedia = pgTable(
  'memorial_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialId: uuid('memorial_id')
      .notNull()
      .references(() => memorials.id, { onDelete: 'cascade' }),
    /** `audio`: a voice memory (decision 038), a premium feature. */
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    /** The stored original (re-encoded for photos). */
    filePath: text('file_path').notNull(),
    /** Derivatives for the gallery (photos only). */
    displayPath: text('display_path'),
    thumbPath: text('thumb_path'),
    /**
     * A photo's phone-sized derivative (at most 800 px, decision 048), in a `srcset` beside the
     * display one. Null until made (photos stored before it are made by a planner); the display
     * path itself when it cannot be made, so the page uses the display one alone.
     */
    mediumPath: text('medium_path'),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    displayOrder: integer('display_order').notNull(),
    /** A photo's or video's caption; a voice memory's title. */
    caption: text('caption'),
    /** Audio only: its length, read from the file. */
    durationMs: integer('duration_ms'),
    /** Who added it (the owner or a collaborator); null once that account is deleted. */
    addedBy: uuid('added_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('memorial_media_order_idx').on(t.memorialId, t.displayOrder),
    check('memorial_media_type_check', sql`${t.mediaType} in ('photo', 'video', 'audio')`),
  ],
);

export const memorialGuestbook = pgTable(
  'memorial_guestbook',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialId: uuid('memorial_id')
      .notNull()
      .references(() => memorials.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email'),
    message: text('message').notNull(),
    isApproved: boolean('is_approved').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('memorial_guestbook_page_idx').on(t.memorialId, t.createdAt.desc(), t.id.desc())],
);

/**
 * The people the owner invited to tend the memorial with them (decision 038): editors, who add
 * photos, videos, voice memories, story sections and timeline events and moderate the guestbook.
 */
export const memorialCollaborators = pgTable(
  'memorial_collaborators',
  {
    memorialId: uuid('memorial_id')
      .notNull()
      .references(() => memorials.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['editor'] })
      .notNull()
      .default('editor'),
    /** Who invited them (null once that account is gone). */
    invitedBy: uuid('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memorialId, t.userId] }),
    index('memorial_collaborators_user_idx').on(t.userId),
    check('memorial_collaborators_role_check', sql`${t.role} in ('editor')`),
  ],
);

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;

/**
 * An invitation by email to collaborate on a memorial. The link carries a random token; only its
 * SHA-256 is stored. It works for someone without an account yet, and ends at `expires_at`.
 */
export const memorialInvitations = pgTable(
  'memorial_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialId: uuid('memorial_id')
      .notNull()
      .references(() => memorials.id, { onDelete: 'cascade' }),
    /** The address invited, lower-cased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    acceptedBy: uuid('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('memorial_invitations_memorial_idx').on(t.memorialId, t.createdAt.desc()),
    // One open invitation per address and memorial.
    uniqueIndex('memorial_invitations_pending_email_idx')
      .on(t.memorialId, t.email)
      .where(sql`${t.status} = 'pending'`),
    check('memorial_invitations_status_check', sql`${t.status} in ('pending', 'accepted', 'revoked')`),
  ],
);

/** The life story as titled sections, in the owner's order; the body is Markdown, rendered safely. */
export const memorialStorySections = pgTable(
  'memorial_story_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialId: uuid('memorial_id')
      .notNull()
      .references(() => memorials.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    displayOrder: integer('display_order').notNull(),
    addedBy: uuid('added_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('memorial_story_sections_order_idx').on(t.memorialId, t.displayOrder)],
);

/**
 * A life event on the memorial's timeline: a year, or a full date (whose year is then the same),
 * a title, a few words and an optional photo from the gallery.
 */
export const memorialTimelineEvents = pgTable(
  'memorial_timeline_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialId: uuid('memorial_id')
      .notNull()
      .references(() => memorials.id, { onDelete: 'cascade' }),
    eventYear: integer('event_year').notNull(),
    eventDate: date('event_date', { mode: 'string' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    mediaId: uuid('media_id').references(() => memorialMedia.id, { onDelete: 'set null' }),
    addedBy: uuid('added_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('memorial_timeline_events_order_idx').on(t.memorialId, t.eventYear, t.eventDate),
    check(
      'memorial_timeline_events_date_check',
      sql`${t.eventDate} is null or extract(year from ${t.eventDate}) = ${t.eventYear}`,
    ),
  ],
);
