/** The date rules of anniversary reminders, without a database (decision 011). */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  anniversaryIn,
  candidateMonthDays,
  firstRemindedYear,
  localDay,
  nextAnniversary,
  reminderDedupeKey,
  reminderRunAt,
  remindersDue,
  remindsInYear,
  zonedTimeToUtc,
  type ReminderMemorial,
} from './anniversaries';

const memorial = (over: Partial<ReminderMemorial> = {}): ReminderMemorial => ({
  id: 'm1',
  birthDate: null,
  passingDate: null,
  birthReminder: 'remind',
  passingReminder: 'remind',
  createdAt: new Date('2020-01-01T12:00:00Z'),
  ...over,
});
const on = (timeZone: string | null = null) => ({ emailAnniversaryReminders: true, timeZone });
const at = (iso: string) => new Date(iso);
const brief = (due: ReturnType<typeof remindersDue>) =>
  due.map((r) => `${r.dateKind}:${r.phase}:${r.anniversary}@${r.runAt.toISOString()}`);

describe('anniversaryIn', () => {
  it('is the same month and day, only in years after the date', () => {
    expect(anniversaryIn('1950-06-10', 2025)).toBe('2025-06-10');
    expect(anniversaryIn('2024-06-10', 2025)).toBe('2025-06-10');
    expect(anniversaryIn('2024-06-10', 2024)).toBeNull();
    expect(anniversaryIn('2024-06-10', 2023)).toBeNull();
  });

  it('puts 29 February on 28 February in years that are not leap years', () => {
    expect(anniversaryIn('1948-02-29', 2024)).toBe('2024-02-29');
    expect(anniversaryIn('1948-02-29', 2025)).toBe('2025-02-28');
    expect(anniversaryIn('1948-02-29', 2100)).toBe('2100-02-28'); // divisible by 100: not a leap year
    expect(anniversaryIn('1948-02-29', 2000)).toBe('2000-02-29'); // divisible by 400: a leap year
    expect(anniversaryIn('1950-02-28', 2024)).toBe('2024-02-28');
  });

  it('nextAnniversary is the first on or after today, never the date itself', () => {
    expect(nextAnniversary('1950-06-10', '2025-06-10')).toBe('2025-06-10');
    expect(nextAnniversary('1950-06-10', '2025-06-11')).toBe('2026-06-10');
    expect(nextAnniversary('2025-03-01', '2025-03-01')).toBe('2026-03-01');
    expect(nextAnniversary('1948-02-29', '2025-01-05')).toBe('2025-02-28');
    expect(nextAnniversary('1948-02-29', '2025-03-01')).toBe('2026-02-28');
    expect(nextAnniversary('1948-02-29', '2027-03-01')).toBe('2028-02-29');
  });

  it('addDays crosses months and years', () => {
    expect(addDays('2025-03-01', -3)).toBe('2025-02-26');
    expect(addDays('2024-03-01', -3)).toBe('2024-02-27');
    expect(addDays('2025-01-02', -3)).toBe('2024-12-30');
  });
});

