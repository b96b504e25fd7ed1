/**
 * Every page of the web app (spec section 2), as React Router paths: the same list as
 * src/web/router.tsx (pages.test.ts compares the two). The server answers these with the app's
 * HTML and status 200, and any other path with the same HTML and status 404 (the app then shows
 * its not-found page), so that search engines, link checkers and monitors see a real 404.
 *
 * A page with a parameter answers 200 for any value (`/memorial/<anything>`): whether that
 * memorial exists, and whether this visitor may see it, is the API's answer, which the page asks
 * for. Saying 404 here would tell anyone which memorials exist, private ones included.
 */
import type { BillingInfo } from './schemas/billing';
import type { ProvidersResponse } from './schemas/identities';
import { AUTH_PROVIDERS_KEY, BILLING_INFO_KEY, QUERY_SEEDS_ID, type QuerySeed } from './constants';

export {
  AUTH_PROVIDERS_KEY,
  BILLING_INFO_KEY,
  QUERY_SEEDS_ID,
  RESOURCES_KEY,
  SUPPORT_CONTACT_KEY,
  type QuerySeed,
} from './constants';
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/auth',
  '/terms',
  '/safety',
  '/pricing',
  '/memorial/:id',
  '/resources',
  '/letter/:token',
  '/memorial-transfer/:token',
  '/invitations/:token',
  '/unsubscribe',
  '/reset-password',
  '/install',
  '/support',
  '/partners',
  '/ad',
  '/ad-assets',
  '/video-script',
] as const;

/** The pages that need a signed-in visitor: a signed-out one is sent to /auth (router.tsx, RequireSession). */
export const SESSION_PAGE_PATHS = [
  '/dashboard',
  '/companion',
  '/profile',
  '/create-memorial',
  '/memorial/:id/edit',
  '/memorial/:id/collaborators',
  '/journal',
  '/peer-support',
  '/legacy-letters',
  '/community',
  '/support-circles',
  '/support-circles/:circleId',
  '/referrals',
  '/settings',
  '/admin',
] as const;

export const PAGE_PATHS = [...PUBLIC_PAGE_PATHS, ...SESSION_PAGE_PATHS] as const;

/**
 * Pages that are the same for everyone, rendered to HTML by the build and hydrated (decision 027),
 * with the file each is written to under dist/web/prerendered/. /support's form is the same for
 * everyone, and a signed-in person's name and address are filled in once the app knows them; /auth's
 * HTML is sent only as PRERENDERED_SIGNED_OUT_ONLY says (decision 046).
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'index.html',
  '/terms': 'terms.html',
  '/safety': 'safety.html',
  '/resources': 'resources.html',
  '/pricing': 'pricing.html',
  '/ad': 'ad.html',
  '/ad-assets': 'ad-assets.html',
  '/video-script': 'video-script.html',
  '/partners': 'partners.html',
  '/support': 'support.html',
  '/auth': 'auth.html',
};

/**
 * Prerendered pages whose HTML is a signed-out visitor's plain visit (decision 046): sent only to a
 * request without a session cookie or a query string, else the app's shell. /auth's HTML is its
 * sign-in form; a signed-in person is sent on, and a query (?tab=signup, a referral, a provider's
 * refusal) changes what it first shows.
 */
export const PRERENDERED_SIGNED_OUT_ONLY: ReadonlySet<string> = new Set(['/auth']);

/**
 * Prerendered pages that show something only the server knows, in one variant per answer the build
 * can know in advance (decision 059). The server sends the variant whose seeds are exactly its own
 * answers (the `seeds` server/app.ts gives its static handler, built by the routes' own answer
 * functions); a server whose answer is none of these (identity providers configured) sends the
 * page's plain file, which starts the app at once to ask.
 */
