/** The account's factors (two-factor and passkeys), one query for the Security section's cards. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MFA_MSG } from '@shared/messages.settings';
import type { MfaFactorsResponse } from '@shared/schemas/mfa';

/** As PASSKEY_NAME_MAX in the shared schema (a value import would bring Zod along). */
const PASSKEY_NAME_MAX = 100;
import { api } from '@web/lib/api';

export const FACTORS_KEY = ['account', 'factors'] as const;

export function useFactors() {
  return useQuery({
    queryKey: FACTORS_KEY,
    queryFn: () => api.get<MfaFactorsResponse>('/api/account/factors'),
  });
}

/** Loads the factor list again after a change. */
export function useRefreshFactors() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: FACTORS_KEY });
}

/**
 * The browser's own checks, the same rules as the shared schemas (src/shared/schemas/mfa.ts)
 * without loading Zod on the Settings page; the server checks again with the schemas.
 */
export const check = {
  password: (v: string) => (v ? null : MFA_MSG.errors.passwordRequired),
  totp: (v: string) => (/^\d{6}$/.test(v.replace(/\s+/g, '')) ? null : MFA_MSG.errors.totpFormat),
  passkeyName: (v: string) =>
    !v.trim()
      ? MFA_MSG.passkeys.nameRequired
      : v.trim().length > PASSKEY_NAME_MAX
        ? MFA_MSG.passkeys.nameTooLong
        : null,
};
