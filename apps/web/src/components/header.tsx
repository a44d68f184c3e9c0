import { Heart, LogOut, Menu, Search, ShoppingCart, X, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { HeaderMenu } from '@/components/header-menu';
import { navItemsFor } from '@/components/header-nav';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session-store';
import { useSignOut } from '@/lib/use-sign-out';
import { useVisitorCartCount } from '@/lib/visitor-cart';

/** Where the search box goes: the wide header's bar, or the phone's row under it. */
export type HeaderSearchPlacement = { className?: string; autoFocus?: boolean; onNavigate?: () => void };

/**
 * Where the garage's bike button goes: the bar from `sm` on, or a row of the menu (phones and
 * tablets), which it closes (`onOpen`) before opening the garage.
 */
export type HeaderGaragePlacement = { className?: string; inMenu?: boolean; onOpen?: () => void };

function CountLink({ to, label, count, icon: Icon }: { to: string; label: string; count: number; icon: LucideIcon }) {
  return (
    <Link
      to={to}
      aria-label={`${label}, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative grid size-10 place-items-center rounded-md text-asphalt-foreground transition-colors hover:bg-white/10"
    >
      <Icon className="size-5" aria-hidden="true" />
      <span
        aria-hidden="true"
        className="absolute top-0.5 right-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-primary px-1 text-[0.625rem] leading-none font-bold text-primary-foreground tabular-nums"
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}

type HeaderProps = {
  search: (placement: HeaderSearchPlacement) => ReactNode;
  /** The garage's bike button (features/garage), on every page. */
  garage?: (placement: HeaderGaragePlacement) => ReactNode;
};

/**
 * The store's header. The search box and the garage's bike button are features (features/search,
 * features/garage), so the app layer hands them in: `search` is rendered once in the bar and once
 * in the search row under it, `garage` once in the bar and once in the menu. Below `lg` the links
 * and the search box leave the bar for the menu and the search row, so a signed-in tablet's bar
 * keeps its icons on one line.
 */
export function Header({ search, garage }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // Liked belongs to signed-in shoppers (docs/product.md, Header); the cart badge also counts a
  // visitor's browser cart (docs/decisions/015-visitor-cart.md). Counts default to 0.
  const user = useSession();
  const signOut = useSignOut();
  const visitorCartCount = useVisitorCartCount();
  const likedCount = user?.like_count ?? 0;
  const cartCount = user ? (user.cart_count ?? 0) : visitorCartCount;
  const navItems = navItemsFor(user);
  const counts: Record<string, number> = { [paths.liked()]: likedCount, [paths.cart()]: cartCount };

  return (
    <header className="sticky top-0 z-40 border-b border-asphalt-border bg-asphalt/95 text-asphalt-foreground backdrop-blur supports-[backdrop-filter]:bg-asphalt/85">
      <div className="container-page flex h-16 items-center gap-2 lg:gap-4 xl:gap-6">
        <Button
          variant="ghost"
          size="icon"
          className="-ml-2 text-asphalt-foreground hover:bg-white/10 hover:text-asphalt-foreground lg:hidden"
          onClick={() => setMenuOpen(true)}
          aria-label="Open menu"
          aria-expanded={menuOpen}
        >
          <Menu className="size-6" />
        </Button>
        <Logo className="xl:shrink-0" />

        <nav aria-label="Main" className="ml-4 hidden shrink-0 lg:block">
          <ul className="flex items-center gap-1">
            {navItems.bar.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      'relative rounded-md px-3 py-2 text-sm font-semibold text-asphalt-muted transition-colors hover:text-asphalt-foreground',
                      isActive &&
                        'text-asphalt-foreground after:absolute after:inset-x-3 after:-bottom-[1.0625rem] after:h-0.5 after:bg-primary',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {search({ className: 'ml-auto hidden w-full max-w-md lg:block' })}

        <div className="ml-auto flex items-center gap-0.5 sm:gap-1 lg:ml-0">
          <Button
            variant="ghost"
            size="icon"
            className="text-asphalt-foreground hover:bg-white/10 hover:text-asphalt-foreground lg:hidden"
            onClick={() => setSearchOpen((open) => !open)}
            aria-label={searchOpen ? 'Close search' : 'Search'}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? 'mobile-search' : undefined}
          >
            {searchOpen ? <X className="size-5" /> : <Search className="size-5" />}
          </Button>
          {/* A phone's bar has no room for it: the menu carries the bike there. */}
          {garage?.({ className: 'hidden sm:inline-flex' })}
          {/* A signed-in phone header has no room for it; the menu carries the theme choice there. */}
          <ThemeToggle
            className={cn(
              'text-asphalt-foreground hover:bg-white/10 hover:text-asphalt-foreground',
              user && 'hidden sm:inline-flex',
            )}
          />
          {user ? <CountLink to={paths.liked()} label="Liked products" count={likedCount} icon={Heart} /> : null}
          <CountLink to={paths.cart()} label="Cart" count={cartCount} icon={ShoppingCart} />
          {user ? (
            <Button
              variant="ghost"
              size="icon"
              className="hidden text-asphalt-foreground hover:bg-white/10 hover:text-asphalt-foreground lg:inline-flex"
              onClick={() => void signOut()}
              aria-label="Log out"
              title="Log out"
            >
              <LogOut className="size-5" />
            </Button>
          ) : null}
        </div>
      </div>
      {searchOpen ? (
        <div id="mobile-search" className="container-page border-t border-asphalt-border py-3 lg:hidden">
          {search({ autoFocus: true, onNavigate: () => setSearchOpen(false) })}
        </div>
      ) : null}

      <HeaderMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        items={navItems.menu}
        counts={counts}
        greeting={user ? { name: user.name } : undefined}
        garage={garage?.({ inMenu: true, onOpen: () => setMenuOpen(false) })}
        onSignOut={user ? () => void signOut() : undefined}
      />
    </header>
  );
}
