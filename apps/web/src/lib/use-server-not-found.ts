import { useLocation } from 'react-router';
import { pageStatus } from '@/lib/page-data';

/** The path the browser opened the app at: the page the server rendered. */
const firstPath = typeof window === 'undefined' ? undefined : window.location.pathname;

/**
 * Whether the server answered this page 404 (a product or category that does not exist, or a
 * hidden product): the page then shows the store's not-found page, in the server's HTML and in the
 * browser's first render alike (docs/decisions/075). Only for the address the server rendered.
 */
export function useServerNotFound(): boolean {
  const { pathname } = useLocation();
  return pageStatus() === 404 && (firstPath === undefined || pathname === firstPath);
}
