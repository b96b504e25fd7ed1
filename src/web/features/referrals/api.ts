/** GET /api/referrals as a TanStack Query hook (decision 037). */
import { useQuery } from '@tanstack/react-query';
import type { ReferralsResponse } from '@shared/schemas/referrals';
import { api } from '@web/lib/api';

export const referralKeys = { page: ['referrals'] as const };

export function useReferrals() {
  return useQuery({ queryKey: referralKeys.page, queryFn: () => api.get<ReferralsResponse>('/api/referrals') });
}
