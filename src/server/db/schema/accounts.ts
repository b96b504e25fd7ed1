/** Spec section 3: profiles, subscriptions, user_roles; plus shared rate-limit counters. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { memorials } from './memorials';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  bio: text('bio').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subscriptionType: text('subscription_type', {
      enum: ['free', 'monthly', 'annual', 'professional'],
    }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    trialExpiresAt: ts('trial_expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The Stripe subscription this row follows (null for trials and plans granted by admins). */
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Its status at Stripe as last read (active, past_due, canceled…): decision 034. */
    stripeStatus: text('stripe_status'),
    /** When its paid period ends; it never moves back (a late, stale read is not written). */
    currentPeriodEnd: ts('current_period_end'),
    /** Cancelled by its person: stays active until currentPeriodEnd, then Stripe ends it. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  },
  (t) => [
    index('subscriptions_user_newest_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('subscriptions_stripe_id_idx').on(t.stripeSubscriptionId),
    check('subscriptions_type_check', sql`${t.subscriptionType} in ('free', 'monthly', 'annual', 'professional')`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * Fixed-window counters for rate limits (sign-in per IP and per account, sign-up per IP).
 * They live in the database so several app instances share them.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * "Export my data": a ZIP built in the background, one at a time per account (the partial unique
 * index), kept for a few days (expires_at) and then removed with its file.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'running', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    /** 0–100, for the progress bar. */
    progress: integer('progress').notNull().default(0),
    /** The ZIP's key in storage (exports/…), once ready. */
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    errorCode: text('error_code'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    expiresAt: ts('expires_at'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('data_exports_one_active_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'running')`),
    check('data_exports_status_check', sql`${t.status} in ('pending', 'running', 'ready', 'failed')`),
  ],
);

/**
 * A requested account deletion: the account is deleted at `deleteAfter` (14 days on) unless the
 * person signs in before then, which cancels it (`cancelledAt`); the row of a cancelled request is
 * removed once the person has been told (decision 031).
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    deleteAfter: ts('delete_after').notNull(),
    /** Set when a sign-in cancelled the request; the dashboard says so once, then the row goes. */
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [index('account_deletions_due_idx').on(t.deleteAfter)],
);

/**
 * A public memorial offered to another person (by email) before its owner's account is deleted.
 * The receiver accepts through the emailed link (only the token's hash is stored).
 */
export const memorialTransfers = pgTable(
  'memorial_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialId: uuid('memorial_id')
      .notNull()
      .references(() => memorials.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    toEmail: text('to_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('memorial_transfers_from_idx').on(t.fromUserId),
    uniqueIndex('memorial_transfers_one_open_idx')
      .on(t.memorialId)
      .where(sql`${t.acceptedAt} is null`),
  ],
);

/**
 * Stored files whose rows are gone (a deleted account's media): a key, or a prefix ending in "/",
 * recorded in the same transaction that deleted the rows, and removed from here once the file is
 * gone from storage. A failed removal is tried again later, so nothing is left behind.
 */
export const storageDeletions = pgTable(
  'storage_deletions',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    /** An error code (never a path). */
    lastError: text('last_error'),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('storage_deletions_due_idx').on(t.nextAttemptAt)],
);
