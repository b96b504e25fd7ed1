/**
 * Spec section 3: legacy_letters and user_preferences; plus what delivery needs (decision 011):
 * the email queue every scheduler instance claims from, and the per-memorial reminder choices
 * (columns on memorials).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { memorials } from './memorials';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const LETTER_STATUSES = ['private', 'scheduled', 'delivered', 'cancelled', 'failed'] as const;

export const legacyLetters = pgTable(
  'legacy_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Optional; a deleted memorial leaves its letters in place, unlinked. */
    memorialId: uuid('memorial_id').references(() => memorials.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull(),
    /** Ours: where the letter is delivered on its date (null: the letter stays private). */
    recipientEmail: text('recipient_email'),
    letterContent: text('letter_content').notNull(),
    scheduledDeliveryDate: date('scheduled_delivery_date', { mode: 'string' }),
    /** The author's IANA time zone; the letter goes out at 09:00 there on its date. */
    deliveryTimeZone: text('delivery_time_zone'),
    status: text('status', { enum: LETTER_STATUSES }).notNull().default('private'),
    /** The recipient's private reading link; made when delivery begins (256 random bits). */
    deliveryToken: text('delivery_token').unique(),
    deliveredAt: ts('delivered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('legacy_letters_user_idx').on(t.userId, t.createdAt.desc()),
    check(
      'legacy_letters_status_check',
      sql`${t.status} in ('private', 'scheduled', 'delivered', 'cancelled', 'failed')`,
    ),
  ],
);

export const PROFILE_VISIBILITIES = ['public', 'connections', 'private'] as const;

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  emailGuestbookEntries: boolean('email_guestbook_entries').notNull().default(true),
  emailAnniversaryReminders: boolean('email_anniversary_reminders').notNull().default(true),
  emailCollaborationInvites: boolean('email_collaboration_invites').notNull().default(true),
  emailCircleMessages: boolean('email_circle_messages').notNull().default(true),
  emailMemorialUpdates: boolean('email_memorial_updates').notNull().default(false),
  profileVisibility: text('profile_visibility', { enum: PROFILE_VISIBILITIES }).notNull().default('connections'),
  defaultMemorialPrivacy: boolean('default_memorial_privacy').notNull().default(false),
  allowSearchIndexing: boolean('allow_search_indexing').notNull().default(true),
  showEmailToCollaborators: boolean('show_email_to_collaborators').notNull().default(false),
  /** Ours: the owner's IANA time zone, so reminders arrive in the morning where they live. */
  timeZone: text('time_zone'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const EMAIL_JOB_KINDS = ['legacy_letter', 'anniversary_reminder', 'guestbook_entry', 'circle_digest'] as const;
export const EMAIL_JOB_STATUSES = ['pending', 'sent', 'failed', 'cancelled', 'skipped'] as const;

/**
 * Every email the server sends on its own, claimed by whichever scheduler instance gets it first
 * (FOR UPDATE SKIP LOCKED plus a lease). `dedupe_key` makes "never twice" a database rule:
 * letter:{id}, reminder:{memorial}:{birth|passing}:{year}:{before|on}, guestbook:{entry}.
 */
export const emailJobs = pgTable(
  'email_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: EMAIL_JOB_KINDS }).notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    letterId: uuid('letter_id').references(() => legacyLetters.id, { onDelete: 'cascade' }),
    memorialId: uuid('memorial_id').references(() => memorials.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: ts('run_at').notNull(),
    status: text('status', { enum: EMAIL_JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** While set and in the future, one instance is sending this job. */
    lockedUntil: ts('locked_until'),
    /** An error code (never message text or content). */
    lastError: text('last_error'),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('email_jobs_due_idx').on(t.status, t.runAt),
    check(
      'email_jobs_kind_check',
      sql`${t.kind} in ('legacy_letter', 'anniversary_reminder', 'guestbook_entry', 'circle_digest')`,
    ),
    check('email_jobs_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'cancelled', 'skipped')`),
  ],
);
