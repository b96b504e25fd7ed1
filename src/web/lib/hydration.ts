/**
 * Rendering that must match a page's HTML (decision 027): while React renders it at build time or
 * hydrates it in the browser, what the server could not know is answered as the build did; every
 * render after that answers from the browser.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** True while the page's HTML is being made or hydrated; false in every render after it. */
export function useRenderingHtml(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}

/**
 * A fact of the browser (`browser()`), answered as `inHtml` while the HTML is made or hydrated:
 * the page's HTML then says what nearly every browser will, and nothing moves when it is true.
 */
export function useBrowserFact(browser: () => boolean, inHtml: boolean): boolean {
  return useSyncExternalStore(never, browser, () => inHtml);
}
