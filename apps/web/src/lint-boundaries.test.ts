import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own flat config, so the test checks the rule exactly as `npm run lint` runs it.
// (The URL is built in two steps: Vite rewrites `new URL('…', import.meta.url)` as an asset link.)
const thisFile = import.meta.url;
const root = decodeURIComponent(new URL('../../../', thisFile).pathname);
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

/** The boundary problems ESLint reports for `code` as if it were the file at `filePath`. */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const LIKES_FILE = 'apps/web/src/features/likes/components/boundary-fixture.tsx';

describe('web feature boundaries (docs/decisions/023-web-feature-boundaries.md)', () => {
  it('fails a feature that imports another feature, by alias or by relative path', async () => {
    const aliased = await boundaryErrors(
      "import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';\nexport const x = AddToCartButton;\n",
      LIKES_FILE,
    );
    const relative = await boundaryErrors(
      "import { useCart } from '../../cart/api/find-cart';\nexport const x = useCart;\n",
      LIKES_FILE,
    );
    expect(aliased).toHaveLength(1);
    expect(aliased[0]).toContain('A feature imports no other feature');
    expect(relative).toHaveLength(1);
  });

  it('fails components/ and lib/ importing a feature', async () => {
    const code =
      "import { LikeButton } from '@/features/likes/components/like-button';\nexport const x = LikeButton;\n";
    expect(await boundaryErrors(code, 'apps/web/src/components/boundary-fixture.tsx')).toHaveLength(1);
    expect(await boundaryErrors(code, 'apps/web/src/lib/boundary-fixture.ts')).toHaveLength(1);
  });

  it('lets a feature import itself, lib/ and components/, and lets app/ compose features', async () => {
    const withinFeature = [
      "import { useToggleLike } from '../api/toggle-like';",
      "import { cartQueryKey } from '@/lib/query-keys';",
      "import { ProductCard } from '@/components/product-card';",
      'export const x = [useToggleLike, cartQueryKey, ProductCard];',
      '',
    ].join('\n');
    const composing = [
      "import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';",
      "import { LikeButton } from '@/features/likes/components/like-button';",
      'export const x = [AddToCartButton, LikeButton];',
      '',
    ].join('\n');
    expect(await boundaryErrors(withinFeature, LIKES_FILE)).toEqual([]);
    expect(await boundaryErrors(composing, 'apps/web/src/app/routes/boundary-fixture.tsx')).toEqual([]);
  });

  it('treats the back office as one feature: its sub-areas share admin/components and each other', async () => {
    const code = [
      "import { AdminPage } from '../../components/admin-page';",
      "import { useAdminOrder } from '../../orders/api/get-order';",
      'export const x = [AdminPage, useAdminOrder];',
      '',
    ].join('\n');
    const cross = "import { useCart } from '@/features/cart/api/find-cart';\nexport const x = useCart;\n";
    const file = 'apps/web/src/features/admin/catalog/components/boundary-fixture.tsx';
    expect(await boundaryErrors(code, file)).toEqual([]);
    expect(await boundaryErrors(cross, file)).toHaveLength(1);
  });

  it('lets the storefront product features import the garage, which imports none of them (decision 082)', async () => {
    const garage =
      "import { useCurrentBike } from '@/features/garage/use-current-bike';\nexport const x = useCurrentBike;\n";
    for (const feature of ['product', 'product-list', 'search', 'cart', 'home']) {
      const file = `apps/web/src/features/${feature}/components/boundary-fixture.tsx`;
      expect(await boundaryErrors(garage, file), feature).toEqual([]);
    }
    // Only the garage is shared: the product page still may not reach into the cart.
    const cart = "import { useCart } from '@/features/cart/api/find-cart';\nexport const x = useCart;\n";
    expect(await boundaryErrors(cart, 'apps/web/src/features/product/components/boundary-fixture.tsx')).toHaveLength(1);
    // Other features may not import it, and it imports none of the features that use it.
    expect(await boundaryErrors(garage, LIKES_FILE)).toHaveLength(1);
    const back = [
      "import { ProductPage } from '@/features/product/components/product-page';",
      "import { HeaderSearch } from '../../search/components/header-search';",
      'export const x = [ProductPage, HeaderSearch];',
      '',
    ].join('\n');
    expect(await boundaryErrors(back, 'apps/web/src/features/garage/components/boundary-fixture.tsx')).toHaveLength(2);
  });
});
