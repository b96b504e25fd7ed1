/**
 * Renders the pages that are the same for everyone to HTML at build time (scripts/build.mjs, decision
 * 027). Built by Vite as a server bundle and run once by the build, never by the server. The
 * browser hydrates the HTML (main.tsx), so the page paints before any JavaScript has run.
 *
 * A page is rendered as a signed-out visitor sees it before the session is known; anything that
 * depends on the person (the session, their data) fills in after hydration, as it does today.
 */
import './zod-config';
import { renderToString } from 'react-dom/server';
import {
  DEFERRED_SHELL_FILE,
  PRERENDERED_PAGES,
  DRAWN_MARKS,
  PRERENDERED_VARIANTS,
  QUERY_SEEDS_ID,
  SERVER_DRAWN_PAGES,
  seedsScript,
  type QuerySeed,
} from '@shared/pages';
import { resourceKeys } from './features/resources/api';
import { outreachKeys } from './features/partners/api';
import type { Resource } from '@shared/schemas/resources';
import type { SupportContact } from '@shared/schemas/partners';
import { onboardingMayOpenOn } from './components/onboarding-dialog';
import { OnboardingFirstSlide, onboardingFirstScript } from './components/onboarding-first';

export { render } from './render-page';
export {
  DEFERRED_SHELL_FILE,
  DRAWN_MARKS,
  PRERENDERED_PAGES,
  PRERENDERED_VARIANTS,
  QUERY_SEEDS_ID,
  SERVER_DRAWN_PAGES,
  seedsScript,
};
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
 * Answers like the server's, for a page the server draws when it is asked (decision 061): the
 * build draws the page with them only to learn which of the style sheet's rules its template must
 * carry, so they hold every kind of thing the page can show (a featured article with a link and
 * long content, a plain video without; a contact with a phone). The server draws the page again
 * with its real answers; a rule missing here would only wait for the whole sheet after the paint.
 */
const sampleResource = (over: Partial<Resource>): Resource => ({
  id: '00000000-0000-4000-8000-000000000000',
  title: 'A sample',
  description: 'A sample description.',
  content: 'Short.',
  resourceType: 'article',
  category: 'Grief',
  externalUrl: null,
  isFeatured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

export const DRAWN_SAMPLES: Readonly<Record<string, readonly QuerySeed[]>> = {
  '/resources': [
    {
      key: resourceKeys.all,
      data: [
        sampleResource({ isFeatured: true, externalUrl: 'https://example.org', content: 'Long. '.repeat(40) }),
        sampleResource({ id: '00000000-0000-4000-8000-000000000001', resourceType: 'video', category: 'Children' }),
      ],
    },
  ],
  '/support': [
    {
      key: outreachKeys.contact,
      data: { name: 'A person', email: 'help@example.org', phone: '+44 20 0000 0000' } satisfies SupportContact,
    },
  ],
};
