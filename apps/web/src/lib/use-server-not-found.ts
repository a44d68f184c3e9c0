import { useLocation } from 'react-router';
import { pageStatus } from '@/lib/page-data';

/**
 * The address the browser opened the app at: the page the server rendered. With its query: the
 * shop's level is in it (`/shop?category=`), so another level of the same path is another page.
 */
const firstUrl = typeof window === 'undefined' ? undefined : `${window.location.pathname}${window.location.search}`;

/**
 * Whether the server answered this page 404 (a product or category that does not exist, a hidden
 * product, or an unknown shop level): the page then shows the store's not-found page, in the
 * server's HTML and in the browser's first render alike (docs/decisions/075). Only for the address
 * the server rendered.
 */
export function useServerNotFound(): boolean {
  const { pathname, search } = useLocation();
  return pageStatus() === 404 && (firstUrl === undefined || `${pathname}${search}` === firstUrl);
}
