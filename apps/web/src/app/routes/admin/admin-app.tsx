import { useQueryClient } from '@tanstack/react-query';
import { Route, Routes, useNavigate } from 'react-router';
import { adminQueryRoot } from '@/features/admin/api/admin-keys';
import { AuditPage } from '@/features/admin/audit/components/audit-page';
import { BrandsPage } from '@/features/admin/catalog/components/brands-page';
import { CategoriesPage } from '@/features/admin/catalog/components/categories-page';
import { CollectionsPage } from '@/features/admin/catalog/components/collections-page';
import { ProductEditorPage } from '@/features/admin/catalog/components/product-editor-page';
import { ProductsPage } from '@/features/admin/catalog/components/products-page';
import { CustomerPage } from '@/features/admin/customers/components/customer-page';
import { CustomersPage } from '@/features/admin/customers/components/customers-page';
import { DashboardPage } from '@/features/admin/dashboard/components/dashboard-page';
import { DiscountsPage } from '@/features/admin/discounts/components/discounts-page';
import { GoLivePage } from '@/features/admin/go-live/components/go-live-page';
import { AdminHomePage } from '@/features/admin/home/components/home-page';
import { ImportPage } from '@/features/admin/import/components/import-page';
import { JobsPage } from '@/features/admin/jobs/components/jobs-page';
import { ChargeSettingsPage } from '@/features/admin/settings/components/charge-settings-page';
import { ShopSettingsPage } from '@/features/admin/settings/components/shop-settings-page';
import { ShopDetailsPage } from '@/features/admin/shop-details/components/shop-details-page';
import { TaxReportsPage } from '@/features/admin/tax-reports/components/tax-reports-page';
import { StaffNoticesPage } from '@/features/admin/staff-notices/components/staff-notices-page';
import { StockDemandPage } from '@/features/admin/stock-alerts/components/stock-demand-page';
import { OrderPage } from '@/features/admin/orders/components/order-page';
import { OrdersPage } from '@/features/admin/orders/components/orders-page';
import { PackingSlipPage } from '@/features/admin/orders/components/packing-slip-page';
import { ReturnsPage } from '@/features/admin/returns/components/returns-page';
import { ReviewsPage } from '@/features/admin/reviews/components/reviews-page';
import { AdminLayout } from '@/features/admin/shell/admin-layout';
import { AdminNotFound, AdminRouteError } from '@/features/admin/shell/admin-errors';
import { paths } from '@/lib/paths';
import { endSession } from '@/lib/session-store';
import { RequireAdmin } from './require-admin';

/**
 * The back office under /admin: one lazily loaded chunk (router.tsx imports nothing else of it), its
 * own frame instead of the storefront's header and footer, and its screens as nested routes.
 */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = async () => {
    await navigate(paths.home());
    endSession();
    queryClient.removeQueries({ queryKey: adminQueryRoot });
  };

  return (
    <RequireAdmin>
      {(user) => (
        <AdminLayout userName={user.name} onSignOut={() => void signOut()}>
          <Routes>
            <Route index element={<DashboardPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/:id" element={<OrderPage />} />
            <Route path="orders/:id/packing-slip" element={<PackingSlipPage />} />
            <Route path="returns" element={<ReturnsPage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="products/:id" element={<ProductEditorPage />} />
            <Route path="brands" element={<BrandsPage />} />
            <Route path="categories" element={<CategoriesPage />} />
            <Route path="collections" element={<CollectionsPage />} />
            <Route path="home" element={<AdminHomePage />} />
            <Route path="reviews" element={<ReviewsPage />} />
            <Route path="discounts" element={<DiscountsPage />} />
            <Route path="customers" element={<CustomersPage />} />
            <Route path="customers/:id" element={<CustomerPage />} />
            <Route path="import" element={<ImportPage />} />
            <Route path="stock-alerts" element={<StockDemandPage />} />
            <Route path="settings" element={<ShopSettingsPage />} />
            <Route path="shipping" element={<ChargeSettingsPage />} />
            <Route path="go-live" element={<GoLivePage />} />
            <Route path="notices" element={<StaffNoticesPage />} />
            <Route path="shop-details" element={<ShopDetailsPage />} />
            <Route path="tax-reports" element={<TaxReportsPage />} />
            <Route path="outbox" element={<JobsPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="*" element={<AdminNotFound />} />
          </Routes>
        </AdminLayout>
      )}
    </RequireAdmin>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
