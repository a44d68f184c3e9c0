import type { HomeSection } from '@store/contracts/admin';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { banners, homeSectionItems } from '../../db/schema/catalog';

export interface BannerRow {
  id: string;
  image: string;
  heading: string;
  description: string;
  position: number;
  isActive: boolean;
}

/** Every banner, switched off ones too, in their order. */
export function listAllBanners(db: Db): Promise<BannerRow[]> {
  return db
    .select({
      id: banners.id,
      image: banners.image,
      heading: banners.heading,
      description: banners.description,
      position: banners.position,
      isActive: banners.isActive,
    })
    .from(banners)
    .orderBy(asc(banners.position), asc(banners.createdAt), asc(banners.id));
}

/** The position after the last banner. */
export async function nextBannerPosition(db: Db): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`COALESCE(max(${banners.position}) + 1, 0)`.mapWith(Number) })
    .from(banners);
  return row?.next ?? 0;
}

export type BannerValues = Omit<BannerRow, 'id'>;

export async function insertBanner(db: Db, values: BannerValues): Promise<string> {
  const [row] = await db.insert(banners).values(values).returning({ id: banners.id });
  return row!.id;
}

export async function updateBanner(db: Db, id: string, values: BannerValues): Promise<void> {
  await db.update(banners).set(values).where(eq(banners.id, id));
}

export async function deleteBanner(db: Db, id: string): Promise<void> {
  await db.delete(banners).where(eq(banners.id, id));
}

export async function setBannerPosition(db: Db, id: string, position: number): Promise<void> {
  await db.update(banners).set({ position }).where(eq(banners.id, id));
}

const sectionItemRow = z.object({
  product_id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  price_paise: z.number().int(),
  mrp_paise: z.number().int(),
  stock: z.number().int(),
  is_hidden: z.boolean(),
  deal_price_paise: z.number().int().nullable(),
  ends_at: timestamptz.nullable(),
});
export type SectionItemRow = z.output<typeof sectionItemRow>;

/** A home section's products in their order, hidden ones too, with their deal when it is the flash deals. */
export function listSectionItems(db: Db, section: HomeSection): Promise<SectionItemRow[]> {
  return queryRows(
    db,
    sectionItemRow,
    sql`SELECT h.product_id, p.name, p.price_paise, p.mrp_paise, p.stock, p.is_hidden, h.deal_price_paise, h.ends_at,
               p.gallery[1] AS image
        FROM home_section_items h JOIN products p ON p.id = h.product_id
        WHERE h.section = ${section} ORDER BY h.position, h.id`,
  );
}

/** Makes the section exactly these products, in this order. */
export async function replaceSectionItems(
  tx: Db,
  section: HomeSection,
  items: Array<{ productId: string; dealPricePaise: number | null; endsAt: Date | null }>,
): Promise<void> {
  await tx.delete(homeSectionItems).where(eq(homeSectionItems.section, section));
  if (items.length === 0) return;
  await tx.insert(homeSectionItems).values(items.map((item, position) => ({ section, ...item, position })));
}
