/**
 * The installable app (decision 025): the web app manifest and the service worker that
 * vite-plugin-pwa writes with Workbox's generateSW into dist/web (sw.js, registerSW.js,
 * manifest.webmanifest). The server sends those three with `Cache-Control: no-cache`
 * (src/server/lib/static.ts), so a new version is seen at the next visit.
 *
 * What the worker does, and no more:
 * - precaches the app shell: index.html, the hashed scripts and styles, the icons;
 * - page navigations go to the network (the server's HTML stays the truth: prerendered pages, link
 *   previews, 404s); only when no answer comes does the worker answer with the precached shell,
 *   whose pages then read what this device kept (src/web/lib/offline);
 * - nothing under /api/ is ever answered from a cache or stored by the worker, and a Stripe return
 *   (`session_id=`) is never given the shell: the person's own data stays in the app's per-account
 *   IndexedDB store, which signing out clears;
 * - every navigation of the site is answered by the worker with the navigation preload's response,
 *   so each reaches the server exactly once (a one-time link would otherwise be sent twice).
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** Colours of src/web/styles.css: --color-primary and --color-background, as hex. */
export const THEME_COLOR = '#546bbd';
export const BACKGROUND_COLOR = '#f8fafe';

export const manifest = {
  id: '/',
  name: 'Forget-me-not',
  short_name: 'Forget-me-not',
  description:
    'A gentle place to remember someone you love: memorials with photos and stories, a private journal, and support through grief.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['lifestyle', 'health'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Partial<VitePWAOptions['manifest']>;

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // A small registerSW.js, loaded with `defer`: no script before first paint, none inline (CSP).
  injectRegister: 'script-defer',
  // A new worker takes over at once (skipWaiting, clientsClaim); pages are fetched from the network
  // first, so the next page opened is the new version's.
  registerType: 'autoUpdate',
  manifest,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  workbox: {
    globPatterns: ['index.html', 'registerSW.js', 'assets/**/*.{js,css}'],
    // Hashed names: the file is the version, no cache-busting query needed.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    // The first visit's page is taken over at once, so it works offline without a reload.
    clientsClaim: true,
    skipWaiting: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    // Pages come from the network (see above): no cache-first shell for every navigation.
    navigateFallback: null,
    navigationPreload: true,
    runtimeCaching: [
      {
        // A page of the app; never the API, never a Stripe return, never a file.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          url.origin === self.location.origin &&
          !url.pathname.startsWith('/api/') &&
          !url.searchParams.has('session_id') &&
          !/\.[a-z0-9]+$/i.test(url.pathname),
        handler: 'NetworkOnly',
        // No time limit: Workbox allows one only with NetworkFirst, which would store the pages.
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
      {
        // Every other navigation of this site (an identity provider's callback, a link in an email
        // under /api/, a Stripe return, a file): the network's answer, never the shell. The worker
        // must answer it: with navigation preload on, Chromium has already sent the request once,
        // and a navigation the worker leaves alone is sent a second time. A one-time link (an
        // identity provider's state, an email's token) is used up by the first and refused at the
        // second. NetworkOnly answers with the preloaded response, so the server sees one request.
        urlPattern: ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
        handler: 'NetworkOnly',
      },
    ],
  },
};
