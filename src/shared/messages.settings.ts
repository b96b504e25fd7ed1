/**
 * The account area's texts (spec sections 2 and 8, word for word where the spec gives them): the
 * /profile and /settings screens. One copy for the browser and the server.
 */
import type { UserPreferences } from './schemas/preferences';

/** The on/off preferences (user_preferences' booleans). */
export type PreferenceToggle = {
  [K in keyof UserPreferences]: UserPreferences[K] extends boolean ? K : never;
}[keyof UserPreferences];

export interface ToggleText {
  key: PreferenceToggle;
  label: string;
  description: string;
}

/** Settings → Notifications: the five email_* toggles of user_preferences. */
const NOTIFICATIONS_TOGGLES: readonly ToggleText[] = [
  {
    key: 'emailGuestbookEntries',
    label: 'Guestbook entries',
    description: 'When someone signs the guestbook of a memorial you keep.',
  },
  {
    key: 'emailAnniversaryReminders',
    label: 'Anniversary reminders',
    description: 'A gentle note before a birthday or anniversary you asked to be reminded of.',
  },
  {
    key: 'emailCollaborationInvites',
    label: 'Collaboration invitations',
    description: 'When someone invites you to help keep a memorial.',
  },
  {
    key: 'emailCircleMessages',
    label: 'Support circle messages',
    description: 'When there are new messages in the support circles you belong to.',
  },
  {
    key: 'emailMemorialUpdates',
    label: 'Memorial updates',
    description: 'When something is added to a memorial you help keep.',
  },
];

/** Settings → Privacy: the three toggles under the profile visibility select. */
const PRIVACY_TOGGLES: readonly ToggleText[] = [
  {
    key: 'defaultMemorialPrivacy',
    label: 'New memorials start public',
    description: 'A new memorial is visible to anyone with its address. You can change it for each memorial.',
  },
  {
    key: 'allowSearchIndexing',
    label: 'Let search engines list my public memorials',
    description: 'When off, search engines are asked not to index or show your memorials and their photos.',
  },
  {
    key: 'showEmailToCollaborators',
    label: 'Show my email to collaborators',
    description: 'People who help keep a memorial with you can see your email address.',
  },
];

export const SETTINGS_MSG = {
  pageTitle: 'Settings',
  tabs: { profile: 'Profile', account: 'Account', notifications: 'Notifications', privacy: 'Privacy' },
  profile: {
    pageTitle: 'Your Profile',
    cardTitle: 'Profile Information',
    cardDescription: 'How you appear to others in the community.',
    emailNote: 'Your email address cannot be changed here.',
    /** Settings → Profile's success toast title (spec section 8); /profile says "Profile updated". */
    settingsSavedTitle: 'Success',
    privacyTitle: 'Privacy & Safety',
    privacyBullets: [
      'Your data is encrypted and stored securely.',
      'Your AI conversations are private and never shared.',
      'You control what you share in community spaces.',
      'We never share your personal information with third parties.',
    ],
    moreSettings: 'Notifications, privacy and account security are in',
  },
  preferences: {
    loading: 'Loading your preferences',
    loadFailed: 'Your preferences could not be loaded. Please check your connection and try again.',
  },
  notifications: {
    title: 'Email notifications',
    description: 'Choose which emails Forget-me-not sends you. Each change is saved at once.',
    toggles: NOTIFICATIONS_TOGGLES,
  },
  privacy: {
    title: 'Privacy',
    description: 'Decide who sees your profile and how your memorials are shared. Each change is saved at once.',
    visibilityLabel: 'Profile visibility',
    visibilityHint: 'Who can see your display name and About You in circles, peer support and shared memorials.',
    visibility: {
      public: 'Public: anyone signed in',
      connections: 'Connections: collaborators and circle members',
      private: 'Private: only you',
    },
    toggles: PRIVACY_TOGGLES,
  },
  account: {
    title: 'Account',
    description: 'The address you sign in with.',
    emailNote: 'Contact support to change your email address.',
    securityHeading: 'Security',
    dataHeading: 'Your data',
  },
} as const;

/**
 * Leaving: deleting one's account after a 14-day grace period, and handing a public memorial on to
 * another person first (decision 031). One copy for the browser, the server and the emails.
 */
