/**
 * The date rules of anniversary reminders (decision 011), as pure functions: no database, no clock.
 *
 * - The anniversary of a date in year N is the same month and day in N, only for N greater than the
 *   date's own year (the day itself is not an anniversary, and memorial dates are never in the
 *   future). A 29 February date falls on 28 February in years that are not leap years.
 * - Two emails per anniversary: 'before', REMINDER_DAYS_BEFORE days ahead, and 'on', the day itself,
 *   both at REMINDER_HOUR o'clock in the owner's time zone (UTC when they have none).
 * - Per memorial and date the owner chooses 'remind', 'skip' or 'from_second_year'. "From the second
 *   year on" leaves out the first anniversary the owner lives through after the loss:
 *     passing date: the first anniversary of the passing (passing year + 1) is left out, so the
 *       reminders start in passing year + 2;
 *     birthday, with a passing date: the first birthday strictly after the passing date is left out
 *       (someone who died on their birthday: the next year's birthday is the first one without them);
 *     birthday, without a passing date: we cannot know when the loss was, so the memorial's creation
 *       stands in for it: the first birthday on or after the day the memorial was created (in the
 *       owner's time zone) is left out.
 */
import { isValidTimeZone } from '@shared/schemas/letters';
import { REMINDER_DAYS_BEFORE, REMINDER_HOUR, type ReminderChoice } from '@shared/schemas/reminders';
import { dayIn, zonedTimeToUtc, zoneOffsetMs } from '../../lib/zoned-time';

export type DateKind = 'birth' | 'passing';
export type ReminderPhase = 'before' | 'on';
export const DATE_KINDS: readonly DateKind[] = ['birth', 'passing'];
export const REMINDER_PHASES: readonly ReminderPhase[] = ['before', 'on'];

export interface ReminderMemorial {
  id: string;
  birthDate: string | null;
  passingDate: string | null;
  birthReminder: ReminderChoice;
  passingReminder: ReminderChoice;
  createdAt: Date;
}

export interface ReminderPrefs {
  emailAnniversaryReminders: boolean;
  timeZone: string | null;
}

