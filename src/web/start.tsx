/**
 * The app itself: React, the router, the query client and the routes, started by main.tsx in a task
 * of its own (decision 052).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { matchRoutes, RouterProvider } from 'react-router';
import { QUERY_SEEDS_ID, type QuerySeed } from '@shared/constants';
import { createQueryClient } from './lib/query-client';
import { createRouter, routes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/**
 * A page the build rendered to HTML (prerender.tsx, decision 027) is hydrated: its lazy route modules
 * are loaded first, so the first render matches the HTML instead of showing the loading fallback.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * A query client holding what the page's HTML was drawn with (a prerendered variant's seeds,
 * decision 059), so the hydrating render draws the same and asks the server nothing it already said.
 */
function seededQueryClient() {
  const client = createQueryClient();
  const seeds = document.getElementById(QUERY_SEEDS_ID)?.textContent;
  if (seeds) {
    try {
      for (const { key, data } of JSON.parse(seeds) as QuerySeed[]) client.setQueryData(key, data);
    } catch {
      // Not readable: the app asks the server, as for a page without seeds.
    }
  }
  return client;
}

function app(hydrating = false) {
  return (
    <StrictMode>
      <QueryClientProvider client={seededQueryClient()}>
        <RouterProvider router={createRouter(hydrating)} />
      </QueryClientProvider>
    </StrictMode>
  );
}

if (root.hasChildNodes()) {
  void loadMatchedRoutes().then(
    // In a transition React hydrates in short slices, so the page stays responsive meanwhile.
    () => startTransition(() => void hydrateRoot(root, app(true))),
    () => createRoot(root).render(app()),
  );
} else {
  createRoot(root).render(app());
}
