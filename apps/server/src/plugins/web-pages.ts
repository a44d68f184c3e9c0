import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { HomeResponse, ProductListResponse, ProductResponse } from '@store/contracts/catalog';
import { SHOP_NAME } from '@store/contracts/constants';
import {
  BANNER_IMAGE_SIZES,
  bannerSrcSet,
  CARD_IMAGE_SIZES,
  cardSrcSet,
  GALLERY_IMAGE_SIZES,
} from '@store/contracts/images';
import {
  descriptionPreview,
  jsonForScript,
  PAGE_DATA_ELEMENT_ID,
  pageDataKey,
  productListApiQuery,
  productListRequest,
  readProductListPage,
} from '@store/contracts/pages';
import type { FastifyInstance } from 'fastify';

/**
 * The web app's index.html, completed per page on the server (docs/decisions/019): the page's
 * title, description and Open Graph tags, a preload of the picture that paints first, module
 * preloads of the route's script chunks, and the API answers the page starts with, so a product
 * page or list paints after one round trip for the HTML instead of four in a row.
 */

export interface RenderedPage {
  /** 404 when the product or category the page is for does not exist; the app shows its own message. */
  status: number;
  html: string;
}

export interface WebPages {
  render(url: string): Promise<RenderedPage>;
}

/** One entry of Vite's build manifest (`build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Head {
  title?: string;
  description?: string;
  openGraph?: Record<string, string>;
  images?: { src: string; srcset: string; sizes: string }[];
}

/** What one page needs: the route module it loads and the API calls it starts with, first the main one. */
interface PagePlan {
  module?: string;
  calls: string[];
  head(answers: (unknown | undefined)[]): Head;
}

/** The base a request's path is read against. */
const LOCAL_HOST = 'store.invalid';

const STATIC_PAGES: Record<string, string> = {
  '/shop': 'src/app/routes/shop.tsx',
  '/products': 'src/app/routes/collections.tsx',
};

