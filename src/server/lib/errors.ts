/**
 * The one error type of the server, turned into `{ error: { code, message } }` by one handler.
 * Its code is one of the API's codes (`src/shared/errors.ts`): a code the browser does not know
 * fails the typecheck.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MSG } from '@shared/messages';
import type { ErrorCode } from '@shared/errors';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    readonly userMessage: string,
    readonly field?: string,
    /** Extra response headers, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(`${code}: ${userMessage}`);
    this.name = 'AppError';
  }
}

export const Errors = {
  validation: (message: string, field?: string) => new AppError('VALIDATION', 400, message, field),
  unauthenticated: (message: string = MSG.http.unauthenticated) => new AppError('UNAUTHENTICATED', 401, message),
  forbidden: (message: string = MSG.http.forbidden) => new AppError('FORBIDDEN', 403, message),
  notFound: (message: string = MSG.http.notFound) => new AppError('NOT_FOUND', 404, message),
  rateLimited: (message: string = MSG.http.rateLimited, retryAfterSeconds?: number) =>
    new AppError(
      'RATE_LIMITED',
      429,
      message,
      undefined,
      retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {},
    ),
};
