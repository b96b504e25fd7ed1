/**
 * The letter form's rules and the list's wording, kept free of React so they can be tested: the
 * checks mirror the server (spec section 5 "Legacy letter save", then ours for delivery by email),
 * and the first failing one is what the writer is told.
 */
import {
  LETTER_MSG,
  letterCreateSchema,
  type LegacyLetter,
  type LetterCreateInput,
  type LetterUpdateInput,
} from '@shared/schemas/letters';
import { errorText, hasCode } from '@web/lib/errors';
import type { LetterDraft } from './draft';

export type LetterField = keyof LetterDraft;

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const STAMP = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Today in the writer's own calendar, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "1 June 2026" for a YYYY-MM-DD day (read as UTC, so it never shifts with the time zone). */
export function formatDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : DAY.format(d);
}

/** "1 June 2026" for a timestamp, in the reader's own calendar. */
export function formatStamp(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : STAMP.format(d);
}

export interface FieldProblem {
  field: LetterField;
  message: string;
}

/**
 * `ok: false` has every field that breaks a rule (`problems`, each with its first message, in the
 * order the rules are checked), and the first of them as `message` and `field`.
 */
export type CheckResult =
  { ok: true; value: LetterCreateInput } | ({ ok: false; problems: FieldProblem[] } & FieldProblem);

/**
 * Checks a draft as the server will (letters.service.ts): the spec's rules, then an email needs a
 * date, and a date with an email must be today or later. `original` is the saved letter when
 * editing: the unchanged date of a letter that is already scheduled is not checked again.
 */
export function checkLetter(
  draft: LetterDraft,
  today: string,
  original?: Pick<LegacyLetter, 'scheduledDeliveryDate' | 'status'>,
): CheckResult {
  const parsed = letterCreateSchema.safeParse({
    recipientName: draft.recipientName,
    letterContent: draft.letterContent,
    memorialId: draft.memorialId,
    scheduledDeliveryDate: draft.scheduledDeliveryDate,
    recipientEmail: draft.recipientEmail.trim(),
  });
  const problems: FieldProblem[] = [];
  const add = (field: LetterField, message: string) => {
    if (!problems.some((p) => p.field === field)) problems.push({ field, message });
  };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = issue.path[0];
    add(typeof key === 'string' && key in draft ? (key as LetterField) : 'recipientName', issue.message);
  }
  // The delivery rules, once the email and the date are each well formed.
  const bad = (field: LetterField) => problems.some((p) => p.field === field);
  const email = parsed.success ? (parsed.data.recipientEmail ?? null) : draft.recipientEmail.trim() || null;
  const date = parsed.success ? (parsed.data.scheduledDeliveryDate ?? null) : draft.scheduledDeliveryDate || null;
  if (!bad('recipientEmail') && !bad('scheduledDeliveryDate')) {
    const unchangedSchedule = original?.status === 'scheduled' && date === original.scheduledDeliveryDate;
    if (email && !date) add('scheduledDeliveryDate', LETTER_MSG.emailNeedsDate);
    else if (email && date && !unchangedSchedule && date < today) add('scheduledDeliveryDate', LETTER_MSG.dateInPast);
  }
  const first = problems[0];
  if (first || !parsed.success)
    return { ok: false, problems, ...(first ?? { field: 'recipientName', message: LETTER_MSG.recipientRequired }) };
  const v = parsed.data;
  return {
    ok: true,
    value: {
      recipientName: v.recipientName,
      letterContent: v.letterContent,
      memorialId: v.memorialId ?? null,
      scheduledDeliveryDate: date,
      recipientEmail: email,
    },
  };
}

/** The saved letter as the form's draft. */
export function draftFromLetter(l: LegacyLetter): LetterDraft {
  return {
    recipientName: l.recipientName,
    memorialId: l.memorialId ?? '',
    scheduledDeliveryDate: l.scheduledDeliveryDate ?? '',
    recipientEmail: l.recipientEmail ?? '',
    letterContent: l.letterContent,
  };
}

/**
 * Only what changed, for PATCH (null clears an optional field). Empty when nothing changed.
 * A letter that could not be delivered, saved again with a date and an email, sends both again, so
 * the server tries afresh ("check the email address and save again").
 */
export function changedFields(original: LegacyLetter, value: LetterCreateInput): LetterUpdateInput {
  const out: LetterUpdateInput = {};
  if (value.recipientName !== original.recipientName) out.recipientName = value.recipientName;
  if (value.letterContent !== original.letterContent) out.letterContent = value.letterContent;
  if ((value.memorialId ?? null) !== original.memorialId) out.memorialId = value.memorialId ?? null;
  const again = original.status === 'failed' && Boolean(value.recipientEmail && value.scheduledDeliveryDate);
  if (again || (value.scheduledDeliveryDate ?? null) !== original.scheduledDeliveryDate) {
    out.scheduledDeliveryDate = value.scheduledDeliveryDate ?? null;
  }
  if (again || (value.recipientEmail ?? null) !== original.recipientEmail)
    out.recipientEmail = value.recipientEmail ?? null;
  return out;
}

export type StatusTone = 'private' | 'scheduled' | 'delivered' | 'cancelled' | 'failed';

/** The status line of a letter in the list. */
export function letterStatus(l: LegacyLetter): { tone: StatusTone; text: string; detail: string | null } {
  switch (l.status) {
    case 'scheduled':
      return {
        tone: 'scheduled',
        text: l.scheduledDeliveryDate
          ? LETTER_MSG.statusScheduled(formatDay(l.scheduledDeliveryDate))
          : LETTER_MSG.statusPrivate,
        detail: l.recipientEmail ? LETTER_MSG.statusTo(l.recipientEmail) : null,
      };
    case 'delivered':
      return {
        tone: 'delivered',
        text: LETTER_MSG.statusDelivered(formatStamp(l.deliveredAt ?? l.updatedAt)),
        detail: l.recipientEmail ? LETTER_MSG.statusTo(l.recipientEmail) : null,
      };
    case 'cancelled':
      return { tone: 'cancelled', text: LETTER_MSG.statusCancelled, detail: null };
    case 'failed':
      return {
        tone: 'failed',
        text: LETTER_MSG.statusFailed,
        detail: l.recipientEmail ? LETTER_MSG.statusTo(l.recipientEmail) : null,
      };
    default:
      return { tone: 'private', text: LETTER_MSG.statusPrivate, detail: null };
  }
}

/** Whether the author may still change the letter (not once it has gone). */
export const canEdit = (l: LegacyLetter) => l.status !== 'delivered';
export const canCancel = (l: LegacyLetter) => l.status === 'scheduled';

/** The words for a failed AI draft (spec section 8: a 429, or a message naming one, is "Rate limit exceeded. Try again later."). */
export function generateErrorDescription(err: unknown): string {
  if (hasCode(err, 'RATE_LIMITED', 'AI_RATE_LIMITED') || (err instanceof Error && err.message.includes('429')))
    return LETTER_MSG.rateLimited;
  return errorText(err, 'Something went wrong. Please try again.');
}
