/**
 * Referrals, partners and support (spec sections 2 and 3, decision 037): a person's referral code
 * and the sign-ups made through it, the rewards those earned, the partner programme's applications
 * and the messages sent to support.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Spec RPC generate_referral_code: one code per account, made the first time it is asked for. */
export const referralCodes = pgTable('referral_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const REFERRAL_STATUSES = ['pending', 'completed'] as const;

/**
 * Spec: referrals (id, referrer_user_id, referral_code, referred_email, status, created_at). A row
 * is written when someone signs up through a link; a person is referred at most once.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    referralCode: text('referral_code').notNull(),
    /** The account made through the link (null once that account is deleted). */
    referredUserId: uuid('referred_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The address it signed up with (null once that account is deleted). */
    referredEmail: text('referred_email'),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerUserId, t.createdAt.desc()),
    uniqueIndex('referrals_referred_user_idx').on(t.referredUserId),
    check('referrals_status_check', sql`${t.status} in ('pending', 'completed')`),
  ],
);

export const REFERRAL_REWARD_KINDS = ['premium_days', 'stripe_credit'] as const;

/**
 * What a completed referral gave each of its two people: premium access until a time, or a credit
 * on their Stripe balance when they already pay. One reward per person per referral.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REFERRAL_REWARD_KINDS }).notNull(),
    /** premium_days: premium access lasts until then. */
    premiumUntil: ts('premium_until'),
    /** stripe_credit: the customer balance transaction at Stripe (txn_…). */
    stripeBalanceTransactionId: text('stripe_balance_transaction_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_rewards_once_idx').on(t.referralId, t.userId),
    index('referral_rewards_user_idx').on(t.userId, t.premiumUntil),
    check('referral_rewards_kind_check', sql`${t.kind} in ('premium_days', 'stripe_credit')`),
  ],
);

export const PARTNER_TYPES = ['counsellor', 'funeral_home', 'support_group'] as const;
export const PARTNER_APPLICATION_STATUSES = ['new', 'contacted', 'accepted', 'declined'] as const;

/** Spec: the partner application form (ours is stored, and its admins are told). */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account that applied, when signed in (its deletion deletes the application). */
    userId: uuid('user_id').references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    organization: text('organization').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    partnerType: text('partner_type', { enum: PARTNER_TYPES }).notNull(),
    message: text('message'),
    status: text('status', { enum: PARTNER_APPLICATION_STATUSES }).notNull().default('new'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('partner_applications_created_idx').on(t.createdAt.desc()),
    check('partner_applications_type_check', sql`${t.partnerType} in ('counsellor', 'funeral_home', 'support_group')`),
    check('partner_applications_status_check', sql`${t.status} in ('new', 'contacted', 'accepted', 'declined')`),
  ],
);

export const SUPPORT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;

/** A message to the site's support team from /support. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account that wrote, when signed in (its deletion deletes the message). */
    userId: uuid('user_id').references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The sender's plan had canAccessPrioritySupport when they wrote. */
    priority: boolean('priority').notNull().default(false),
    status: text('status', { enum: SUPPORT_REQUEST_STATUSES }).notNull().default('open'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('support_requests_queue_idx').on(t.status, t.priority.desc(), t.createdAt),
    check('support_requests_status_check', sql`${t.status} in ('open', 'answered', 'closed')`),
  ],
);
