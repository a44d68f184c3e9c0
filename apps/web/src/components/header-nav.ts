import {
  Heart,
  Home,
  LayoutDashboard,
  LogIn,
  Package,
  ShoppingCart,
  Store,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

// docs/product.md, Header: the visitor's menu, and the signed-in one (Liked and Cart are the badges).
const VISITOR_ITEMS: NavItem[] = [
  { to: paths.home(), label: 'Home', icon: Home, end: true },
  { to: paths.shop(), label: 'Shop', icon: Store },
  { to: paths.signIn(), label: 'Sign in', icon: LogIn },
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

/** The header's links for a visitor, a shopper or staff: the wide bar's and the phone menu's. */
export function navItemsFor(user: { role?: string } | null): { bar: NavItem[]; menu: NavItem[] } {
  if (!user) return { bar: VISITOR_ITEMS, menu: VISITOR_ITEMS };
  const staff = user.role === 'admin' ? [BACK_OFFICE_ITEM] : [];
  return { bar: [...USER_ITEMS, ...staff], menu: [...USER_MOBILE_ITEMS, ...staff] };
}
