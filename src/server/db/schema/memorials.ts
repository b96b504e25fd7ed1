/** Spec section 3: memorials, memorial_media, memorial_guestbook. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('memorials_user_idx').on(t.userId, t.createdAt.desc()),
    check('memorials_birth_reminder_check', sql`${t.birthReminder} in ('remind', 'skip', 'from_second_year')`),
    check('memorials_passing_reminder_check', sql`${t.passingReminder} in ('remind', 'skip', 'from_second_year')`),
  ],
);

export const memorialMedia = pgTable(
  'memorial_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialId: uuid('memorial_id')
      .notNull()
      .references(() => memorials.id, { onDelete: 'cascade' }),
    mediaType: text('media_type', { enum: ['photo', 'video'] }).notNull(),
    /** The stored original (re-encoded for photos). */
    filePath: text('file_path').notNull(),
    /** Derivatives for the gallery (photos only). */
    displayPath: text('display_path'),
    thumbPath: text('thumb_path'),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    displayOrder: integer('display_order').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('memorial_media_order_idx').on(t.memorialId, t.displayOrder),
    check('memorial_media_type_check', sql`${t.mediaType} in ('photo', 'video')`),
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
