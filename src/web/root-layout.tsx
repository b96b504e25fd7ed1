import { useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Toaster } from './components/ui/sonner';
import { TooltipProvider } from './components/ui/tooltip';
import { ONBOARDING_FIRST_ID, OnboardingDialog, onboardingMayOpenOn } from './components/onboarding-dialog';
import { OfflineNote } from './components/offline-note';
import { onUnauthorized } from './lib/api';
import { SESSION_KEY, useKnownUserId } from './lib/session';

/** Providers and overlays shared by every screen. */
export function RootLayout() {
  const qc = useQueryClient();
  const location = useLocation();
  const [firstPath] = useState(location.pathname);
  const showOnboarding = onboardingMayOpenOn(firstPath);
  // A prerendered page's copy of the onboarding's first slide (decision 050) gives way to the app:
  // the dialog itself, drawn in this same commit when it opens, or nothing.
  useLayoutEffect(() => document.getElementById(ONBOARDING_FIRST_ID)?.remove(), []);
  // Just signed up with a provider (decision 039, /auth?confirm=name): the name is confirmed first;
  // the onboarding follows on the next screen (the dialog mounts, and opens, once this one is left).
  const confirmingName = location.search.includes('confirm=name');
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
      {showOnboarding && !confirmingName && <OnboardingDialog />}
      <Toaster />
    </TooltipProvider>
  );
}
