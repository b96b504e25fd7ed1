/**
 * The error codes of the API, one list for the server (AppError's code is one of these) and the
 * browser (which decides what to show by code, never by parsing a message). A response error is
 * `{ "error": { "code", "message", "field"? } }`; the message is already gentle and shown as is.
 */
export const ERROR_CODES = [
  // Requests
  'VALIDATION',
  'BAD_JSON',
  'BAD_REQUEST',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'INTERNAL',
  // Who is asking
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'AUTH_FAILED',
  'RATE_LIMITED',
  // Plans
  'PREMIUM_FEATURE',
  'MEMORIAL_LIMIT',
  'MEMORIAL_READ_ONLY',
  'LAST_ADMIN',
  // Memorials, sharing and media
  'SHARE_LINK_INVALID',
  'SIGNED_URL_INVALID',
  'INVALID_LINK',
  'NO_FILE',
  'EMPTY_FILE',
  'FILE_TOO_LARGE',
  'TOO_MANY_FILES',
  'INVALID_FILE_TYPE',
  'IMAGE_UNREADABLE',
  'BAD_UPLOAD',
  // The AI companion
  'AI_QUOTA_REACHED',
  'AI_RATE_LIMITED',
  'AI_TIMEOUT',
  'AI_FAILED',
  // Letters
  'LETTER_SENDING',
  'LETTER_NOT_SCHEDULED',
  'LETTER_DELIVERED',
  // Account security (decision 028)
  'RESET_LINK_EXPIRED',
  'RESET_LINK_USED',
  'WRONG_PASSWORD',
  // Data exports
  'EXPORT_IN_PROGRESS',
  // Billing
  'BILLING_NOT_SET_UP',
  'BILLING_UNAVAILABLE',
  'NOT_A_CUSTOMER',
  'ALREADY_SUBSCRIBED',
  'PAID_THROUGH_STRIPE',
  // Support circles and moderation (decision 035)
  'NOT_CIRCLE_ADMIN',
  'CIRCLE_MUTED',
  'CIRCLE_REMOVED',
  'ALREADY_MEMBER',
  'ADMIN_MUST_HAND_ON',
  'INVITATION_INVALID',
  'ALREADY_REPORTED',
  // Peer support (decision 036)
  'PEER_SELF',
  'PEER_UNAVAILABLE',
  'PEER_ALREADY_CONNECTED',
  'PEER_ALREADY_REQUESTED',
  'PEER_ASK_LATER',
  'PEER_NOT_OPEN',
  // A memorial's story (decision 038): more sections or timeline events than a memorial holds
  'STORY_LIMIT',
  // Linked sign-in methods (decision 039)
  'LAST_SIGN_IN_METHOD',
  'SIGN_IN_AGAIN',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error response. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; field?: string };
}

const KNOWN = new Set<string>(ERROR_CODES);

/** Whether a string received from the API is one of our codes. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && KNOWN.has(code);
}
