/**
 * The browser's install prompt (decision 025). `beforeinstallprompt` fires once, early, on any
 * page: it is caught here, from the app's start (main.tsx), and kept for /install, which offers it
 * behind its Install App button. Caught, it no longer shows the browser's own install banner over
 * whatever the person is reading: nothing pops up unasked.
 */
import { useSyncExternalStore } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** installed: running as the installed app, or just accepted; prompt: the browser can install it now; manual: neither. */
export type InstallState = 'installed' | 'prompt' | 'manual';

let deferred: BeforeInstallPromptEvent | null = null;
let accepted = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

if (typeof window !== 'undefined') {
  // On a prerendered page the app starts after the first paint; its boot script keeps a prompt that came before (decision 027).
  deferred = (window as { installPromptEarly?: BeforeInstallPromptEvent }).installPromptEarly ?? null;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    accepted = true;
    notify();
  });
}

const standaloneQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia('(display-mode: standalone)') : null;

function isStandalone(): boolean {
  // iOS Safari says so with navigator.standalone instead of the display mode.
  return Boolean(standaloneQuery()?.matches) || (navigator as { standalone?: boolean }).standalone === true;
}

function snapshot(): InstallState {
  if (accepted || isStandalone()) return 'installed';
  return deferred ? 'prompt' : 'manual';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const query = standaloneQuery();
  query?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', listener);
  };
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, snapshot, () => 'manual');
}

/** Shows the browser's prompt (it can be shown once); what the person chose. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'accepted') accepted = true;
    return outcome;
  } finally {
    notify();
  }
}
