import {
  ADMIN_MESSAGES,
  MAX_PRODUCT_IMAGES,
  type AdminProduct,
  type AdminProductListQuery,
  type ProductInput,
  type VariantPatch,
} from '@store/contracts/admin';
import { discountPercent } from '@store/contracts/money';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Storage } from '../../lib/storage/storage';
import { recordAudit } from '../audit/audit.repo';
import { removeStoredImage, storeImage } from '../uploads/image-store';
import {
  countProductImages,
  deleteProductImages,
  insertProductImage,
  listProductImages,
  setProductImagePosition,
} from './product-images.repo';
import { findAdminProduct } from './admin-product.repo';
import { lockProduct, setProductHidden as setProductHiddenRow } from './products.repo';
import { lockVariant, setVariantPricesAndStock, type VariantRow } from './variants.repo';
import { readShopSettings } from '../india/shop-settings.repo';
import { listAdminProducts } from './product-view.repo';
import { saveProduct } from './save-product';

/** The back office's product list, hidden products included. */
export async function listProductsForStaff(db: Db, query: AdminProductListQuery) {
  // 'Low stock' is at or below the shop's low-stock level, as on the dashboard.
  return listAdminProducts(db, query, (await readShopSettings(db)).lowStockLevel);
}

/** Saves the whole product form in one transaction: a new product when `productId` is null. */
export async function saveProductForm(
  db: Db,
  actorId: string,
  productId: string | null,
  input: ProductInput,
): Promise<AdminProduct> {
  const { product } = await db.transaction((tx) => saveProduct(tx, { actorId, productId, input }));
  return product;
}

/** The product, or 404. */
export async function getAdminProduct(db: Db, id: string): Promise<AdminProduct> {
  const product = await findAdminProduct(db, id);
  if (!product) throw notFound('Product');
  return product;
}

/** Hides a product from the storefront (or shows it again); carts and past orders keep it. */
export async function setProductHidden(db: Db, actorId: string, id: string, hidden: boolean): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const row = await lockProduct(tx, id);
    if (!row) throw notFound('Product');
    await setProductHiddenRow(tx, id, hidden);
    await recordAudit(tx, {
      actorId,
      action: hidden ? 'product.hide' : 'product.unhide',
      entity: 'product',
      entityId: id,
      before: { hidden: row.isHidden },
      after: { hidden },
    });
    return (await findAdminProduct(tx, id))!;
  });
}

const variantView = (v: VariantRow) => ({
  id: v.id,
  productId: v.productId,
  name: v.name,
  sku: v.sku,
  pricePaise: v.pricePaise,
  mrpPaise: v.mrpPaise,
  discountPercent: discountPercent(v.mrpPaise, v.pricePaise),
  stock: v.stock,
  hidden: v.isHidden,
  position: v.position,
});

/** A quick price or stock edit of one variant; the price may not end above the original price. */
export async function patchVariant(db: Db, actorId: string, variantId: string, patch: VariantPatch) {
  return db.transaction(async (tx) => {
    const old = await lockVariant(tx, variantId);
    if (!old) throw notFound('Variant');
    const price = patch.pricePaise ?? old.pricePaise;
    const mrp = patch.mrpPaise ?? old.mrpPaise;
    if (price > mrp) {
      throw new AppError('VALIDATION', ADMIN_MESSAGES.priceAboveMrp, [
        { path: patch.pricePaise === undefined ? 'mrpPaise' : 'pricePaise', message: ADMIN_MESSAGES.priceAboveMrp },
      ]);
    }
    const row = await setVariantPricesAndStock(tx, variantId, {
      pricePaise: price,
      mrpPaise: mrp,
      stock: patch.stock ?? old.stock,
    });
    const after = variantView(row);
    await recordAudit(tx, {
      actorId,
      action: 'variant.update',
      entity: 'product',
      entityId: old.productId,
      before: variantView(old),
      after,
    });
    return after;
  });
}

type ImageList = AdminProduct['images'];

/** Locks the product for a change of its images; 404 when there is none. */
async function lockForImages(tx: Db, productId: string): Promise<{ name: string }> {
  const product = await lockProduct(tx, productId);
  if (!product) throw notFound('Product');
  return product;
}

/** Stores an uploaded picture as the product's last image; the files go if the save fails. */
export async function addProductImage(
  db: Db,
  storage: Storage,
  actorId: string,
  productId: string,
  bytes: Buffer,
): Promise<ImageList> {
  const imageCount = await countProductImages(db, productId);
  if (imageCount === null) throw notFound('Product');
  if (imageCount >= MAX_PRODUCT_IMAGES) throw new AppError('CONFLICT', ADMIN_MESSAGES.tooManyImages);
  const url = await storeImage(storage, 'product', bytes);
  try {
    return await db.transaction(async (tx) => {
      const product = await lockForImages(tx, productId);
      const before = await listProductImages(tx, productId);
      if (before.length >= MAX_PRODUCT_IMAGES) throw new AppError('CONFLICT', ADMIN_MESSAGES.tooManyImages);
      const position = before.reduce((max, i) => Math.max(max, i.position + 1), 0);
      await insertProductImage(tx, { productId, url, alt: product.name, position });
      const after = await listProductImages(tx, productId);
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
    await removeStoredImage(storage, url, 'product');
    throw err;
  }
}

/** Removes one image of the product, and its files once the change is committed. */
export async function deleteProductImage(
  db: Db,
  storage: Storage,
  actorId: string,
  productId: string,
  imageId: string,
): Promise<ImageList> {
  const { after, removed } = await db.transaction(async (tx) => {
    await lockForImages(tx, productId);
    const before = await listProductImages(tx, productId);
    const image = before.find((i) => i.id === imageId);
    if (!image) throw notFound('Image');
    await deleteProductImages(tx, [imageId]);
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
  await removeStoredImage(storage, removed, 'product');
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
    await lockForImages(tx, productId);
    const before = await listProductImages(tx, productId);
    const same =
      imageIds.length === before.length &&
      new Set(imageIds).size === imageIds.length &&
      imageIds.every((id) => before.some((i) => i.id === id));
    if (!same)
      throw new AppError('VALIDATION', ADMIN_MESSAGES.imagesOrder, [
        { path: 'imageIds', message: ADMIN_MESSAGES.imagesOrder },
      ]);
    for (const [position, id] of imageIds.entries()) {
      await setProductImagePosition(tx, id, position);
    }
    const after = await listProductImages(tx, productId);
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
