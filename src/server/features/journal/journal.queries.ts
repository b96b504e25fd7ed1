/**
 * SQL of the journal. Every statement is scoped to the author: no query reads another's entries
 * (`entryOwner` tells only whose an entry is, for the access check).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { journalEntries } from '../../db/schema';

export type JournalRow = typeof journalEntries.$inferSelect;

/** A position in the newest-first list: the last entry already shown. */
export interface JournalCursor {
  createdAt: Date;
  id: string;
}

const entriesFirst = preparedQuery((db) =>
  db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, sql.placeholder('userId')))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(sql.placeholder('limit'))
    .prepare('journal_first'),
);

const entriesBefore = preparedQuery((db) =>
  db
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, sql.placeholder('userId')),
        sql`(${journalEntries.createdAt}, ${journalEntries.id}) < (${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('id')}::uuid)`,
      ),
    )
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(sql.placeholder('limit'))
    .prepare('journal_before'),
);

/** The author's entries, newest first (ties by id), after the cursor when one is given. */
export async function listEntries(
  db: Db,
  userId: string,
  limit: number,
  before: JournalCursor | null,
): Promise<JournalRow[]> {
  return before
    ? entriesBefore(db).execute({ userId, limit, createdAt: before.createdAt.toISOString(), id: before.id })
    : entriesFirst(db).execute({ userId, limit });
}

/** All of the author's entries, oldest first (the download). */
export async function allEntriesOldestFirst(db: Db, userId: string): Promise<JournalRow[]> {
  return db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(asc(journalEntries.createdAt), asc(journalEntries.id));
}

/** The id of the entry's author, or null when there is no such entry. */
export async function entryOwner(db: Db, id: string): Promise<string | null> {
  const rows = await db
    .select({ userId: journalEntries.userId })
    .from(journalEntries)
    .where(eq(journalEntries.id, id))
    .limit(1);
  return rows[0]?.userId ?? null;
}

export async function findOwnEntry(db: Db, userId: string, id: string): Promise<JournalRow | undefined> {
  const rows = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
    .limit(1);
  return rows[0];
}

/**
 * Inserts the entry, or, when the author already has one with this `clientId` (the same entry sent
 * again), nothing: then undefined (findByClientId reads the one saved before).
 */
export async function insertEntry(
  db: Db,
  userId: string,
  values: { title: string; content: string; mood: string | null; clientId: string | null },
  now: Date,
): Promise<JournalRow | undefined> {
  const rows = await db
    .insert(journalEntries)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [journalEntries.userId, journalEntries.clientId] })
    .returning();
  return rows[0];
}

/** The author's entry that their browser sent with this id, if any. */
export async function findByClientId(db: Db, userId: string, clientId: string): Promise<JournalRow | undefined> {
  const rows = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.clientId, clientId)))
    .limit(1);
  return rows[0];
}

export async function updateOwnEntry(
  db: Db,
  userId: string,
  id: string,
  values: { title?: string; content?: string; mood?: string | null },
  now: Date,
): Promise<JournalRow | undefined> {
  const rows = await db
    .update(journalEntries)
    .set({ ...values, updatedAt: now })
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
    .returning();
  return rows[0];
}

export async function deleteOwnEntry(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
    .returning({ id: journalEntries.id });
  return rows.length > 0;
}
