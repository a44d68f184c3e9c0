import { randomUUID } from 'node:crypto';
import { demoOptionName } from './catalog/option-name';
import { demoTax } from './catalog/tax';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  banners,
  brands,
  categories,
  collections,
  homeSectionItems,
  productCategories,
  productImages,
  productVariants,
  products,
} from '../schema/index';
import { demoImageUrl } from './demo-images';
import type { DemoCatalog, DemoCategory } from './demo-types';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHUNK = 500;

async function insertChunked<T>(rowsToInsert: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rowsToInsert.length; i += CHUNK) await insert(rowsToInsert.slice(i, i + CHUNK));
}

/** Parents before children, so every parent id exists when its children go in. */
function byDepth(list: DemoCategory[]): DemoCategory[] {
  const bySlug = new Map(list.map((c) => [c.slug, c]));
  const depth = (c: DemoCategory): number => (c.parentSlug ? 1 + depth(bySlug.get(c.parentSlug)!) : 0);
  return [...list].sort((a, b) => depth(a) - depth(b));
}

/** True when the catalog has never been loaded: no categories and no products. */
export async function catalogIsEmpty(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`(SELECT count(*) FROM categories)::int + (SELECT count(*) FROM products)::int` })
    .from(sql`(SELECT 1) AS one`);
  return (row?.n ?? 0) === 0;
}

/** Inserts a whole catalog in one transaction; ids are made here so links need no round trips. */
export async function loadCatalog(db: Db, catalog: DemoCatalog, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const brandIds = new Map(catalog.brands.map((b) => [b.slug, randomUUID()]));
    await tx.insert(brands).values(
      catalog.brands.map((b, i) => ({
        id: brandIds.get(b.slug)!,
        name: b.name,
        slug: b.slug,
        image: demoImageUrl.brand(b.slug),
        position: i,
      })),
    );

    const categoryIds = new Map(catalog.categories.map((c) => [c.slug, randomUUID()]));
    await insertChunked(byDepth(catalog.categories), (chunk) =>
      tx.insert(categories).values(
        chunk.map((c) => ({
          id: categoryIds.get(c.slug)!,
          parentId: c.parentSlug ? categoryIds.get(c.parentSlug)! : null,
          name: c.name,
          slug: c.slug,
          kind: c.kind,
          image: demoImageUrl.category(c.imageKind, c.palette),
          position: c.position,
          yearFrom: c.yearFrom,
          yearTo: c.yearTo,
        })),
      ),
    );

    const productIds = new Map(catalog.products.map((p) => [p.slug, randomUUID()]));
    await insertChunked(catalog.products, (chunk) =>
      tx.insert(products).values(
        chunk.map((p) => ({
          id: productIds.get(p.slug)!,
          slug: p.slug,
          name: p.name,
          brandId: brandIds.get(p.brandSlug)!,
          description: p.description,
          features: p.features,
          popularity: p.popularity,
          ...demoTax(p.kind, Math.max(...p.variants.map((v) => v.pricePaise))),
          optionName: demoOptionName(p.variants.map((v) => v.name)),
          universal: p.universal,
          createdAt: new Date(now.getTime() - p.createdDaysAgo * DAY_MS),
        })),
      ),
    );
    const variantRows = catalog.products.flatMap((p) =>
      p.variants.map((v, position) => ({ productId: productIds.get(p.slug)!, position, ...v })),
    );
    await insertChunked(variantRows, (chunk) => tx.insert(productVariants).values(chunk));
    const imageRows = catalog.products.flatMap((p) =>
      Array.from({ length: p.imageCount }, (_, view) => ({
        productId: productIds.get(p.slug)!,
        url: demoImageUrl.product(p.kind, p.palette, view),
        alt: view === 0 ? p.name : `${p.name}, view ${view + 1}`,
        position: view,
      })),
    );
    await insertChunked(imageRows, (chunk) => tx.insert(productImages).values(chunk));
    // Its own categories first, then the bikes it fits with their years (docs/decisions/082).
    const linkRows = catalog.products.flatMap((p) =>
      [...p.categorySlugs.map((slug) => ({ slug, yearFrom: null, yearTo: null })), ...p.fits].map(
        ({ slug, yearFrom, yearTo }, position) => ({
          productId: productIds.get(p.slug)!,
          categoryId: categoryIds.get(slug)!,
          position,
          yearFrom,
          yearTo,
        }),
      ),
    );
    await insertChunked(linkRows, (chunk) => tx.insert(productCategories).values(chunk));

    await tx.insert(collections).values(
      catalog.collections.map((c, position) => ({
        name: c.name,
        image: demoImageUrl.category(c.kind, c.palette),
        categoryId: categoryIds.get(c.categorySlug)!,
        position,
      })),
    );
    await tx.insert(banners).values(
      catalog.banners.map((b, position) => ({
        image: demoImageUrl.banner(position),
        heading: b.heading,
        description: b.description,
        position,
      })),
    );
    const section = (name: 'featured' | 'trending' | 'new_arrivals', slugs: string[]) =>
      slugs.map((slug, position) => ({ section: name, productId: productIds.get(slug)!, position }));
    await tx.insert(homeSectionItems).values([
      ...section('featured', catalog.home.featured),
      ...section('trending', catalog.home.trending),
      ...section('new_arrivals', catalog.home.newArrivals),
      ...catalog.home.flashDeals.map((d, position) => ({
        section: 'flash_deals' as const,
        productId: productIds.get(d.productSlug)!,
        position,
        dealPricePaise: d.dealPricePaise,
        endsAt: new Date(now.getTime() + d.endsInHours * 60 * 60 * 1000),
      })),
    ]);

    await tx.execute(sql`SELECT refresh_category_search_text()`);
    await tx.execute(sql`SELECT refresh_product_search_text(ARRAY(SELECT id FROM products))`);
  });
}

/** Removes the catalog (not users or orders: past orders keep their snapshots). */
export async function clearCatalog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM home_section_items`);
    await tx.execute(sql`DELETE FROM collections`);
    await tx.execute(sql`DELETE FROM banners`);
    await tx.execute(sql`DELETE FROM products`);
    await tx.execute(sql`DELETE FROM brands`);
    // Unlinking the tree first lets one statement remove every node.
    await tx.execute(sql`UPDATE categories SET parent_id = NULL`);
    await tx.execute(sql`DELETE FROM categories`);
  });
}
