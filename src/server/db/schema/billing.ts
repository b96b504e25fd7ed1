/**
 * Stripe billing (decision 034): the one Stripe customer of an account, and the Stripe events
 * already applied (each is applied once: its id is written in the same transaction as its effect).
 * The plan itself lives in `subscriptions` (accounts.ts), which every entitlement check reads.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const STRIPE_EVENT_OUTCOMES = ['applied', 'ignored', 'unknown_customer'] as const;

export const stripeEvents = pgTable(
  'stripe_events',
  {
    /** Stripe's event id (evt_…). */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    outcome: text('outcome', { enum: STRIPE_EVENT_OUTCOMES }).notNull(),
    processedAt: ts('processed_at').notNull().defaultNow(),
  },
  (t) => [index('stripe_events_processed_idx').on(t.processedAt)],
);