export const DELETION_MSG = {
  cardTitle: 'Delete my account',
  cardDescription: 'Leave Forget-me-not and take what you wrote with you.',
  whatHappens: [
    'Your memorials, their photos, videos and songs, guestbooks, journal entries, letters and conversations are deleted, not hidden.',
    'You will be signed out everywhere. Your account is deleted 14 days from now.',
    'If you change your mind, simply sign in again before then and nothing will be deleted.',
    'Messages you left in other people’s guestbooks stay with those memorials; their owners can remove them.',
  ],
  exportHint: 'You may want to keep a copy of your data first.',
  openButton: 'Delete my account…',
  dialogTitle: 'Delete your account?',
  dialogDescription:
    'Please enter your password to confirm. You can still change your mind: signing in within 14 days cancels the deletion.',
  passwordLabel: 'Your password',
  /** Shown when the account has a passkey: the other way to confirm. */
  orPasskey: 'Or confirm with one of your passkeys instead of the password.',
  passkeyButton: 'Confirm with a passkey and delete in 14 days',
  passkeyWaiting: 'Waiting for your passkey…',
  passkeyCancelled: 'The passkey did not answer, so nothing has been changed. You can try again.',
  passkeyFailed: 'That passkey could not confirm it is you. Nothing has been changed.',
  confirmButton: 'Delete my account in 14 days',
  confirming: 'Confirming…',
  cancelButton: 'Keep my account',
  passwordRequired: 'Please enter your password.',
  wrongPassword: 'That password is not right. Nothing has been changed.',
  tooManyTries: (seconds: number) =>
    `Too many tries. Please wait ${Math.max(1, Math.ceil(seconds / 60))} minutes and try again. Nothing has been changed.`,
  requestFailed: 'We could not request the deletion. Nothing has been changed. Please try again.',
  requestedTitle: 'Your account will be deleted',
  requestedToast: (date: string) =>
    `You have been signed out. Your account will be deleted on ${date}. Sign in before then to keep it.`,
  cancelledNotice: 'Welcome back. Your account will not be deleted.',

  // Handing a public memorial on
  transferHeading: 'Hand a public memorial on',
  transferDescription:
    'Before you go, you can offer each of your public memorials to someone who will look after it. They accept from a link in an email; the memorial, its photos, videos, song, guestbook and reminder settings become theirs.',
  transferNone: 'You have no public memorials to hand on.',
  transferLoadFailed: 'We could not load your memorials. Please try again.',
  transferEmailLabel: (title: string) => `Email of the person to receive “${title}”`,
  /** Decision 038: the memorial's collaborators, offered first. */
  transferToCollaborator: 'Someone who already helps keep it:',
  transferSend: 'Send offer',
  transferSending: 'Sending…',
  transferSent: (email: string) => `We sent the offer to ${email}.`,
  transferPending: (email: string, date: string) => `Offered to ${email} until ${date}.`,
  transferAccepted: 'Handed on. It is no longer yours.',
  transferWithdraw: 'Withdraw offer',
  transferWithdrawn: 'The offer was withdrawn.',
  transferWithdrawConfirm: (title: string) => `Withdraw the offer of “${title}”?`,
  transferFailed: 'We could not send the offer. Please try again.',
  transferToSelf: 'You cannot offer a memorial to yourself.',
  transferOnlyPublic: 'Only a public memorial can be handed on. Make it public first.',
  transferEmailFailed: 'We could not send the email just now. Nothing was offered. Please try again in a little while.',

  // The receiver's page
  acceptTitle: 'A memorial for you to keep',
  acceptLoading: 'Opening the offer…',
  acceptIntro: (from: string, title: string) =>
    `${from} would like you to look after the memorial “${title}”: its photos, videos, song, guestbook and reminder settings.`,
  acceptExpires: (date: string) => `This offer is open until ${date}.`,
  acceptSignIn: 'Please sign in or create an account to accept it.',
  acceptSignInButton: 'Sign in or create an account',
  acceptButton: 'Accept the memorial',
  accepting: 'Accepting…',
  acceptedTitle: 'The memorial is now yours',
  acceptedBody: 'Thank you for looking after it.',
  openMemorial: 'Open the memorial',
  linkUnknown: 'This link is not valid. Please check that you copied all of it.',
  linkUsed: 'This offer has already been accepted, and the link cannot be used again.',
  linkExpired: 'This offer has expired or was withdrawn. Please ask the person who sent it for a new one.',
  ownOffer: 'This is your own offer: it has to be accepted by the person you sent it to.',
  acceptFailed: 'We could not accept the memorial. Please try again.',

  // Emails
  emailRequestedSubject: 'Your Forget-me-not account will be deleted',
  emailRequested: (date: string) => [
    'You asked us to delete your Forget-me-not account.',
    `On ${date} we will delete your account and everything you wrote: your memorials with their photos, videos and songs, their guestbooks, your journal, letters and conversations. Memorials you handed on to someone else stay with them.`,
    `If you want to keep your account, simply sign in before ${date}. Nothing will be deleted.`,
  ],
  emailRequestedAction: 'Sign in to keep my account',
  emailRequestedFooter: 'You receive this email because a deletion was requested for your account.',
  emailDeletedSubject: 'Your Forget-me-not account has been deleted',
  emailDeleted: [
    'Your account has been deleted, with everything you wrote and every file you uploaded.',
    'Thank you for the time you spent with us. We hope the memories stay with you.',
  ],
  emailDeletedFooter: 'This is the last email we send to this address about your account.',
  emailTransferSubject: (from: string) => `${from} would like you to look after a memorial`,
  emailTransfer: (from: string, title: string, date: string) => [
    `${from} would like to hand the memorial “${title}” on to you on Forget-me-not, so that it stays in the family.`,
    `If you accept, the memorial with its photos, videos, song, guestbook and reminder settings becomes yours. The offer is open until ${date}.`,
  ],
  emailTransferAction: 'See the offer',
  emailTransferFooter: 'If you do not know this person, you can ignore this email; nothing changes unless you accept.',
} as const;

