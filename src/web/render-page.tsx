/**
 * Draws one page of the app to HTML, with some of the server's answers already in the query cache
 * (`QuerySeed`). Built by Vite as a server bundle (scripts/build.mjs) and used twice: by the build,
 * for the pages that are the same for everyone and their variants (decisions 027 and 059), and by
 * the server, for the pages it draws with what only it knows when they are asked (decision 061:
 * the resources an admin wrote, the support contact). The browser hydrates the HTML (start.tsx puts
 * the same seeds in its query client first), so the page paints before any JavaScript has run.
 *
 * A page is drawn as a signed-out visitor sees it before the session is known; anything that
 * depends on the person (the session, their data) fills in after hydration. This module does not
 * switch Zod's JIT off (the browser's entry and the build's do): in the server it shares Zod with
 * the API, which keeps the JIT.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { QuerySeed } from '@shared/constants';
import { createQueryClient } from './lib/query-client';
import { routes } from './router';

/** How React's server renderer marks a boundary it could not finish (it suspended). */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The HTML inside `#root` for one page; the seeds (a variant's, decision 059, or the server's own, 061) are in the query
 * cache as if the server had answered them, as they will be when the app hydrates the page.
 */
export async function render(pathname: string, seeds: readonly QuerySeed[] = []): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${pathname} answered a redirect`);
  if (context.errors) throw new Error(`prerender: ${pathname} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A fresh client per page: nothing fetched (queries do not run during a server render), only seeded.
  const queryClient = createQueryClient();
  for (const { key, data } of seeds) queryClient.setQueryData(key, data);
  const draw = () =>
    renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
    );
  try {
    // A part of the page loaded on demand (a memorial's story, drawn from Markdown) is asked for by
    // its first drawing, which shows its fallback and marks it for the browser to draw instead
    // (`<!--$!-->`): the page is drawn again once it has come (the first time in this process only;
    // a module once loaded stays), so it arrives whole. A page that cannot be finished is refused
    // rather than sent half drawn: the browser would report the unfinished part as an error.
    let html = draw();
    for (let wait = 10; html.includes(CLIENT_RENDERED); wait *= 2) {
      if (wait > 2_000) throw new Error(`render: ${pathname} has a part that never finished loading`);
      await new Promise((resolve) => setTimeout(resolve, wait));
      html = draw();
    }
    return html;
  } finally {
    // Its cache timers would keep the build's process alive for minutes.
    queryClient.clear();
  }
}
