/**
 * The building blocks of every request schema (decision 016), one copy for the browser and the
 * server: text that can be stored, calendar days within the years a date field takes, ids, whole
 * numbers from a query string, and opaque page cursors. Each block refuses what PostgreSQL (or
 * anything after it) cannot take with a gentle 4xx message, so that bad input never reaches the
 * database. A field's own messages stay in its feature's schema; the blocks take them as options.
 */
import { z } from 'zod';

export const FIELD_MSG = {
  /** NUL or half of a surrogate pair: nothing a keyboard types, nothing the database can store. */
  unstorableText: 'This text contains a character we cannot save. Please remove it and try again.',
  invalidDate: 'Please enter a valid date.',
  yearOutOfRange: 'Please enter a year between 1 and 9999.',
  invalidId: 'That is not a valid id.',
  wholeNumber: (name: string) => `${name} must be a whole number.`,
  invalidPage: 'That page could not be found. Please reload.',
} as const;

// ---- text -----------------------------------------------------------------------------------

/**
 * NUL (PostgreSQL's text and jsonb cannot hold it) or a lone surrogate (not a character: it would
 * be stored as U+FFFD, silently changing what someone wrote). With the `u` flag a well-formed
 * surrogate pair is one code point, so `\p{Cs}` matches only the lone halves.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** Whether `value` can be stored as it is. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * `z.string(params)` that refuses NUL and lone surrogates. Use it wherever a request carries text
 * (then `.trim()`, `.min()`, `.max()` as the field needs): the check runs first, so a field's
 * length rules still speak for themselves.
 */
export function text(params?: string | { error?: string }) {
  return z.string(params).refine(isStorableText, FIELD_MSG.unstorableText);
}

// ---- calendar days --------------------------------------------------------------------------

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What is wrong with a calendar day written YYYY-MM-DD: 'format' when it is not one that exists
 * (2025-02-30, 1950-3-3, 10000-01-01), 'year' for year 0 (no such year: 1 BC is followed by AD 1,
 * and PostgreSQL refuses it), null when it is fine. Years 1 to 9999, as a date field takes them.
 */
export function isoDayProblem(value: string): 'format' | 'year' | null {
  const m = ISO_DAY.exec(value);
  if (!m) return 'format';
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Date.UTC reads years 0-99 as 1900-1999; setUTCFullYear does not.
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return 'format';
  return year < 1 ? 'year' : null;
}

/** A calendar day YYYY-MM-DD that exists, in years 1 to 9999. */
export function isIsoDay(value: string): boolean {
  return isoDayProblem(value) === null;
}

/**
 * A calendar day YYYY-MM-DD (trimmed) as the schema of a date field: a day that does not exist
 * gets `invalid`, year 0 gets `yearOutOfRange`; with `allowEmpty`, '' (no date) passes.
 */
export function isoDay(opts: { invalid?: string; yearOutOfRange?: string; allowEmpty?: boolean } = {}) {
  const invalid = opts.invalid ?? FIELD_MSG.invalidDate;
  const yearOutOfRange = opts.yearOutOfRange ?? FIELD_MSG.yearOutOfRange;
  return z
    .string({ error: invalid })
    .trim()
    .superRefine((value, ctx) => {
      if (opts.allowEmpty && value === '') return;
      const problem = isoDayProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'year' ? yearOutOfRange : invalid });
    });
}

// ---- ids ------------------------------------------------------------------------------------

/** Any UUID PostgreSQL reads in its usual spelling (every version, either case). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID the database can look up. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** An id in a path or a query: a UUID, in lower case (the one spelling our ids are stored in). */
export function uuidParam(message: string = FIELD_MSG.invalidId) {
  return z
    .string({ error: message })
    .regex(UUID, message)
    .transform((v) => v.toLowerCase());
}

// ---- numbers in a query ---------------------------------------------------------------------

/**
 * A whole number from a query string (`?limit=20`), brought within `min`–`max`: a page size is a
 * wish, so 500 gives the largest page rather than an error. Anything but digits (1.5, -1, 1e3,
 * 0x10) is refused with `message`; an empty value is as good as none (undefined).
 */
export function wholeNumberQuery(opts: { min: number; max: number; message: string }) {
  return z
    .string({ error: opts.message })
    .regex(/^(\d{1,15})?$/, opts.message)
    .transform((v) => (v === '' ? undefined : Math.min(Math.max(Number(v), opts.min), opts.max)));
}

// ---- opaque page cursors --------------------------------------------------------------------

/** Where a newest-first page ended: the last row's time and id (keyset pagination). */
export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

/** The first and last instants of the years 1 to 9999 (UTC), which every database timestamp holds. */
const FIRST_MS = -62_135_596_800_000; // 0001-01-01T00:00:00.000Z
const LAST_MS = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z

const toBase64Url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (s: string) => atob(s.replace(/-/g, '+').replace(/_/g, '/'));

/** The cursor of a position: base64url of "<milliseconds>.<id>", opaque to clients. */
export function encodeKeysetCursor(position: KeysetPosition): string {
  return toBase64Url(`${position.createdAt.getTime()}.${position.id}`);
}

/**
 * The position a cursor names, or null when it is not one of ours: not base64url, not
 * "<milliseconds>.<uuid>", or a time outside the years 1 to 9999 (which no row has).
 */
export function decodeKeysetCursor(cursor: string): KeysetPosition | null {
  if (cursor.length === 0 || cursor.length > 200 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let decoded: string;
  try {
    decoded = fromBase64Url(cursor);
  } catch {
    return null;
  }
  const m = /^(-?\d{1,16})\.([0-9a-fA-F-]{36})$/.exec(decoded);
  if (!m || !isUuid(m[2])) return null;
  const ms = Number(m[1]);
  if (!Number.isSafeInteger(ms) || ms < FIRST_MS || ms > LAST_MS) return null;
  return { createdAt: new Date(ms), id: m[2].toLowerCase() };
}

/**
 * A page cursor from a query string, decoded and checked: one that is not ours gets `message`;
 * an empty one means the first page (undefined).
 */
export function keysetCursor(message: string = FIELD_MSG.invalidPage) {
  return z.string({ error: message }).transform((raw, ctx) => {
    if (raw === '') return undefined;
    const position = decodeKeysetCursor(raw);
    if (!position) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return position;
  });
}
