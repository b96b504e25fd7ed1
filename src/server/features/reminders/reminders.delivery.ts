/**
 * Anniversary reminders in the scheduler (decision 011): the planner that puts reminder emails into
 * the queue, and the handler that sends them.
 *
 * Planner ('anniversaries', every 15 minutes): finds memorials with a birth or passing date whose
 * month and day is near today (SQL), works out with anniversaries.ts which of their reminder emails
 * fall in [now - 24 h, now + 48 h], and inserts one email_jobs row each with the dedupe key
 * reminder:{memorial}:{birth|passing}:{year}:{before|on}; an existing key is not inserted again. So
 * "never twice for one memorial, date, year and phase" is a database rule, across instances and
 * runs (a corrected date moves a job still waiting, see insertReminderJobs). An email
 * whose time passed more than 24 h ago is never planned: a server that was off for a week does not
 * send last week's "in three days" note when it comes back.
 *
 * Handler: re-checks everything at send time (memorial still there and still the owner's, the
 * account's preference on, the choice still covering this year, the date unchanged, the day not
 * passed) and answers 'skipped' with a reason otherwise; then sends one gentle email to the owner's
 * account address, with a one-click unsubscribe (RFC 8058).
 */
import { z } from 'zod';
import { APP_NAME } from '@shared/constants';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { renderEmail } from '../../email/layout';
import { oneClickUnsubscribeUrl, unsubscribeToken, unsubscribeUrl } from '../../email/links';
import { log } from '../../lib/logger';
import type { JobHandler, JobOutcome, Planner } from '../../scheduler/scheduler';
import { isForeignKeyViolation } from '../preferences/preferences.service';
import {
  anniversaryIn,
  candidateMonthDays,
  dateOf,
  localDay,
  parseIsoDay,
  reminderDedupeKey,
  remindersDue,
  reminderTimeZone,
  remindsInYear,
  type DateKind,
  type ReminderPhase,
} from './anniversaries';
import * as q from './reminders.queries';

export const PLANNER_EVERY_MS = 15 * 60_000;
/** Emails due up to this long ago are still planned (a short outage, a memorial added this morning). */
export const PLAN_BEHIND_MS = 24 * 60 * 60_000;
/** Emails are queued this far ahead; they are re-checked when sent. */
export const PLAN_AHEAD_MS = 48 * 60 * 60_000;

// ---------------------------------------------------------------------------------------------
// The planner

/** One planner pass at `now`: returns how many memorials were looked at and how many jobs are new. */
export async function planReminders(db: Db, now: Date): Promise<{ memorials: number; created: number }> {
  const window = { from: new Date(now.getTime() - PLAN_BEHIND_MS), to: new Date(now.getTime() + PLAN_AHEAD_MS) };
  // UTC days from 3 before to 7 after: every zone's 'on' and 'before' emails in the window.
  const rows = await q.plannerCandidates(db, candidateMonthDays(now, 3, 7));
  const perMemorial = rows.map((row) =>
    remindersDue(row, { emailAnniversaryReminders: row.enabled, timeZone: row.timeZone }, window).map(
      (r): q.NewReminderJob => ({
        dedupeKey: reminderDedupeKey(row.id, r),
        userId: row.userId,
        memorialId: row.id,
        payload: { dateKind: r.dateKind, phase: r.phase, year: r.year, anniversary: r.anniversary },
        runAt: r.runAt,
      }),
    ),
  );
  const jobs = perMemorial.flat();
  let created = 0;
  try {
    created = await q.insertReminderJobs(db, jobs, now);
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
    // A memorial (or its owner) was deleted since the search: one memorial at a time, without it.
    for (const group of perMemorial) {
      try {
        created += await q.insertReminderJobs(db, group, now);
      } catch (inner) {
        if (!isForeignKeyViolation(inner)) throw inner;
      }
    }
  }
  if (created > 0) log.info('reminders.planned', { memorials: rows.length, created });
  return { memorials: rows.length, created };
}

