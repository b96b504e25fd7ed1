/**
 * The installable-app page, /install (spec sections 2 and 4, "Install"): its texts, kept once. The
 * spec gives "Install App", "App is installed!", the two platforms' steps and the four features;
 * the rest is ours, in the same gentle voice.
 */
export const INSTALL_MSG = {
  pageTitle: 'Install the App',
  intro: 'Keep Forget-me-not on your home screen, so your memories, your journal and support are always one tap away.',
  installButton: 'Install App',
  installHint: 'Your browser will ask you to confirm. It takes a moment and you can remove it at any time.',
  installed: 'App is installed!',
  installedHint: 'You can open Forget-me-not from your home screen or your list of apps whenever you need it.',
  dismissed: 'No problem. You can install it whenever you like.',
  manualHeading: 'How to install',
  manualIntro: 'Your browser can add Forget-me-not to your home screen in a few taps.',
  ios: {
    title: 'iPhone or iPad (Safari)',
    steps: ['Tap the Share button.', 'Tap Add to Home Screen.', 'Tap Add to confirm.'],
  },
  android: {
    title: 'Android (Chrome)',
    steps: [
      'Tap the menu (the three dots).',
      'Tap Add to Home screen or Install app.',
      'Tap Install or Add to confirm.',
    ],
  },
  featuresHeading: 'What the app gives you',
  features: [
    {
      key: 'offline',
      title: 'Works offline',
      text: 'Read your journal and the memorials you have visited without a connection. Entries you write offline are sent when you are back online.',
    },
    {
      key: 'fast',
      title: 'Fast loading',
      text: 'It keeps its own files on your device, so it opens quickly, even on a slow connection.',
    },
    {
      key: 'home',
      title: 'Home screen',
      text: 'Open it from your home screen like any other app, without looking for a link.',
    },
    {
      key: 'fullscreen',
      title: 'Full screen',
      text: 'It opens in its own window, without the browser around it: a quieter space.',
    },
  ],
} as const;
