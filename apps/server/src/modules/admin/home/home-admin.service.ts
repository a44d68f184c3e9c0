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
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../../db/client';
import { banners, homeSectionItems } from '../../../db/schema/catalog';
import { AppError, notFound } from '../../../lib/app-error';
import { recordAudit } from '../audit';
import { iso } from '../paging';

type HomeItem = AdminHome['sections']['featured'][number];

async function listBanners(db: Db): Promise<AdminBanner[]> {
  const found = await rows<{
    id: string;
    image: string;
    heading: string;
    description: string;
    position: number;
    is_active: boolean;
  }>(
    db,
    sql`SELECT id, image, heading, description, position, is_active FROM banners ORDER BY position, created_at, id`,
  );
  return found.map(({ is_active, ...b }) => ({ ...b, active: is_active }));
}

async function listSection(db: Db, section: HomeSection): Promise<HomeItem[]> {
  const found = await rows<{
    product_id: string;
    name: string;
    image: string | null;
    price_paise: number;
    mrp_paise: number;
    stock: number;
    is_hidden: boolean;
    deal_price_paise: number | null;
    ends_at: Date | string | null;
  }>(
    db,
    sql`SELECT h.product_id, p.name, p.price_paise, p.mrp_paise, p.stock, p.is_hidden, h.deal_price_paise, h.ends_at,
               (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image
        FROM home_section_items h JOIN products p ON p.id = h.product_id
        WHERE h.section = ${section} ORDER BY h.position, h.id`,
  );
  return found.map((r) => ({
    productId: r.product_id,
    name: r.name,
    image: r.image,
    pricePaise: r.price_paise,
    mrpPaise: r.mrp_paise,
    stock: r.stock,
    hidden: r.is_hidden,
    dealPricePaise: r.deal_price_paise,
    endsAt: iso(r.ends_at),
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
    const [last] = await rows<{ next: number }>(tx, sql`SELECT COALESCE(max(position) + 1, 0) AS next FROM banners`);
    const [row] = await tx
      .insert(banners)
      .values({ ...bannerValues(input), position: input.position ?? last?.next ?? 0 })
      .returning({ id: banners.id });
    const after = (await listBanners(tx)).find((b) => b.id === row!.id)!;
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
    await tx
      .update(banners)
      .set({ ...bannerValues(input), position: input.position ?? before.position })
      .where(sql`${banners.id} = ${id}`);
    const after = (await listBanners(tx)).find((b) => b.id === id)!;
    await recordAudit(tx, { actorId, action: 'banner.update', entity: 'banner', entityId: id, before, after });
    return after;
  });
}

export async function deleteBanner(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = (await listBanners(tx)).find((b) => b.id === id);
    if (!before) throw notFound('Banner');
    await tx.delete(banners).where(sql`${banners.id} = ${id}`);
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
      await tx.execute(sql`UPDATE banners SET position = ${position} WHERE id = ${id}`);
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
    const ids = input.items.map((i) => i.productId);
    const found = ids.length
      ? await rows<{ id: string; price_paise: number }>(
          tx,
          sql`SELECT id, price_paise FROM products WHERE id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
      : [];
    const prices = new Map(found.map((p) => [p.id, p.price_paise]));
    const errors = checkItems(section, input, prices, now);
    if (errors.length > 0) throw new AppError('VALIDATION', errors[0]!.message, errors);

    const before = await listSection(tx, section);
    await tx.delete(homeSectionItems).where(sql`${homeSectionItems.section} = ${section}`);
    if (input.items.length > 0) {
      await tx.insert(homeSectionItems).values(
        input.items.map((item, position) => ({
          section,
          productId: item.productId,
          position,
          dealPricePaise: section === 'flash_deals' ? item.dealPricePaise! : null,
          endsAt: section === 'flash_deals' ? new Date(item.endsAt!) : null,
        })),
      );
    }
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
