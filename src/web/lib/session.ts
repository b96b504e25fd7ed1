import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionResponse, SignedInSession } from '@shared/schemas/session';
import { api } from './api';

export const SESSION_KEY = ['session'] as const;

/** The current session; re-checked every minute and on focus so an ended session is noticed. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: () => api.get<SessionResponse>('/api/session'),
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

export function useRefreshSession() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: SESSION_KEY });
}

/** Forget everything cached for the previous user (after sign-in, sign-out or a session end). */
export async function resetForNewSession(qc: QueryClient): Promise<void> {
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
  await qc.invalidateQueries({ queryKey: SESSION_KEY });
}
