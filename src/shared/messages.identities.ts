/**
 * Sign in with an identity provider, and linked sign-in methods (decision 039): the words of
 * /auth's provider buttons, its refusals, and Settings → Account's "Linked sign-in methods".
 */

/** Why a provider sign-in or link was refused: the code travels in the URL, the words stay here. */
export const PROVIDER_ERROR_CODES = [
  'restart',
  'expired',
  'unverified',
  'exists',
  'cancelled',
  'no-email',
  'unavailable',
  'taken',
  'link-failed',
  'two-factor',
  'failed',
] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

export const IDENTITY_MSG = {
  /** /auth */
  continueWith: (name: string) => `Continue with ${name}`,
  or: 'or',
  errorTitle: 'We could not sign you in',
  linkErrorTitle: 'We could not link that sign-in method',
  errors: {
    restart:
      'This sign-in could not be matched to the one you started here (it may have been used already, or changed on the way). Nothing was changed. Please start again.',
    expired: 'This sign-in took too long or was already used. Nothing was changed. Please start again.',
    unverified:
      'We could not confirm who you are with the provider (its answer did not check out). Nothing was changed. Please try again, or use your email and password.',
    exists:
      'An account with this email already exists. Sign in with your password, then link this provider in Settings → Account.',
    cancelled: 'Signing in with the provider was cancelled. Nothing was changed.',
    'no-email': 'The provider did not share an email address, which we need for your account. Nothing was changed.',
    unavailable: 'That sign-in provider is not available here. Please use another way to sign in.',
    taken: 'That provider account is already linked to another Forget-me-not account. Nothing was changed.',
    'link-failed':
      'We could not link it: the provider did not confirm that email address, or your session ended. Nothing was changed. Please try again.',
    'two-factor':
      'This account asks for a code from your authenticator app. Please sign in with your email, password and code.',
    failed: 'Something went wrong while signing in with the provider. Nothing was changed. Please try again.',
  } satisfies Record<ProviderErrorCode, string>,
  /** The display name confirmation after signing up with a provider. */
  confirmName: {
    title: 'Welcome. Is this the name you would like to use?',
    description: 'We took it from your sign-in provider. You can change it now, or later in Settings.',
    label: 'Display Name',
    save: 'Continue',
    saving: 'Saving…',
  },
  /** Settings → Account */
  card: {
    title: 'Linked sign-in methods',
    description: 'Ways you can sign in to this account besides your email and password.',
    empty: 'No sign-in provider is linked yet.',
    password: 'Email and password',
    noPassword: 'You have no password yet.',
    linkedOn: (date: string) => `Linked on ${date}`,
    link: (name: string) => `Link ${name}`,
    unlink: 'Unlink',
    unlinkTitle: (name: string) => `Unlink ${name}?`,
    unlinkDescription: (name: string) =>
      `You will no longer be able to sign in with ${name}. You can link it again at any time.`,
    unlinkConfirm: 'Unlink',
    unlinked: (name: string) => `${name} is no longer linked.`,
    linked: (name: string) => `${name} is now linked. You can sign in with it.`,
    setPassword: 'Email me a link to set a password',
    setPasswordSent: 'We sent you a link to set a password. It works for one hour.',
    loadError: 'We could not load your sign-in methods. Please try again.',
    retry: 'Try again',
  },
  /** Server refusals */
  lastMethod:
    'This is your only way to sign in. Set a password or link another provider first, so you can always get back in.',
  notFound: 'That sign-in method was not found.',
  unknownProvider: 'That sign-in provider is not available here.',
  alreadyLinked: 'That provider is already linked to your account.',
  signInAgain: 'For your safety, please sign in again before unlinking a sign-in method.',
} as const;
