/**
 * A first view the server wrote before #root (a public memorial's name, years and cover photo,
 * decision 040): it stays on screen while the page loads its data, and goes in the same frame as
 * the page's own content appears (a layout effect runs before the browser paints), or when the
 * visitor leaves the page first.
 */
import { useLayoutEffect, useState } from 'react';
import { FIRST_VIEW_ID } from '@shared/first-view';

const removeFirstView = () => document.getElementById(FIRST_VIEW_ID)?.remove();

/** Whether the server's first view is still standing in for the page (`ready`: the page can show itself). */
export function useServerFirstView(ready: boolean): boolean {
  const [present] = useState(() => typeof document !== 'undefined' && document.getElementById(FIRST_VIEW_ID) !== null);
  useLayoutEffect(() => {
    if (ready) removeFirstView();
  }, [ready]);
  useLayoutEffect(() => removeFirstView, []);
  return present && !ready;
}
