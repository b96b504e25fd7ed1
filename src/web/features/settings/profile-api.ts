/** The account's profile: PUT /api/profile, and the session (which carries it) kept in step. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse, ProfileUpdateInput } from '@shared/schemas/auth';
import type { SessionResponse } from '@shared/schemas/session';
import { api } from '@web/lib/api';
import { SESSION_KEY } from '@web/lib/session';

export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    /** The profile, and what the crisis screen read in it (decision 049). */
    mutationFn: (input: ProfileUpdateInput) => api.put<ProfileResponse>('/api/profile', input),
    onSuccess: ({ profile }) => {
      // The dashboard's greeting and every other screen read the name from the session.
      qc.setQueryData<SessionResponse>(SESSION_KEY, (old) => (old?.user ? { ...old, profile } : old));
    },
  });
}
