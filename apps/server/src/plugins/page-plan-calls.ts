import type { CachedBody } from '../lib/cached-body';
import { AppError } from '../lib/app-error';
import type { catalogAnswers } from '../modules/catalog/catalog.routes';
import type { shopAnswers } from '../modules/shop-details/shop-answers';
import type { PageHead } from './page-head';

/**
 * What a page plan is made of (page-plans.ts): the answers a page starts with, each loaded by the
 * URL the web app asks for it by, and the head worked out from them.
 */

/**
 * The catalog's answers, the first page of a product's reviews and the shop's details and policies
 * (plugins/web-pages.ts).
 */
export type Answers = ReturnType<typeof catalogAnswers> & {
  reviews(productId: string): Promise<{ json: string }>;
  shop: ReturnType<typeof shopAnswers>;
};

/** What a page's head is worked out with besides its answers. */
export interface Site {
  /** The shop's public address, e.g. https://keralamotohub.in */
  url: string;
  now: Date;
}

/** An answer a page starts with: the URL the app will ask for it by, and its JSON. */
export interface PageCall {
  url: string;
  load(answers: Answers): Promise<{ json: string; expiresAt?: number; tags?: readonly string[] }>;
}

/** What one page needs: the route module it loads and the API calls it starts with, first the main one. */
export interface PagePlan {
  module?: string;
  calls: PageCall[];
  head(answers: (unknown | undefined)[], site: Site): PageHead;
}

/** An API call's URL as the web app's `apiRequest` writes it (URLSearchParams, undefined left out). */
export function apiUrl(pathname: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

export const jsonOf = async (answer: Promise<unknown>) => ({ json: JSON.stringify(await answer) });

export const cachedJson = async (body: Promise<CachedBody>) => {
  // A page keeps its own safety net: it ends with the deals its answers quote, not with their
  // time in the cache, or every page would be rendered again when the answers it used expire.
  const { json, validUntil, tags } = await body;
  return { json: json.toString(), expiresAt: validUntil, ...(tags ? { tags } : {}) };
};

/** A value the API would refuse with a 400 gets the app's not-found page, as an unknown one does. */
export const refused = () => new AppError('NOT_FOUND', 'Not found');
