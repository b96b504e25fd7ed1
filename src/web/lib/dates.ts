/** Dates and time zones as more than one feature shows or sends them. */

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * "3 March 1950" for a date-only string ("1950-03-03"). Read as UTC so the day never shifts with
 * the visitor's time zone. Null when the value is missing or not a date.
 */
export function longDate(isoDate: string | null | undefined): string | null {
  if (!isoDate) return null;
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(d.getTime()) ? null : LONG_DATE.format(d);
}

/**
 * The person's IANA time zone (Europe/London), or undefined where the browser does not say: sent
 * with letters, reminder choices and the journal's download, so dates land in their own day.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
