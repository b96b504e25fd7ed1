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
