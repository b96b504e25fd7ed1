/** Request helpers shared by every router: JSON bodies through Zod, the caller's IP. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { z } from 'zod';
import { MSG } from '@shared/messages';
import { AppError, Errors } from './errors';

/** Parses a JSON body against a schema; the first failing rule's message becomes the error. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Please send this request as JSON.');
  }
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new AppError('BAD_JSON', 400, MSG.http.badJson);
  }
  return parseValue(schema, raw);
}

export function parseValue<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    if (issue?.code === 'unrecognized_keys') {
      throw Errors.validation(`Unknown field: ${issue.keys.join(', ')}`);
    }
    if (issue && issue.path.length === 0 && issue.code === 'invalid_type') {
      throw Errors.validation('The request body must be a JSON object.');
    }
    throw Errors.validation(issue?.message ?? MSG.http.badJson, issue?.path.join('.') || undefined);
  }
  return result.data;
}

/** The caller's address: X-Forwarded-For's first entry behind a trusted proxy, else the socket's. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