describe('remind from the second year on', () => {
  it('passing date: the first anniversary is left out, the second is reminded', () => {
    const m = memorial({ passingDate: '2024-06-10', passingReminder: 'from_second_year' });
    expect(firstRemindedYear(m, 'passing', 'UTC')).toBe(2026);
    expect(remindsInYear(m, 'passing', 2025, 'UTC')).toBe(false);
    expect(remindsInYear(m, 'passing', 2026, 'UTC')).toBe(true);
    expect(remindsInYear({ ...m, passingReminder: 'remind' }, 'passing', 2025, 'UTC')).toBe(true);
  });

  it('birthday after the passing in the same year: that birthday is the first one, left out', () => {
    const m = memorial({ birthDate: '1950-09-01', passingDate: '2024-06-10', birthReminder: 'from_second_year' });
    expect(firstRemindedYear(m, 'birth', 'UTC')).toBe(2025); // 2024-09-01 left out
  });

  it('birthday before the passing in the year: the next year’s birthday is the first one', () => {
    const m = memorial({ birthDate: '1950-03-01', passingDate: '2024-06-10', birthReminder: 'from_second_year' });
    expect(firstRemindedYear(m, 'birth', 'UTC')).toBe(2026); // 2025-03-01 left out
    expect(remindsInYear(m, 'birth', 2025, 'UTC')).toBe(false);
    expect(remindsInYear(m, 'birth', 2026, 'UTC')).toBe(true);
  });

  it('died on their birthday: that day is not a birthday after the passing', () => {
    const m = memorial({ birthDate: '1950-06-10', passingDate: '2024-06-10', birthReminder: 'from_second_year' });
    expect(firstRemindedYear(m, 'birth', 'UTC')).toBe(2026);
  });

  it('born and died in the same year: the first birthday is the year after', () => {
    const m = memorial({ birthDate: '2024-03-01', passingDate: '2024-06-10', birthReminder: 'from_second_year' });
    expect(firstRemindedYear(m, 'birth', 'UTC')).toBe(2026); // 2025-03-01 left out
    expect(firstRemindedYear({ ...m, birthReminder: 'remind' }, 'birth', 'UTC')).toBe(2025);
  });

  it('birthday without a passing date: the first birthday on or after the memorial was created', () => {
    const m = memorial({
      birthDate: '1950-06-10',
      birthReminder: 'from_second_year',
      createdAt: at('2025-05-01T10:00:00Z'),
    });
    expect(firstRemindedYear(m, 'birth', 'UTC')).toBe(2026);
    expect(firstRemindedYear({ ...m, createdAt: at('2025-06-10T10:00:00Z') }, 'birth', 'UTC')).toBe(2026);
    expect(firstRemindedYear({ ...m, createdAt: at('2025-06-11T10:00:00Z') }, 'birth', 'UTC')).toBe(2027);
    // Created late on 9 June in New York: already 10 June in UTC, still the 9th where the owner is.
    const evening = { ...m, createdAt: at('2025-06-10T02:00:00Z') };
    expect(firstRemindedYear(evening, 'birth', 'America/New_York')).toBe(2026);
    expect(firstRemindedYear({ ...evening, createdAt: at('2025-06-11T02:00:00Z') }, 'birth', 'America/New_York')).toBe(
      2026,
    );
    expect(firstRemindedYear({ ...evening, createdAt: at('2025-06-11T02:00:00Z') }, 'birth', 'UTC')).toBe(2027);
  });

  it('skip never reminds; no date, nothing', () => {
    expect(firstRemindedYear(memorial({ birthDate: '1950-06-10', birthReminder: 'skip' }), 'birth', 'UTC')).toBeNull();
    expect(firstRemindedYear(memorial(), 'passing', 'UTC')).toBeNull();
  });
});

describe('time zones', () => {
  it('08:00 in a zone east and one west of UTC', () => {
    expect(zonedTimeToUtc('2025-06-10', 8, 'Asia/Tokyo').toISOString()).toBe('2025-06-09T23:00:00.000Z');
    expect(zonedTimeToUtc('2025-06-10', 8, 'America/Los_Angeles').toISOString()).toBe('2025-06-10T15:00:00.000Z');
    expect(zonedTimeToUtc('2025-01-10', 8, 'America/Los_Angeles').toISOString()).toBe('2025-01-10T16:00:00.000Z');
    expect(zonedTimeToUtc('2025-06-10', 8, 'UTC').toISOString()).toBe('2025-06-10T08:00:00.000Z');
    expect(zonedTimeToUtc('2025-06-10', 8, 'Asia/Kolkata').toISOString()).toBe('2025-06-10T02:30:00.000Z');
  });

  it('the week clocks change: 08:00 local on each side of the change', () => {
    // Europe/Berlin springs forward on 30 March 2025, falls back on 26 October 2025.
    expect(zonedTimeToUtc('2025-03-29', 8, 'Europe/Berlin').toISOString()).toBe('2025-03-29T07:00:00.000Z');
    expect(zonedTimeToUtc('2025-03-30', 8, 'Europe/Berlin').toISOString()).toBe('2025-03-30T06:00:00.000Z');
    expect(zonedTimeToUtc('2025-10-26', 8, 'Europe/Berlin').toISOString()).toBe('2025-10-26T07:00:00.000Z');
    // New York springs forward on 9 March 2025: the 'before' email (6 March) is still EST.
    const due = remindersDue(memorial({ passingDate: '2020-03-09' }), on('America/New_York'), {
      from: at('2025-03-01T00:00:00Z'),
      to: at('2025-03-31T00:00:00Z'),
    });
    expect(brief(due)).toEqual([
      'passing:before:2025-03-09@2025-03-06T13:00:00.000Z',
      'passing:on:2025-03-09@2025-03-09T12:00:00.000Z',
    ]);
  });

  it('a time the clocks skip moves one hour on', () => {
    expect(zonedTimeToUtc('2025-03-30', 2, 'Europe/Berlin').toISOString()).toBe('2025-03-30T01:00:00.000Z'); // 03:00 CEST
  });

  it('localDay is the calendar day where the owner is', () => {
    expect(localDay(at('2025-06-09T23:30:00Z'), 'Asia/Tokyo')).toBe('2025-06-10');
    expect(localDay(at('2025-06-10T03:00:00Z'), 'America/Los_Angeles')).toBe('2025-06-09');
  });
});

