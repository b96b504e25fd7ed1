/**
 * user_preferences (spec sections 3, 4 and 8): "a row is created with defaults if none exists when
 * settings load". Other features read the row through these functions; an account without a row
 * has the spec's defaults (anniversary reminders on).
 */
import type { z } from 'zod';
import type { preferencesUpdateSchema, UserPreferences } from '@shared/schemas/preferences';
import type { Db } from '../../db/client';
import * as q from './preferences.queries';

export function toPreferences(row: q.PreferencesRow): UserPreferences {
  return {
    emailGuestbookEntries: row.emailGuestbookEntries,
    emailAnniversaryReminders: row.emailAnniversaryReminders,
    emailCollaborationInvites: row.emailCollaborationInvites,
    emailCircleMessages: row.emailCircleMessages,
    emailMemorialUpdates: row.emailMemorialUpdates,
    profileVisibility: row.profileVisibility,
    defaultMemorialPrivacy: row.defaultMemorialPrivacy,
    allowSearchIndexing: row.allowSearchIndexing,
    showEmailToCollaborators: row.showEmailToCollaborators,
    timeZone: row.timeZone,
  };
}

/** The account's preferences; the row is created with the defaults first when there is none. */
export async function getOrCreatePreferences(db: Db, userId: string): Promise<UserPreferences> {
  await q.insertDefaultsIfMissing(db, userId);
  const row = await q.findPreferences(db, userId);
  if (!row) throw new Error('user_preferences row missing after insert');
  return toPreferences(row);
}

/** Changes the given preferences (creating the row when missing) and returns them all. */
export async function updatePreferences(
  db: Db,
  userId: string,
  input: z.output<typeof preferencesUpdateSchema>,
  now: Date,
): Promise<UserPreferences> {
  const values: q.PreferencesValues = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  return toPreferences(await q.upsertPreferences(db, userId, values, now));
}

/**
 * The account's stored preferences, or null when it has no row yet (its preferences are then the
 * spec's defaults); nothing is created. For other features (reminders, letters).
 */
export async function storedPreferences(db: Db, userId: string): Promise<UserPreferences | null> {
  const row = await q.findPreferences(db, userId);
  return row ? toPreferences(row) : null;
}

/**
 * Sets some preferences of an account (creating its row with the defaults when missing), as
 * other features change them: the reminders' time zone, an email link's on/off switch.
 */
export async function setPreferences(
  db: Db,
  userId: string,
  values: Partial<UserPreferences>,
  now: Date,
): Promise<void> {
  await q.upsertPreferences(db, userId, values, now);
}

/** PostgreSQL's foreign_key_violation (23503), also when the driver wraps the error. */
export function isForeignKeyViolation(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === '23503') return true;
  }
  return false;
}

/** Whether search engines may list this person's public memorials (allow_search_indexing; decision 032). */
export const searchIndexingAllowed = (db: Db, userId: string): Promise<boolean> => q.searchIndexingAllowed(db, userId);