function apiUrl(pathname: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

function planFor(pathname: string, search: URLSearchParams): PagePlan | undefined {
  if (pathname === '/') {
    return {
      calls: ['/api/home'],
      head: ([home]) => {
        const banner = (home as HomeResponse | undefined)?.data.banners[0]?.BannerId;
        return banner
          ? { images: [{ src: banner.image, srcset: bannerSrcSet(banner.image), sizes: BANNER_IMAGE_SIZES }] }
          : {};
      },
    };
  }
  const product = /^\/product\/([^/]+)$/.exec(pathname);
  if (product) {
    const id = decodeURIComponent(product[1] ?? '');
    return {
      module: 'src/app/routes/product.tsx',
      calls: [apiUrl('/api/fetch_product', { id })],
      head: ([answer]) => {
        const data = (answer as ProductResponse | undefined)?.data;
        if (!data) return { title: 'Product not found' };
        const picture = data.images[0] ?? data.front_image;
        const description = descriptionPreview(data.description) ?? data.description.trim();
        return {
          title: data.name,
          description,
          openGraph: {
            type: 'product',
            title: data.name,
            description,
            image: picture,
          },
          images: [{ src: picture, srcset: cardSrcSet(picture), sizes: GALLERY_IMAGE_SIZES }],
        };
      },
    };
  }
  const list = /^\/products\/([^/]+)$/.exec(pathname);
  if (list) {
    const id = decodeURIComponent(list[1] ?? '');
    const page = readProductListPage(search);
    const calls = [apiUrl('/api/fetch_products_by_collection', productListApiQuery(productListRequest(id, page)))];
    if (id !== 'all') calls.push(apiUrl('/api/fetch_filter_category_by_id', { id }));
    return {
      module: 'src/app/routes/product-list.tsx',
      calls,
      head: ([answer, trail]) => {
        const cards = (answer as ProductListResponse | undefined)?.data ?? [];
        const category = (trail as { trail?: { name: string }[] } | undefined)?.trail?.at(-1)?.name;
        // As the page names itself (product-list-page.tsx).
        const listName = id === 'all' ? 'All Products' : (category ?? 'Products');
        const heading = page.brand === 'all' ? listName : id === 'all' ? page.brand : `${page.brand} ${listName}`;
        return {
          title: heading,
          description: `Shop ${heading} at ${SHOP_NAME}: genuine motorcycle parts and gear with fast shipping across India.`,
          // The first row: two cards on a phone, the first two of four on a desktop.
          images: cards.slice(0, 2).map((card) => ({
            src: card.front_image,
            srcset: cardSrcSet(card.front_image),
            sizes: CARD_IMAGE_SIZES,
          })),
        };
      },
    };
  }
  const module = STATIC_PAGES[pathname];
  return module ? { module, calls: [], head: () => ({}) } : undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The chunks a route module loads, itself first, without those index.html already names. */
function chunkFiles(manifest: Manifest, key: string, skip: Set<string>): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    if (!skip.has(`/${chunk.file}`)) files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

function readManifest(webDist: string): Manifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

export function createWebPages(app: FastifyInstance, webDist: string): WebPages {
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifest = readManifest(webDist);
  const named = new Set([...template.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? ''));
  const publicUrl = app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`;
  const absolute = (url: string) => new URL(url, publicUrl).href;

  async function answer(url: string): Promise<{ status: number; body?: unknown }> {
    const response = await app.inject({ method: 'GET', url });
    return response.statusCode === 200 ? { status: 200, body: response.json() } : { status: response.statusCode };
  }

  function headTags(head: Head, pageUrl: string, modules: string[]): string {
    const tags: string[] = [];
    for (const image of head.images ?? []) {
      tags.push(
        `<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high">`,
      );
    }
    for (const file of modules) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`);
    if (head.openGraph) {
      const og: Record<string, string> = { site_name: SHOP_NAME, url: absolute(pageUrl), ...head.openGraph };
      if (og.image) og.image = absolute(og.image);
      // Marked as the app marks its own, so the app updates them and drops them on other pages.
      for (const [key, value] of Object.entries(og)) {
        tags.push(`<meta property="og:${key}" content="${escapeHtml(value)}" data-managed="true">`);
      }
    }
    return tags.join('\n    ');
  }

  return {
    async render(url) {
      const { host, pathname, search, searchParams } = new URL(url, `http://${LOCAL_HOST}`);
      let plan: PagePlan | undefined;
      try {
        // `//other.host/...` reads as another site's address: not one of ours.
        plan = host === LOCAL_HOST ? planFor(pathname, searchParams) : undefined;
      } catch {
        // A malformed escape in the path (decodeURIComponent): the app shows its own not-found page.
        plan = undefined;
      }
      if (!plan) return { status: 200, html: template };

      const answers = await Promise.all(plan.calls.map(answer));
      const placed: Record<string, unknown> = {};
      plan.calls.forEach((call, i) => {
        if (answers[i]?.body !== undefined) placed[pageDataKey(call)] = answers[i].body;
      });
      const head = plan.head(answers.map((a) => a.body));
      const modules = plan.module ? chunkFiles(manifest, plan.module, named) : [];
      const mainStatus = answers[0]?.status ?? 200;

      let html = template;
      if (head.title) {
        html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(`${head.title} | ${SHOP_NAME}`)}</title>`);
      }
      if (head.description) {
        html = html.replace(
          /<meta\s+name="description"[\s\S]*?\/?>/,
          `<meta name="description" content="${escapeHtml(head.description)}" />`,
        );
      }
      const tags = headTags(head, `${pathname}${search}`, modules);
      if (tags) html = html.replace('</head>', `  ${tags}\n  </head>`);
      if (Object.keys(placed).length > 0) {
        html = html.replace(
          '<div id="root"></div>',
          `<div id="root"></div>\n    <script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(placed)}</script>`,
        );
      }
      return { status: mainStatus === 400 || mainStatus === 404 ? 404 : 200, html };
    },
  };
}
