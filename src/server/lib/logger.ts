/**
 * A small structured logger (one JSON object per line). Log ids, codes and counts only: never
 * anything a person wrote (journal text, messages, names of the people they lost).
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

let threshold: Level = (process.env.LOG_LEVEL as Level | undefined) ?? 'info';
if (!(threshold in order)) threshold = 'info';

export function setLogLevel(level: Level): void {
  threshold = level;
}

function write(level: Level, event: string, fields?: Record<string, unknown>): void {
  if (order[level] < order[threshold]) return;
  const line = JSON.stringify({ t: new Date().toISOString(), level, event, ...fields });
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}

export const log = {
  debug: (event: string, fields?: Record<string, unknown>) => write('debug', event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write('info', event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write('warn', event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write('error', event, fields),
};

/**
 * Error details safe to log. Query errors carry their parameters (which may be what a person
 * wrote), so for those only the SQL text and the SQLSTATE are kept, never the values.
 */
export function errorFields(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { error: typeof err };
  const fields: Record<string, unknown> = { error: err.name };
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') fields.code = code;
  const cause = err.cause as { code?: unknown; name?: unknown } | undefined;
  const query = (err as { query?: unknown }).query;
  if (typeof query === 'string') {
    fields.query = query.slice(0, 300);
    if (typeof cause?.code === 'string') fields.sqlstate = cause.code;
  } else {
    fields.message = err.message.slice(0, 300);
  }
  return fields;
}
