import {
  ADMIN_MESSAGES,
  IMAGE_MAX_BYTES,
  adminIdParams,
  adminProductImagesResponse,
  adminProductListQuery,
  adminProductListResponse,
  adminProductResponse,
  adminVariantResponse,
  imageOrderBody,
  productImageParams,
  productInputBody,
  variantPatchBody,
} from '@store/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { readFilePart } from '../admin/read-upload';
import {
  addProductImage,
  deleteProductImage,
  getAdminProduct,
  listProductsForStaff,
  patchVariant,
  reorderProductImages,
  saveProductForm,
  setProductHidden,
} from './product-admin.service';
import { fitmentAdminRoutes } from './fitment.admin.routes';

const tags = ['admin catalog'];
const security = [{ bearer: [] }];

/** Products, their variants and images, and fitment for many at once. */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.storage;
  await app.register(fitmentAdminRoutes);

  app.get(
    '/products',
    {
      schema: {
        tags,
        security,
        summary:
          'Products, hidden ones included: search name, slug or SKU; filter by category (with its sub-categories), brand, visibility, stock',
        querystring: adminProductListQuery,
        response: { 200: adminProductListResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await listProductsForStaff(app.db, q);
      return ok('Products fetched', { items, total, page: q.page, pageSize: q.pageSize });
    },
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        security,
        summary:
          'Creates a product with its variants, categories and fitment (models with optional years) or as universal (images are uploaded after)',
        body: productInputBody,
        response: { 200: adminProductResponse },
      },
    },
    async (request) => {
      const actorId = currentUser(request).id;
      const product = await saveProductForm(app.db, actorId, null, request.body);
      return ok('Product created', product);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One product as the edit form needs it',
        params: adminIdParams,
        response: { 200: adminProductResponse },
      },
    },
    async (request) => ok('Product fetched', await getAdminProduct(app.db, request.params.id)),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Saves the whole product form: variants matched by id (else SKU), those left out removed',
        params: adminIdParams,
        body: productInputBody,
        response: { 200: adminProductResponse },
      },
    },
    async (request) => {
      const actorId = currentUser(request).id;
      const product = await saveProductForm(app.db, actorId, request.params.id, request.body);
      return ok('Product saved', product);
    },
  );

  for (const [verb, hidden] of [
    ['hide', true],
    ['unhide', false],
  ] as const) {
    app.post(
      `/products/:id/${verb}`,
      {
        schema: {
          tags,
          security,
          summary: hidden ? 'Hides the product from the storefront' : 'Shows a hidden product again',
          params: adminIdParams,
          response: { 200: adminProductResponse },
        },
      },
      async (request) =>
        ok(
          hidden ? 'Product hidden' : 'Product shown',
          await setProductHidden(app.db, currentUser(request).id, request.params.id, hidden),
        ),
    );
  }

  app.patch(
    '/variants/:id',
    {
      schema: {
        tags,
        security,
        summary: "Quick edit of one variant's price, original price or stock",
        params: adminIdParams,
        body: variantPatchBody,
        response: { 200: adminVariantResponse },
      },
    },
    async (request) =>
      ok('Variant saved', await patchVariant(app.db, currentUser(request).id, request.params.id, request.body)),
  );

  app.post(
    '/products/:id/images',
    {
      schema: {
        tags,
        security,
        summary:
          'Uploads an image (multipart field `file`; JPEG, PNG or WebP up to 8 MB), stored as WebP at 800 and 400 px, added last',
        consumes: ['multipart/form-data'],
        params: adminIdParams,
        response: { 200: adminProductImagesResponse },
      },
    },
    async (request) => {
      const actorId = currentUser(request).id;
      const bytes = await readFilePart(request, {
        maxBytes: IMAGE_MAX_BYTES,
        required: ADMIN_MESSAGES.imageRequired,
        tooLarge: ADMIN_MESSAGES.imageTooLarge,
      });
      return ok('Image added', await addProductImage(app.db, storage, actorId, request.params.id, bytes));
    },
  );

  app.delete(
    '/products/:id/images/:imageId',
    {
      schema: {
        tags,
        security,
        summary: 'Removes one image',
        params: productImageParams,
        response: { 200: adminProductImagesResponse },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      return ok('Image removed', await deleteProductImage(app.db, storage, currentUser(request).id, id, imageId));
    },
  );

  app.put(
    '/products/:id/images/order',
    {
      schema: {
        tags,
        security,
        summary: "Puts the product's images in this order (every image once); the first shows on cards",
        params: adminIdParams,
        body: imageOrderBody,
        response: { 200: adminProductImagesResponse },
      },
    },
    async (request) =>
      ok(
        'Images reordered',
        await reorderProductImages(app.db, currentUser(request).id, request.params.id, request.body.imageIds),
      ),
  );
};
