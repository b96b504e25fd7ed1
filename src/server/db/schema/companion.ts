/** Spec section 3: ai_conversations and messages; plus the monthly AI message count per user. */
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { MemorialPhotoContext } from '@shared/schemas/companion';
import { user } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('New Conversation'),
    currentGriefStage: text('current_grief_stage', {
      enum: ['denial', 'anger', 'bargaining', 'depression', 'acceptance'],
    }),
    /** The memorial the conversation began from (Talk with AI), so it can be resumed with it. */
    memorialContext: jsonb('memorial_context').$type<MemorialPhotoContext>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('ai_conversations_user_idx').on(t.userId, t.updatedAt.desc())],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    mood: text('mood'),
    /** What the safety screen saw in this message (user) or answered with (assistant). */
    riskLevel: text('risk_level', { enum: ['none', 'concern', 'crisis'] })
      .notNull()
      .default('none'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/** AI messages a user sent in a calendar month (UTC), for the free tier's monthly cap. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** "YYYY-MM". */
    period: text('period').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] }), check('ai_usage_count_nonneg', sql`${t.count} >= 0`)],
);
