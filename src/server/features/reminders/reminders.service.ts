/**
 * The owner's reminder choices per memorial and the calendar download (decision 011). Only the
 * memorial's owner sees or changes them: anyone else, admins included, gets 404 exactly as for a
 * memorial that does not exist (reminders are the owner's private settings, not moderation).
 */
import { APP_NAME } from '@shared/constants';
import { MEMORIAL_MSG } from '@shared/schemas/memorials';
import type { MemorialReminders, remindersUpdateSchema } from '@shared/schemas/reminders';
import type { z } from 'zod';
import type { AppDeps, SessionUser } from '../../app-env';
import { actorOf } from '../../access/access';
import { AppError } from '../../lib/errors';
import { DEFAULT_PREFERENCES } from '@shared/schemas/preferences';
import { memorialAccess } from '../memorials/memorials.access';
import { setPreferences, storedPreferences } from '../preferences/preferences.service';
import { localDay, nextAnniversary, parseIsoDay, reminderTimeZone, type DateKind } from './anniversaries';
import * as q from './reminders.queries';
import { slugOf } from '../../lib/slug';

export const memorialNotFound = () => new AppError('NOT_FOUND', 404, MEMORIAL_MSG.notFound);

/** The memorial when the caller may manage its reminders (its owner: 'reminders:manage'); anyone else gets 404. */
async function ownMemorial(deps: AppDeps, user: SessionUser, memorialId: string): Promise<q.ReminderMemorialRow> {
  return (await memorialAccess(deps, actorOf(deps, user), 'reminders:manage', memorialId, memorialNotFound)).memorial;
}

async function remindersOf(deps: AppDeps, userId: string, row: q.ReminderMemorialRow): Promise<MemorialReminders> {
  const p = await storedPreferences(deps.database.db, userId);
  return {
    memorialId: row.id,
    memorialTitle: row.title,
    birthDate: row.birthDate,
    passingDate: row.passingDate,
    birthReminder: row.birthReminder,
    passingReminder: row.passingReminder,
    emailAnniversaryReminders: p?.emailAnniversaryReminders ?? DEFAULT_PREFERENCES.emailAnniversaryReminders,
  };
}

export async function getReminders(deps: AppDeps, user: SessionUser, memorialId: string): Promise<MemorialReminders> {
  return remindersOf(deps, user.id, await ownMemorial(deps, user, memorialId));
}

/**
 * Stores the choice(s); a timeZone (the browser's) becomes the account's reminder time zone. Jobs
 * already planned are re-checked against the new choice when they are sent.
 */
export async function updateReminders(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
  input: z.output<typeof remindersUpdateSchema>,
): Promise<MemorialReminders> {
  await ownMemorial(deps, user, memorialId);
  const values: {
    birthReminder?: q.ReminderMemorialRow['birthReminder'];
    passingReminder?: q.ReminderMemorialRow['passingReminder'];
  } = {};
  if (input.birthReminder) values.birthReminder = input.birthReminder;
  if (input.passingReminder) values.passingReminder = input.passingReminder;
  const row = await q.updateOwnChoices(deps.database.db, user.id, memorialId, values);
  if (!row) throw memorialNotFound();
  if (input.timeZone) await setPreferences(deps.database.db, user.id, { timeZone: input.timeZone }, deps.now());
  return remindersOf(deps, user.id, row);
}

// ---------------------------------------------------------------------------------------------
// The calendar download (RFC 5545)

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function icsEscape(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): CRLF and one space before each continuation,
 * never inside a UTF-8 character.
 */
export function icsFold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // a continuation line's leading space is one of its 75
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compact = (day: string) => day.replace(/-/g, '');
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const longDate = (day: string) => {
  const { year, month, day: d } = parseIsoDay(day);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, d, 12)),
  );
};

export interface CalendarInput {
  memorialId: string;
  title: string;
  birthDate: string | null;
  passingDate: string | null;
  /** Today in the owner's time zone (YYYY-MM-DD). */
  today: string;
  now: Date;
  publicUrl: string;
}

/**
 * One all-day, yearly VEVENT per date the memorial has, starting at the first anniversary on or
 * after today. A 29 February date repeats on the last day of February (BYMONTHDAY=-1), which is
 * 28 February in years that are not leap years, as the emails do. UIDs are stable, so importing the
 * file again updates the events instead of adding copies. Whatever the email choices are: the
 * calendar is downloaded on purpose.
 */
export function calendarIcs(input: CalendarInput): string {
  const host = new URL(input.publicUrl).hostname;
  const memorialUrl = `${input.publicUrl}/memorial/${input.memorialId}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${APP_NAME}//Anniversary reminders//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsEscape(`Remembering ${input.title}`)}`,
  ];
  const events: { kind: DateKind; date: string | null; summary: string; description: string }[] = [
    {
      kind: 'birth',
      date: input.birthDate,
      summary: `${input.title}'s birthday`,
      description: input.birthDate ? `${input.title} was born on ${longDate(input.birthDate)}.` : '',
    },
    {
      kind: 'passing',
      date: input.passingDate,
      summary: `Remembering ${input.title}`,
      description: input.passingDate ? `${input.title} passed away on ${longDate(input.passingDate)}.` : '',
    },
  ];
  for (const e of events) {
    if (!e.date) continue;
    const { month, day } = parseIsoDay(e.date);
    const leapDay = month === 2 && day === 29;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.kind}-${input.memorialId}@${host}`,
      `DTSTAMP:${utcStamp(input.now)}`,
      `DTSTART;VALUE=DATE:${compact(nextAnniversary(e.date, input.today))}`,
      leapDay ? 'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' : 'RRULE:FREQ=YEARLY',
      `SUMMARY:${icsEscape(e.summary)}`,
      `DESCRIPTION:${icsEscape(`${e.description}\n${memorialUrl}`)}`,
      `URL:${memorialUrl}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(icsFold).join('\r\n') + '\r\n';
}

export async function calendarDownload(
  deps: AppDeps,
  user: SessionUser,
  memorialId: string,
): Promise<{ fileName: string; ics: string }> {
  const row = await ownMemorial(deps, user, memorialId);
  const p = await storedPreferences(deps.database.db, user.id);
  const now = deps.now();
  const ics = calendarIcs({
    memorialId: row.id,
    title: row.title,
    birthDate: row.birthDate,
    passingDate: row.passingDate,
    today: localDay(now, reminderTimeZone(p?.timeZone)),
    now,
    publicUrl: deps.config.publicUrl,
  });
  return { fileName: `anniversaries-${slugOf(row.title)}.ics`, ics };
}
