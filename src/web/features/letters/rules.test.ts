import { describe, expect, it } from 'vitest';
import { LETTER_MSG, type LegacyLetter } from '@shared/schemas/letters';
import { EMPTY_LETTER_DRAFT, LETTER_DRAFT_KEY, readLetterDraft, writeLetterDraft, type LetterDraft } from './draft';
import {
  canCancel,
  canEdit,
  changedFields,
  checkLetter,
  draftFromLetter,
  formatDay,
  generateErrorDescription,
  letterStatus,
  localToday,
} from './rules';
import { ApiError } from '@web/lib/api';

const TODAY = '2026-03-10';
const MEMORIAL = '5b1f8a6e-3c2d-4e5f-8a9b-0c1d2e3f4a5b';

const draft = (patch: Partial<LetterDraft> = {}): LetterDraft => ({
  ...EMPTY_LETTER_DRAFT,
  recipientName: 'Lily',
  letterContent: 'Dear Lily,\nI hope the garden is still growing.',
  ...patch,
});

const letter = (patch: Partial<LegacyLetter> = {}): LegacyLetter => ({
  id: '0b6c6c4e-8d43-4f9e-9d44-1d2a3b4c5d6e',
  recipientName: 'Lily',
  recipientEmail: null,
  memorialId: null,
  memorialTitle: null,
  letterContent: 'Dear Lily',
  scheduledDeliveryDate: null,
  timeZone: 'Europe/London',
  status: 'private',
  deliveredAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...patch,
});

function failure(d: LetterDraft, original?: Parameters<typeof checkLetter>[2]) {
  const r = checkLetter(d, TODAY, original);
  if (r.ok) throw new Error('expected a failure');
  return r;
}

describe('checkLetter (spec section 5 "Legacy letter save", then delivery)', () => {
  it('accepts a private letter and trims, with empty optional fields as null', () => {
    const r = checkLetter(draft({ recipientName: '  Lily  ' }), TODAY);
    expect(r).toEqual({
      ok: true,
      value: {
        recipientName: 'Lily',
        letterContent: 'Dear Lily,\nI hope the garden is still growing.',
        memorialId: null,
        scheduledDeliveryDate: null,
        recipientEmail: null,
      },
    });
  });

  it('reports the first failing rule in the spec order, with the field to focus', () => {
    expect(failure(draft({ recipientName: '  ', letterContent: '' }))).toMatchObject({
      ok: false,
      message: LETTER_MSG.recipientRequired,
      field: 'recipientName',
    });
    expect(failure(draft({ recipientName: 'x'.repeat(101) })).message).toBe(LETTER_MSG.recipientTooLong);
    expect(failure(draft({ letterContent: ' \n ' }))).toMatchObject({
      message: LETTER_MSG.contentRequired,
      field: 'letterContent',
    });
    expect(failure(draft({ letterContent: 'a'.repeat(10_001) })).message).toBe(LETTER_MSG.contentTooLong);
    expect(checkLetter(draft({ letterContent: 'a'.repeat(10_000) }), TODAY).ok).toBe(true);
  });

  it('lists every field that breaks a rule at once, each with its first message, in the spec order', () => {
    expect(failure(draft({ recipientName: '  ', letterContent: '', recipientEmail: 'not-an-email' })).problems).toEqual(
      [
        { field: 'recipientName', message: LETTER_MSG.recipientRequired },
        { field: 'letterContent', message: LETTER_MSG.contentRequired },
        { field: 'recipientEmail', message: LETTER_MSG.invalidEmail },
      ],
    );
    // The delivery rules are checked beside a broken field, not only once the rest is right.
    expect(failure(draft({ recipientName: '', recipientEmail: 'lily@example.com' })).problems).toEqual([
      { field: 'recipientName', message: LETTER_MSG.recipientRequired },
      { field: 'scheduledDeliveryDate', message: LETTER_MSG.emailNeedsDate },
    ]);
  });

  it('checks the email, and that an email has a date on or after today', () => {
    expect(failure(draft({ recipientEmail: 'not-an-email', scheduledDeliveryDate: TODAY }))).toMatchObject({
      message: LETTER_MSG.invalidEmail,
      field: 'recipientEmail',
    });
    expect(failure(draft({ recipientEmail: 'lily@example.com' }))).toMatchObject({
      message: LETTER_MSG.emailNeedsDate,
      field: 'scheduledDeliveryDate',
    });
    expect(failure(draft({ recipientEmail: 'lily@example.com', scheduledDeliveryDate: '2026-03-09' })).message).toBe(
      LETTER_MSG.dateInPast,
    );
    const ok = checkLetter(
      draft({ recipientEmail: ' Lily@Example.com ', scheduledDeliveryDate: TODAY, memorialId: MEMORIAL }),
      TODAY,
    );
    expect(ok).toMatchObject({
      ok: true,
      value: { recipientEmail: 'lily@example.com', scheduledDeliveryDate: TODAY, memorialId: MEMORIAL },
    });
  });

  it('lets a date alone be in the past (a note to self), and an already scheduled date stand', () => {
    expect(checkLetter(draft({ scheduledDeliveryDate: '2020-01-01' }), TODAY).ok).toBe(true);
    const scheduled = { status: 'scheduled' as const, scheduledDeliveryDate: '2026-03-09' };
    expect(
      checkLetter(draft({ recipientEmail: 'lily@example.com', scheduledDeliveryDate: '2026-03-09' }), TODAY, scheduled)
        .ok,
    ).toBe(true);
    // A cancelled letter saved again is scheduled afresh: its date is checked.
    const cancelled = { status: 'cancelled' as const, scheduledDeliveryDate: '2026-03-09' };
    expect(
      failure(draft({ recipientEmail: 'lily@example.com', scheduledDeliveryDate: '2026-03-09' }), cancelled).message,
    ).toBe(LETTER_MSG.dateInPast);
  });

  it('refuses a date that does not exist', () => {
    expect(failure(draft({ scheduledDeliveryDate: '2026-02-30' })).message).toBe(LETTER_MSG.invalidDate);
  });
});

