import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { ApiError, apiErrorFrom } from './api';
import { errorText, errorTitle, hasCode, isRefusal } from './errors';

describe('apiErrorFrom', () => {
  it("keeps the API's code, message and field", () => {
    const err = apiErrorFrom(403, {
      error: { code: 'MEMORIAL_LIMIT', message: 'You have reached the limit.', field: 'title' },
    });
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 403,
      code: 'MEMORIAL_LIMIT',
      message: 'You have reached the limit.',
      field: 'title',
    });
  });

  it('names a failure by its status when the body has none of our codes (a proxy, an older server)', () => {
    expect(apiErrorFrom(404, { error: { code: 'SOMETHING_ELSE', message: 'Gone.' } })).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Gone.',
    });
    expect(apiErrorFrom(401, null).code).toBe('UNAUTHENTICATED');
    expect(apiErrorFrom(403, undefined).code).toBe('FORBIDDEN');
    expect(apiErrorFrom(429, 'Too many').code).toBe('RATE_LIMITED');
    expect(apiErrorFrom(413, null).code).toBe('PAYLOAD_TOO_LARGE');
    expect(apiErrorFrom(400, null).code).toBe('BAD_REQUEST');
    expect(apiErrorFrom(418, null).code).toBe('HTTP_ERROR');
    const page = apiErrorFrom(502, '<html>Bad gateway</html>');
    expect(page).toMatchObject({ status: 502, code: 'INTERNAL', message: MSG.http.internal });
    expect(apiErrorFrom(500, { error: { code: 'INTERNAL', message: '  ' } }, 'Ours.').message).toBe('Ours.');
  });
});

describe('hasCode', () => {
  it('is true for an ApiError with one of the codes only', () => {
    const limit = new ApiError(403, 'MEMORIAL_LIMIT', 'Limit.');
    expect(hasCode(limit, 'MEMORIAL_LIMIT')).toBe(true);
    expect(hasCode(limit, 'NOT_FOUND', 'MEMORIAL_LIMIT')).toBe(true);
    expect(hasCode(limit, 'FORBIDDEN')).toBe(false);
    expect(hasCode(new Error('MEMORIAL_LIMIT'), 'MEMORIAL_LIMIT')).toBe(false);
    expect(hasCode(undefined, 'NETWORK')).toBe(false);
  });
});

describe('errorText', () => {
  it("gives the API's own words for a refusal and for a lost connection", () => {
    expect(errorText(new ApiError(400, 'VALIDATION', 'Title is required'), 'Fallback.')).toBe('Title is required');
    expect(
      errorText(new ApiError(409, 'LETTER_DELIVERED', 'This letter has already been delivered.'), 'Fallback.'),
    ).toBe('This letter has already been delivered.');
    expect(errorText(new ApiError(0, 'NETWORK', 'We could not reach the server.'), 'Fallback.')).toBe(
      'We could not reach the server.',
    );
    expect(errorText(new ApiError(502, 'AI_FAILED', 'Failed to get response. Please try again.'), 'Fallback.')).toBe(
      'Failed to get response. Please try again.',
    );
  });

  it("gives the caller's words for a generic server failure, an empty message or anything that is not an API error", () => {
    expect(errorText(new ApiError(500, 'INTERNAL', MSG.http.internal), 'We could not rename it.')).toBe(
      'We could not rename it.',
    );
    expect(errorText(apiErrorFrom(504, '<html>'), 'We could not rename it.')).toBe('We could not rename it.');
    expect(errorText(new ApiError(400, 'BAD_REQUEST', ''), 'Fallback.')).toBe('Fallback.');
    expect(errorText(new TypeError('x is undefined'), 'Fallback.')).toBe('Fallback.');
    expect(errorText(null, 'Fallback.')).toBe('Fallback.');
  });
});

describe('errorTitle', () => {
  it('says "Validation Error" for a refused rule, else the given title', () => {
    expect(errorTitle(new ApiError(400, 'VALIDATION', 'Title is required'), 'Error')).toBe(MSG.validation.title);
    expect(errorTitle(new ApiError(404, 'NOT_FOUND', 'Gone.'), 'Error')).toBe('Error');
    expect(errorTitle(new Error('VALIDATION'), 'The new order was not saved')).toBe('The new order was not saved');
  });
});

describe('isRefusal', () => {
  it('is true for a 4xx answer only: asking again cannot change it', () => {
    expect(isRefusal(new ApiError(404, 'NOT_FOUND', 'Gone.'))).toBe(true);
    expect(isRefusal(new ApiError(429, 'RATE_LIMITED', 'Wait.'))).toBe(true);
    expect(isRefusal(new ApiError(500, 'INTERNAL', 'Oops.'))).toBe(false);
    expect(isRefusal(new ApiError(0, 'NETWORK', 'Offline.'))).toBe(false);
    expect(isRefusal(new Error('404'))).toBe(false);
  });
});
