/**
 * Every route of the specification (section 2). Each screen is its own lazily loaded module.
 * Screens whose feature has not been built yet show a gentle "coming soon" page, never a fake.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RequireSession } from './features/auth/require-session';
import { RouteError } from './routes/route-error';
import { PageLoading } from './components/page-loading';

/** Routes that need a signed-in visitor (spec sections 2 and 6). */
const protectedRoutes: RouteObject[] = [
  { path: '/dashboard', lazy: () => import('./routes/dashboard').then((m) => ({ Component: m.default })) },
  { path: '/companion', lazy: () => import('./routes/companion').then((m) => ({ Component: m.default })) },
  { path: '/profile', lazy: () => import('./routes/profile').then((m) => ({ Component: m.default })) },
  { path: '/create-memorial', lazy: () => import('./routes/create-memorial').then((m) => ({ Component: m.default })) },
  { path: '/memorial/:id/edit', lazy: () => import('./routes/edit-memorial').then((m) => ({ Component: m.default })) },
  {
    path: '/memorial/:id/collaborators',
    lazy: () => import('./routes/memorial-collaborators').then((m) => ({ Component: m.default })),
  },
  { path: '/journal', lazy: () => import('./routes/journal').then((m) => ({ Component: m.default })) },
  { path: '/peer-support', lazy: () => import('./routes/peer-support').then((m) => ({ Component: m.default })) },
  { path: '/legacy-letters', lazy: () => import('./routes/legacy-letters').then((m) => ({ Component: m.default })) },
  { path: '/community', lazy: () => import('./routes/community').then((m) => ({ Component: m.default })) },
  {
    path: '/support-circles',
    lazy: () => import('./routes/support-circles').then((m) => ({ Component: m.default })),
  },
  {
    path: '/support-circles/:circleId',
    lazy: () => import('./routes/support-circle').then((m) => ({ Component: m.default })),
  },
  { path: '/referrals', lazy: () => import('./routes/referrals').then((m) => ({ Component: m.default })) },
  { path: '/settings', lazy: () => import('./routes/settings').then((m) => ({ Component: m.default })) },
  { path: '/admin', lazy: () => import('./routes/admin').then((m) => ({ Component: m.default })) },
];

const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/landing').then((m) => ({ Component: m.default })) },
  { path: '/auth', lazy: () => import('./routes/auth').then((m) => ({ Component: m.default })) },
  { path: '/terms', lazy: () => import('./routes/terms').then((m) => ({ Component: m.default })) },
  { path: '/safety', lazy: () => import('./routes/safety').then((m) => ({ Component: m.default })) },
  { path: '/pricing', lazy: () => import('./routes/pricing').then((m) => ({ Component: m.default })) },
  { path: '/memorial/:id', lazy: () => import('./routes/memorial').then((m) => ({ Component: m.default })) },
  { path: '/resources', lazy: () => import('./routes/resources').then((m) => ({ Component: m.default })) },
  { path: '/letter/:token', lazy: () => import('./routes/letter-reading').then((m) => ({ Component: m.default })) },
  {
    path: '/memorial-transfer/:token',
    lazy: () => import('./routes/memorial-transfer').then((m) => ({ Component: m.default })),
  },
  {
    path: '/invitations/:token',
    lazy: () => import('./routes/collaboration-invitation').then((m) => ({ Component: m.default })),
  },
  { path: '/unsubscribe', lazy: () => import('./routes/unsubscribe').then((m) => ({ Component: m.default })) },
  { path: '/reset-password', lazy: () => import('./routes/reset-password').then((m) => ({ Component: m.default })) },
  { path: '/install', lazy: () => import('./routes/install').then((m) => ({ Component: m.default })) },
  { path: '/support', lazy: () => import('./routes/support').then((m) => ({ Component: m.default })) },
  { path: '/partners', lazy: () => import('./routes/partners').then((m) => ({ Component: m.default })) },
  { path: '/ad', lazy: () => import('./routes/ad').then((m) => ({ Component: m.default })) },
  { path: '/ad-assets', lazy: () => import('./routes/ad-assets').then((m) => ({ Component: m.default })) },
  { path: '/video-script', lazy: () => import('./routes/video-script').then((m) => ({ Component: m.default })) },
  { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.default })) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [...publicRoutes, { element: <RequireSession />, children: protectedRoutes }],
  },
];

/**
 * `hydrating`: the page's HTML is already there (a prerendered page, decision 027). Without
 * hydration data the router scrolls to the top as it starts, which took the page from under a
 * reader who had scrolled down before the app had loaded, and from under a tap on its way to a link
 * (the tap then landed on whatever had moved under it). With it, the first render leaves the
 * scroll where the reader put it; later navigations scroll as before.
 */
export function createRouter(hydrating = false) {
  return createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined);
}
