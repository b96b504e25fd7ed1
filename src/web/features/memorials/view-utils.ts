/** Small helpers shared by the memorial page's panels (formatting, stable signed URLs). */
import { useCallback, useState } from 'react';

const ENTRY_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const ENTRY_DATE_UTC = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A timestamp in the visitor's own calendar day, e.g. "12 May 2025"; in UTC's when `local` is
 * false (while the server draws the page and the app hydrates it: `useRenderingHtml`, decision 063).
 */
export function entryDate(timestamp: string, local = true): string {
  const d = new Date(timestamp);
  return Number.isNaN(d.getTime()) ? '' : (local ? ENTRY_DATE : ENTRY_DATE_UTC).format(d);
}

/** "1 photo", "3 photos". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

const basePath = (url: string) => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

/**
 * Signed media URLs are re-issued every time the memorial is refreshed (every 30 minutes). Swapping
 * the `src` of a playing song or video would restart it, so this keeps the first URL of a file and
 * only takes the newer one when the file itself changes or when `refresh()` is called (on a load
 * error, e.g. once the old signature has expired).
 */
export function useStableUrl(url: string): [string, () => void] {
  const [current, setCurrent] = useState(url);
  const sameFile = basePath(current) === basePath(url);
  // Adjusting state while rendering (React's documented pattern for "state follows a prop").
  if (!sameFile) setCurrent(url);
  const refresh = useCallback(() => setCurrent(url), [url]);
  return [sameFile ? current : url, refresh];
}
