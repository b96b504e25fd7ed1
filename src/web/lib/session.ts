import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { SessionResponse, SignedInSession } from '@shared/schemas/session';
import { api } from './api';

export const SESSION_KEY = ['session'] as const;

const fetchSession = () => api.get<SessionResponse>('/api/session');

/** The current session; re-checked every minute and on focus so an ended session is noticed. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: fetchSession,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
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
