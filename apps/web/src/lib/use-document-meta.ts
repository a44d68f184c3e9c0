import { SHOP_NAME } from '@store/contracts/constants';
import { useEffect } from 'react';

export type DocumentMeta = {
  title: string;
  description?: string;
  /** Open Graph tags for shared product links; `image` may be a path, made absolute here. */
  openGraph?: { type?: string; image?: string; url?: string };
};

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

/** Sets the tab title, meta description and (for product pages) Open Graph tags while a page is shown. */
export function useDocumentMeta({ title, description, openGraph }: DocumentMeta): void {
  const fullTitle = title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
  const ogType = openGraph?.type;
  const ogImage = openGraph?.image;
  const ogUrl = openGraph?.url;
  const hasOpenGraph = openGraph !== undefined;

  useEffect(() => {
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
