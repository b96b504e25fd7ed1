/** The building blocks of every request schema (decision 016). */
import { describe, expect, it } from 'vitest';
import {
  FIELD_MSG,
  decodeKeysetCursor,
  encodeKeysetCursor,
  isStorableText,
  isUuid,
  isoDay,
  isoDayProblem,
  keysetCursor,
  text,
  uuidParam,
  wholeNumberQuery,
} from './fields';

const ID = '3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

describe('text', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud83cb'],
    ['a lone low surrogate at the end', 'ab\udf38'],
    ['a pair written backwards', '\udf38\ud83c'],
  ])('refuses %s with the gentle message', (_label, value) => {
    expect(isStorableText(value)).toBe(false);
    const result = text().safeParse(value);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]!.message).toBe(FIELD_MSG.unstorableText);
  });

  it.each([
    '',
    'plain',
    'Zoë 李雷 Мария',
    'a flower 🌸 (a surrogate pair)',
    'tabs\tand\nnew lines',
    '\u202e\ufeff\uffff',
  ])('accepts %j as it is', (value) => {
    expect(isStorableText(value)).toBe(true);
    expect(text().parse(value)).toBe(value);
  });

  it("keeps a field's own rules and messages: the type message, trim, then length", () => {
    const field = text({ error: 'Name is required' }).trim().min(1, 'Name is required').max(3, 'Too long');
    expect(field.safeParse(42).error?.issues[0]?.message).toBe('Name is required');
    expect(field.parse('  ab  ')).toBe('ab');
    expect(field.safeParse('   ').error?.issues[0]?.message).toBe('Name is required');
    expect(field.safeParse('abcd').error?.issues[0]?.message).toBe('Too long');
    expect(field.safeParse('\u0000').error?.issues[0]?.message).toBe(FIELD_MSG.unstorableText);
  });
});

describe('calendar days', () => {
  it.each([
    ['0001-01-01', null],
    ['1950-03-03', null],
    ['2024-02-29', null],
    ['9999-12-31', null],
    ['0000-01-01', 'year'],
    ['0000-02-29', 'year'],
    ['0000-12-31', 'year'],
    ['2023-02-29', 'format'],
    ['2025-02-30', 'format'],
    ['2023-13-01', 'format'],
    ['2023-00-10', 'format'],
    ['0050-06-31', 'format'],
    ['10000-01-01', 'format'],
    ['+010000-01-01', 'format'],
    ['-0001-01-01', 'format'],
    ['1950-3-3', 'format'],
    ['1950-03-03T00:00:00Z', 'format'],
    ['', 'format'],
  ] as const)('%s: %s', (value, problem) => {
    expect(isoDayProblem(value)).toBe(problem);
  });

  it('reads years below 100 as they are written, not as 19xx', () => {
    expect(isoDayProblem('0050-02-29')).toBe('format');
    expect(isoDayProblem('0048-02-29')).toBe(null);
  });

  it('gives the field its messages: invalid, or the year out of range', () => {
    const day = isoDay({ invalid: 'Bad date', yearOutOfRange: 'Bad year' });
    expect(day.parse(' 2020-01-31 ')).toBe('2020-01-31');
    expect(day.safeParse('2020-02-30').error?.issues[0]?.message).toBe('Bad date');
    expect(day.safeParse('0000-01-01').error?.issues[0]?.message).toBe('Bad year');
    expect(day.safeParse(19500303).error?.issues[0]?.message).toBe('Bad date');
    expect(day.safeParse('').success).toBe(false);
    expect(isoDay({ allowEmpty: true }).parse('')).toBe('');
  });
});

describe('ids', () => {
  it('takes any UUID PostgreSQL reads, in lower case', () => {
    expect(uuidParam().parse(ID.toUpperCase())).toBe(ID);
    expect(uuidParam().parse('00000000-0000-0000-0000-000000000000')).toBe('00000000-0000-0000-0000-000000000000');
  });

  it.each([
    '',
    'x',
    ID.replace(/-/g, ''),
    `{${ID}}`,
    `${ID}x`,
    `${ID}\u0000`,
    ID.slice(1),
    ID.replace(/^./, 'g'),
    ' '.repeat(36),
  ])('refuses %j', (value) => {
    expect(isUuid(value)).toBe(false);
    expect(uuidParam().safeParse(value).success).toBe(false);
  });
});

describe('whole numbers from a query', () => {
  const limit = wholeNumberQuery({ min: 1, max: 50, message: 'A whole number, please' });

  it('brings a whole number within its bounds; an empty value is none', () => {
    expect(limit.parse('20')).toBe(20);
    expect(limit.parse('0')).toBe(1);
    expect(limit.parse('500')).toBe(50);
    expect(limit.parse('999999999999999')).toBe(50);
    expect(limit.parse('')).toBeUndefined();
  });

  it.each(['1.5', '-1', '+1', '1e1', '0x10', ' 1', 'NaN', 'Infinity', '9'.repeat(16), '1\u0000'])(
    'refuses %j',
    (value) => {
      expect(limit.safeParse(value).error?.issues[0]?.message).toBe('A whole number, please');
    },
  );

  it('refuses a value given twice', () => {
    expect(limit.safeParse(['1', '2']).error?.issues[0]?.message).toBe('A whole number, please');
  });
});

describe('keyset cursors', () => {
  it('round-trips a position, opaque to the reader', () => {
    const position = { createdAt: new Date('2025-06-01T10:00:00.123Z'), id: ID };
    const cursor = encodeKeysetCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeKeysetCursor(cursor)).toEqual(position);
    expect(keysetCursor().parse(cursor)).toEqual(position);
  });

  it('reads the cursors the journal gave out before (the same format)', () => {
    expect(decodeKeysetCursor(Buffer.from(`1748772000123.${ID}`).toString('base64url'))).toEqual({
      createdAt: new Date(1748772000123),
      id: ID,
    });
  });

  it('keeps the first and the last instants of the years 1 to 9999', () => {
    expect(decodeKeysetCursor(b64(`-62135596800000.${ID}`))?.createdAt.toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(decodeKeysetCursor(b64(`253402300799999.${ID}`))?.createdAt.toISOString()).toBe('9999-12-31T23:59:59.999Z');
  });

  it.each([
    ['garbage', 'not a cursor!'],
    ['base64 of nonsense', b64('hello')],
    ['the guestbook JSON of before', b64(JSON.stringify({ t: '2025-06-01T10:00:00.000Z', id: ID }))],
    ['a time before year 1', b64(`-62135596800001.${ID}`)],
    ['a time after year 9999', b64(`253402300800000.${ID}`)],
    ['a time past what a Date holds', b64(`8640000000000001.${ID}`)],
    ['an unsafe integer', b64(`9007199254740993.${ID}`)],
    ['a fraction', b64(`1.5.${ID}`)],
    ['a bad id', b64("1748772000123.x' or 1=1 --")],
    ['a NUL in the id', b64(`1748772000123.${ID.slice(0, 35)}\u0000`)],
    ['too long', 'A'.repeat(201)],
    ['padding', `${b64(`1748772000123.${ID}`)}==`],
  ])('refuses %s', (_label, cursor) => {
    expect(decodeKeysetCursor(cursor)).toBeNull();
    expect(keysetCursor('No such page').safeParse(cursor).error?.issues[0]?.message).toBe('No such page');
  });

  it('an empty cursor is the first page', () => {
    expect(keysetCursor().parse('')).toBeUndefined();
  });
});
