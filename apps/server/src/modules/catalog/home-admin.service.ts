import {
  ADMIN_MESSAGES,
  HOME_SECTION_VALUES,
  type AdminBanner,
  type AdminHome,
  type BannerInput,
  type HomeSection,
  type HomeSectionInput,
} from '@store/contracts/admin';
import type { FieldError } from '@store/contracts/envelope';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.repo';
import {
  deleteBanner as deleteBannerRow,
  insertBanner,
  listAllBanners,
  listSectionItems,
  nextBannerPosition,
  replaceSectionItems,
  setBannerPosition,
  updateBanner as updateBannerRow,
} from './home-admin.repo';
import { findProductPrices } from './products.repo';

type HomeItem = AdminHome['sections']['featured'][number];

async function listBanners(db: Db): Promise<AdminBanner[]> {
  return (await listAllBanners(db)).map(({ isActive, ...b }) => ({ ...b, active: isActive }));
}

async function listSection(db: Db, section: HomeSection): Promise<HomeItem[]> {
  return (await listSectionItems(db, section)).map((r) => ({
    productId: r.product_id,
    name: r.name,
    image: r.image,
    pricePaise: r.price_paise,
    mrpPaise: r.mrp_paise,
    stock: r.stock,
    hidden: r.is_hidden,
    dealPricePaise: r.deal_price_paise,
    endsAt: r.ends_at?.toISOString() ?? null,
  }));
}

/** Everything the home page editor shows: all banners (inactive too) and the four sections. */
export async function getAdminHome(db: Db): Promise<AdminHome> {
  const [bannerList, ...sections] = await Promise.all([
    listBanners(db),
    ...HOME_SECTION_VALUES.map((s) => listSection(db, s)),
  ]);
  const bySection = Object.fromEntries(HOME_SECTION_VALUES.map((s, i) => [s, sections[i]!]));
  return { banners: bannerList, sections: bySection as AdminHome['sections'] };
}

const bannerValues = (input: BannerInput) => ({
  image: input.image,
  heading: input.heading,
  description: input.description,
  isActive: input.active,
});

/** Adds a banner, last unless a position is given. */
export async function createBanner(db: Db, actorId: string, input: BannerInput): Promise<AdminBanner> {
  return db.transaction(async (tx) => {
    const id = await insertBanner(tx, {
      ...bannerValues(input),
      position: input.position ?? (await nextBannerPosition(tx)),
    });
    const after = (await listBanners(tx)).find((b) => b.id === id)!;
    await recordAudit(tx, {
      actorId,
      action: 'banner.create',
      entity: 'banner',
      entityId: after.id,
      before: null,
      after,
    });
    return after;
  });
}

/** Replaces a banner's fields; 404 when there is none. */
export async function updateBanner(db: Db, actorId: string, id: string, input: BannerInput): Promise<AdminBanner> {
  return db.transaction(async (tx) => {
    const before = (await listBanners(tx)).find((b) => b.id === id);
    if (!before) throw notFound('Banner');
    await updateBannerRow(tx, id, { ...bannerValues(input), position: input.position ?? before.position });
    const after = (await listBanners(tx)).find((b) => b.id === id)!;
    await recordAudit(tx, { actorId, action: 'banner.update', entity: 'banner', entityId: id, before, after });
    return after;
  });
}

export async function deleteBanner(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = (await listBanners(tx)).find((b) => b.id === id);
    if (!before) throw notFound('Banner');
    await deleteBannerRow(tx, id);
    await recordAudit(tx, { actorId, action: 'banner.delete', entity: 'banner', entityId: id, before, after: null });
  });
}

/** Puts every banner in the given order. */
export async function reorderBanners(db: Db, actorId: string, ids: string[]): Promise<AdminBanner[]> {
  return db.transaction(async (tx) => {
    const before = await listBanners(tx);
    const same =
      ids.length === before.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => before.some((b) => b.id === id));
    if (!same) {
      throw new AppError('VALIDATION', ADMIN_MESSAGES.bannersOrder, [
        { path: 'ids', message: ADMIN_MESSAGES.bannersOrder },
      ]);
    }
    for (const [position, id] of ids.entries()) {
      await setBannerPosition(tx, id, position);
    }
    const after = await listBanners(tx);
    await recordAudit(tx, { actorId, action: 'banner.order', entity: 'banner', entityId: null, before, after });
    return after;
  });
}

/**
 * Replaces a home section's products, in order. Flash deals need their own price (below the
 * product's price now) and an end time in the future; the other sections take neither.
 */
export async function setHomeSection(
  db: Db,
  actorId: string,
  section: HomeSection,
  input: HomeSectionInput,
  now: Date,
): Promise<HomeItem[]> {
  return db.transaction(async (tx) => {
    const prices = await findProductPrices(
      tx,
      input.items.map((i) => i.productId),
    );
    const errors = checkItems(section, input, prices, now);
    if (errors.length > 0) throw new AppError('VALIDATION', errors[0]!.message, errors);

    const before = await listSection(tx, section);
    await replaceSectionItems(
      tx,
      section,
      input.items.map((item) => ({
        productId: item.productId,
        dealPricePaise: section === 'flash_deals' ? item.dealPricePaise! : null,
        endsAt: section === 'flash_deals' ? new Date(item.endsAt!) : null,
      })),
    );
    const after = await listSection(tx, section);
    await recordAudit(tx, {
      actorId,
      action: 'home.section',
      entity: 'home_section',
      entityId: section,
      before,
      after,
    });
    return after;
  });
}

function checkItems(
  section: HomeSection,
  input: HomeSectionInput,
  prices: Map<string, number>,
  now: Date,
): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  input.items.forEach((item, i) => {
    const at = (field: string, message: string) => errors.push({ path: `items.${i}.${field}`, message });
    if (seen.has(item.productId)) at('productId', ADMIN_MESSAGES.sectionDuplicate);
    seen.add(item.productId);
    const price = prices.get(item.productId);
    if (price === undefined) return at('productId', ADMIN_MESSAGES.unknownProduct);
    if (section !== 'flash_deals') {
      if (item.dealPricePaise !== undefined || item.endsAt !== undefined)
        at('dealPricePaise', ADMIN_MESSAGES.dealOnlyFlash);
      return;
    }
    if (item.dealPricePaise === undefined || item.endsAt === undefined)
      return at('dealPricePaise', ADMIN_MESSAGES.dealFields);
    if (item.dealPricePaise >= price) at('dealPricePaise', ADMIN_MESSAGES.dealPriceTooHigh);
    if (Date.parse(item.endsAt) <= now.getTime()) at('endsAt', ADMIN_MESSAGES.dealEnded);
  });
  return errors;
}
