/**
 * The typed API client: a thin wrapper over fetch. Request and response types come from the
 * shared schemas in src/shared, so the browser and the server agree on shapes and messages. A
 * failure is an ApiError whose code is one of the API's (src/shared/errors.ts) or one the browser
 * gives a failure the API did not name; lib/errors.ts reads it (errorText, hasCode).
 */
import { isErrorCode, type ErrorCode } from '@shared/errors';
import { MSG } from '@shared/messages';
import { reportReached } from './offline/connection';

/** Failures the API did not name: no answer at all, a stream cut short, an answer without our body. */
export type ClientErrorCode =
  'NETWORK' | 'ABORTED' | 'NO_BODY' | 'STREAM_ERROR' | 'STREAM_BROKEN' | 'STREAM_INCOMPLETE' | 'HTTP_ERROR';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export const NETWORK_MESSAGE = 'We could not reach the server. Please check your connection and try again.';

export class ApiError extends Error {
  constructor(
    /** The HTTP status; 0 when no answer came (NETWORK, ABORTED) or a stream broke. */
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    /** The request field the message is about, when the API named one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The code of an error answer whose body names none of ours (a proxy's page, an older server). */
function codeForStatus(status: number): ApiErrorCode {
  if (status >= 500) return 'INTERNAL';
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'HTTP_ERROR';
  }
}

/** The ApiError for an error answer (status ≥ 400) with the body `{ error: { code, message, field? } }`, or anything else. */
export function apiErrorFrom(status: number, body: unknown, fallbackMessage: string = MSG.http.internal): ApiError {
  const err = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const e =
    typeof err === 'object' && err !== null ? (err as { code?: unknown; message?: unknown; field?: unknown }) : {};
  const message = typeof e.message === 'string' && e.message.trim() ? e.message : fallbackMessage;
  const code = isErrorCode(e.code) ? e.code : codeForStatus(status);
  return new ApiError(status, code, message, typeof e.field === 'string' ? e.field : undefined);
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called whenever an API call answers 401: the session ended (expired, signed out elsewhere). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Tells the listeners that a call outside this client (a chat stream, an upload) answered 401. */
export function notifyUnauthorized(): void {
  unauthorizedListeners.forEach((l) => l());
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    reportReached(false);
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  reportReached(true);
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!res.ok) {
    if (res.status === 401) notifyUnauthorized();
    throw apiErrorFrom(res.status, data);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