describe('changedFields', () => {
  it('sends only what changed, null clearing an optional field', () => {
    const saved = letter({
      recipientEmail: 'lily@example.com',
      scheduledDeliveryDate: '2026-06-01',
      status: 'scheduled',
      memorialId: MEMORIAL,
    });
    const same = checkLetter(draftFromLetter(saved), TODAY, saved);
    if (!same.ok) throw new Error(same.message);
    expect(changedFields(saved, same.value)).toEqual({});
    expect(changedFields(saved, { ...same.value, recipientName: 'Lily Rose' })).toEqual({ recipientName: 'Lily Rose' });
    expect(changedFields(saved, { ...same.value, recipientEmail: null, memorialId: null })).toEqual({
      recipientEmail: null,
      memorialId: null,
    });
  });

  it('saving an undelivered letter again sends its email and date, so it is tried afresh', () => {
    const failed = letter({
      recipientEmail: 'lily@example.com',
      scheduledDeliveryDate: '2026-06-01',
      status: 'failed',
    });
    const v = checkLetter(draftFromLetter(failed), TODAY, failed);
    if (!v.ok) throw new Error(v.message);
    expect(changedFields(failed, v.value)).toEqual({
      recipientEmail: 'lily@example.com',
      scheduledDeliveryDate: '2026-06-01',
    });
  });
});

describe('letterStatus', () => {
  it('words each status', () => {
    expect(letterStatus(letter())).toEqual({ tone: 'private', text: 'Private', detail: null });
    expect(
      letterStatus(
        letter({ status: 'scheduled', scheduledDeliveryDate: '2026-06-01', recipientEmail: 'lily@example.com' }),
      ),
    ).toEqual({
      tone: 'scheduled',
      text: 'Scheduled for 1 June 2026',
      detail: 'to lily@example.com',
    });
    expect(letterStatus(letter({ status: 'delivered', deliveredAt: '2026-06-01T08:00:00.000Z' })).text).toMatch(
      /^Delivered 1 June 2026$/,
    );
    expect(letterStatus(letter({ status: 'cancelled' })).text).toBe('Delivery cancelled');
    expect(letterStatus(letter({ status: 'failed' })).text).toBe(
      'Not delivered — check the email address and save again',
    );
  });

  it('allows edits before delivery and cancelling only while scheduled', () => {
    expect(canEdit(letter({ status: 'delivered' }))).toBe(false);
    expect(canEdit(letter({ status: 'cancelled' }))).toBe(true);
    expect(canCancel(letter({ status: 'scheduled' }))).toBe(true);
    expect(canCancel(letter({ status: 'private' }))).toBe(false);
  });
});

describe('dates', () => {
  it('formats a day without shifting it, and today in the local calendar', () => {
    expect(formatDay('2026-01-01')).toBe('1 January 2026');
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('generateErrorDescription (spec section 8)', () => {
  it('says "Rate limit exceeded" for a 429, else the server message', () => {
    expect(generateErrorDescription(new ApiError(429, 'RATE_LIMITED', 'Too many requests.'))).toBe(
      LETTER_MSG.rateLimited,
    );
    expect(generateErrorDescription(new ApiError(500, 'AI_FAILED', 'upstream said 429'))).toBe(LETTER_MSG.rateLimited);
    expect(generateErrorDescription(new ApiError(403, 'PREMIUM_FEATURE', 'Legacy Letters is only available…'))).toBe(
      'Legacy Letters is only available…',
    );
  });
});

describe('the letter draft', () => {
  class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
    map = new Map<string, string>();
    getItem = (k: string) => this.map.get(k) ?? null;
    setItem = (k: string, v: string) => void this.map.set(k, v);
    removeItem = (k: string) => void this.map.delete(k);
  }

  it('is kept per account and forgotten when blank', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    writeLetterDraft('user-a', draft(), storage);
    expect(readLetterDraft('user-a', storage)).toEqual(draft());
    expect(readLetterDraft('user-b', storage)).toBeNull();
    writeLetterDraft('user-a', EMPTY_LETTER_DRAFT, storage);
    expect(storage.getItem(LETTER_DRAFT_KEY)).toBeNull();
    storage.setItem(LETTER_DRAFT_KEY, '{not json');
    expect(readLetterDraft('user-a', storage)).toBeNull();
  });
});
