import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { SessionResponse, SignedInSession } from '@shared/schemas/session';
import { api, ApiError } from './api';
import { keepFor, recall, remember } from './offline/kept-copies';

export const SESSION_KEY = ['session'] as const;

/**
 * The session as the server tells it; the copies kept for offline reading follow it (another
 * account, or none, and the copies are forgotten). Without a connection, the session this device
 * last saw, so that its person can still read what was kept for them (decision 025).
 */
async function fetchSession(): Promise<SessionResponse> {
  let session: SessionResponse;
  try {
    session = await api.get<SessionResponse>('/api/session');
  } catch (err) {
    if (err instanceof ApiError && err.code === 'NETWORK') {
      const kept = await recall<SessionResponse>('session');
      if (kept?.user) return kept;
    }
    throw err;
  }
  await keepFor(session.user?.id ?? null);
  if (session.user) await remember('session', session);
  return session;
}

/**
 * For what a screen shows a visitor signed out while the session is not yet known: invisible (its
 * place kept) on a browser the server marked as signed in (SIGNED_IN_HINT_COOKIE; the page's first
 * script marks the document, decision 058).
 */
export const SIGNED_OUT_GUESS = '[[data-signed-in-here]_&]:invisible';

/** The current session; re-checked every minute and on focus so an ended session is noticed. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: fetchSession,
    staleTime: 30_000,
    refetchInterval: 60_000,
    // Asked even when the browser says it is offline: the answer may be the copy kept here.
    networkMode: 'always',
  });
}

/** The signed-in person's id as far as this page already knows (never asks the server itself). */
export function useKnownUserId(): string | null {
  const { data } = useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, enabled: false });
  return data?.user?.id ?? null;
}

/** The signed-in session; only valid inside a protected route. */
export function useSignedInSession(): SignedInSession {
  const { data } = useSession();
  if (!data || !data.user) throw new Error('useSignedInSession used outside a protected route');
  return data as SignedInSession;
}

/** Where to go once signed in: the screen the visitor was sent away from, or the dashboard. */
export function useReturnTarget(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard';
}

/**
 * After signing in or up: forget what was cached for anyone before and load the new session (the
 * auth screen then moves on to the return target).
 */
export function useEnterApp() {
  const qc = useQueryClient();
  return async () => {
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
    await qc.fetchQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 0 });
  };
}
