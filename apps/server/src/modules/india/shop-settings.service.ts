import type { ShopSettings, ShopSettingsInput } from '@store/contracts/shop-settings';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/audit.repo';
import type { PinPlace } from './pin-directory';
import { quoteDelivery, type DeliveryQuote } from './delivery';
import { deliveryRules, readShopSettings, toShopSettings, writeShopSettings } from './shop-settings.repo';

/** Whether and in how many days the shop delivers to a place, by the shop's delivery zones. */
export async function quoteDeliveryTo(db: Db, place: PinPlace): Promise<DeliveryQuote> {
  return quoteDelivery(deliveryRules(await readShopSettings(db)), place);
}

export async function getShopSettings(db: Db): Promise<ShopSettings> {
  return toShopSettings(await readShopSettings(db));
}

/**
 * Saves the settings with their audit entry, before and after, in one transaction. The legal name
 * and address show in every page's footer and the contact page (docs/decisions/106): every
 * server drops its cached pages when it commits.
 */
export async function saveShopSettings(db: Db, actorId: string, input: ShopSettingsInput): Promise<ShopSettings> {
  return db.transaction(async (tx) => {
    const before = toShopSettings(await readShopSettings(tx, true));
    const after = toShopSettings(await writeShopSettings(tx, input));
    await recordAudit(tx, {
      actorId,
      action: 'shop_settings.update',
      entity: 'shop_settings',
      entityId: '1',
      before,
      after,
    });
    await tx.execute(sql`SELECT pg_notify('catalog_changed', 'shop_details')`);
    return after;
  });
}
