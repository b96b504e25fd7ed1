import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toast } from 'sonner';
import { MSG } from '@shared/messages';
import { PageLoading } from '@web/components/page-loading';
import { useSession } from '@web/lib/session';
import { consumeSignedOutFlag } from './sign-out';

/** Renders protected screens only with a session; otherwise (and when it ends) goes to /auth. */
export function RequireSession() {
  const { data, isPending, isError, refetch } = useSession();
  const location = useLocation();

  // Re-check on every screen change, so a session that ended is noticed at once.
  useEffect(() => {
    void refetch();
  }, [location.pathname, refetch]);
  const hadUser = useRef(false);
  const signedIn = Boolean(data?.user);

  useEffect(() => {
    if (signedIn) hadUser.current = true;
    else if (hadUser.current && data && !consumeSignedOutFlag()) {
      toast.info(MSG.auth.sessionEnded);
    }
  }, [signedIn, data]);

  if (isPending) {
    return <PageLoading />;
  }
  if (isError || !signedIn) {
    return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
