/**
 * The demo catalog for the moto store: brands, categories (with Shop by Bike), ~250 products,
 * banners, collections and home rails. Deterministic: the same data on every call.
 */
import type { DemoCatalog, DemoProduct } from '../demo-types';
import { buildBrands } from './brands';
import { buildCategories } from './categories';
import { buildBanners, buildCollections, buildHome, markSoldOut } from './home';
import { ProductFactory, type ProductSpec } from './product';
import { luggageAccessories } from './products/accessories';
import { controlAccessories } from './products/controls';
import { protectionGear } from './products/gear-protection';
import { jacketsAndPants } from './products/gear';
import { weatherGear } from './products/gear-weather';
import { fullFaceHelmets } from './products/helmets';
import { internationalFullFaceHelmets } from './products/helmets-international';
import { otherHelmets } from './products/helmets-more';
import { protectionAccessories } from './products/protection';
import { seatsAndExhausts } from './products/seats-exhausts';
import { brakeSpares } from './products/spares-brakes';
import { driveSpares } from './products/spares-drive';
import { electricalSpares } from './products/spares-electrical';
import { engineSpares } from './products/spares-engine';
import { engineOils } from './products/spares-oil';
import { touringAccessories } from './products/touring';
import { tyres } from './products/tyres';
import { visors } from './products/visors';
import { mulberry32, seedFrom } from './rng';

/** How many products are entirely out of stock. */
const SOLD_OUT = 10;

function allSpecs(): ProductSpec[] {
  return [
    ...fullFaceHelmets(),
    ...internationalFullFaceHelmets(),
    ...otherHelmets(),
    ...visors(),
    ...jacketsAndPants(),
    ...protectionGear(),
    ...weatherGear(),
    ...brakeSpares(),
    ...driveSpares(),
    ...engineOils(),
    ...engineSpares(),
    ...electricalSpares(),
    ...tyres(),
    ...luggageAccessories(),
    ...protectionAccessories(),
    ...touringAccessories(),
    ...controlAccessories(),
    ...seatsAndExhausts(),
  ];
}

export function buildDemoCatalog(): DemoCatalog {
  const factory = new ProductFactory(mulberry32(seedFrom('demo-products-v1')));
  const products: DemoProduct[] = allSpecs().map((spec) => factory.make(spec));
  markSoldOut(products, mulberry32(seedFrom('demo-sold-out-v1')), SOLD_OUT);
  const categories = buildCategories();
  return {
    brands: buildBrands(),
    categories,
    products,
    banners: buildBanners(),
    collections: buildCollections(),
    home: buildHome(products, categories, mulberry32(seedFrom('demo-home-v1'))),
  };
}
