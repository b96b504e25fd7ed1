/** SQL of anniversary reminders: the owner's choices, the planner's search and its job inserts. */
import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { ReminderChoice } from '@shared/schemas/reminders';
import type { Db } from '../../db/client';
import { emailJobs, memorials, user, userPreferences } from '../../db/schema';

const reminderColumns = {
  id: memorials.id,
  userId: memorials.userId,
  title: memorials.title,
  birthDate: memorials.birthDate,
  passingDate: memorials.passingDate,
  birthReminder: memorials.birthReminder,
  passingReminder: memorials.passingReminder,
  createdAt: memorials.createdAt,
};

export type ReminderMemorialRow = {
  id: string;
  userId: string;
  title: string;
  birthDate: string | null;
  passingDate: string | null;
  birthReminder: ReminderChoice;
  passingReminder: ReminderChoice;
  createdAt: Date;
};

/** The owner's choices (checked by the service: 'reminders:manage'); the statement is scoped to the owner as well. */
export async function updateOwnChoices(
  db: Db,
  userId: string,
  memorialId: string,
  values: { birthReminder?: ReminderChoice; passingReminder?: ReminderChoice },
): Promise<ReminderMemorialRow | undefined> {
  const rows = await db
    .update(memorials)
    .set(values)
    .where(and(eq(memorials.id, memorialId), eq(memorials.userId, userId)))
    .returning(reminderColumns);
  return rows[0];
}

export type PlannerRow = ReminderMemorialRow & { enabled: boolean; timeZone: string | null };

const monthDay = (column: typeof memorials.birthDate | typeof memorials.passingDate) =>
  sql<string>`to_char(${column}, 'MM-DD')`;

/**
 * Memorials with a date on one of `monthDays` (MM-DD) that is not set to 'skip', whose owner has
 * not turned anniversary emails off (no preferences row: on, the spec's default).
 */
export async function plannerCandidates(db: Db, monthDays: string[]): Promise<PlannerRow[]> {
  if (!monthDays.length) return [];
  return db
    .select({
      ...reminderColumns,
      enabled: sql<boolean>`coalesce(${userPreferences.emailAnniversaryReminders}, true)`,
      timeZone: userPreferences.timeZone,
    })
    .from(memorials)
    .leftJoin(userPreferences, eq(userPreferences.userId, memorials.userId))
    .where(
      and(
        sql`coalesce(${userPreferences.emailAnniversaryReminders}, true)`,
        or(
          and(
            isNotNull(memorials.birthDate),
            ne(memorials.birthReminder, 'skip'),
            inArray(monthDay(memorials.birthDate), monthDays),
          ),
          and(
            isNotNull(memorials.passingDate),
            ne(memorials.passingReminder, 'skip'),
            inArray(monthDay(memorials.passingDate), monthDays),
          ),
        ),
      ),
    );
}

export type NewReminderJob = {
  dedupeKey: string;
  userId: string;
  memorialId: string;
  payload: Record<string, unknown>;
  runAt: Date;
};

/**
 * Inserts the jobs whose dedupe_key does not exist yet; returns how many rows were new or re-dated.
 * An existing key is left alone (never twice), with one exception: when the owner corrected the
 * date, the key (memorial, date kind, year, phase) is the same but the anniversary is not. A job
 * still waiting (and not being sent right now) then moves to the new day, and one that was skipped
 * because its date had changed is queued again for the new day. A sent job is never touched.
 */
export async function insertReminderJobs(db: Db, jobs: NewReminderJob[], now: Date): Promise<number> {
  if (!jobs.length) return 0;
  const rows = await db
    .insert(emailJobs)
    .values(jobs.map((j) => ({ ...j, kind: 'anniversary_reminder' as const, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: emailJobs.dedupeKey,
      set: {
        payload: sql`excluded.payload`,
        runAt: sql`excluded.run_at`,
        status: 'pending',
        attempts: 0,
        lockedUntil: null,
        lastError: null,
        updatedAt: now,
      },
      setWhere: sql`${emailJobs.kind} = 'anniversary_reminder' and (
        (${emailJobs.status} = 'pending'
          and ${emailJobs.payload}->>'anniversary' is distinct from excluded.payload->>'anniversary'
          and (${emailJobs.lockedUntil} is null or ${emailJobs.lockedUntil} < ${now.toISOString()}::timestamptz))
        or (${emailJobs.status} = 'skipped' and ${emailJobs.lastError} = ${DATE_CHANGED}))`,
    })
    .returning({ id: emailJobs.id });
  return rows.length;
}

/** The skip reason of a job whose date was changed after it was planned. */
export const DATE_CHANGED = 'date_changed';

export type DeliveryContext = ReminderMemorialRow & {
  ownerEmail: string;
  ownerName: string;
  enabled: boolean;
  timeZone: string | null;
};

/** What the send-time re-check needs: the memorial as it is now, its owner and their preferences. */
export async function deliveryContext(db: Db, memorialId: string): Promise<DeliveryContext | undefined> {
  const rows = await db
    .select({
      ...reminderColumns,
      ownerEmail: user.email,
      ownerName: user.name,
      enabled: sql<boolean>`coalesce(${userPreferences.emailAnniversaryReminders}, true)`,
      timeZone: userPreferences.timeZone,
    })
    .from(memorials)
    .innerJoin(user, eq(user.id, memorials.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, memorials.userId))
    .where(eq(memorials.id, memorialId))
    .limit(1);
  return rows[0];
}
