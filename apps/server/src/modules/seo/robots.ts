import { SHOP_NAME } from '@store/contracts/constants';
import { KEPT_OUT } from './storefront-pages';

/**
 * robots.txt (RFC 9309): every crawler may read the storefront, none the account, checkout,
 * back-office or API paths (KEPT_OUT), and the sitemap is named by its absolute address, which
 * the standard asks for. `origin` is the shop's public address (PUBLIC_URL).
 */
export function robotsTxt(origin: string): string {
  return [
    `# ${SHOP_NAME}: the storefront is open to crawlers; accounts, checkout and the back office are not.`,
    'User-agent: *',
    'Allow: /',
    ...KEPT_OUT.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
