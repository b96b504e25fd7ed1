/** Spec section 3: journal_entries (private to their author) and the resource library. */
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    mood: text('mood'),
    /**
     * The id the author's browser gave the entry before sending it (an entry written offline is
     * sent again until it arrives): the same one twice is the same entry (decision 025).
     */
    clientId: uuid('client_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('journal_entries_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('journal_entries_client_idx').on(t.userId, t.clientId),
  ],
);

export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key of a resource shipped with the product (null for ones admins add). */
    seedKey: text('seed_key').unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    resourceType: text('resource_type').notNull().default('article'),
    isFeatured: boolean('is_featured').notNull().default(false),
    externalUrl: text('external_url'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('resources_order_idx').on(t.isFeatured.desc(), t.createdAt.desc())],
);
