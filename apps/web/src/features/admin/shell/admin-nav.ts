import {
  BellDot,
  BellRing,
  FileSpreadsheet,
  FileText,
  FolderTree,
  History,
  LayoutDashboard,
  LayoutGrid,
  Mail,
  Package,
  Receipt,
  PanelsTopLeft,
  Rocket,
  ShoppingBag,
  Star,
  Store,
  Tag,
  TicketPercent,
  Truck,
  Undo2,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { adminPaths } from '../lib/admin-paths';

export type AdminNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean; badge?: 'toShip' };
export type AdminNavGroup = { label: string | null; items: AdminNavItem[] };

/** The sidebar, in the order a shop's day goes: what came in, what is sold, what the shop shows. */
export const ADMIN_NAV: AdminNavGroup[] = [
  {
    label: null,
    items: [
      { to: adminPaths.dashboard(), label: 'Dashboard', icon: LayoutDashboard, end: true },
      { to: adminPaths.orders(), label: 'Orders', icon: ShoppingBag, badge: 'toShip' },
      { to: adminPaths.returns(), label: 'Returns', icon: Undo2 },
      { to: adminPaths.customers(), label: 'Customers', icon: Users },
    ],
  },
  {
    label: 'Catalog',
    items: [
      { to: adminPaths.products(), label: 'Products', icon: Package },
      { to: adminPaths.categories(), label: 'Categories', icon: FolderTree },
      { to: adminPaths.brands(), label: 'Brands', icon: Tag },
      { to: adminPaths.collections(), label: 'Collections', icon: LayoutGrid },
      { to: adminPaths.importExport(), label: 'Import & export', icon: FileSpreadsheet },
      { to: adminPaths.stockAlerts(), label: 'Stock alerts', icon: BellRing },
    ],
  },
  {
    label: 'Storefront',
    items: [
      { to: adminPaths.home(), label: 'Home page', icon: PanelsTopLeft },
      { to: adminPaths.reviews(), label: 'Reviews', icon: Star },
      { to: adminPaths.discounts(), label: 'Discount codes', icon: TicketPercent },
    ],
  },
  {
    label: 'Accounts',
    items: [{ to: adminPaths.taxReports(), label: 'Tax reports', icon: FileText }],
  },
  {
    label: 'Settings',
    items: [
      { to: adminPaths.shopSettings(), label: 'Shop and tax', icon: Receipt },
      { to: adminPaths.chargeSettings(), label: 'Shipping and COD', icon: Truck },
      { to: adminPaths.shopDetails(), label: 'Shop details', icon: Store },
      { to: adminPaths.staffNotices(), label: 'Staff notices', icon: BellDot },
      { to: adminPaths.goLive(), label: 'Go-live checklist', icon: Rocket },
      { to: adminPaths.outbox(), label: 'Mail outbox', icon: Mail },
      { to: adminPaths.audit(), label: 'Audit log', icon: History },
    ],
  },
];
