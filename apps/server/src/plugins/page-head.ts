import { SHOP_NAME } from '@store/contracts/constants';

/**
 * The head of a page the server sends (docs/decisions/019 and 075): its title and description, the
 * canonical address, Open Graph and Twitter tags, structured data, a preload of the picture that
 * paints first and module preloads of the route's chunks. Every text goes in escaped.
 */

export interface PageHead {
  title?: string;
  description?: string;
  /** The page's own address, its path and the query that names its content; absent on a 404. */
  canonical?: string;
  /** Kept out of search engines: the account, checkout and admin screens, search results, 404s. */
  noindex?: boolean;
  /** 'product' on a product page; 'website' elsewhere. */
  type?: 'website' | 'product';
  /** The picture a shared link shows: a path, made absolute. */
  image?: string;
  /** Pictures that paint first, preloaded as the page's `<img>` asks for them. */
  images?: { src: string; srcset: string; sizes: string }[];
  /** JSON-LD texts, each already safe inside a script element. */
  structuredData?: string[];
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Tags the app replaces as soon as the shopper moves to another page carry `data-first-page`
 * (lib/use-document-meta.ts): they describe the page the server sent, not the one on screen later.
 */
const MARK = 'data-first-page';

export function fullTitle(title: string | undefined): string {
  return title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
}

/** The tags that go before `</head>`, one per line; `absolute` makes a path an address on this site. */
export function headTags(head: PageHead, modules: string[], absolute: (url: string) => string): string[] {
  const tags: string[] = [];
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}" ${MARK}>`);

  if (head.noindex) meta('name', 'robots', 'noindex, follow');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(absolute(head.canonical))}" ${MARK}>`);
  for (const image of head.images ?? []) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high">`,
    );
  }
  for (const file of modules) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`);

  if (!head.noindex) {
    const image = head.image ? absolute(head.image) : undefined;
    // The home page keeps index.html's title; a shared link to it names the shop.
    const title = head.title ?? SHOP_NAME;
    meta('property', 'og:site_name', SHOP_NAME);
    meta('property', 'og:type', head.type ?? 'website');
    meta('property', 'og:title', title);
    if (head.description) meta('property', 'og:description', head.description);
    if (head.canonical) meta('property', 'og:url', absolute(head.canonical));
    if (image) meta('property', 'og:image', image);
    meta('property', 'og:locale', 'en_IN');
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
    meta('name', 'twitter:title', title);
    if (head.description) meta('name', 'twitter:description', head.description);
    if (image) meta('name', 'twitter:image', image);
  }
  for (const json of head.structuredData ?? [])
    tags.push(`<script type="application/ld+json" ${MARK}>${json}</script>`);
  return tags;
}
