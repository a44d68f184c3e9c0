/**
 * Which picture widths the storefront asks for. The web app renders these `srcset`s and `sizes`,
 * and the server names the same ones in the page's image preloads: a preload is reused only when
 * both match exactly (docs/decisions/019-page-data-in-the-html.md).
 */

/**
 * The server stores each image re-encoded to WebP in several widths, the 400 px one beside the
 * original as `name-w400.webp`. Cards ask for that one and let the browser pick the larger on
 * dense screens.
 */
export function imageAtWidth(src: string, width: number): string {
  const dot = src.lastIndexOf('.');
  const slash = src.lastIndexOf('/');
  if (dot <= slash) return `${src}-w${width}`;
  return `${src.slice(0, dot)}-w${width}${src.slice(dot)}`;
}

/** Originals are assumed 800 px wide; the descriptor only steers the browser's choice. */
export function cardSrcSet(src: string): string {
  return `${imageAtWidth(src, 400)} 400w, ${src} 800w`;
}

/** A product card's picture: two columns on phones, four from 768 px, 296 px in the widest container. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 296px, (min-width: 768px) 23vw, 46vw';

/** The product page's main picture: the page's width on phones, 560 px beside the buy box on desktops. */
export const GALLERY_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';

/** Banners are stored 1600 px wide with an 800 px copy beside them. */
export function bannerSrcSet(src: string): string {
  return `${imageAtWidth(src, 800)} 800w, ${src} 1600w`;
}

/** Banners span the window. */
export const BANNER_IMAGE_SIZES = '100vw';
