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
 * `request.clientAddress` for the limits, and one warning when X-Forwarded-For arrives while
 * TRUST_PROXY is off: the store is then likely behind a proxy it does not believe, and every
 * shopper shares the proxy's address and its limits.
 */
export function registerClientAddress(app: FastifyInstance, trustsProxy: boolean): void {
  app.decorateRequest('clientAddress', {
    getter() {
      return addressKey(this.ip);
    },
  });
  if (trustsProxy) return;
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn(
        'X-Forwarded-For arrived but TRUST_PROXY is off: per-address limits count the proxy, not the shopper. ' +
          'Behind a proxy that sets the header, set TRUST_PROXY (a hop count or its addresses).',
      );
    }
    done();
  });
}