/** "8 December 2026": how the emails and the web app name a deletion's or an offer's day (UTC, as the server computes it). */
export function deletionDay(date: Date | string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(date),
  );
}

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

/**
 * "Your data": exporting one's data (Settings → Account) and a memorial as a website (the memorial
 * page's owner tools). Server and browser use the same words.
 */
export const EXPORT_MSG = {
  cardTitle: 'Export your data',
  cardDescription:
    'Download a copy of everything you have written here: your memorials with their photos, videos, songs and guestbooks, your journal, letters, conversations and settings.',
  start: 'Export my data',
  startAgain: 'Export again',
  empty: 'You have not exported your data yet.',
  loading: 'Loading your exports…',
  loadFailed: 'We could not load your export. Please try again.',
  retry: 'Try again',
  preparing: 'Preparing your export…',
  preparingNote: 'You can leave this page: we will email you when it is ready.',
  progressLabel: 'Export progress',
  ready: 'Your export is ready.',
  download: 'Download ZIP',
  availableUntil: (date: string) => `Available until ${date}.`,
  sizeNote: (size: string) => `ZIP file, ${size}.`,
  alreadyRunning: 'Your export is already being prepared.',
  failed: 'We could not prepare your export. Please try again.',
  startFailed: 'We could not start your export. Please try again.',
  expired: 'This export has expired. Please ask for a new one.',
  /** The ready email. */
  emailSubject: 'Your data export is ready',
  emailIntro: 'The copy of your data you asked for is ready to download.',
  emailExpiry: (date: string) => `It stays available until ${date}; after that it is deleted.`,
  emailAction: 'Open Settings',
  emailFooter: 'You are receiving this because you asked for an export of your data.',
  /** A memorial as a website. */
  siteTitle: 'Keep a copy',
  siteDescription:
    'Download this memorial as a small website (a ZIP file) that opens in any browser, from a USB stick, with no internet.',
  siteButton: 'Download as a website',
  siteDownloading: 'Preparing the website…',
  siteProgressLabel: 'Website download progress',
  siteDone: 'The website was downloaded.',
  siteFailed: 'We could not download the website. Please try again.',
} as const;

/**
 * Two-factor authentication and passkeys: the Security section's cards and the second sign-in
 * step on /auth (decision 029).
 */
