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

/** Banners are stored 1600 px wide with an 800 px copy beside them. */
export function bannerSrcSet(src: string): string {
  return `${imageAtWidth(src, 800)} 800w, ${src} 1600w`;
}
