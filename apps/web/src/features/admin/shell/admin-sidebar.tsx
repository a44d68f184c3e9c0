import { SHOP_NAME } from '@store/contracts/constants';
import { ExternalLink, LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { ThemeSwitcher } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useDashboard } from '../dashboard/api/get-dashboard';
import { adminPaths } from '../lib/admin-paths';
import { ADMIN_NAV } from './admin-nav';

/** The back office's mark: the shop's name with "Back office", linking to the dashboard. */
export function AdminBrand({ className }: { className?: string }) {
  return (
    <Link to={adminPaths.dashboard()} className={cn('flex items-center gap-2.5', className)}>
      <span
        className="grid size-8 shrink-0 place-items-center rounded-lg bg-asphalt font-display text-sm font-extrabold text-primary italic ring-1 ring-border"
        aria-hidden="true"
      >
        KM
      </span>
      <span className="leading-tight">
        <span className="block text-sm font-bold">{SHOP_NAME}</span>
        <span className="block text-xs text-muted-foreground">Back office</span>
      </span>
    </Link>
  );
}

/** The navigation, shared by the desktop sidebar and the phone menu. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const dashboard = useDashboard();
  const toShip = dashboard.data?.data.awaitingShipment ?? 0;
  return (
    <nav aria-label="Back office" className="space-y-5">
      {ADMIN_NAV.map((group) => (
        <div key={group.label ?? 'main'}>
          {group.label ? (
            <p className="mb-1 px-3 text-[0.6875rem] font-semibold tracking-wider text-muted-foreground uppercase">
              {group.label}
            </p>
          ) : null}
          <ul className="space-y-0.5">
            {group.items.map(({ to, label, icon: Icon, end, badge }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'relative flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
                      isActive &&
                        'bg-accent font-semibold text-foreground before:absolute before:inset-y-1.5 before:-left-3 before:w-1 before:rounded-r before:bg-primary',
                    )
                  }
                >
                  <Icon className="size-4.5 shrink-0" aria-hidden="true" />
                  {label}
                  {badge === 'toShip' && toShip > 0 ? (
                    <span
                      className="ml-auto rounded-full bg-primary px-1.5 py-0.5 text-[0.6875rem] leading-none font-bold text-primary-foreground tabular-nums"
                      aria-label={`${toShip} to ship`}
                    >
                      {toShip}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** Leaving the back office: the store, the theme, signing out. */
export function AdminSidebarFooter({ userName, onSignOut }: { userName: string; onSignOut: () => void }) {
  return (
    <div className="space-y-3 border-t pt-4">
      <Link
        to={paths.home()}
        className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground"
      >
        <ExternalLink className="size-4.5" aria-hidden="true" /> View store
      </Link>
      <ThemeSwitcher />
      <div className="flex items-center justify-between gap-2 px-1">
        <p className="min-w-0 truncate text-sm">
          <span className="block text-xs text-muted-foreground">Signed in as</span>
          <span className="font-medium">{userName}</span>
        </p>
        <Button variant="ghost" size="icon" onClick={onSignOut} aria-label="Log out" title="Log out">
          <LogOut className="size-4.5" />
        </Button>
      </div>
    </div>
  );
}
