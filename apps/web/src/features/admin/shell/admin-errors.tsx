import { LayoutDashboard, RefreshCw, SearchX, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { AdminPage } from '../components/admin-page';
import { adminPaths } from '../lib/admin-paths';

/** An /admin address that names no screen. */
export function AdminNotFound() {
  return (
    <AdminPage title="Page not found">
      <StatusState
        icon={SearchX}
        title="There is no back-office page here"
        actions={
          <Button asChild>
            <Link to={adminPaths.dashboard()}>
              <LayoutDashboard aria-hidden="true" /> Dashboard
            </Link>
          </Button>
        }
      >
        The link may be old, or the page may have moved.
      </StatusState>
    </AdminPage>
  );
}

/** A screen that threw while drawing: say so and offer a reload, rather than a blank page. */
export function AdminRouteError() {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-background px-4">
      <StatusState
        icon={TriangleAlert}
        title="Something went wrong"
        headingLevel={1}
        actions={
          <>
            <Button onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden="true" /> Reload
            </Button>
            <Button asChild variant="outline">
              <a href={adminPaths.dashboard()}>Dashboard</a>
            </Button>
          </>
        }
      >
        This back-office page hit a problem. Reloading usually fixes it.
      </StatusState>
    </main>
  );
}
