import { ADMIN_MESSAGES, MAX_PRODUCT_IMAGES, type AdminProduct, type VariantPatch } from '@store/contracts/admin';
import { discountPercent } from '@store/contracts/money';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../../db/client';
import { productImages } from '../../../db/schema/catalog';
import { AppError, notFound } from '../../../lib/app-error';
import { recordAudit } from '../audit';
import { removeStoredImage, storeImage } from '../images/image-store';
import { findAdminProduct } from './product-view.repo';

/** The product, or 404. */
export async function getAdminProduct(db: Db, id: string): Promise<AdminProduct> {
  const product = await findAdminProduct(db, id);
  if (!product) throw notFound('Product');
  return product;
}

/** Hides a product from the storefront (or shows it again); carts and past orders keep it. */
export async function setProductHidden(db: Db, actorId: string, id: string, hidden: boolean): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const [row] = await rows<{ is_hidden: boolean }>(
      tx,
      sql`SELECT is_hidden FROM products WHERE id = ${id} FOR UPDATE`,
    );
    if (!row) throw notFound('Product');
    await tx.execute(sql`UPDATE products SET is_hidden = ${hidden}, updated_at = now() WHERE id = ${id}`);
    await recordAudit(tx, {
      actorId,
      action: hidden ? 'product.hide' : 'product.unhide',
      entity: 'product',
      entityId: id,
      before: { hidden: row.is_hidden },
      after: { hidden },
    });
    return (await findAdminProduct(tx, id))!;
  });
}

interface VariantRow {
  id: string;
  product_id: string;
  name: string;
  sku: string;
  price_paise: number;
  mrp_paise: number;
  stock: number;
  is_hidden: boolean;
  position: number;
}

const variantView = (v: VariantRow) => ({
  id: v.id,
  productId: v.product_id,
  name: v.name,
  sku: v.sku,
  pricePaise: v.price_paise,
  mrpPaise: v.mrp_paise,
  discountPercent: discountPercent(v.mrp_paise, v.price_paise),
  stock: v.stock,
  hidden: v.is_hidden,
  position: v.position,
});

/** A quick price or stock edit of one variant; the price may not end above the original price. */
export async function patchVariant(db: Db, actorId: string, variantId: string, patch: VariantPatch) {
  return db.transaction(async (tx) => {
    const [old] = await rows<VariantRow>(tx, sql`SELECT * FROM product_variants WHERE id = ${variantId} FOR UPDATE`);
    if (!old) throw notFound('Variant');
    const price = patch.pricePaise ?? old.price_paise;
    const mrp = patch.mrpPaise ?? old.mrp_paise;
    if (price > mrp) {
      throw new AppError('VALIDATION', ADMIN_MESSAGES.priceAboveMrp, [
        { path: patch.pricePaise === undefined ? 'mrpPaise' : 'pricePaise', message: ADMIN_MESSAGES.priceAboveMrp },
      ]);
    }
    const [row] = await rows<VariantRow>(
      tx,
      sql`UPDATE product_variants SET price_paise = ${price}, mrp_paise = ${mrp},
            stock = ${patch.stock ?? old.stock}, updated_at = now()
          WHERE id = ${variantId} RETURNING *`,
    );
    const after = variantView(row!);
    await recordAudit(tx, {
      actorId,
      action: 'variant.update',
      entity: 'product',
      entityId: old.product_id,
      before: variantView(old),
      after,
    });
    return after;
  });
}

type ImageList = AdminProduct['images'];

const listImages = (db: Db, productId: string) =>
  rows<ImageList[number]>(
    db,
    sql`SELECT id, url, alt, position FROM product_images WHERE product_id = ${productId} ORDER BY position, id`,
  );

async function lockProduct(tx: Db, productId: string): Promise<{ name: string }> {
  const [product] = await rows<{ name: string }>(tx, sql`SELECT name FROM products WHERE id = ${productId} FOR UPDATE`);
  if (!product) throw notFound('Product');
  return product;
}

/** Stores an uploaded picture as the product's last image; the files go if the save fails. */
export async function addProductImage(
  db: Db,
  uploadDir: string,
  actorId: string,
  productId: string,
  bytes: Buffer,
): Promise<ImageList> {
  const [exists] = await rows<{ n: number }>(
    db,
    sql`SELECT count(i.id)::int AS n FROM products p LEFT JOIN product_images i ON i.product_id = p.id
        WHERE p.id = ${productId} GROUP BY p.id`,
  );
  if (!exists) throw notFound('Product');
  if (exists.n >= MAX_PRODUCT_IMAGES) throw new AppError('CONFLICT', ADMIN_MESSAGES.tooManyImages);
  const url = await storeImage(uploadDir, 'product', bytes);
  try {
    return await db.transaction(async (tx) => {
      const product = await lockProduct(tx, productId);
      const before = await listImages(tx, productId);
      if (before.length >= MAX_PRODUCT_IMAGES) throw new AppError('CONFLICT', ADMIN_MESSAGES.tooManyImages);
      const position = before.reduce((max, i) => Math.max(max, i.position + 1), 0);
      await tx.insert(productImages).values({ productId, url, alt: product.name, position });
      const after = await listImages(tx, productId);
      await recordAudit(tx, {
        actorId,
        action: 'product.image_add',
        entity: 'product',
        entityId: productId,
        before,
        after,
      });
      return after;
    });
  } catch (err) {
    await removeStoredImage(uploadDir, url, 'product');
    throw err;
  }
}

/** Removes one image of the product, and its files once the change is committed. */
export async function deleteProductImage(
  db: Db,
  uploadDir: string,
  actorId: string,
  productId: string,
  imageId: string,
): Promise<ImageList> {
  const { after, removed } = await db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const before = await listImages(tx, productId);
    const image = before.find((i) => i.id === imageId);
    if (!image) throw notFound('Image');
    await tx.execute(sql`DELETE FROM product_images WHERE id = ${imageId}`);
    const rest = before.filter((i) => i.id !== imageId);
    await recordAudit(tx, {
      actorId,
      action: 'product.image_delete',
      entity: 'product',
      entityId: productId,
      before,
      after: rest,
    });
    return { after: rest, removed: image.url };
  });
  await removeStoredImage(uploadDir, removed, 'product');
  return after;
}

/** Puts the product's images in the given order; the first is the card's picture. */
export async function reorderProductImages(
  db: Db,
  actorId: string,
  productId: string,
  imageIds: string[],
): Promise<ImageList> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const before = await listImages(tx, productId);
    const same =
      imageIds.length === before.length &&
      new Set(imageIds).size === imageIds.length &&
      imageIds.every((id) => before.some((i) => i.id === id));
    if (!same)
      throw new AppError('VALIDATION', ADMIN_MESSAGES.imagesOrder, [
        { path: 'imageIds', message: ADMIN_MESSAGES.imagesOrder },
      ]);
    for (const [position, id] of imageIds.entries()) {
      await tx.execute(sql`UPDATE product_images SET position = ${position} WHERE id = ${id}`);
    }
    const after = await listImages(tx, productId);
    await recordAudit(tx, {
      actorId,
      action: 'product.image_order',
      entity: 'product',
      entityId: productId,
      before,
      after,
    });
    return after;
  });
}
