import { useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Toaster } from './components/ui/sonner';
import { TooltipProvider } from './components/ui/tooltip';
import { OnboardingDialog, onboardingMayOpenOn, removeFirstSlideCopy } from './components/onboarding-dialog';
import { OfflineNote } from './components/offline-note';
import { onUnauthorized } from './lib/api';
import { SESSION_KEY, useKnownUserId } from './lib/session';
import { APP_READY_EVENT } from '@shared/constants';

/** Providers and overlays shared by every screen. */
export function RootLayout() {
  const qc = useQueryClient();
  const location = useLocation();
  const [firstPath] = useState(location.pathname);
  const showOnboarding = onboardingMayOpenOn(firstPath);
  // Just signed up with a provider (decision 039, /auth?confirm=name): the name is confirmed first;
  // the onboarding follows on the next screen (the dialog mounts, and opens, once this one is left).
  const confirmingName = location.search.includes('confirm=name');
  const onboarding = showOnboarding && !confirmingName;
  // Where the dialog is not drawn, a prerendered page's copy of its first slide (decision 050) goes
  // as the app starts; the dialog otherwise takes the copy's place itself.
  const [onboardingAtStart] = useState(onboarding);
  useLayoutEffect(() => {
    if (!onboardingAtStart) removeFirstSlideCopy();
  }, [onboardingAtStart]);
  // The app is drawn: a prerendered page's boot script hands it what was clicked or typed meanwhile (decision 058).
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  // Any 401 means the session ended: re-check it so protected screens send the visitor to /auth.
  useEffect(() => onUnauthorized(() => void qc.invalidateQueries({ queryKey: SESSION_KEY })), [qc]);
  // Journal entries written offline are sent whichever screen is open (decision 025); the code
  // that sends them is loaded only once someone is signed in.
  const userId = useKnownUserId();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./features/journal/send-queued').then((m) => {
      if (!cancelled) stop = m.startSendingQueued(userId, qc);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, qc]);
  return (
    <TooltipProvider>
      <OfflineNote />
      <Outlet />
      <ScrollRestoration />
      {onboarding && <OnboardingDialog />}
      <Toaster />
    </TooltipProvider>
  );
}
