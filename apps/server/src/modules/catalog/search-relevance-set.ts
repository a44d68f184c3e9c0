import { productCardsResponse } from '@store/contracts/catalog-cards';
import { productListResponse, searchResponse } from '@store/contracts/catalog';

/**
 * Queries riders type, each with the products they expect among the first three results, on the
 * demo catalog: a slug, or a slug pattern where the demo names a product by its bike's years and
 * may rename it. A slug also stands for the benchmark's variations of that product, whose slugs
 * extend it ('...-helmet-matte-blue-2'). The score is the share of queries whose expected product
 * is in the top three of both the product list and the header's suggestions, which must agree.
 */
export interface RelevanceCase {
  query: string;
  expect: Array<string | RegExp>;
}

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Typos and partial words.
  { query: 'helmt', expect: [/-helmet/] },
  { query: 'studs thunder', expect: ['studds-thunder-d7-full-face-helmet'] },
  { query: 'rynox jaket', expect: [/^rynox-.*jacket/] },
  { query: 'royl enfeld jacket', expect: [/^royal-enfield-.*jacket/] },
  { query: 'pirelli diablo', expect: ['pirelli-diablo-rosso-ii-tyre'] },
  { query: 'axor apex', expect: ['axor-apex-venomous-full-face-helmet'] },
  { query: 'tank bagg', expect: [/tank-bag/] },
  { query: 'michelin road5', expect: ['michelin-road-5-sport-touring-tyre'] },
  // A bike named in the query: only what fits it, and universal parts.
  { query: 'classic 350 chain', expect: [/^rolon-.*chain-sprocket-kit-for-royal-enfield-classic-350/] },
  { query: 'classic 350 2015 chain', expect: [/^rolon-.*chain-sprocket-kit-for-royal-enfield-classic-350/] },
  { query: 'duke 390 brake pads', expect: [/brake-pads-for-ktm-390-duke/] },
  { query: '390 duke pads', expect: [/brake-pads-for-ktm-390-duke/] },
  { query: 'ns200 chain', expect: [/^rolon-.*chain-sprocket-kit-for-bajaj-pulsar-ns200/] },
  { query: 'r15 brake pads', expect: [/brake-pads-for-yamaha-r15/] },
  { query: 'himalayan silencer', expect: [/exhaust-for-royal-enfield-himalayan/] },
  { query: 'interceptor 650 crash guard', expect: [/crash-guard-for-royal-enfield-interceptor-650/] },
  { query: 'dominar 400 oil filter', expect: [/oil-filter-for-bajaj-dominar-400/] },
  { query: 'apache rtr 160 clutch plate', expect: [/clutch-plate-set-for-tvs-apache-rtr-160/] },
  { query: 'ktm 390 air filter', expect: [/air-filter-for-ktm-390-duke/] },
  { query: 'hunter 350 crash guard', expect: [/crash-guard-for-royal-enfield-hunter-350/] },
  { query: 'ninja 300 tyre', expect: ['michelin-pilot-street-radial-tyre'] },
  { query: 'cb350 chain kit', expect: [/chain-sprocket-kit-for-honda-cb350/] },
  { query: 'himalayan 450 pannier', expect: [/pannier-kit-for-himalayan-450/] },
  { query: 'meteor 350 engine oil', expect: [/engine-oil/] },
  { query: 'xpulse fog light', expect: ['zana-fog-light-mount-for-hero-xpulse-200-4v', 'zana-40w-led-fog-light-pair'] },
  { query: 'brake shoe classic 350', expect: [/brake-pads-for-royal-enfield-classic-350/] },
  { query: 'clasic 350 oil filter', expect: [/oil-filter-for-royal-enfield-classic-350/] },
  // Synonyms.
  { query: 'tire', expect: [/-tyre/] },
  { query: 'muffler ktm 390', expect: [/exhaust-for-ktm-390-duke/] },
  { query: 'helmet visor', expect: [/-visor/] },
  { query: 'blinker', expect: [/indicator/] },
  { query: 'turn signal', expect: [/indicator/] },
  { query: 'chain lubricant', expect: ['motul-c2-chain-lube-road', 'liqui-moly-motorbike-chain-lube'] },
  { query: 'mobile holder', expect: [/phone-mount|phone-holder|mobile-holder/] },
  { query: 'headlamp', expect: [/headlight|headlamp/] },
  { query: 'leg guard himalayan 450', expect: [/crash-guard-.*himalayan-450/] },
  { query: 'raincoat', expect: [/rain-suit/] },
  { query: 'bike body cover', expect: [/bike-cover/] },
  { query: 'aluminum phone mount', expect: ['zana-aluminium-phone-mount'] },
  // SKUs and part numbers.
  { query: 'STD-TD7FFH-M', expect: ['studds-thunder-d7-full-face-helmet'] },
  { query: 'td7ffh', expect: ['studds-thunder-d7-full-face-helmet'] },
  { query: 'stdtd7ffhm', expect: ['studds-thunder-d7-full-face-helmet'] },
  { query: 'ryn-se3rj-xl', expect: ['rynox-storm-evo-3-riding-jacket'] },
  { query: 'MTL-C2CLR-400ML', expect: ['motul-c2-chain-lube-road'] },
  { query: 'fa196hh', expect: [/^ebc-fa196hh-/] },
  { query: 'kn157', expect: [/^k-and-n-kn-157-/] },
  { query: '10w50 engine oil', expect: [/10w-50/] },
  // Brands.
  { query: 'studds', expect: [/^studds-/] },
  { query: 'rolon', expect: [/^rolon-/] },
  { query: 'k&n air filter', expect: [/^k-and-n-.*air-filter/] },
  { query: 'liqui moly', expect: [/^liqui-moly-/] },
  { query: 'ls2 modular', expect: ['ls2-ff902-scope-modular-helmet'] },
  // Categories.
  { query: 'spark plug', expect: [/spark-plug/] },
  { query: 'knee guard', expect: [/knee/] },
  { query: 'balaclava', expect: [/balaclava/] },
  { query: 'riding gloves', expect: [/gloves/] },
  { query: 'intercom', expect: [/intercom/] },
  { query: 'battery', expect: [/battery/] },
  { query: 'open face helmet', expect: [/open-face-helmet/] },
];