export function anniversaryPlanner(deps: Pick<AppDeps, 'database'>): Planner {
  return {
    name: 'anniversaries',
    everyMs: PLANNER_EVERY_MS,
    run: async (now) => {
      await planReminders(deps.database.db, now);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The email

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Tuesday, 10 June" for a calendar day. */
export function dayLabel(day: string): string {
  const { year, month, day: d } = parseIsoDay(day);
  const weekday = new Date(Date.UTC(year, month - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${d} ${MONTHS[month - 1]}`;
}

export interface ReminderEmailInput {
  /** The memorial's title: the person remembered. */
  name: string;
  ownerName: string;
  dateKind: DateKind;
  phase: ReminderPhase;
  anniversary: string;
  memorialUrl: string;
  unsubscribeUrl: string;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The words of a reminder: gentle, no advice on how to feel, no clinical words, and never
 * "celebrate" (a birthday of someone who died is remembered, not celebrated).
 */
export function reminderEmail(input: ReminderEmailInput): { subject: string; text: string; html: string } {
  const name = oneLine(input.name) || 'your loved one';
  const owner = oneLine(input.ownerName);
  const date = dayLabel(input.anniversary);
  const birth = input.dateKind === 'birth';
  const greeting = owner ? `Hello ${owner},` : 'Hello,';
  const ideas = `visit ${name}'s memorial, add a photo or a memory there, or write a few words in your journal`;

  let subject: string;
  let paragraphs: string[];
  let after: string[];
  if (input.phase === 'before') {
    subject = birth ? `${name}'s birthday is on ${date}` : `Remembering ${name} on ${date}`;
    paragraphs = [
      greeting,
      birth
        ? `${name}'s birthday is coming up on ${date}. We wanted to let you know a few days ahead, so the day does not catch you unaware.`
        : `${date} is the anniversary of ${name}'s passing. We wanted to let you know a few days ahead, so the day does not catch you unaware.`,
      'Days like this can feel heavy, or tender, or simply different from other days. However it feels, that is all right.',
      `If it would help, you could plan something small: ${ideas}. It is just as fine to keep the day quiet.`,
    ];
    after = ['Be gentle with yourself in the days ahead.'];
  } else {
    subject = birth ? `Today is ${name}'s birthday` : `Remembering ${name} today`;
    paragraphs = [
      greeting,
      birth
        ? `Today is ${name}'s birthday. We are thinking of you.`
        : `Today marks the anniversary of ${name}'s passing. We are thinking of you.`,
      `There is no right way to spend this day. If you would like to, you could ${ideas}. Or simply let the day be what it is.`,
    ];
    after = ['Take good care of yourself today.'];
  }

  const { text, html } = renderEmail({
    paragraphs,
    action: { label: `Visit ${name}'s memorial`, url: input.memorialUrl },
    after,
    footer: [
      `You receive this email because anniversary reminders are on for ${name}'s memorial on ${APP_NAME}.`,
      `To change the reminders for this memorial only (remind me, don't remind me, or remind me from the second year on), open the memorial on ${APP_NAME} and choose "Anniversary reminders".`,
    ],
    footerLink: { label: 'Turn off all anniversary reminder emails', url: input.unsubscribeUrl },
  });
  return { subject, text, html };
}

// ---------------------------------------------------------------------------------------------
// The handler

const payloadSchema = z.object({
  dateKind: z.enum(['birth', 'passing']),
  phase: z.enum(['before', 'on']),
  year: z.number().int(),
  anniversary: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export function reminderDeliveryHandler(
  deps: Pick<AppDeps, 'database' | 'mailer' | 'emailKey' | 'config'>,
): JobHandler {
  const skipped = (reason: string): JobOutcome => ({ status: 'skipped', reason });
  return {
    async run(job, now) {
      const payload = payloadSchema.safeParse(job.payload);
      if (!payload.success) return skipped('invalid_payload');
      const { dateKind, phase, year, anniversary } = payload.data;
      const ctx = job.memorialId ? await q.deliveryContext(deps.database.db, job.memorialId) : undefined;
      if (!ctx) return skipped('memorial_deleted');
      if (ctx.userId !== job.userId) return skipped('owner_changed');
      if (!ctx.enabled) return skipped('preference_off');
      const date = dateOf(ctx, dateKind);
      if (!date || anniversaryIn(date, year) !== anniversary) return skipped(q.DATE_CHANGED);
      const timeZone = reminderTimeZone(ctx.timeZone);
      if (!remindsInYear(ctx, dateKind, year, timeZone)) return skipped('choice_off');
      // Never "in a few days" once the day has come, never "today" once it has gone (an outage).
      const today = localDay(now, timeZone);
      if (phase === 'before' && today >= anniversary) return skipped('anniversary_passed');
      if (phase === 'on' && today > anniversary) return skipped('day_passed');

      const publicUrl = deps.config.publicUrl;
      const token = unsubscribeToken(deps.emailKey, ctx.userId, 'anniversary');
      const mail = reminderEmail({
        name: ctx.title,
        ownerName: ctx.ownerName,
        dateKind,
        phase,
        anniversary,
        memorialUrl: `${publicUrl}/memorial/${ctx.id}`,
        unsubscribeUrl: unsubscribeUrl(publicUrl, token),
      });
      await deps.mailer.send({
        to: ctx.ownerEmail,
        ...mail,
        headers: {
          'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      return { status: 'sent' };
    },
  };
}
