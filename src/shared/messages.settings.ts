/**
 * The account area's texts (spec sections 2 and 8, word for word where the spec gives them): the
 * /profile and /settings screens. One copy for the browser and the server.
 */
export const SETTINGS_MSG = {
  pageTitle: 'Settings',
  tabs: { profile: 'Profile', account: 'Account', notifications: 'Notifications', privacy: 'Privacy' },
  account: {
    title: 'Account',
    description: 'The address you sign in with.',
    emailNote: 'Contact support to change your email address.',
    securityHeading: 'Security',
    dataHeading: 'Your data',
  },
} as const;

/**
 * Passwords, email confirmation and signed-in devices (decision 028): /auth's "Forgot password?",
 * /reset-password, and the Security cards of Settings → Account.
 */
export const ACCOUNT_SECURITY_MSG = {
  forgot: {
    link: 'Forgot password?',
    title: 'Reset your password',
    description: 'Enter the email address you signed in with. We will send you a link to choose a new password.',
    submit: 'Send the link',
    sending: 'Sending…',
    back: 'Back to sign in',
    sentTitle: 'Check your email',
    sent: 'If an account uses this address, we have sent it a link to choose a new password. The link works once, for one hour.',
    rateLimited: (wait: string) =>
      `We have sent several links to this address or from this network recently. Please try again ${wait}.`,
  },
  reset: {
    pageTitle: 'Choose a new password',
    description: 'Choose a new password for your account. You will then sign in with it on every device.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    hint: 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.',
    mismatch: 'The two passwords do not match',
    submit: 'Save new password',
    saving: 'Saving…',
    checking: 'Checking your link…',
    doneTitle: 'Your password has been changed',
    done: 'For your safety, every device that was signed in to your account has been signed out. You can sign in now with your new password.',
    signIn: 'Go to sign in',
    expiredTitle: 'This link has expired',
    expired: 'Links to reset a password work for one hour. You can ask for a new one; it only takes a moment.',
    usedTitle: 'This link cannot be used',
    used: 'This link has already been used, or it is not complete. Each link works only once. You can ask for a new one.',
    askAgain: 'Ask for a new link',
    failed: 'We could not change your password. Nothing was changed; please try again.',
  },
  change: {
    title: 'Password',
    description: 'Change the password you sign in with. Other devices will be signed out; this one stays signed in.',
    current: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Change password',
    saving: 'Changing…',
    wrongCurrent: 'That is not your current password. Please try again.',
    rateLimited: (wait: string) =>
      `For your safety, after several attempts that did not match, changing the password is paused. Please try again ${wait}.`,
    doneTitle: 'Password changed',
    done: 'Your new password is saved. Other devices have been signed out.',
    failed: 'We could not change your password. Nothing was changed; please try again.',
  },
  verify: {
    bannerTitle: 'Please confirm your email address',
    banner: (email: string) =>
      `We sent a link to ${email}. Confirming it lets us reach you if you ever need to reset your password. Everything works in the meantime.`,
    resend: 'Send the link again',
    resending: 'Sending…',
    resent: 'We have sent a new link. It may take a few minutes to arrive.',
    rateLimited: (wait: string) => `We have sent several links recently. Please try again ${wait}.`,
    dismiss: 'Not now',
    confirmedTitle: 'Email address confirmed',
    confirmed: 'Thank you. Your email address is confirmed.',
    linkExpired: 'That confirmation link has expired. You can send a new one from the note on your dashboard.',
    linkInvalid: 'That confirmation link is not valid. You can send a new one from the note on your dashboard.',
    failed: 'We could not send the link. Please try again in a moment.',
  },
  sessions: {
    title: 'Signed-in devices',
    description: 'The browsers and devices where your account is signed in now.',
    loading: 'Loading your devices…',
    loadFailed: 'We could not load your devices. Please try again.',
    retry: 'Try again',
    empty: 'No other device is signed in.',
    thisDevice: 'This device',
    signOut: 'Sign out',
    signOutOne: (label: string) => `Sign out ${label}`,
    signOutOthers: 'Sign out all other devices',
    confirmOneTitle: 'Sign out this device?',
    confirmOne: (label: string) =>
      `${label} will be signed out. Anyone using it will need your password to sign in again.`,
    confirmOthersTitle: 'Sign out all other devices?',
    confirmOthers: 'Every other browser and device will be signed out. This one stays signed in.',
    cancel: 'Cancel',
    signedOutOne: 'The device has been signed out.',
    signedOutOthers: 'All other devices have been signed out.',
    failed: 'We could not sign that device out. Please try again.',
    activeToday: 'Active today',
    activeYesterday: 'Active yesterday',
    activeDaysAgo: (days: number) => `Active ${days} days ago`,
    signedInOn: (date: string) => `Signed in ${date}`,
  },
  email: {
    resetSubject: 'Reset your Forget-me-not password',
    resetIntro: 'Someone, hopefully you, asked to reset the password of your Forget-me-not account.',
    resetAction: 'Choose a new password',
    resetAfter:
      'The link works once, for one hour. If you did not ask for this, you can ignore this email: your password stays as it is.',
    verifySubject: 'Please confirm your email address',
    verifyIntro: 'Welcome to Forget-me-not. Please confirm that this is your email address.',
    verifyAction: 'Confirm my email address',
    verifyAfter:
      'Confirming lets us reach you if you ever need to reset your password. If you did not create an account, you can ignore this email.',
    changedSubject: 'Your Forget-me-not password was changed',
    changedIntro: 'The password of your Forget-me-not account was just changed, and other devices were signed out.',
    changedAfter:
      'If this was you, there is nothing more to do. If it was not, please use "Forgot password?" on the sign-in page to choose a new password at once.',
    footer: 'You receive this email because of an action on your Forget-me-not account.',
  },
} as const;
