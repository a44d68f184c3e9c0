import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { signInPathFor } from '@/lib/redirect-target';
import { adminQueryRoot } from '@/features/admin/api/admin-keys';
import { NotAllowedPage } from '@/features/admin/shell/not-allowed-page';
import { endSession, useSession } from '@/lib/session-store';

/**
 * The back office's door: a visitor signs in and comes back here; a shopper gets a 403 page. The
 * stored role only decides what to draw: every /api/admin call is refused by the server anyway.
 */
export function RequireAdmin({ children }: { children: (user: { name: string }) => ReactNode }) {
  const user = useSession();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const here = `${pathname}${search}${hash}`;

  if (!user) return <Navigate to={signInPathFor(here)} replace />;
  if (user.role !== 'admin') {
    return (
      <NotAllowedPage
        onSwitchAccount={() => {
          endSession();
          queryClient.removeQueries({ queryKey: adminQueryRoot });
          void navigate(signInPathFor(here), { replace: true });
        }}
      />
    );
  }
  return children({ name: user.name ?? user.email ?? 'Admin' });
}