export interface RelevanceMiss {
  query: string;
  /** The first three slugs of the product list and of the suggestions. */
  list: string[];
  suggestions: string[];
}

/** How many queries put an expected product in the top three of both answers, and which did not. */
export interface RelevanceScore {
  queries: number;
  top3: number;
  /** top3 / queries, 0 to 1. */
  share: number;
  misses: RelevanceMiss[];
}

/** A GET of the store's API: the path with its query string in, the JSON body out. */
export type GetJson = (path: string) => Promise<unknown>;

const isExpected = (slug: string, e: string | RegExp) =>
  typeof e === 'string' ? slug === e || slug.startsWith(`${e}-`) : e.test(slug);
const found = (slugs: string[], expect: RelevanceCase['expect']) =>
  slugs.some((slug) => expect.some((e) => isExpected(slug, e)));

/** The first three products of the list and of the suggestions, by slug. */
async function top3(get: GetJson, query: string): Promise<Omit<RelevanceMiss, 'query'>> {
  const text = encodeURIComponent(query);
  const list = productListResponse.parse(await get(`/api/fetch_products_by_collection?search=${text}`));
  const suggested = searchResponse.parse(await get(`/api/search?search=${text}`)).products.slice(0, 3);
  const cards =
    suggested.length > 0
      ? productCardsResponse.parse(await get(`/api/fetch_products_by_ids?ids=${suggested.map((p) => p._id).join(',')}`))
          .data
      : [];
  return { list: list.data.slice(0, 3).map((c) => c.slug), suggestions: cards.map((c) => c.slug) };
}

/** Runs every case through the API `get` reaches, one at a time. */
export async function scoreRelevance(
  get: GetJson,
  cases: readonly RelevanceCase[] = RELEVANCE_SET,
): Promise<RelevanceScore> {
  const misses: RelevanceMiss[] = [];
  for (const { query, expect } of cases) {
    const answer = await top3(get, query);
    if (!found(answer.list, expect) || !found(answer.suggestions, expect)) misses.push({ query, ...answer });
  }
  const top = cases.length - misses.length;
  return { queries: cases.length, top3: top, share: cases.length > 0 ? top / cases.length : 0, misses };
}
