import type { AdminStockAlertsPage } from '@store/contracts/stock-alerts';
import type { Db } from '../../db/client';
import type { PageRequest } from '../admin/paging';
import { listStockLevels } from '../catalog/stock-levels.repo';
import { countWaiting, listDemand } from './stock-alerts.repo';

/**
 * What shoppers wait for, per product and option, the most wanted first: how many wait, since
 * when, and the stock now, so staff can see what to order in.
 */
export async function listStockDemand(db: Db, page: PageRequest): Promise<AdminStockAlertsPage> {
  const [{ found, total }, waitingTotal] = await Promise.all([listDemand(db, page), countWaiting(db)]);
  const levels = await listStockLevels(
    db,
    found.map((d) => d.product_id),
  );
  const items = found.flatMap((d) => {
    const product = levels.get(d.product_id);
    // The alerts of a deleted product went with it; a row read in between is left out.
    if (!product) return [];
    const variant = d.variant_id === null ? null : product.variants.find((v) => v.id === d.variant_id);
    if (d.variant_id !== null && !variant) return [];
    return [
      {
        productId: d.product_id,
        productName: product.name,
        variantId: d.variant_id,
        variantName: variant?.name ?? null,
        waiting: d.waiting,
        oldestAt: d.oldest_at.toISOString(),
        stock: variant ? variant.stock : product.stock,
        hidden: !product.visible || Boolean(variant?.hidden),
      },
    ];
  });
  return { items, total, page: page.page, pageSize: page.pageSize, waitingTotal };
}
