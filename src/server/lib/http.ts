/** Request helpers shared by every router: path parameters, queries and JSON bodies through Zod, the caller's IP, headers. */
import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
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

/**
 * The path's parameters (`/:id`) against a schema, before anything else looks at them. A
 * parameter names something; one that cannot (not a UUID where an id belongs) is answered exactly
 * as something that does not exist: `notFound(name)` of the first bad parameter, by default the
 * generic 404. The answer depends on the path alone, never on what is stored (decision 016).
 */
export function parseParams<S extends z.ZodType>(
  c: Context,
  schema: S,
  notFound: (param: string) => AppError = () => Errors.notFound(),
): z.output<S> {
  const result = schema.safeParse(c.req.param());
  if (result.success) return result.data;
  throw notFound(String(result.error.issues[0]?.path[0] ?? ''));
}

/**
 * The query string against a schema: a key given once is a string, a key given more than once an
 * array (which a schema of strings refuses); keys the schema does not name are left alone. A bad
 * value is 400 with the rule's message and the key as its field, or `invalid(key, message)`
 * where a route answers differently (decision 016).
 */
export function parseQuery<S extends z.ZodType>(
  c: Context,
  schema: S,
  invalid: (key: string, message: string) => AppError = (key, message) => Errors.validation(message, key || undefined),
): z.output<S> {
  const raw = Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalid(String(issue?.path[0] ?? ''), issue?.message ?? MSG.http.badJson);
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

/**
 * The caller's address: behind a trusted proxy, X-Forwarded-For's last entry (the address our proxy
 * saw and appended; earlier entries are whatever the client sent, so a client could name any
 * address there and escape its per-address limits), else the socket's.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const header = c.req.header('x-forwarded-for');
    const forwarded = header?.slice(header.lastIndexOf(',') + 1).trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * One request header (`name` in lower case). On the Node server it is read from the headers Node
 * has already parsed, so that a request that needs only a header or two never builds a fetch
 * `Headers` object (about a microsecond per header a browser sends); elsewhere (tests) from the
 * Request. Node joins a repeated header with ", " (cookies with "; ") and keeps the first of one
 * that may appear only once, such as Content-Type.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming?.headers) {
    const value = incoming.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }
  return c.req.header(name);
}