export const MFA_MSG = {
  factorNames: { totp: 'Authenticator app', webauthn: 'Passkey', phone: 'Phone' },
  twoFactor: {
    title: 'Two-factor authentication',
    description: 'Ask for a code from an authenticator app as well as your password when you sign in.',
    on: 'On',
    off: 'Off',
    enabledNote: 'Your account asks for a code from your authenticator app when you sign in.',
    disabledNote: 'Only your password is asked for when you sign in.',
    enable: 'Turn on two-factor authentication',
    disable: 'Turn off',
    regenerate: 'New backup codes',
    passwordLabel: 'Your password',
    passwordHint: 'For your safety, please confirm it is you.',
    continue: 'Continue',
    cancel: 'Cancel',
    scanTitle: 'Scan this code with your authenticator app',
    scanHelp:
      'Open an app such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis, and add an account by scanning the code.',
    qrAlt: 'QR code for your authenticator app',
    secretLabel: 'Or type this key into the app',
    codeLabel: 'The 6-digit code from your authenticator app',
    confirm: 'Confirm and turn on',
    backupTitle: 'Your backup codes',
    backupHelp:
      'If you ever lose your phone, each of these codes lets you sign in once. Keep them somewhere safe, such as a password manager or on paper. They are shown only now.',
    copy: 'Copy codes',
    copied: 'Backup codes copied',
    download: 'Download as .txt',
    done: 'I have saved them',
    enabledToast: 'Two-factor authentication is on',
    disabledToast: 'Two-factor authentication is off',
    disableTitle: 'Turn off two-factor authentication?',
    disableDescription: 'Signing in will ask only for your password. You can turn it on again at any time.',
    regenerateTitle: 'Make new backup codes?',
    regenerateDescription: 'Your old backup codes will stop working at once.',
    backupFileIntro: 'Forget-me-not backup codes. Each code signs you in once.',
    failed: 'Something went wrong. Please try again.',
  },
  passkeys: {
    title: 'Passkeys',
    description: 'Sign in with your fingerprint, face or screen lock instead of your password.',
    add: 'Add a passkey',
    adding: 'Waiting for your device…',
    empty: 'You have no passkeys yet.',
    nameLabel: 'Name',
    nameHint: 'A name to tell your passkeys apart, such as the device it lives on.',
    defaultName: 'Passkey',
    added: (date: string) => `Added ${date}`,
    rename: 'Rename',
    save: 'Save',
    cancel: 'Cancel',
    remove: 'Remove',
    removeTitle: 'Remove this passkey?',
    removeDescription: (name: string) => `You will no longer be able to sign in with “${name}”.`,
    addedToast: 'Passkey added',
    renamedToast: 'Passkey renamed',
    removedToast: 'Passkey removed',
    cancelled: 'The passkey was not saved. You can try again whenever you are ready.',
    unsupported: 'This browser cannot use passkeys.',
    failed: 'We could not save that passkey. Please try again.',
    signInAgain: 'For your safety, please sign out and sign in again before adding a passkey.',
    nameRequired: 'Please give the passkey a name.',
    nameTooLong: 'The name must be less than 100 characters.',
    notFound: 'That passkey could not be found.',
  },
  signIn: {
    stepTitle: 'Two-factor authentication',
    codePrompt: 'Enter the 6-digit code from your authenticator app',
    backupPrompt: 'Enter one of your backup codes',
    codeLabel: 'Code',
    backupLabel: 'Backup code',
    verify: 'Verify',
    verifying: 'Checking…',
    useBackup: 'Use a backup code instead',
    useApp: 'Use your authenticator app instead',
    startOver: 'Start over',
    passkey: 'Sign in with a passkey',
    passkeyWaiting: 'Waiting for your passkey…',
    passkeyFailed: 'We could not sign you in with that passkey. Please try again, or sign in with your password.',
    passkeyCancelled: 'Signing in with a passkey was cancelled.',
    passkeyUnsupported: 'This browser cannot use passkeys. Please sign in with your password.',
  },
  errors: {
    codeRequired: 'Please enter the code.',
    codeFormat: 'The code is 6 digits, or a backup code like ab1cd-ef2gh.',
    totpFormat: 'Please enter the 6 digits from your authenticator app.',
    wrongCode: 'That code did not match. Please check your authenticator app and try again.',
    wrongBackupCode: 'That backup code did not match, or it has been used already.',
    codeUsed: 'That code has just been used. Please wait for the next code in your authenticator app.',
    wrongPassword: 'That password is not right. Please try again.',
    passwordRequired: 'Please enter your password.',
    stepExpired: 'This sign-in took too long or had too many tries. Please sign in again with your password.',
    tooManyCodes: (seconds: number) =>
      `For your safety, after several codes that did not match, we are pausing for a little while. Please try again in ${minutes(seconds)}.`,
    locked:
      'For your safety, after many codes that did not match, two-factor sign-in for this account is paused for 15 minutes.',
    alreadyOn: 'Two-factor authentication is already on.',
    notOn: 'Two-factor authentication is not on.',
    notStarted: 'Please start again by turning on two-factor authentication.',
  },
} as const;

function minutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1 ? 'a minute' : `${m} minutes`;
}
