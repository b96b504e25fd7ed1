import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SessionResponse } from '@shared/schemas/session';
import { api } from '@web/lib/api';
import { forgetAll } from '@web/lib/offline/kept-copies';
import { SESSION_KEY } from '@web/lib/session';

let signedOutOnPurpose = false;

/** True once after the user signed out themselves (so no "session ended" notice is shown). */
export function consumeSignedOutFlag(): boolean {
  const v = signedOutOnPurpose;
  signedOutOnPurpose = false;
  return v;
}

/**
 * Signs out; the server's 401, 403 or 404 are ignored (spec section 8), what was kept for reading
 * offline is forgotten, then goes to /auth.
 */
export function useSignOut() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    signedOutOnPurpose = true;
    try {
      await api.post('/api/auth/sign-out');
    } catch {
      // Whatever the server answered, the visitor wanted to leave: carry on.
    }
    // What this device kept for reading offline is theirs alone: forgotten now (decision 025).
    await forgetAll();
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
    qc.setQueryData<SessionResponse>(SESSION_KEY, { user: null });
    await navigate('/auth', { replace: true });
  };
}