describe('remindersDue', () => {
  const window = (from: string, to: string) => ({ from: at(from), to: at(to) });

  it('a birthday and a passing date: before (3 days ahead) and on the day, 08:00 in the owner’s zone', () => {
    const m = memorial({ birthDate: '1950-06-10', passingDate: '2024-06-20' });
    const due = remindersDue(m, on('Asia/Tokyo'), window('2025-06-01T00:00:00Z', '2025-06-30T00:00:00Z'));
    expect(brief(due)).toEqual([
      'birth:before:2025-06-10@2025-06-06T23:00:00.000Z',
      'birth:on:2025-06-10@2025-06-09T23:00:00.000Z',
      'passing:before:2025-06-20@2025-06-16T23:00:00.000Z',
      'passing:on:2025-06-20@2025-06-19T23:00:00.000Z',
    ]);
    expect(due.every((r) => r.year === 2025)).toBe(true);
    expect(reminderDedupeKey('m1', due[0]!)).toBe('reminder:m1:birth:2025:before');
  });

  it('nothing when the preference is off, or in the year of the date itself', () => {
    const m = memorial({ birthDate: '1950-06-10', passingDate: '2025-01-20' });
    const w = window('2025-01-01T00:00:00Z', '2025-12-31T00:00:00Z');
    expect(remindersDue(m, { emailAnniversaryReminders: false, timeZone: null }, w)).toEqual([]);
    expect(brief(remindersDue(m, on(), w)).every((s) => s.startsWith('birth:'))).toBe(true);
  });

  it('the window includes both edges and nothing beyond them', () => {
    const m = memorial({ passingDate: '2020-06-10' });
    const onDay = '2025-06-10T08:00:00.000Z';
    expect(brief(remindersDue(m, on(), window(onDay, onDay)))).toEqual([`passing:on:2025-06-10@${onDay}`]);
    expect(remindersDue(m, on(), window('2025-06-10T08:00:00.001Z', '2025-06-12T00:00:00Z'))).toEqual([]);
    expect(remindersDue(m, on(), window('2025-06-08T00:00:00Z', '2025-06-10T07:59:59.999Z'))).toEqual([]);
  });

  it('a 29 February date is reminded on 28 February in a year that is not a leap year', () => {
    const m = memorial({ birthDate: '1948-02-29' });
    const due = remindersDue(m, on(), window('2025-02-20T00:00:00Z', '2025-03-05T00:00:00Z'));
    expect(brief(due)).toEqual([
      'birth:before:2025-02-28@2025-02-25T08:00:00.000Z',
      'birth:on:2025-02-28@2025-02-28T08:00:00.000Z',
    ]);
    const leap = remindersDue(m, on(), window('2028-02-20T00:00:00Z', '2028-03-05T00:00:00Z'));
    expect(brief(leap)).toEqual([
      'birth:before:2028-02-29@2028-02-26T08:00:00.000Z',
      'birth:on:2028-02-29@2028-02-29T08:00:00.000Z',
    ]);
  });

  it("a 'before' email in December belongs to January’s anniversary of the next year", () => {
    const m = memorial({ passingDate: '2020-01-02' });
    const due = remindersDue(m, on('America/Los_Angeles'), window('2025-12-25T00:00:00Z', '2026-01-05T00:00:00Z'));
    expect(due.map((r) => [r.phase, r.year, r.anniversary])).toEqual([
      ['before', 2026, '2026-01-02'],
      ['on', 2026, '2026-01-02'],
    ]);
    expect(due[0]!.runAt.toISOString()).toBe('2025-12-30T16:00:00.000Z');
  });

  it('an unknown time zone counts as UTC', () => {
    expect(reminderRunAt('2025-06-10', 'on', 'Mars/Olympus').toISOString()).toBe('2025-06-10T08:00:00.000Z');
  });
});

describe('candidateMonthDays', () => {
  it('covers the planner window and adds 02-29 around 28 February', () => {
    expect(candidateMonthDays(at('2025-06-10T12:00:00Z'), 3, 7)).toEqual([
      '06-07',
      '06-08',
      '06-09',
      '06-10',
      '06-11',
      '06-12',
      '06-13',
      '06-14',
      '06-15',
      '06-16',
      '06-17',
    ]);
    expect(candidateMonthDays(at('2025-02-25T12:00:00Z'), 3, 7)).toContain('02-29');
    expect(candidateMonthDays(at('2025-02-25T12:00:00Z'), 3, 7)).toContain('03-04');
    expect(candidateMonthDays(at('2025-06-10T12:00:00Z'), 3, 7)).not.toContain('02-29');
  });
});
