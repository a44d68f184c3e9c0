import {
  Heart,
  Home,
  LayoutDashboard,
  LogIn,
  LogOut,
  Menu,
  Package,
  Search,
  ShoppingCart,
  Store,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { ThemeSwitcher, ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { useVisitorCartCount } from '@/features/cart/visitor-cart';
import { HeaderSearch } from '@/features/search/components/header-search';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useSignOut } from '@/features/auth/use-sign-out';
import { useSession } from '@/lib/session-store';

type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

// Spec section 2, Header: the visitor's menu, and the signed-in one (Liked and Cart are the badges).
const VISITOR_ITEMS: NavItem[] = [
  { to: paths.home(), label: 'Home', icon: Home, end: true },
  { to: paths.shop(), label: 'Shop', icon: Store },
  { to: paths.signIn(), label: 'SignIn', icon: LogIn },
];
const USER_ITEMS: NavItem[] = [
  { to: paths.home(), label: 'Home', icon: Home, end: true },
  { to: paths.shop(), label: 'Shop', icon: Store },
  { to: paths.profile(), label: 'Profile', icon: UserRound },
  { to: paths.orders(), label: 'Orders', icon: Package },
];
const USER_MOBILE_ITEMS: NavItem[] = [
  ...USER_ITEMS,
  { to: paths.liked(), label: 'Liked', icon: Heart },
  { to: paths.cart(), label: 'Cart', icon: ShoppingCart },
];
// Staff only; a plain path, so nothing of the back office's chunk is pulled into the storefront.
const BACK_OFFICE_ITEM: NavItem = { to: '/admin', label: 'Back office', icon: LayoutDashboard };

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

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // Liked belongs to signed-in shoppers (spec section 2); the cart badge also counts a visitor's
  // browser cart (docs/decisions/015-visitor-cart.md). Counts default to 0.
  const user = useSession();
  const signOut = useSignOut();
  const visitorCartCount = useVisitorCartCount();
  const likedCount = user?.like_count ?? 0;
  const cartCount = user ? (user.cart_count ?? 0) : visitorCartCount;
  const staff = user?.role === 'admin' ? [BACK_OFFICE_ITEM] : [];
  const navItems = user ? [...USER_ITEMS, ...staff] : VISITOR_ITEMS;
  const mobileItems = user ? [...USER_MOBILE_ITEMS, ...staff] : VISITOR_ITEMS;
  const counts: Record<string, number> = { [paths.liked()]: likedCount, [paths.cart()]: cartCount };

  return (
    <header className="sticky top-0 z-40 border-b border-asphalt-border bg-asphalt/95 text-asphalt-foreground backdrop-blur supports-[backdrop-filter]:bg-asphalt/85">
      <div className="container-page flex h-16 items-center gap-2 md:gap-6">
        <Button
          variant="ghost"
          size="icon"
          className="-ml-2 text-asphalt-foreground hover:bg-white/10 hover:text-asphalt-foreground md:hidden"
          onClick={() => setMenuOpen(true)}
          aria-label="Open menu"
          aria-expanded={menuOpen}
        >
          <Menu className="size-6" />
        </Button>
        <Logo />

        <nav aria-label="Main" className="ml-4 hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
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

        <HeaderSearch className="ml-auto hidden w-full max-w-sm md:block lg:max-w-md" />

        <div className="ml-auto flex items-center gap-0.5 sm:gap-1 md:ml-0">
          <Button
            variant="ghost"
            size="icon"
            className="text-asphalt-foreground hover:bg-white/10 hover:text-asphalt-foreground md:hidden"
            onClick={() => setSearchOpen((open) => !open)}
            aria-label={searchOpen ? 'Close search' : 'Search'}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? 'mobile-search' : undefined}
          >
            {searchOpen ? <X className="size-5" /> : <Search className="size-5" />}
          </Button>
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
              className="hidden text-asphalt-foreground hover:bg-white/10 hover:text-asphalt-foreground md:inline-flex"
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
        <div id="mobile-search" className="container-page border-t border-asphalt-border py-3 md:hidden">
          <HeaderSearch autoFocus onNavigate={() => setSearchOpen(false)} />
        </div>
      ) : null}

      <Sheet open={menuOpen} onOpenChange={setMenuOpen} title="Menu">
        {user ? (
          <div className="mb-4 rounded-xl bg-asphalt p-4 text-asphalt-foreground">
            <p className="text-xs font-semibold tracking-wider text-asphalt-muted uppercase">Welcome back</p>
            <p className="truncate font-display text-xl font-extrabold italic">Hi, {user.name ?? 'rider'}!</p>
          </div>
        ) : null}
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {mobileItems.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  onClick={() => setMenuOpen(false)}
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
        {user ? (
          <Button
            variant="outline"
            className="mt-6 w-full"
            onClick={() => {
              setMenuOpen(false);
              void signOut();
            }}
          >
            <LogOut aria-hidden="true" /> Log out
          </Button>
        ) : null}
      </Sheet>
    </header>
  );
}
