import { DELIVERY_ZONE_NAMES, type ShopSettings, type ShopSettingsInput } from '@store/contracts/shop-settings';
import type { ChargeSettings } from '@store/contracts/charges';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/audit.repo';
import type { PinPlace } from './pin-directory';
import { quoteDelivery, type DeliveryQuote } from './delivery';
import {
  chargeRules,
  deliveryRules,
  readShopSettings,
  toShopSettings,
  writeChargeSettings,
  writeShopSettings,
  type ShopSettingsRow,
} from './shop-settings.repo';

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

/** The charge settings as the back office reads them, with the zones' names. */
function chargeView(row: ShopSettingsRow) {
  return { ...chargeRules(row), zone_names: DELIVERY_ZONE_NAMES, updated_at: row.updatedAt.toISOString() };
}

export async function getChargeSettings(db: Db) {
  return chargeView(await readShopSettings(db));
}

/**
 * Saves shipping and cash on delivery with their audit entry. The storefront shows free shipping's
 * threshold and whether cash is taken (GET /shop_details): every server drops those answers.
 */
export async function saveChargeSettings(db: Db, actorId: string, input: ChargeSettings) {
  return db.transaction(async (tx) => {
    const before = chargeRules(await readShopSettings(tx, true));
    const row = await writeChargeSettings(tx, input);
    await recordAudit(tx, {
      actorId,
      action: 'charge_settings.update',
      entity: 'shop_settings',
      entityId: '1',
      before,
      after: chargeRules(row),
    });
    await tx.execute(sql`SELECT pg_notify('catalog_changed', 'shop_details')`);
    return chargeView(row);
  });
}