export const PRERENDERED_VARIANTS: Readonly<Record<string, readonly { file: string; seeds: readonly QuerySeed[] }[]>> =
  {
    '/pricing': [
      {
        file: 'pricing.manual.html',
        seeds: [{ key: BILLING_INFO_KEY, data: { mode: 'manual' } satisfies BillingInfo }],
      },
      {
        file: 'pricing.stripe.html',
        seeds: [{ key: BILLING_INFO_KEY, data: { mode: 'stripe' } satisfies BillingInfo }],
      },
    ],
    '/auth': [
      {
        file: 'auth.no-providers.html',
        seeds: [{ key: AUTH_PROVIDERS_KEY, data: { providers: [] } satisfies ProvidersResponse }],
      },
    ],
  };

/**
 * Pages the server draws, when they are asked, with its own answers to what they show (decision
 * 061): the resources an admin wrote, the support contact it is configured with, a public memorial
 * (decision 063), answers no build can know. The build writes each a template (this file under
 * dist/web/prerendered/, `DRAWN_MARKS` where the page and its seeds go, and either the style rules
 * of a drawing with answers of every kind or the whole sheet); the server draws the page with the
 * app's own code (the build's render bundle), keeps the result while its answers stay the same,
 * and sends what it sent before (the plain prerendered page, which asks for the app at once; a
 * memorial's first view) whenever it cannot.
 */
export const SERVER_DRAWN_PAGES: Readonly<Record<string, { file: string; sheet: 'own' | 'whole' }>> = {
  '/resources': { file: 'resources.drawn.html', sheet: 'own' },
  '/support': { file: 'support.drawn.html', sheet: 'own' },
  // A public memorial, for a visitor without a session and without a query (decision 063): the
  // anonymous reader's answer, the same for every such visitor. Its template carries the whole
  // style sheet (as its first view's shell did, decision 040): what a family writes varies too much.
  '/memorial/:id': { file: 'memorial.drawn.html', sheet: 'whole' },
};

/** Where a drawn page's template takes the page's HTML (inside `#root`) and its seeds (after it). */
export const DRAWN_MARKS = { root: '<!--drawn:root-->', seeds: '<!--drawn:seeds-->' } as const;

/** The seeds' element, as the build writes a variant's and the server a drawn page's: JSON, never run. */
export function seedsScript(seeds: readonly QuerySeed[]): string {
  return `<script type="application/json" id="${QUERY_SEEDS_ID}">${JSON.stringify(seeds).replace(/</g, '\\u003c')}</script>`;
}

/** Seeds written the same way whatever the order of an object's keys, to compare a server's with a variant's. */
export function seedsFingerprint(seeds: readonly QuerySeed[]): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return JSON.stringify(canonical(seeds));
}

/**
 * The app's shell with the boot script of the prerendered pages and an empty #root, under
 * dist/web/prerendered/: sent with a server-made first view (a public memorial's, decision 040),
 * so that the app's scripts load after that view has painted.
 */
export const DEFERRED_SHELL_FILE = 'deferred-shell.html';

export type PagePath = (typeof PAGE_PATHS)[number];

export interface PageMatch {
  path: PagePath;
  params: Record<string, string>;
}

/** Path segments; a trailing slash is ignored, as React Router ignores it. */
function segments(pathname: string): string[] {
  return pathname.split('/').filter((s, i, all) => i > 0 && (s !== '' || i < all.length - 1));
}

const compiled = PAGE_PATHS.map((path) => ({ path, parts: segments(path) }));

/**
 * The page `pathname` (already percent-decoded) shows, or null when it is none of ours. Matches
 * the way React Router does: letters in any case, an optional trailing slash, and a `:name`
 * segment standing for any one non-empty segment.
 */
export function matchPage(pathname: string): PageMatch | null {
  const parts = segments(pathname);
  for (const page of compiled) {
    if (page.parts.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < parts.length && ok; i++) {
      const want = page.parts[i]!;
      const got = parts[i]!;
      if (want.startsWith(':')) {
        if (got === '') ok = false;
        else params[want.slice(1)] = got;
      } else if (want.toLowerCase() !== got.toLowerCase()) {
        ok = false;
      }
    }
    if (ok) return { path: page.path, params };
  }
  return null;
}
