/**
 * Renders the pages that are the same for everyone to HTML at build time (scripts/build.mjs, decision
 * 027). Built by Vite as a server bundle and run once by the build, never by the server. The
 * browser hydrates the HTML (main.tsx), so the page paints before any JavaScript has run.
 *
 * A page is rendered as a signed-out visitor sees it before the session is known; anything that
 * depends on the person (the session, their data) fills in after hydration, as it does today.
 */
import './zod-config';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  DEFERRED_SHELL_FILE,
  PRERENDERED_PAGES,
  PRERENDERED_VARIANTS,
  QUERY_SEEDS_ID,
  type QuerySeed,
} from '@shared/pages';
import { createQueryClient } from './lib/query-client';
import { routes } from './router';
import { onboardingMayOpenOn } from './components/onboarding-dialog';
import { OnboardingFirstSlide, onboardingFirstScript } from './components/onboarding-first';

export { DEFERRED_SHELL_FILE, PRERENDERED_PAGES, PRERENDERED_VARIANTS, QUERY_SEEDS_ID };
export {
  APP_READY_EVENT,
  SIGNED_IN_HINT_ATTRIBUTE,
  SIGNED_IN_HINT_COOKIE,
  WANTS_APP_ATTRIBUTE,
} from '@shared/constants';

/**
 * What a prerendered page carries after #root when the onboarding dialog may open on it (decision
 * 050): the first slide's copy, hidden, and the inline script that shows it before the first paint
 * on a first visit. Empty for a page where the dialog never opens (/safety).
 */
export function renderOnboardingFirst(pathname: string): { html: string; script: string } | null {
  if (!onboardingMayOpenOn(pathname)) return null;
  return { html: renderToString(<OnboardingFirstSlide />), script: onboardingFirstScript() };
}

/**
 * The HTML inside `#root` for one prerendered page; a variant's seeds (decision 059) are in the query
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
  try {
    return renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
    );
  } finally {
    // Its cache timers would keep the build's process alive for minutes.
    queryClient.clear();
  }
}
