/**
 * User-facing texts from the specification (sections 2, 5, 6 and 8), kept once so that the
 * browser and the server say exactly the same thing.
 */
export const MSG = {
  auth: {
    failedTitle: 'Error',
    failed: 'Authentication failed. Please check your credentials and try again.',
    welcomeTitle: 'Welcome to Forget-me-not',
    welcome: 'Your account is ready. We are glad you found your way here.',
    signedInTitle: 'Welcome back',
    newAccountTitle: 'Welcome',
    // Sign-in pauses (decision 015): calm, saying why and when; the wait is the Retry-After seconds.
    pausedTitle: 'Taking a short pause',
    networkPaused: (seconds: number) =>
      `There have been many sign-in attempts from this network, so we are pausing for a little while. Please try again ${tryAgainIn(seconds)}.`,
    sourcePaused: (seconds: number) =>
      `For your safety, after several attempts that did not match, signing in to this account from here is paused for a little while. Please try again ${tryAgainIn(seconds)}.`,
    accountSlowed: (seconds: number) =>
      `There have been many sign-in attempts for this account, so signing in from new places is paused for a little while. Please try again ${tryAgainIn(seconds)}. On a device or network you have signed in from before, you can sign in now.`,
    signUpRateLimited: 'Too many accounts have been created from this network recently. Please try again later.',
    required: 'Authentication required',
    signInToSubscribe: 'Please sign in to subscribe',
    sessionEnded: 'Your session has ended. Please sign in again.',
  },
  validation: {
    title: 'Validation Error',
    invalidEmail: 'Invalid email address',
    emailTooLong: 'Email must be less than 255 characters',
    passwordMin: 'Password must be at least 8 characters',
    passwordMax: 'Password must be less than 128 characters',
    passwordUpper: 'Password must contain an uppercase letter',
    passwordLower: 'Password must contain a lowercase letter',
    passwordNumber: 'Password must contain a number',
    passwordRequired: 'Password is required',
    displayNameRequired: 'Display name is required',
    signUpDisplayNameTooLong: 'Display name must be less than 50 characters',
    displayNameChars: 'Display name can only contain letters, numbers, spaces, hyphens, and underscores',
    profileDisplayNameTooLong: 'Display name must be less than 100 characters',
    bioTooLong: 'Bio must be less than 2000 characters',
    bioNotText: 'Please write your bio as plain text.',
  },
  profile: {
    failedTitle: 'Error',
    failed: 'Failed to update profile. Please try again.',
    savedTitle: 'Profile updated',
    saved: 'Your changes have been saved successfully',
  },
  trial: {
    endingTitle: 'Trial Ending Soon',
    ending: (hours: number) => `Your free trial expires in ${hours} hours. Upgrade to continue using premium features.`,
    expiredTitle: 'Trial Expired',
    expired: 'Your 3-day free trial has ended. Upgrade to Premium to continue.',
  },
  plan: {
    memorialLimitTitle: 'Memorial Limit Reached',
    memorialLimit: 'Free tier is limited to 1 memorial. Upgrade to Premium for unlimited memorials.',
    premiumTitle: 'Premium Feature',
    premium: (feature: string) =>
      `${feature} is only available on Premium or Professional plans. Upgrade to access this feature.`,
    communityPremium: 'Community rooms are available for Premium and Professional subscribers.',
  },
  http: {
    notFound: 'We could not find what you were looking for.',
    badJson: 'The request could not be read. Please try again.',
    tooLarge: 'That request is too large.',
    unauthenticated: 'Please sign in to continue.',
    forbidden: "You don't have permission to do that.",
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    internal: 'Something went wrong on our side. Nothing you wrote was lost; please try again.',
  },
  // The memorial page's own states (decision 019); the spec gives only the toasts (section 8).
  memorialPage: {
    loadFailedHeading: 'We could not load this memorial',
    loadFailedServer:
      'Something went wrong on our side. The memorial and everything in it are safe; please try again in a moment.',
    loadFailedNetwork:
      'We could not reach Forget-me-not. Please check your connection, then try again. The memorial and everything in it are safe.',
    retry: 'Retry',
    retrying: 'Trying again…',
    notFoundHint:
      'This memorial may be private, or its link may have changed. If someone shared it with you, they can send you a new link.',
    homePage: 'Go to the home page',
    signInHint: 'If it is your memorial, sign in to see it.',
    signIn: 'Sign in',
    backToDashboard: 'Back to Dashboard',
  },
  // Ours (decision 025): the calm note shown while there is no connection.
  offline: {
    title: "You're offline",
    body: 'You can still read what this device kept from your last visit. Anything you write in your journal is kept here and sent when you are back online.',
  },
  notFoundPage: 'Oops! Page not found',
  routerError: 'Unexpected Application Error!',
} as const;

/** A wait in seconds as people say it: "in about a minute", "in about 12 minutes", "in about 2 hours". */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'in about a minute';
  if (minutes < 90) return `in about ${minutes} minutes`;
  return `in about ${Math.round(minutes / 60)} hours`;
}
