import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { NavItem } from '@/components/header-nav';
import { ThemeSwitcher } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';

type HeaderMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  /** The badge beside a link, by its path (Liked and Cart). */
  counts: Record<string, number>;
  /** The signed-in shopper's name; absent for a visitor. */
  greeting?: { name?: string };
  /** The garage's row: the current bike, or 'Add your bike'. */
  garage?: ReactNode;
  onSignOut?: () => void;
};

/** The phone and tablet menu: a greeting, the bike, the links with their badges, the theme choice and Log out. */
export function HeaderMenu({ open, onOpenChange, items, counts, greeting, garage, onSignOut }: HeaderMenuProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Menu">
      {greeting ? (
        <div className="mb-4 rounded-xl bg-asphalt p-4 text-asphalt-foreground">
          <p className="text-xs font-semibold tracking-wider text-asphalt-muted uppercase">Welcome</p>
          <p className="truncate font-display text-xl font-extrabold italic">Hi, {greeting.name ?? 'rider'}!</p>
        </div>
      ) : null}
      {garage ? <div className="mb-4">{garage}</div> : null}
      <nav aria-label="Mobile">
        <ul className="space-y-1">
          {items.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={() => onOpenChange(false)}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-3 font-semibold transition-colors hover:bg-accent',
                    isActive && 'bg-accent text-brand',
                  )
                }
              >
                <Icon className="size-5" aria-hidden="true" />
                {label}
                {to in counts ? (
                  <span className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground tabular-nums">
                    {counts[to]}
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 border-t pt-6">
        <p className="mb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">Theme</p>
        <ThemeSwitcher />
      </div>
      {onSignOut ? (
        <Button
          variant="outline"
          className="mt-6 w-full"
          onClick={() => {
            onOpenChange(false);
            onSignOut();
          }}
        >
          <LogOut aria-hidden="true" /> Log out
        </Button>
      ) : null}
    </Sheet>
  );
}
