import { STOCK_ALERT_MESSAGES } from '@store/contracts/stock-alerts';
import { nameWithVariant } from '@store/contracts/variants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findStockLevels, type StockLevels } from '../catalog/stock-levels.repo';
import type { AlertTarget } from './stock-alerts.repo';

/** Whether the target is on sale with stock now: the product (any visible option) or the one option. */
export function isBack(levels: StockLevels, variantId: string | null): boolean {
  if (!levels.visible) return false;
  if (variantId === null) return levels.stock > 0;
  const variant = levels.variants.find((v) => v.id === variantId);
  return Boolean(variant && !variant.hidden && variant.stock > 0);
}

/**
 * The name a sold-out target goes by in mails. Refuses what cannot be waited for: an unknown or
 * hidden product or option (404, as the storefront has no such thing), or one in stock now (409:
 * the shopper can simply buy it).
 */
export async function soldOutTargetName(db: Db, target: AlertTarget): Promise<string> {
  const levels = await findStockLevels(db, target.productId);
  if (!levels?.visible) throw new AppError('NOT_FOUND', STOCK_ALERT_MESSAGES.productNotFound);
  const variant = target.variantId === null ? null : levels.variants.find((v) => v.id === target.variantId);
  if (target.variantId !== null && (!variant || variant.hidden)) {
    throw new AppError('NOT_FOUND', STOCK_ALERT_MESSAGES.variantNotFound);
  }
  if (isBack(levels, target.variantId)) throw new AppError('CONFLICT', STOCK_ALERT_MESSAGES.inStock);
  // A product sold in one option is named without it, as its page names it.
  const oneOption = levels.variants.filter((v) => !v.hidden).length === 1;
  return nameWithVariant(levels.name, oneOption ? null : variant?.name);
}
