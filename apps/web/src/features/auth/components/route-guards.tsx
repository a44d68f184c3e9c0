import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session-store';
import { REDIRECT_PARAM, safeRedirect, signInPathFor } from '@/lib/redirect-target';

/** Wraps signed-in routes: a visitor goes to /signin and comes back here after signing in. */
export function RequireUser() {
  const user = useSession();
  const { pathname, search, hash } = useLocation();
  if (!user) return <Navigate to={signInPathFor(`${pathname}${search}${hash}`)} replace />;
  return <Outlet />;
}

/**
 * Wraps the guest-only routes (sign in, sign up, OTP, forgot password). A signed-in user goes to
 * the page kept in ?redirect=, else home; this is also how a fresh sign-in leaves these screens.
 */
export function GuestOnly() {
  const user = useSession();
  const [searchParams] = useSearchParams();
  if (user) return <Navigate to={safeRedirect(searchParams.get(REDIRECT_PARAM)) ?? paths.home()} replace />;
  return <Outlet />;
}
