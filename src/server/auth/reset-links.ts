/**
 * How reset links are kept in Better Auth's `verification` table (decision 028): the identifier
 * `reset-password:<token>` is stored as `reset-password:<SHA-256 of it>`, so a copy of the
 * database holds no usable link, while the prefix still tells the app which rows are reset links
 * (every outstanding link of an account ends when its password changes).
 */
import { createHash } from 'node:crypto';

export const RESET_PREFIX = 'reset-password:';

export async function hashResetIdentifier(identifier: string): Promise<string> {
  return RESET_PREFIX + createHash('sha256').update(identifier).digest('base64url');
}
