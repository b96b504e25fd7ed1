/**
 * The one way the web app reads a failed call (decision 017). Decide by code, never by parsing a
 * message: `hasCode(err, 'MEMORIAL_LIMIT')`. Say what failed with `errorText(err, fallback)` (the
 * API's messages are written to be shown as they are) under `errorTitle(err, title)`.
 */
import { MSG } from '@shared/messages';
import { ApiError, type ApiErrorCode } from './api';

/** Whether `err` is an API failure with one of these codes (the API's, or the browser's own such as NETWORK). */
export function hasCode(err: unknown, ...codes: [ApiErrorCode, ...ApiErrorCode[]]): err is ApiError {
  return err instanceof ApiError && codes.includes(err.code);
}

/**
 * The words for a failed call: the API's own message when it said something specific (a refusal,
 * a lost connection, a failed reply), else `fallback` (a generic "something went wrong" from the
 * server or a proxy, an empty message, or an error that is not an API failure at all).
 */
export function errorText(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError) || err.code === 'INTERNAL' || err.code === 'HTTP_ERROR') return fallback;
  return err.message.trim() ? err.message : fallback;
}

/** The title of a failed call's toast: "Validation Error" when the server refused a rule (spec section 5), else `title`. */
export function errorTitle(err: unknown, title: string): string {
  return hasCode(err, 'VALIDATION') ? MSG.validation.title : title;
}

/** A refusal (4xx): the server answered, and asking again cannot change its answer. */
export function isRefusal(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status >= 400 && err.status < 500;
}
