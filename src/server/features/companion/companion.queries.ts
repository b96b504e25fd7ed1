/** SQL of the companion: conversations, their messages, and the monthly AI message count. */
import { and, asc, desc, eq, exists, sql } from 'drizzle-orm';
import type { GriefStage, MemorialPhotoContext, RiskLevel } from '@shared/schemas/companion';
import type { Db } from '../../db/client';
import { aiConversations, aiUsage, messages } from '../../db/schema';

export type ConversationRow = typeof aiConversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export async function insertConversation(
  db: Db,
  userId: string,
  memorialContext: MemorialPhotoContext | null,
  now: Date,
): Promise<ConversationRow> {
  const rows = await db
    .insert(aiConversations)
    .values({ userId, memorialContext, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** The id of the conversation's owner, or null when there is no such conversation (for the access check). */
export async function conversationOwner(db: Db, id: string): Promise<string | null> {
  const rows = await db
    .select({ userId: aiConversations.userId })
    .from(aiConversations)
    .where(eq(aiConversations.id, id))
    .limit(1);
  return rows[0]?.userId ?? null;
}

/** The user's conversation, or undefined when it is not theirs (or does not exist). */
export async function findOwnConversation(db: Db, userId: string, id: string): Promise<ConversationRow | undefined> {
  const rows = await db
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)))
    .limit(1);
  return rows[0];
}

/** Conversations with at least one message, most recently active first. */
export async function listConversations(db: Db, userId: string, limit: number): Promise<ConversationRow[]> {
  return db
    .select()
    .from(aiConversations)
    .where(
      and(
        eq(aiConversations.userId, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(messages)
            .where(eq(messages.conversationId, aiConversations.id)),
        ),
      ),
    )
    .orderBy(desc(aiConversations.updatedAt))
    .limit(limit);
}

export async function listMessages(db: Db, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** The newest `limit` messages, oldest first. */
export async function recentMessages(db: Db, conversationId: string, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

export interface StoredTurn {
  conversationId: string;
  userId: string;
  userText: string;
  mood: string | null;
  userRisk: RiskLevel;
  reply: string;
  replyRisk: RiskLevel;
  /** Null keeps the conversation's last reading (there was not enough to go on this time). */
  stage: GriefStage | null;
  /** Set when the conversation still has its first title. */
  title: string | null;
  now: Date;
}

/** Stores a whole turn (the user's message and the reply) at once, or nothing. */
export async function storeTurn(db: Db, t: StoredTurn): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(messages).values([
      {
        conversationId: t.conversationId,
        userId: t.userId,
        role: 'user',
        content: t.userText,
        mood: t.mood,
        riskLevel: t.userRisk,
        createdAt: t.now,
      },
      // One millisecond later, so the reply always sorts after the message it answers.
      {
        conversationId: t.conversationId,
        userId: t.userId,
        role: 'assistant',
        content: t.reply,
        riskLevel: t.replyRisk,
        createdAt: new Date(t.now.getTime() + 1),
      },
    ]);
    await tx
      .update(aiConversations)
      .set({
        ...(t.stage ? { currentGriefStage: t.stage } : {}),
        updatedAt: new Date(t.now.getTime() + 1),
        ...(t.title ? { title: t.title } : {}),
      })
      .where(eq(aiConversations.id, t.conversationId));
  });
}

export async function renameConversation(
  db: Db,
  userId: string,
  id: string,
  title: string,
): Promise<ConversationRow | undefined> {
  const rows = await db
    .update(aiConversations)
    .set({ title })
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)))
    .returning();
  return rows[0];
}

export async function deleteConversation(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(aiConversations)
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)))
    .returning({ id: aiConversations.id });
  return rows.length > 0;
}

export async function hadCrisis(db: Db, conversationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.riskLevel, 'crisis')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Takes one message from the user's monthly allowance; false when `limit` is already used.
 * One statement, so two requests at once cannot both take the last message.
 */
export async function takeAiMessage(db: Db, userId: string, period: string, limit: number): Promise<boolean> {
  const rows = await db
    .insert(aiUsage)
    .values({ userId, period, count: 1 })
    .onConflictDoUpdate({
      target: [aiUsage.userId, aiUsage.period],
      set: { count: sql`${aiUsage.count} + 1` },
      setWhere: sql`${aiUsage.count} < ${limit}`,
    })
    .returning({ count: aiUsage.count });
  return rows.length > 0 && limit > 0;
}

/** Counts a message without a cap (paid plans), so usage stays visible. */
export async function countAiMessage(db: Db, userId: string, period: string): Promise<void> {
  await db
    .insert(aiUsage)
    .values({ userId, period, count: 1 })
    .onConflictDoUpdate({ target: [aiUsage.userId, aiUsage.period], set: { count: sql`${aiUsage.count} + 1` } });
}

/** Gives a message back when the model failed to answer it. */
export async function returnAiMessage(db: Db, userId: string, period: string): Promise<void> {
  await db
    .update(aiUsage)
    .set({ count: sql`greatest(${aiUsage.count} - 1, 0)` })
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.period, period)));
}

export async function aiMessagesUsed(db: Db, userId: string, period: string): Promise<number> {
  const rows = await db
    .select({ count: aiUsage.count })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.period, period)))
    .limit(1);
  return rows[0]?.count ?? 0;
}
