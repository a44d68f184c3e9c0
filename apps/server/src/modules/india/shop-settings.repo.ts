import {
  DELIVERY_ZONE_IDS,
  DELIVERY_ZONE_NAMES,
  type ShopSettings,
  type ShopSettingsInput,
} from '@store/contracts/shop-settings';
import { stateCode, stateName } from '@store/contracts/india';
import { NEW_SHOP_COD, NEW_SHOP_SHIPPING, type ChargeSettings } from '@store/contracts/charges';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopSettings } from '../../db/schema/shop';
import type { DeliveryRules } from './delivery';

export type ShopSettingsRow = typeof shopSettings.$inferSelect;

/** The one row of settings; the migration writes it, so it is always there. */
export async function readShopSettings(db: Db, forUpdate = false): Promise<ShopSettingsRow> {
  const query = db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new Error('shop_settings has no row: run the migrations');
  return row;
}

export async function writeShopSettings(db: Db, input: ShopSettingsInput): Promise<ShopSettingsRow> {
  const [row] = await db
    .update(shopSettings)
    .set({
      legalName: input.legal_name,
      gstin: input.gstin,
      address: input.address,
      stateCode: stateCode(input.state)!,
      invoicePrefix: input.invoice_prefix,
      deliveryZones: DELIVERY_ZONE_IDS.map((id) => input.delivery_zones.find((z) => z.id === id)!),
      unservedPins: [...new Set(input.unserved_pins)].sort(),
      ...(input.logo === undefined ? {} : { logoUrl: input.logo }),
      updatedAt: new Date(),
    })
    .where(eq(shopSettings.id, 1))
    .returning();
  return row!;
}

/** Where staff notices go, which are sent, and the low-stock level (modules/staff-notices). */
export async function writeNoticeSettings(
  db: Db,
  input: { noticeEmail: string | null; notices: Record<string, boolean>; lowStockLevel: number },
): Promise<void> {
  await db
    .update(shopSettings)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(shopSettings.id, 1));
}

/** The contact details and policy pages staff saved in Shop details (docs/decisions/106). */
export async function writeShopDetails(
  db: Db,
  values: Pick<
    ShopSettingsRow,
    'phone' | 'whatsapp' | 'supportEmail' | 'openingHours' | 'directions' | 'policies' | 'detailsReviewedAt'
  >,
): Promise<ShopSettingsRow> {
  const [row] = await db
    .update(shopSettings)
    .set({ ...values, updatedAt: values.detailsReviewedAt ?? new Date() })
    .where(eq(shopSettings.id, 1))
    .returning();
  return row!;
}

/** The shop's charge rules, filled from a new shop's where a saved setting lacks a field. */
export function chargeRules(row: ShopSettingsRow): ChargeSettings {
  return { shipping: { ...NEW_SHOP_SHIPPING, ...row.shipping }, cod: { ...NEW_SHOP_COD, ...row.cod } };
}

export async function writeChargeSettings(db: Db, input: ChargeSettings): Promise<ShopSettingsRow> {
  const [row] = await db
    .update(shopSettings)
    .set({
      shipping: {
        ...input.shipping,
        zone_fees: DELIVERY_ZONE_IDS.map((id) => input.shipping.zone_fees.find((z) => z.id === id)!),
      },
      cod: input.cod,
      updatedAt: new Date(),
    })
    .where(eq(shopSettings.id, 1))
    .returning();
  return row!;
}

export function deliveryRules(row: ShopSettingsRow): DeliveryRules {
  return { zones: row.deliveryZones as DeliveryRules['zones'], unservedPins: row.unservedPins };
}

/** The settings as the back office reads them. */
export function toShopSettings(row: ShopSettingsRow): ShopSettings {
  const zones = deliveryRules(row).zones;
  return {
    legal_name: row.legalName,
    logo: row.logoUrl,
    gstin: row.gstin,
    address: row.address,
    state: stateName(row.stateCode)!,
    invoice_prefix: row.invoicePrefix,
    delivery_zones: DELIVERY_ZONE_IDS.map((id) => {
      const zone = zones.find((z) => z.id === id) ?? { id, days: 5, served: true };
      return { ...zone, name: DELIVERY_ZONE_NAMES[id] };
    }),
    unserved_pins: row.unservedPins,
    updated_at: row.updatedAt.toISOString(),
  };
}
