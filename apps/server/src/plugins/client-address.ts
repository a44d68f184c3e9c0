import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Whom per-address limits count against (docs/decisions/066): the client's IPv4 address, or
     * the /64 network of an IPv6 one, since one household or phone holds a whole /64.
     */
    readonly clientAddress: string;
  }
}

/** An IPv6 address's first four groups, as `2001:db8:0:1::/64`; null when `ip` is not IPv6. */
function ipv6Network(ip: string): string | null {
  if (!isIPv6(ip)) return null;
  const [head = '', tail] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = [
    ...headGroups,
    ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
    ...tailGroups,
  ];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The key per-address limits use for `ip`: IPv4 as it is (also when IPv4-mapped), IPv6 by its /64. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  return ipv6Network(ip) ?? ip;
}

/**
 * `request.clientAddress` for the limits, and one warning when it is read for a request carrying
 * X-Forwarded-For while TRUST_PROXY is off: the store is then likely behind a proxy it does not
 * believe, and every shopper shares the proxy's address and its limits. Read only by the calls
 * that count per address, so the catalog's calls pay nothing for it.
 */
export function registerClientAddress(app: FastifyInstance, trustsProxy: boolean): void {
  let warned = trustsProxy;
  app.decorateRequest('clientAddress', {
    getter() {
      if (!warned && this.headers['x-forwarded-for'] !== undefined) {
        warned = true;
        this.log.warn(
          'X-Forwarded-For arrived but TRUST_PROXY is off: per-address limits count the proxy, not the shopper. ' +
            'Behind a proxy that sets the header, set TRUST_PROXY (a hop count or its addresses).',
        );
      }
      return addressKey(this.ip);
    },
  });
}