export interface DueReminder {
  dateKind: DateKind;
  phase: ReminderPhase;
  /** The year of the anniversary (not of the email: a 'before' for 2 January goes out in December). */
  year: number;
  /** The anniversary's calendar day, YYYY-MM-DD. */
  anniversary: string;
  runAt: Date;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function parseIsoDay(value: string): { year: number; month: number; day: number } {
  const m = ISO_DAY.exec(value);
  if (!m) throw new Error('not a YYYY-MM-DD day');
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

export const isoDay = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The day `days` after (or before, when negative) a calendar day. */
export function addDays(day: string, days: number): string {
  const { year, month, day: d } = parseIsoDay(day);
  return new Date(Date.UTC(year, month - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The anniversary of `dateIso` in `year` (YYYY-MM-DD), or null when `year` is not after the date's
 * own year. 29 February becomes 28 February in a year that is not a leap year.
 */
export function anniversaryIn(dateIso: string, year: number): string | null {
  const { year: y, month, day } = parseIsoDay(dateIso);
  if (year <= y) return null;
  if (month === 2 && day === 29 && !isLeapYear(year)) return isoDay(year, 2, 28);
  return isoDay(year, month, day);
}

/** The first anniversary on or after `today` (both YYYY-MM-DD). */
export function nextAnniversary(dateIso: string, today: string): string {
  const from = Math.max(parseIsoDay(today).year, parseIsoDay(dateIso).year + 1);
  for (let year = from; ; year++) {
    const day = anniversaryIn(dateIso, year)!;
    if (day >= today) return day;
  }
}

// ---------------------------------------------------------------------------------------------
// Time zones: the shared, DST-safe conversions of lib/zoned-time.ts.

export { zonedTimeToUtc, zoneOffsetMs };

/** The calendar day (YYYY-MM-DD) in `timeZone` at `instant`. */
export const localDay = (instant: Date, timeZone: string): string => dayIn(timeZone, instant);

/** The owner's zone when the runtime knows it, else UTC. */
export function reminderTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

// ---------------------------------------------------------------------------------------------
// Which anniversaries are reminded

export const dateOf = (m: Pick<ReminderMemorial, 'birthDate' | 'passingDate'>, kind: DateKind) =>
  kind === 'birth' ? m.birthDate : m.passingDate;
export const choiceOf = (m: Pick<ReminderMemorial, 'birthReminder' | 'passingReminder'>, kind: DateKind) =>
  kind === 'birth' ? m.birthReminder : m.passingReminder;

/** The first year whose anniversary of this date is reminded, or null for none (no date, or 'skip'). */
export function firstRemindedYear(memorial: ReminderMemorial, kind: DateKind, timeZone: string): number | null {
  const date = dateOf(memorial, kind);
  const choice = choiceOf(memorial, kind);
  if (!date || choice === 'skip') return null;
  const dateYear = parseIsoDay(date).year;
  if (choice === 'remind') return dateYear + 1;
  if (kind === 'passing') return dateYear + 2;
  // The birthday: find the first one after the loss (see the rules at the top), then one more year.
  const passing = memorial.passingDate;
  const reference = passing ?? localDay(memorial.createdAt, reminderTimeZone(timeZone));
  let year = Math.max(dateYear + 1, parseIsoDay(reference).year);
  const isFirst = (day: string) => (passing ? day > reference : day >= reference);
  while (!isFirst(anniversaryIn(date, year)!)) year++;
  return year + 1;
}

/** Whether the anniversary of this date in `year` is reminded under the memorial's choice. */
export function remindsInYear(memorial: ReminderMemorial, kind: DateKind, year: number, timeZone: string): boolean {
  const first = firstRemindedYear(memorial, kind, timeZone);
  return first !== null && year >= first;
}

/** When the email of this phase goes out: REMINDER_HOUR o'clock, on the day or days before. */
export function reminderRunAt(anniversary: string, phase: ReminderPhase, timeZone: string): Date {
  const day = phase === 'on' ? anniversary : addDays(anniversary, -REMINDER_DAYS_BEFORE);
  return zonedTimeToUtc(day, REMINDER_HOUR, reminderTimeZone(timeZone));
}

/**
 * Every reminder of this memorial whose sending time lies in [window.from, window.to] (both
 * included), earliest first. Nothing when the owner has turned anniversary emails off.
 */
export function remindersDue(
  memorial: ReminderMemorial,
  prefs: ReminderPrefs,
  window: { from: Date; to: Date },
): DueReminder[] {
  if (!prefs.emailAnniversaryReminders) return [];
  const timeZone = reminderTimeZone(prefs.timeZone);
  const due: DueReminder[] = [];
  // A 'before' email in late December belongs to the next year's anniversary: one year of margin
  // on each side, the exact window decides.
  const fromYear = window.from.getUTCFullYear() - 1;
  const toYear = window.to.getUTCFullYear() + 1;
  for (const kind of DATE_KINDS) {
    const date = dateOf(memorial, kind);
    const first = firstRemindedYear(memorial, kind, timeZone);
    if (!date || first === null) continue;
    for (let year = Math.max(fromYear, first); year <= toYear; year++) {
      const anniversary = anniversaryIn(date, year);
      if (!anniversary) continue;
      for (const phase of REMINDER_PHASES) {
        const runAt = reminderRunAt(anniversary, phase, timeZone);
        if (runAt >= window.from && runAt <= window.to) due.push({ dateKind: kind, phase, year, anniversary, runAt });
      }
    }
  }
  return due.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

/** The queue's "never twice" key of one reminder email. */
export const reminderDedupeKey = (memorialId: string, r: Pick<DueReminder, 'dateKind' | 'year' | 'phase'>) =>
  `reminder:${memorialId}:${r.dateKind}:${r.year}:${r.phase}`;

/**
 * The month-days (MM-DD) of dates that may have a reminder in a planner window around `now`: the
 * UTC days from `daysBack` before to `daysAhead` after now, which covers every time zone (UTC-12 to
 * UTC+14) and the days-before email. 02-29 is added whenever 02-28 is in the list, so 29 February
 * dates are found in years that are not leap years. A superset: remindersDue decides exactly.
 */
export function candidateMonthDays(now: Date, daysBack: number, daysAhead: number): string[] {
  const today = now.toISOString().slice(0, 10);
  const days = new Set<string>();
  for (let i = -daysBack; i <= daysAhead; i++) days.add(addDays(today, i).slice(5));
  if (days.has('02-28')) days.add('02-29');
  return [...days].sort();
}
