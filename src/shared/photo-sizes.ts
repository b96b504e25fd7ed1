/**
 * The sizes a stored photo is kept in for the page (decisions 021 and 048), and the `srcset` of a
 * cover photo: one copy serves the server's first view of a memorial and the app's, so the browser
 * picks the same file for both and the app reuses it.
 */

/** Longest side, in pixels, of each derivative. */
export const PHOTO_SIDES = { display: 1600, medium: 800, thumb: 400 } as const;

/** The width the derivative of a photo this size has (never enlarged), or null when unknown. */
export function derivativeWidth(width: number | null, height: number | null, side: number): number | null {
  if (!width || !height) return null;
  return Math.max(1, Math.round(width * Math.min(1, side / Math.max(width, height))));
}

/**
 * The cover photo's `srcset`: the phone-sized derivative and the display one, each with its width.
 * Undefined when there is no phone-sized one yet (the `src` alone is then the display one).
 */
export function coverSrcSet(
  urls: { display: string; medium?: string },
  width: number | null,
  height: number | null,
): string | undefined {
  const medium = derivativeWidth(width, height, PHOTO_SIDES.medium);
  const display = derivativeWidth(width, height, PHOTO_SIDES.display);
  if (!urls.medium || urls.medium === urls.display || !medium || !display || medium >= display) return undefined;
  return `${urls.medium} ${medium}w, ${urls.display} ${display}w`;
}

/**
 * How wide the cover is drawn: the width of the memorial's main column (`max-w-6xl`, 72 rem, with
 * `px-4`, and `sm:px-6` from 40 rem).
 */
export const COVER_SIZES = '(min-width: 72rem) 69rem, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)';
