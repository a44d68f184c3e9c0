import { SHOP_NAME } from '@store/contracts/constants';
import {
  indianPhoneDigits,
  mapHref,
  POLICY_IDS,
  POLICY_TITLES,
  telHref,
  whatsappHref,
  type AdminShopDetails,
  type Policy,
  type PolicyId,
  type ShopDetails,
  type ShopDetailsInput,
} from '@store/contracts/shop-details';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/audit.repo';
import { chargeRules, readShopSettings, writeShopDetails, type ShopSettingsRow } from '../india/shop-settings.repo';
import { DEFAULT_POLICIES } from './default-policies';
import { SHIPPING_CHARGES_TOKEN, shippingChargesText } from './shipping-charges-text';

/**
 * The shop's contact details and policy pages (docs/decisions/106): saved in the back office,
 * shown by every storefront page, every mail's footer and the invoice without a rebuild.
 */

/** The address as staff wrote it, a line per element. */
export const addressLines = (address: string) =>
  address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What every storefront page may show of the shop. */
export function shopDetailsOf(row: ShopSettingsRow): ShopDetails {
  return {
    name: SHOP_NAME,
    legal_name: row.legalName,
    gstin: row.gstin,
    address_lines: addressLines(row.address),
    map_url: mapHref(row.address),
    phone: row.phone,
    phone_href: telHref(row.phone),
    whatsapp: row.whatsapp,
    whatsapp_href: row.whatsapp ? whatsappHref(row.whatsapp) : null,
    email: row.supportEmail,
    hours: row.openingHours,
    directions: row.directions,
    free_shipping_from: chargeRules(row).shipping.free_from,
    cash_on_delivery: chargeRules(row).cod.enabled,
  };
}

/** The store's own text of a policy page. */
const defaultPolicy = (id: PolicyId) => DEFAULT_POLICIES[id].trim();

/** A policy page's text: the shop's own when staff saved one, else the store's default. */
export function policyOf(row: ShopSettingsRow, id: PolicyId, fill = true): Policy {
  const own = row.policies[id];
  return {
    id,
    title: POLICY_TITLES[id],
    // Staff edit the text with the token in it; shoppers read the charges as they are set.
    markdown: fill
      ? (own?.markdown ?? defaultPolicy(id)).replace(SHIPPING_CHARGES_TOKEN, () =>
          shippingChargesText(chargeRules(row)),
        )
      : (own?.markdown ?? defaultPolicy(id)),
    edited: own !== undefined,
    updated_at: own?.updatedAt ?? null,
  };
}

function adminDetailsOf(row: ShopSettingsRow): AdminShopDetails {
  return {
    address: row.address,
    legal_name: row.legalName,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.supportEmail,
    hours: row.openingHours,
    directions: row.directions,
    policies: POLICY_IDS.map((id) => ({ ...policyOf(row, id, false), default_markdown: defaultPolicy(id) })),
    reviewed_at: row.detailsReviewedAt?.toISOString() ?? null,
  };
}

export async function getShopDetails(db: Db): Promise<ShopDetails> {
  return shopDetailsOf(await readShopSettings(db));
}

export async function getPolicy(db: Db, id: PolicyId): Promise<Policy> {
  return policyOf(await readShopSettings(db), id);
}

export async function getAdminShopDetails(db: Db): Promise<AdminShopDetails> {
  return adminDetailsOf(await readShopSettings(db));
}

/**
 * Saves the details with their audit entry. A policy keeps its date when its text is unchanged;
 * text equal to the default is the default. Every server drops its cached pages when the
 * transaction commits: the notice names no product, so each empties its catalog caches, which a
 * change made a few times a year can afford.
 */
export async function saveShopDetails(
  db: Db,
  actorId: string,
  input: ShopDetailsInput,
  now: Date,
): Promise<AdminShopDetails> {
  return db.transaction(async (tx) => {
    const before = await readShopSettings(tx, true);
    const policies: ShopSettingsRow['policies'] = {};
    for (const id of POLICY_IDS) {
      const markdown = input.policies[id];
      if (markdown === null || markdown === defaultPolicy(id)) continue;
      const kept = before.policies[id];
      policies[id] = { markdown, updatedAt: kept?.markdown === markdown ? kept.updatedAt : now.toISOString() };
    }
    const after = await writeShopDetails(tx, {
      phone: input.phone,
      whatsapp: input.whatsapp,
      supportEmail: input.email,
      openingHours: input.hours,
      directions: input.directions,
      policies,
      detailsReviewedAt: now,
    });
    const summary = (row: ShopSettingsRow) => ({
      phone: row.phone,
      whatsapp: row.whatsapp,
      email: row.supportEmail,
      hours: row.openingHours,
      directions: row.directions,
      edited_policies: Object.keys(row.policies).sort(),
    });
    await recordAudit(tx, {
      actorId,
      action: 'shop_details.update',
      entity: 'shop_settings',
      entityId: '1',
      before: summary(before),
      after: summary(after),
    });
    await tx.execute(sql`SELECT pg_notify('catalog_changed', 'shop_details')`);
    return adminDetailsOf(after);
  });
}

/** Whether a phone number is the same as the demo's, however it is spaced. */
export const samePhone = (a: string, b: string) => indianPhoneDigits(a) === indianPhoneDigits(b);
