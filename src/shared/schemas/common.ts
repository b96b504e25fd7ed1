/** Response shapes shared by several features. */

/** A change that has nothing else to say: deletions of memorials, media, guestbook messages and resources; auth. */
export interface OkResponse {
  ok: true;
}

/** `GET /api/health`. */
export interface HealthResponse {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unreachable';
}
