/**
 * Fixed-window rate limits with counters in the database, so that every app instance sees the
 * same counts. Keys never hold raw personal data: callers hash emails before using them.
 * `remember` notes under a key when something last happened (such as a sign-in from an address,
 * decision 015); those rows live in the same table, kept for 30 days instead of one.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { rateLimits } from '../db/schema';

export interface RateWindow {
  count: number;
  retryAfterSeconds: number;
}

export function hashKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 32);
}

/** Adds one to the key's counter in its current window and returns the new count. */
export async function hit(db: Db, key: string, windowSeconds: number, now: Date): Promise<RateWindow> {
  const windowStartMin = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const nowIso = now.toISOString();
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStartMin}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartMin}::timestamptz then ${nowIso}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const row = rows[0]!;
  if (Math.random() < 0.01) void sweep(db, now).catch(() => undefined);
  return { count: row.count, retryAfterSeconds: retryAfter(row.windowStart, windowSeconds, now) };
}

/** The key's count in its current window, without adding to it. */
export async function peek(db: Db, key: string, windowSeconds: number, now: Date): Promise<RateWindow> {
  const rows = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  const row = rows[0];
  if (!row || row.windowStart.getTime() <= now.getTime() - windowSeconds * 1000) {
    return { count: 0, retryAfterSeconds: 0 };
  }
  return { count: row.count, retryAfterSeconds: retryAfter(row.windowStart, windowSeconds, now) };
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Takes back one hit from the key's current window (never below zero): for an attempt that was
 * refused, or that turned out not to count. A window that has ended is left alone.
 */
export async function release(db: Db, key: string, windowSeconds: number, now: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, new Date(now.getTime() - windowSeconds * 1000))));
}

const REMEMBERED = 'remember:';
const REMEMBER_DAYS = 30;

/** Notes that the key's event happened now (kept 30 days after the last time). */
export async function remember(db: Db, key: string, now: Date): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key: REMEMBERED + key, windowStart: now, count: 1 })
    .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: now, count: sql`${rateLimits.count} + 1` } });
}

/** Whether `remember` was called for the key within the last `maxAgeSeconds` (at most 30 days). */
const rememberedSince = preparedQuery((db) =>
  db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, sql.placeholder('key')),
        gt(rateLimits.windowStart, sql`${sql.placeholder('since')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('remembered_since'),
);

export async function remembered(db: Db, key: string, maxAgeSeconds: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - maxAgeSeconds * 1000).toISOString();
  const rows = await rememberedSince(db).execute({ key: REMEMBERED + key, since });
  return rows.length > 0;
}

function retryAfter(windowStart: Date, windowSeconds: number, now: Date): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
}

/** Forgets windows older than a day, and remembered events older than 30 days. */
export async function sweep(db: Db, now: Date): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      or(
        and(
          notLike(rateLimits.key, `${REMEMBERED}%`),
          lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)),
        ),
        lt(rateLimits.windowStart, new Date(now.getTime() - REMEMBER_DAYS * 86_400_000)),
      ),
    );
}
