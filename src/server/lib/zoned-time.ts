/**
 * Wall-clock time in an IANA time zone, with the runtime's Intl data (no library): "09:00 on
 * 2025-03-30 in Europe/London" as an instant, and "today" where the author lives. DST-safe: the
 * offset is read at the instant itself, so the days a zone changes its clocks come out right.
 */

/**
 * Formatters by zone, in Intl's own spelling of its name. Callers pass zones as people sent them,
 * and Intl reads a name in any case ("europe/LONDON"), so keyed by spelling this would keep one
 * formatter (about 30 KB of ICU memory each) per spelling anyone cares to send. Keyed by the
 * zone, it keeps at most one per zone, and at most MAX_FORMATTERS (the oldest goes first).
 */
const partFormatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 256;
/** Other spellings seen, to the zone's name: a few bytes each, so a spelling costs one lookup more. */
const spellings = new Map<string, string>();
const MAX_SPELLINGS = 1024;

function formatterFor(zone: string): Intl.DateTimeFormat {
  const kept = partFormatters.get(zone) ?? partFormatters.get(spellings.get(zone) ?? '');
  if (kept) return kept;
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    era: 'short',
  });
  const name = f.resolvedOptions().timeZone;
  if (name !== zone && zone.length <= 64) {
    if (spellings.size >= MAX_SPELLINGS) spellings.clear();
    spellings.set(zone, name);
  }
  const same = partFormatters.get(name);
  if (same) return same;
  if (partFormatters.size >= MAX_FORMATTERS) partFormatters.delete(partFormatters.keys().next().value!);
  partFormatters.set(name, f);
  return f;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock reading in `zone` at the instant `at` (whole seconds). */
function wallTimeAt(at: Date, zone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(zone).formatToParts(at)) parts[p.type] = p.value;
  const year = Number(parts.year);
  return {
    year: parts.era === 'BC' || parts.era === 'B' ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Date.UTC without its two-digit-year quirk. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const d = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

const wallMs = (w: WallTime) => utcMs(w.year, w.month, w.day, w.hour, w.minute, w.second);

/** How far `zone` is ahead of UTC at the instant `at`, in milliseconds (negative west of Greenwich). */
export function zoneOffsetMs(at: Date, zone: string): number {
  const whole = Math.floor(at.getTime() / 1000) * 1000;
  return wallMs(wallTimeAt(new Date(whole), zone)) - whole;
}

/**
 * The instant the clocks in `zone` read `hour`:00 on `day` (YYYY-MM-DD). When that reading happens
 * twice (clocks going back) the first is taken; when it never happens (clocks going forward over
 * it) the instant the same length of time after the jump, as calendars do.
 */
export function zonedTimeToUtc(day: string, hour: number, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = utcMs(y, m, d, hour);
  // The zone's offsets a day either side: a zone changes its clocks at most once in two days.
  const before = wall - zoneOffsetMs(new Date(wall - 86_400_000), zone);
  const after = wall - zoneOffsetMs(new Date(wall + 86_400_000), zone);
  const reads = (t: number) => wallMs(wallTimeAt(new Date(t), zone)) === wall;
  const readings = [before, after].filter(reads);
  if (readings.length) return new Date(Math.min(...readings));
  return new Date(before);
}

/** How many zones' formatters are kept (for tests). */
export function cachedZoneFormatters(): number {
  return partFormatters.size;
}

/** The calendar day (YYYY-MM-DD) it is in `zone` at the instant `now`. */
export function dayIn(zone: string, now: Date): string {
  const w = wallTimeAt(now, zone);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}
