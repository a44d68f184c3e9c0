import { SHOP_NAME } from '@store/contracts/constants';
import { createContext, useContext, useEffect } from 'react';

export type DocumentMeta = {
  title: string;
  description?: string;
  /** Open Graph tags for shared product links; `image` may be a path, made absolute here. */
  openGraph?: { type?: string; image?: string; url?: string };
};

/**
 * Where a page rendered on the server leaves its meta: the server writes the title, description and
 * Open Graph tags into the HTML's head from it (docs/decisions/075). Absent in the browser.
 */
export type DocumentMetaRecorder = { record(meta: DocumentMeta): void };
export const DocumentMetaCollector = createContext<DocumentMetaRecorder | null>(null);

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    if (tag?.dataset.managed) tag.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    tag.dataset.managed = 'true';
    document.head.append(tag);
  }
  tag.content = content;
}

/** The address the server rendered: its head tags (canonical, structured data…) describe that page only. */
const firstUrl = typeof window === 'undefined' ? undefined : `${window.location.pathname}${window.location.search}`;

/** Drops what the server wrote for the first page once the shopper is on another one (docs/decisions/075). */
function dropFirstPageTags(): void {
  if (`${window.location.pathname}${window.location.search}` === firstUrl) return;
  document.head.querySelectorAll('[data-first-page]').forEach((tag) => tag.remove());
}

/** Sets the tab title, meta description and (for product pages) Open Graph tags while a page is shown. */
export function useDocumentMeta({ title, description, openGraph }: DocumentMeta): void {
  // Only a server render has a collector; the page's own meta, set last, is the one kept.
  useContext(DocumentMetaCollector)?.record({ title, description, openGraph });
  const fullTitle = title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
  const ogType = openGraph?.type;
  const ogImage = openGraph?.image;
  const ogUrl = openGraph?.url;
  const hasOpenGraph = openGraph !== undefined;

  useEffect(() => {
    dropFirstPageTags();
    document.title = fullTitle;
    if (description) setMeta('name', 'description', description);
    const og = (key: string, value: string | undefined) =>
      setMeta('property', `og:${key}`, hasOpenGraph ? value : undefined);
    og('title', title);
    og('description', description);
    og('type', ogType ?? 'website');
    og('image', ogImage ? new URL(ogImage, window.location.origin).href : undefined);
    og('url', ogUrl ?? window.location.href);
    og('site_name', SHOP_NAME);
  }, [fullTitle, title, description, hasOpenGraph, ogType, ogImage, ogUrl]);
}
