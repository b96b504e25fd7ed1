/** Business constants from the product specification (section 9). One copy for browser and server. */

export const APP_NAME = 'Forget-me-not';

export const MOODS = ['peaceful', 'sad', 'angry', 'hopeful', 'grateful', 'overwhelmed'] as const;
export type Mood = (typeof MOODS)[number];

export const LIMITS = {
  companionMessage: 5000,
  bio: 2000,
  profileDisplayName: 100,
  signUpDisplayName: 50,
  email: 255,
  passwordMin: 8,
  /** Upper bound on a password: keeps hashing cheap and bodies small (not in the spec's table). */
  passwordMax: 128,
  memorialTitle: 200,
  memorialDescription: 5000,
  guestbookName: 100,
  guestbookEmail: 255,
  guestbookMessage: 5000,
  journalTitle: 200,
  journalContent: 50_000,
  letterRecipient: 100,
  letterContent: 10_000,
  circleName: 100,
  circleDescription: 500,
  circlePost: 5000,
  reportDetails: 500,
  peerIntro: 300,
  peerNote: 300,
  peerMessage: 5000,
  roomName: 100,
  roomDescription: 500,
} as const;

export const TRIAL = {
  days: 3,
  /** A warning appears when fewer than this many hours of the trial remain. */
  warningHours: 24,
} as const;

export const PRICES = {
  monthly: 9.99,
  annual: 79.99,
} as const;

export const UI = {
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  toastDurationMs: 4000,
  toastHotkey: ['altKey', 'KeyT'] as string[],
  toastRegionLabel: 'Notifications',
  shareCopiedMs: 2000,
  qrSize: 300,
  guestbookMaxHeightPx: 400,
  chatMaxHeightPx: 600,
} as const;

/** TanStack Query defaults (spec section 7). */
export const QUERY_DEFAULTS = {
  retries: 3,
  retryBaseMs: 1000,
  retryMaxMs: 30_000,
  gcTimeMs: 5 * 60 * 1000,
} as const;

export const ONBOARDING_STORAGE_KEY = 'hasSeenOnboarding';

/**
 * A cookie the server sets beside the session's and removes with it (never a secret, readable by the
 * page's script). A prerendered page starts the app at once when it is there, since the app shows a
 * signed-in person links and screens of their own (decision 058).
 */
export const SIGNED_IN_HINT_COOKIE = 'fmn.signed_in';
/** The same hint on the page's root element, set before its first paint (decision 058). */
export const SIGNED_IN_HINT_ATTRIBUTE = 'data-signed-in-here';

/** On an element of a prerendered page whose HTML asks for the app at once (decision 058). */
export const WANTS_APP_ATTRIBUTE = 'data-wants-app';

/** Dispatched on window once the app has drawn its first screen (decision 058). */
export const APP_READY_EVENT = 'app-ready';

/** Marks the onboarding's Next in the prerendered first slide and in the dialog alike (decision 058). */
export const ONBOARDING_NEXT_REPLAY = 'onboarding-next';

/**
 * What the app would ask the server for, written into a prerendered page (decision 059): the query's
 * key and the answer's body. The app puts it in its query cache before it hydrates the page, so its
 * first render draws what the HTML shows and asks the server for nothing.
 */
export interface QuerySeed {
  key: readonly (string | null)[];
  data: unknown;
}

/** The query keys a prerendered variant may seed (the same keys the app's own queries use)… */
export const BILLING_INFO_KEY = ['billing', 'info'] as const;
export const AUTH_PROVIDERS_KEY = ['auth-providers'] as const;
/** …and those of the pages the server draws itself (decision 061). */
export const RESOURCES_KEY = ['resources'] as const;
export const SUPPORT_CONTACT_KEY = ['support', 'contact'] as const;
/** A memorial and its first guestbook page, as one visitor (with a share link or without) reads them. */
export const memorialQueryKey = (id: string, share?: string | null) => ['memorials', id, share ?? null] as const;
export const guestbookQueryKey = (id: string, share?: string | null) =>
  ['memorials', id, 'guestbook', share ?? null] as const;

/** The element of a prerendered page holding its seeds, as JSON (never run: `type="application/json"`). */
export const QUERY_SEEDS_ID = 'query-seeds';

export const COPYRIGHT_YEAR = 2025;
