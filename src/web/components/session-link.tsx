import { Link, type LinkProps } from 'react-router';
import { useSession } from '@web/lib/session';

/**
 * A link whose target depends on whether someone is signed in. It asks for the session itself, so
 * that when the session is known only this link is drawn again, not the page around it: React
 * Query's updates are synchronous, and a page that read the session at its top was redrawn whole,
 * in one long task, as the app started (decision 050).
 */
export function SessionLink({
  signedIn,
  signedOut,
  ...props
}: Omit<LinkProps, 'to'> & { signedIn: string; signedOut: string }) {
  const { data } = useSession();
  return <Link {...props} to={data?.user ? signedIn : signedOut} />;
}
